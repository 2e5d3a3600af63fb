package app

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/memgate/memgate/wire"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// DefaultContextBudget is the context block's cap, in approximate tokens,
// wherever neither the request, the reader's token nor the config names
// one: what an agent reads at the start of a session must leave it room
// to work.
const DefaultContextBudget = 4000

// ContextBudget is the default cap of the block: the config's
// context_budget, else DefaultContextBudget.
func (e *Engine) ContextBudget() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cfg.ContextBudget > 0 {
		return e.cfg.ContextBudget
	}
	return DefaultContextBudget
}

// ContextRequest says who is reading and what they may see (defined in
// wire).
type ContextRequest = wire.ContextRequest

// ContextBlock is what an agent is served.
type ContextBlock struct {
	Scope string
	// Items are the chosen items, in the order the block prints them:
	// the snapshot's own records, shared and never to be modified (an
	// uncapped block holds every active item, and copying them was a
	// third of its cost).
	Items []*activeItem
	// Omitted counts the readable active items the budget left out.
	Omitted  int
	Markdown string
	ETag     string
	Tokens   int
}

// Readable is the one rule every agent path applies: only active items,
// never secret, sensitive only for readers allowed it, and only the
// requested scope and global ("global" or "" is global only).
func (e *Engine) Readable(it store.Item, scope string, sensitive bool) bool {
	if scope == "global" {
		scope = ""
	}
	return readableBy(&it, scope, sensitive)
}

func readableBy(it *store.Item, scope string, sensitive bool) bool {
	if it.Status != mem.Active || it.Privacy == mem.Secret {
		return false
	}
	if it.Privacy == mem.Sensitive && !sensitive {
		return false
	}
	return it.Scope == "global" || it.Scope == "" || (scope != "" && it.Scope == scope)
}

// blockCache keeps the active snapshot's blockIndex: the engine hands out
// the same snapshot slice until the store commits, and every block of it
// (any reader, budget or query) walks the same order of value.
type blockCache struct {
	mu sync.Mutex
	x  *blockIndex
}

func (c *blockCache) index(all []*activeItem) *blockIndex {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.x != nil && len(c.x.all) == len(all) && (len(all) == 0 || &c.x.all[0] == &all[0]) {
		return c.x
	}
	x := newBlockIndex(all)
	if c.x != nil {
		// Lines are kept by record, and a record is never modified, so
		// the next snapshot's index shares the cache: a commit replaces a
		// few records, and copying every line cost a third of the index.
		// A replaced record whose line is kept stays alive (with the
		// array it was read in), so the cache is carried over to the
		// current records alone once the records replaced since it was
		// last carried pass a sixteenth of the snapshot: at once after a
		// full reload.
		old := c.x.lines
		if gone, ok := replaced(c.x.all, all); ok && old.stale+gone <= len(all)/16+64 {
			old.stale += gone
			x.lines = old
		} else {
			old.carry(x)
		}
	}
	c.x = x
	return x
}

// replaced counts the records of old that all no longer holds. Both are
// snapshots in id order, as Active hands them out; ok is false when
// they are not.
func replaced(old, all []*activeItem) (n int, ok bool) {
	j := 0
	for i, it := range old {
		if i > 0 && old[i-1].id >= it.id {
			return 0, false
		}
		for j < len(all) && all[j] != it && all[j].id < it.id {
			j++
		}
		if j < len(all) && all[j] == it {
			j++
			continue
		}
		n++
	}
	return n, true
}

// Block assembles the context block for a reader: the chosen items and
// their markdown. Context is the same block rendered and cached. The
// active snapshot holds notes without their text and the markdown prints
// a note's line, so a note's Text in Items is read from the store only
// for a JSON block (req.JSON), which serves it.
func (e *Engine) Block(req ContextRequest) (ContextBlock, error) {
	scope := req.Scope
	if scope == "global" {
		scope = ""
	}
	var x *blockIndex
	if req.AsOf.IsZero() {
		all, err := e.Active()
		if err != nil {
			return ContextBlock{}, err
		}
		x = e.blocks.index(all)
	} else {
		all, err := e.st.AsOf(context.Background(), time.Time{}, req.AsOf)
		if err != nil {
			return ContextBlock{}, err
		}
		x = newBlockIndex(activeItems(all))
	}
	b := x.build(scope, req.Sensitive, req.Budget, req.First)
	if req.AsOf.IsZero() && req.JSON {
		if err := e.fullTexts(&b, func(it *store.Item) bool { return readableBy(it, scope, req.Sensitive) }); err != nil {
			return ContextBlock{}, err
		}
	}
	if req.Reader != "" && len(b.Items) > 0 {
		ids := make([]string, len(b.Items))
		for i, it := range b.Items {
			ids[i] = it.id
		}
		e.st.RecordServed(req.Reader, ids)
	}
	return b, nil
}

// fullTexts puts back the text of the notes in a block chosen from the
// active snapshot, which holds notes without it: one store read for the
// notes the block serves. A note whose text changed since the snapshot
// was taken is served as it stands now if the reader may still read it;
// else it leaves the block's items (its line, printed from the snapshot,
// stays, as it would had the block been served a moment earlier).
func (e *Engine) fullTexts(b *ContextBlock, readable func(*store.Item) bool) error {
	var ids []string
	for _, it := range b.Items {
		if it.kind == "note" && it.text == "" {
			ids = append(ids, it.id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	full, err := e.st.GetMany(ids)
	if err != nil {
		return err
	}
	byID := make(map[string]*store.Item, len(full))
	for i := range full {
		byID[full[i].ID] = &full[i]
	}
	kept := b.Items[:0]
	for _, it := range b.Items {
		if it.kind == "note" && it.text == "" {
			f := byID[it.id]
			switch {
			case f == nil || !readable(f):
				continue
			case textSum(f.TextHash) == it.textSum:
				c := *it // the snapshot's record stays as it is
				c.text = f.Text
				it = &c
			default:
				c := newActiveItem(f, true)
				it = &c
			}
		}
		kept = append(kept, it)
	}
	b.Items = kept
	return nil
}

func (e *Engine) requestExport() {
	e.gen.Add(1)
	if e.cfg.ExportPath == "" {
		return
	}
	select {
	case e.exportQ <- struct{}{}:
	default:
	}
}

// export rewrites the exported context file, when configured.
func (e *Engine) export() {
	if e.cfg.ExportPath == "" {
		return
	}
	b, err := e.Block(ContextRequest{Scope: "global", Budget: e.ContextBudget()})
	if err != nil {
		e.log.Warn("export", "err", err)
		return
	}
	path, _ := filepath.Abs(e.cfg.ExportPath)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		e.log.Warn("export", "err", err)
		return
	}
	_, err = e.writer.Update(vault.FileSource(path), path, func([]byte) ([]byte, error) { return []byte(b.Markdown), nil })
	if err != nil {
		e.log.Warn("export", "path", path, "err", err)
	}
}
