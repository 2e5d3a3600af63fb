package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/memgate/memgate/store"
)

// ContextItem is one memory in the JSON context block.
type ContextItem struct {
	ID         string     `json:"id"`
	Text       string     `json:"text"`
	Category   string     `json:"category"`
	Kind       string     `json:"kind"`
	Key        string     `json:"key"`
	Scope      string     `json:"scope"`
	Privacy    string     `json:"privacy"`
	Confidence float64    `json:"confidence"`
	Pinned     bool       `json:"pinned"`
	ValidFrom  *time.Time `json:"valid_from"`
	ValidTo    *time.Time `json:"valid_to"`
	RecordedAt time.Time  `json:"recorded_at"`
}

func contextItem(it store.Item) ContextItem {
	return ContextItem{ID: it.ID, Text: it.Text, Category: it.Category, Kind: it.Kind, Key: it.Key,
		Scope: it.Scope, Privacy: string(it.Privacy), Confidence: it.Confidence, Pinned: it.Pinned,
		ValidFrom: it.ValidFrom, ValidTo: it.ValidTo, RecordedAt: it.RecordedAt}
}

// ContextJSON is the JSON form of the context block.
type ContextJSON struct {
	ETag     string        `json:"etag"`
	Scope    string        `json:"scope"`
	Items    []ContextItem `json:"items"`
	Omitted  int           `json:"omitted"`
	Tokens   int           `json:"tokens"`
	Markdown string        `json:"markdown"`
}

// rendered is one context response, ready to write.
type rendered struct {
	body  []byte
	etag  string
	ctype string
	ids   []string
}

// contextCache keeps rendered blocks for the current active snapshot: the
// engine returns the same Active slice until the store commits, so a
// block stays valid exactly as long as its snapshot does. Serving from it
// is what keeps the block byte-identical and cheap between changes.
//
// It is a small LRU, bounded in entries and in bytes: the key holds the
// caller's budget, and an agent could otherwise grow it by one block per
// distinct budget until the next commit. A real reader uses a handful of
// keys, far below the bounds. The most recent block is kept even when it
// alone is over maxCtxBytes, so the common request stays byte-stable.
type contextCache struct {
	mu    sync.Mutex
	snap  *store.Item // first element of the snapshot the entries belong to
	n     int
	m     map[ctxKeyT]*ctxEntry
	tick  uint64
	bytes int
}

type ctxEntry struct {
	r    *rendered
	used uint64
	size int
}

// maxCtxCache and maxCtxBytes bound the cached blocks; a block with no
// budget holds every readable memory.
const (
	maxCtxCache = 32
	maxCtxBytes = 8 << 20
)

// size approximates what a rendered block keeps alive.
func (r *rendered) size() int {
	n := len(r.body) + len(r.etag) + 64
	for _, id := range r.ids {
		n += len(id) + 16
	}
	return n
}

type ctxKeyT struct {
	scope     string
	sensitive bool
	budget    int
	json      bool
}

func snapID(items []store.Item) *store.Item {
	if len(items) == 0 {
		return nil
	}
	return &items[0]
}

func (c *contextCache) get(active []store.Item, k ctxKeyT) *rendered {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != snapID(active) || c.n != len(active) {
		return nil
	}
	e := c.m[k]
	if e == nil {
		return nil
	}
	c.tick++
	e.used = c.tick
	return e.r
}

func (c *contextCache) put(active []store.Item, k ctxKeyT, r *rendered) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != snapID(active) || c.n != len(active) || c.m == nil {
		c.snap, c.n, c.m, c.bytes = snapID(active), len(active), map[ctxKeyT]*ctxEntry{}, 0
	}
	if old, ok := c.m[k]; ok {
		c.bytes -= old.size
		delete(c.m, k)
	}
	size := r.size()
	for len(c.m) > 0 && (len(c.m) >= maxCtxCache || c.bytes+size > maxCtxBytes) {
		var lru ctxKeyT
		min := ^uint64(0)
		for key, e := range c.m {
			if e.used < min {
				lru, min = key, e.used
			}
		}
		c.bytes -= c.m[lru].size
		delete(c.m, lru)
	}
	c.bytes += size
	c.tick++
	c.m[k] = &ctxEntry{r: r, used: c.tick, size: size}
}

// contextParams are a context request's parsed parameters.
type contextParams struct {
	scope  string
	json   bool
	budget int
	asOf   time.Time
	// q is the reader's task: recall's hits for it come first.
	q string
}

// maxBudget caps a budget in tokens; budget=0 asks for no cap.
const maxBudget = 10_000_000

// queryHits is how many of recall's hits for q a block of budget tokens
// considers: more than it could print (a line is rarely under 16
// tokens), so that the task, not the rest, fills what it can.
func queryHits(budget int) int {
	if budget == 0 {
		return 1000
	}
	return min(max(budget/16, 50), 1000)
}

func (h *Handler) parseContext(r *http.Request, id identity, scope, format, budget, asOf, q string) (contextParams, *apiError) {
	var p contextParams
	if len(q) > 1000 {
		return p, fail(http.StatusBadRequest, "bad_query", "q is longer than 1000 bytes")
	}
	p.q = strings.TrimSpace(q)
	if scope == "" {
		scope = id.defaultScope()
	}
	if scope == "global" {
		scope = ""
	}
	if scope != "" && !store.ValidName(scope) {
		return p, fail(http.StatusBadRequest, "bad_scope", "invalid scope %q", scope)
	}
	if !id.scopeAllowed(scope) {
		return p, fail(http.StatusForbidden, "scope_forbidden", "this token may not read scope %q", scope)
	}
	p.scope = scope
	switch format {
	case "", "md", "markdown":
	case "json":
		p.json = true
	default:
		return p, fail(http.StatusBadRequest, "bad_format", "format must be md or json")
	}
	// No budget named: the token's default, else the server's; 0 asks
	// for no cap.
	p.budget = h.be.ContextBudget()
	if id.tok.ContextBudget > 0 {
		p.budget = id.tok.ContextBudget
	}
	if budget != "" {
		n, err := strconv.Atoi(budget)
		if err != nil || n < 0 || n > maxBudget {
			return p, fail(http.StatusBadRequest, "bad_budget", "budget must be a non-negative number of tokens (0: no cap)")
		}
		p.budget = n
	}
	if asOf != "" {
		t, err := time.Parse(time.RFC3339Nano, asOf)
		if err != nil {
			return p, fail(http.StatusBadRequest, "bad_as_of", "as_of must be an RFC 3339 time")
		}
		p.asOf = t
	}
	return p, nil
}

// contextFor renders (or fetches from the cache) the block a caller may
// read. Served counts are recorded by the caller through record.
func (h *Handler) contextFor(id identity, p contextParams) (*rendered, error) {
	k := ctxKeyT{scope: p.scope, sensitive: id.sensitive(), budget: p.budget, json: p.json}
	var active []store.Item
	var first []string
	if p.q != "" {
		// A block for a task is not cached: the query space is open.
		var err error
		if first, err = h.recallIDs(id, p.q, p.scope, queryHits(p.budget)); err != nil {
			return nil, err
		}
	} else if p.asOf.IsZero() {
		var err error
		if active, err = h.be.Active(); err != nil {
			return nil, err
		}
		if r := h.ctxCache.get(active, k); r != nil {
			return r, nil
		}
	}
	b, err := h.be.Context(ContextRequest{Scope: p.scope, Sensitive: k.sensitive, Budget: p.budget, First: first, AsOf: p.asOf})
	if err != nil {
		return nil, err
	}
	r := &rendered{ids: make([]string, len(b.Items))}
	for i, it := range b.Items {
		r.ids[i] = it.ID
	}
	if p.json {
		out := ContextJSON{Scope: b.Scope, Items: make([]ContextItem, len(b.Items)), Omitted: b.Omitted, Tokens: b.Tokens, Markdown: b.Markdown}
		for i, it := range b.Items {
			out.Items[i] = contextItem(it)
		}
		raw, err := json.Marshal(out)
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(raw)
		out.ETag = `"j` + hex.EncodeToString(sum[:16]) + `"`
		if r.body, err = json.Marshal(out); err != nil {
			return nil, err
		}
		r.body = append(r.body, '\n')
		r.etag, r.ctype = out.ETag, "application/json; charset=utf-8"
	} else {
		r.body, r.etag, r.ctype = []byte(b.Markdown), b.ETag, "text/markdown; charset=utf-8"
	}
	if p.asOf.IsZero() && p.q == "" {
		h.ctxCache.put(active, k, r)
	}
	return r, nil
}

// getContext: GET /v1/context?scope=&q=&format=md|json&budget=&as_of=
func (h *Handler) getContext(w http.ResponseWriter, r *http.Request) {
	id := who(r)
	q := r.URL.Query()
	p, e := h.parseContext(r, id, q.Get("scope"), q.Get("format"), q.Get("budget"), q.Get("as_of"), q.Get("q"))
	if e != nil {
		writeError(w, e)
		return
	}
	out, err := h.contextFor(id, p)
	if err != nil {
		h.internal(w, "context", err)
		return
	}
	h.served.add(id.reader(), out.ids)
	w.Header().Set("ETag", out.etag)
	if etagMatch(r.Header.Get("If-None-Match"), out.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", out.ctype)
	w.Header().Set("Content-Length", strconv.Itoa(len(out.body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(out.body)
	}
}

// etagMatch implements If-None-Match's strong comparison over a list.
func etagMatch(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || t == etag {
			return true
		}
	}
	return false
}

func (h *Handler) internal(w http.ResponseWriter, what string, err error) {
	h.log.Error("api: "+what, "err", err)
	writeError(w, fail(http.StatusInternalServerError, "internal", "%s failed", what))
}
