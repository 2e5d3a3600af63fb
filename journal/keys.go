package journal

import (
	"bytes"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
)

// Key is a 32-byte workspace key for XChaCha20-Poly1305.
type Key [32]byte

// GenerateKey returns a fresh random key.
func GenerateKey() (Key, error) {
	var k Key
	_, err := rand.Read(k[:])
	return k, err
}

// String names the key without revealing it, so a key that reaches a log
// line by mistake leaks nothing.
func (k Key) String() string { return "journal.Key(" + keyID(k) + ")" }

// MarshalText encodes the key for the key file.
func (k Key) MarshalText() ([]byte, error) {
	return []byte(base64.RawURLEncoding.EncodeToString(k[:])), nil
}

// UnmarshalText decodes what MarshalText wrote.
func (k *Key) UnmarshalText(b []byte) error {
	raw, err := base64.RawURLEncoding.DecodeString(string(b))
	if err != nil || len(raw) != len(k) {
		return errors.New("journal key: not 32 bytes of base64url")
	}
	copy(k[:], raw)
	return nil
}

// Keyring is what a device holds: the key it seals with, the keys it still
// opens old lines with, and the devices it no longer trusts.
type Keyring struct {
	// Workspace is a short id for the set of devices sharing the keys; it
	// travels in the pairing code so a person can see they joined the
	// right one.
	Workspace string `json:"workspace"`
	// Current seals every new line.
	Current Key `json:"current"`
	// Previous keys, oldest first, open lines sealed before a rotation.
	// They never seal.
	Previous []Key `json:"previous,omitempty"`
	// Forgotten maps a device id to the last seq of it still trusted;
	// its records after that are rejected.
	Forgotten map[string]uint64 `json:"forgotten,omitempty"`
}

// codeEnc is Crockford's base32 alphabet: no I, L, O or U, so the letters
// people confuse with digits are not in it (ParseCode maps them back).
var codeEnc = base32.NewEncoding("0123456789ABCDEFGHJKMNPQRSTVWXYZ").WithPadding(base32.NoPadding)

const workspaceBytes = 5

// NewKeyring returns a keyring for a new workspace.
func NewKeyring() (*Keyring, error) {
	var ws [workspaceBytes]byte
	if _, err := rand.Read(ws[:]); err != nil {
		return nil, err
	}
	k, err := GenerateKey()
	if err != nil {
		return nil, err
	}
	return &Keyring{Workspace: codeEnc.EncodeToString(ws[:]), Current: k}, nil
}

func (kr *Keyring) all() []Key { return append([]Key{kr.Current}, kr.Previous...) }

// forgotten reports whether device's record seq is past its forget point.
func (kr *Keyring) forgotten(device string, seq uint64) bool {
	upto, ok := kr.Forgotten[device]
	return ok && seq > upto
}

// Forget stops trusting device's records after seq upto and rotates the
// key, so the lost device can read nothing written from now on. Lines under
// the old key stay readable through Previous. The caller saves the keyring
// and shows the new pairing code to the devices that stay.
func (kr *Keyring) Forget(device string, upto uint64) error {
	if err := checkDevice(device); err != nil {
		return err
	}
	k, err := GenerateKey()
	if err != nil {
		return err
	}
	if kr.Forgotten == nil {
		kr.Forgotten = map[string]uint64{}
	}
	kr.Forgotten[device] = upto
	kr.Previous = append(kr.Previous, kr.Current)
	kr.Current = k
	return nil
}

// A pairing code is Crockford base32 of
//
//	version (1) | workspace (5) | current key (32) | CRC-32 of the rest (4)
//
// in dash-separated groups of four: 68 symbols. One symbol is 5 bits, so a
// mistyped symbol, or two swapped neighbours, is an error burst of at most
// 10 bits, and CRC-32 detects every burst up to 32 bits.
const codeVersion = 1

// ErrBadCode is wrapped by every ParseCode failure.
var ErrBadCode = errors.New("pairing code")

// Code returns the pairing code that carries the workspace and current key.
// It is a secret: whoever has it reads every held text.
func (kr *Keyring) Code() string {
	ws, _ := codeEnc.DecodeString(kr.Workspace)
	b := append([]byte{codeVersion}, ws...)
	b = append(b, kr.Current[:]...)
	b = binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	s := codeEnc.EncodeToString(b)
	var groups []string
	for len(s) > 4 {
		groups = append(groups, s[:4])
		s = s[4:]
	}
	return strings.Join(append(groups, s), "-")
}

// ParseCode reads a pairing code typed or pasted by a person: case,
// dashes and spaces do not matter, and O, I and L read as 0, 1 and 1.
func ParseCode(code string) (*Keyring, error) {
	s := strings.Map(func(r rune) rune {
		switch r {
		case '-', ' ', '\t', '\n', '\r':
			return -1
		case 'o', 'O':
			return '0'
		case 'i', 'I', 'l', 'L':
			return '1'
		}
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, code)
	const want = ((1+workspaceBytes+32+4)*8 + 4) / 5
	for i, r := range s {
		if !strings.ContainsRune("0123456789ABCDEFGHJKMNPQRSTVWXYZ", r) {
			return nil, fmt.Errorf("%w: %q is not a code character (symbol %d): mistyped?", ErrBadCode, r, i+1)
		}
	}
	if len(s) != want {
		return nil, fmt.Errorf("%w: %d symbols, want %d: one is missing or extra", ErrBadCode, len(s), want)
	}
	b, err := codeEnc.DecodeString(s)
	if err != nil || codeEnc.EncodeToString(b) != s {
		// The last symbol has 4 spare bits, which the decoder ignores.
		return nil, fmt.Errorf("%w: the last symbol is mistyped", ErrBadCode)
	}
	body, sum := b[:len(b)-4], binary.BigEndian.Uint32(b[len(b)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%w: checksum does not match: a symbol is mistyped", ErrBadCode)
	}
	if body[0] != codeVersion {
		return nil, fmt.Errorf("%w: version %d, this memgate reads version %d", ErrBadCode, body[0], codeVersion)
	}
	kr := &Keyring{Workspace: codeEnc.EncodeToString(body[1 : 1+workspaceBytes])}
	copy(kr.Current[:], body[1+workspaceBytes:])
	return kr, nil
}

// KeyFile is the key file's name inside a data directory.
const KeyFile = "journal-key.json"

// ErrKeyInSyncedFolder is returned by SaveKey for a data directory inside
// a folder a sync engine replicates: the key must never travel with the
// lines it seals.
var ErrKeyInSyncedFolder = errors.New("the journal key must not be saved inside a synced folder")

// SaveKey writes the keyring to dataDir/KeyFile with mode 0600 (dataDir
// 0700), atomically. It refuses a dataDir inside any of synced: pass every
// journal root and source root this device knows.
func SaveKey(dataDir string, kr *Keyring, synced ...string) error {
	if _, err := codeEnc.DecodeString(kr.Workspace); err != nil || len(kr.Workspace) != workspaceBytes*8/5 {
		return fmt.Errorf("save key: bad workspace id %q", kr.Workspace)
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return fmt.Errorf("save key: %w", err)
	}
	dir := realPath(dataDir)
	for _, root := range synced {
		if rel, err := filepath.Rel(realPath(root), dir); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return fmt.Errorf("save key in %s: %w %s", dataDir, ErrKeyInSyncedFolder, root)
		}
	}
	b, err := json.MarshalIndent(kr, "", "  ")
	if err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(dataDir, KeyFile), append(b, '\n'), 0o600); err != nil {
		return fmt.Errorf("save key: %w", err)
	}
	return nil
}

// LoadKey reads the keyring SaveKey wrote. A key file that others can read
// is refused rather than used: it would mean the key has leaked.
func LoadKey(dataDir string) (*Keyring, error) {
	path := filepath.Join(dataDir, KeyFile)
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("load key: %w", err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("load key %s: mode %o, want 0600", path, fi.Mode().Perm())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load key: %w", err)
	}
	var kr Keyring
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&kr); err != nil {
		return nil, fmt.Errorf("load key %s: %w", path, err)
	}
	return &kr, nil
}

// realPath resolves symlinks as far as the path exists, so a data
// directory reached through a link into a synced folder is still caught.
func realPath(p string) string {
	p, _ = filepath.Abs(p)
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Join(realPath(filepath.Dir(p)), filepath.Base(p))
}
