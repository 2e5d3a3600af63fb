package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sync"

	"github.com/memgate/memgate/wire"
)

// Context returns the block a reader may read, rendered (markdown, or
// JSON when req.JSON) with its ETag, and counts it as served to
// req.Reader. Blocks are cached per active snapshot: the engine hands out
// the same Active slice until the store commits, so a cached block stays
// valid exactly as long as its snapshot does, and serving it again costs
// a map lookup and keeps its bytes identical. A block for a task
// (req.Query) or a past time (req.AsOf) is rendered every time.
func (e *Engine) Context(req ContextRequest) (*wire.Rendered, error) {
	if req.Scope == "global" {
		req.Scope = ""
	}
	k := ctxKey{scope: req.Scope, sensitive: req.Sensitive, budget: req.Budget, json: req.JSON}
	cacheable := req.Query == "" && req.AsOf.IsZero()
	var active []*activeItem
	if cacheable {
		var err error
		if active, err = e.Active(); err != nil {
			return nil, err
		}
		if r := e.ctxCache.get(active, k); r != nil {
			e.RecordServed(req.Reader, r.IDs)
			return r, nil
		}
	}
	breq := req
	breq.Reader = "" // counted below, through the batch, like a cache hit
	if req.Query != "" {
		ids, err := e.recallIDs(wire.RecallRequest{Query: req.Query, Scope: req.Scope, Sensitive: req.Sensitive, Limit: queryHits(req.Budget)})
		if err != nil {
			return nil, err
		}
		breq.First = ids
	}
	b, err := e.Block(breq)
	if err != nil {
		return nil, err
	}
	r, err := renderBlock(b, req.JSON)
	if err != nil {
		return nil, err
	}
	if cacheable {
		e.ctxCache.put(active, k, r)
	}
	e.RecordServed(req.Reader, r.IDs)
	return r, nil
}

// queryHits is how many of recall's hits for a task a block of budget
// tokens considers: more than it could print (a line is rarely under 16
// tokens), so that the task, not the rest, fills what it can.
func queryHits(budget int) int {
	if budget == 0 {
		return 1000
	}
	return min(max(budget/16, 50), 1000)
}

// renderBlock is the response body of b: its markdown, or the JSON form
// whose ETag is the hash of the JSON without it.
func renderBlock(b ContextBlock, asJSON bool) (*wire.Rendered, error) {
	r := &wire.Rendered{IDs: make([]string, len(b.Items))}
	for i, it := range b.Items {
		r.IDs[i] = it.id
	}
	if !asJSON {
		r.Body, r.ETag, r.ContentType = []byte(b.Markdown), b.ETag, "text/markdown; charset=utf-8"
		return r, nil
	}
	out := wire.ContextJSON{Scope: b.Scope, Items: make([]wire.ContextItem, len(b.Items)), Omitted: b.Omitted, Tokens: b.Tokens, Markdown: b.Markdown}
	for i, it := range b.Items {
		out.Items[i] = it.contextItem()
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	out.ETag = `"j` + hex.EncodeToString(sum[:16]) + `"`
	if r.Body, err = json.Marshal(out); err != nil {
		return nil, err
	}
	r.Body = append(r.Body, '\n')
	r.ETag, r.ContentType = out.ETag, "application/json; charset=utf-8"
	return r, nil
}

// ctxCache keeps rendered blocks for the current active snapshot.
//
// It is a small LRU, bounded in entries and in bytes: the key holds the
// caller's budget, and an agent could otherwise grow it by one block per
// distinct budget until the next commit. A real reader uses a handful of
// keys, far below the bounds. The most recent block is kept even when it
// alone is over maxCtxBytes, so the common request stays byte-stable.
type ctxCache struct {
	mu    sync.Mutex
	snap  **activeItem // first element of the snapshot the entries belong to
	n     int
	m     map[ctxKey]*ctxEntry
	tick  uint64
	bytes int
}

type ctxEntry struct {
	r    *wire.Rendered
	used uint64
	size int
}

type ctxKey struct {
	scope     string
	sensitive bool
	budget    int
	json      bool
}

// maxCtxCache and maxCtxBytes bound the cached blocks; a block with no
// budget holds every readable memory.
const (
	maxCtxCache = 32
	maxCtxBytes = 8 << 20
)

// renderedSize approximates what a rendered block keeps alive.
func renderedSize(r *wire.Rendered) int {
	n := len(r.Body) + len(r.ETag) + 64
	for _, id := range r.IDs {
		n += len(id) + 16
	}
	return n
}

// snapID identifies an active snapshot by its first element: Active
// returns the very same slice until the store commits.
func snapID(items []*activeItem) **activeItem {
	if len(items) == 0 {
		return nil
	}
	return &items[0]
}

func (c *ctxCache) get(active []*activeItem, k ctxKey) *wire.Rendered {
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

func (c *ctxCache) put(active []*activeItem, k ctxKey, r *wire.Rendered) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != snapID(active) || c.n != len(active) || c.m == nil {
		c.snap, c.n, c.m, c.bytes = snapID(active), len(active), map[ctxKey]*ctxEntry{}, 0
	}
	if old, ok := c.m[k]; ok {
		c.bytes -= old.size
		delete(c.m, k)
	}
	size := renderedSize(r)
	for len(c.m) > 0 && (len(c.m) >= maxCtxCache || c.bytes+size > maxCtxBytes) {
		var lru ctxKey
		oldest := ^uint64(0)
		for key, e := range c.m {
			if e.used < oldest {
				lru, oldest = key, e.used
			}
		}
		c.bytes -= c.m[lru].size
		delete(c.m, lru)
	}
	c.bytes += size
	c.tick++
	c.m[k] = &ctxEntry{r: r, used: c.tick, size: size}
}
