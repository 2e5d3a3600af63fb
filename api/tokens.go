package api

import (
	"github.com/memgate/memgate/internal/atomicfile"
	"github.com/memgate/memgate/store"

	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// Roles a token may carry.
const (
	RoleAdmin = "admin" // review actions, tokens, settings, and everything an agent may do
	RoleAgent = "agent" // context, recall, propose
)

// Files in the data directory.
const (
	AdminTokenFile = "admin.token" // the admin token in clear, 0600, for the CLI
	TokensFile     = "tokens.json" // every token, hashed, 0600
	ServerFile     = "server.json" // where the running server listens
	AdminTokenName = "admin"
)

// AnyScope in a token's scopes lets it read every scope.
const AnyScope = "*"

// Token is a stored token: only the SHA-256 of its secret is kept.
type Token struct {
	Name string `json:"name"`
	// Hash is hex SHA-256 of the secret; never served.
	Hash string `json:"hash"`
	Role string `json:"role"`
	// Scopes are the projects an agent may read besides global; "*" is
	// every scope. Admins read every scope.
	Scopes []string `json:"scopes"`
	// Sensitive lets the token read items of privacy sensitive.
	Sensitive bool `json:"sensitive"`
	// Trusted activates the token's clean proposals without review.
	Trusted bool `json:"trusted"`
	// ContextBudget, when set, is the token's default context budget
	// (approximate tokens) where a request names none.
	ContextBudget int       `json:"context_budget,omitempty"`
	CreatedAt     time.Time `json:"created_at"`
}

// TokenInfo is a token as the API lists it (no hash).
type TokenInfo struct {
	Name      string   `json:"name"`
	Role      string   `json:"role"`
	Scopes    []string `json:"scopes"`
	Sensitive bool     `json:"sensitive"`
	Trusted   bool     `json:"trusted"`
	// ContextBudget is 0 when the token takes the server's default.
	ContextBudget int       `json:"context_budget"`
	CreatedAt     time.Time `json:"created_at"`
}

func (t Token) info() TokenInfo {
	s := t.Scopes
	if s == nil {
		s = []string{}
	}
	return TokenInfo{Name: t.Name, Role: t.Role, Scopes: s, Sensitive: t.Sensitive, Trusted: t.Trusted, ContextBudget: t.ContextBudget, CreatedAt: t.CreatedAt}
}

// Errors of the token store.
var (
	ErrTokenExists = errors.New("a token with that name exists")
	ErrNoToken     = errors.New("no such token")
)

// tokens is the token store: a JSON file of hashed tokens, loaded once and
// rewritten atomically on every change.
type tokens struct {
	dir string
	now func() time.Time

	mu   sync.RWMutex
	list []Token
}

func openTokens(dir string, now func() time.Time) (*tokens, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	// The data directory holds secrets: tighten it even if it existed.
	if err := os.Chmod(dir, 0o700); err != nil {
		return nil, err
	}
	t := &tokens{dir: dir, now: now}
	b, err := os.ReadFile(filepath.Join(dir, TokensFile))
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return nil, err
	default:
		if err := json.Unmarshal(b, &t.list); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, TokensFile), err)
		}
	}
	return t, nil
}

// ensureAdmin makes sure admin.token exists and its hash is registered.
// It returns the admin secret.
func (t *tokens) ensureAdmin() (string, error) {
	path := filepath.Join(t.dir, AdminTokenFile)
	b, err := os.ReadFile(path)
	secret := strings.TrimSpace(string(b))
	if errors.Is(err, os.ErrNotExist) || secret == "" {
		secret = newSecret()
		if err := writeFileAtomic(path, []byte(secret+"\n")); err != nil {
			return "", err
		}
	} else if err != nil {
		return "", err
	} else if err := os.Chmod(path, 0o600); err != nil {
		return "", err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	h := hashSecret(secret)
	i := slices.IndexFunc(t.list, func(x Token) bool { return x.Name == AdminTokenName })
	if i >= 0 && t.list[i].Hash == h && t.list[i].Role == RoleAdmin {
		return secret, nil
	}
	tok := Token{Name: AdminTokenName, Hash: h, Role: RoleAdmin, Sensitive: true, CreatedAt: t.now().UTC()}
	if i >= 0 {
		t.list[i] = tok
	} else {
		t.list = append(t.list, tok)
	}
	return secret, t.saveLocked()
}

// lookup finds the token whose secret is given. Every stored hash is
// compared in constant time, and all of them are compared, so neither the
// secret nor which token matched leaks through timing.
func (t *tokens) lookup(secret string) (Token, bool) {
	if secret == "" {
		return Token{}, false
	}
	h := sha256.Sum256([]byte(secret))
	t.mu.RLock()
	defer t.mu.RUnlock()
	var found Token
	ok := 0
	for _, tok := range t.list {
		want, err := hex.DecodeString(tok.Hash)
		if err != nil || len(want) != len(h) {
			continue
		}
		if subtle.ConstantTimeCompare(want, h[:]) == 1 {
			found, ok = tok, 1
		}
	}
	return found, ok == 1
}

func (t *tokens) get(name string) (Token, bool) {
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, tok := range t.list {
		if tok.Name == name {
			return tok, true
		}
	}
	return Token{}, false
}

// create adds a token and returns its secret, shown once.
func (t *tokens) create(tok Token) (string, Token, error) {
	if !store.ValidName(tok.Name) {
		return "", Token{}, fmt.Errorf("%w: token name must be 1-64 of A-Z a-z 0-9 - _ .", errBadRequest)
	}
	if tok.Role != RoleAdmin && tok.Role != RoleAgent {
		return "", Token{}, fmt.Errorf("%w: role must be agent or admin", errBadRequest)
	}
	for _, s := range tok.Scopes {
		if s == "" || (s != AnyScope && !store.ValidName(s)) {
			return "", Token{}, fmt.Errorf("%w: invalid scope %q", errBadRequest, s)
		}
	}
	if tok.ContextBudget < 0 || tok.ContextBudget > maxBudget {
		return "", Token{}, fmt.Errorf("%w: context_budget must be 0 (the server's default) to %d tokens", errBadRequest, maxBudget)
	}
	secret := newSecret()
	tok.Hash = hashSecret(secret)
	tok.CreatedAt = t.now().UTC()
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, x := range t.list {
		if x.Name == tok.Name {
			return "", Token{}, ErrTokenExists
		}
	}
	t.list = append(t.list, tok)
	if err := t.saveLocked(); err != nil {
		t.list = t.list[:len(t.list)-1]
		return "", Token{}, err
	}
	return secret, tok, nil
}

func (t *tokens) revoke(name string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	i := slices.IndexFunc(t.list, func(x Token) bool { return x.Name == name })
	if i < 0 {
		return ErrNoToken
	}
	old := slices.Clone(t.list)
	t.list = slices.Delete(t.list, i, i+1)
	if err := t.saveLocked(); err != nil {
		t.list = old
		return err
	}
	return nil
}

func (t *tokens) all() []TokenInfo {
	t.mu.RLock()
	defer t.mu.RUnlock()
	out := make([]TokenInfo, 0, len(t.list))
	for _, tok := range t.list {
		out = append(out, tok.info())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func (t *tokens) saveLocked() error {
	b, err := json.MarshalIndent(t.list, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(t.dir, TokensFile), append(b, '\n'))
}

// writeFileAtomic writes one of the API's 0600 files (tokens, the admin
// secret).
func writeFileAtomic(path string, b []byte) error { return atomicfile.WriteFile(path, b, 0o600) }

// newSecret is 160 random bits, prefixed so that secret scanners (and
// people) recognise it.
func newSecret() string {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand: " + err.Error())
	}
	return "mg_" + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

func hashSecret(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}
