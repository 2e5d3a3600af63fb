package app

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/recall"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// recallState is the full-text index behind Recall, following the active
// snapshot: when the engine hands out a new snapshot, the index is brought
// up to date with only the differences. The index never decides what a
// reader may see; every hit is checked against the live item.
type recallState struct {
	closed atomic.Bool // Serve ended: the index is not opened again
	mu     sync.Mutex
	idx    *recall.Index
	ver    uint64        // the active snapshot version the index holds
	items  []*store.Item // that snapshot, in id order, to check hits against
	ready  bool
}

// Recall is a ranked search over what the reader may read, best first,
// counted as served to req.Reader.
func (e *Engine) Recall(req wire.RecallRequest) ([]wire.RecallItem, error) {
	out, err := e.recallHits(req)
	if err != nil {
		return nil, err
	}
	if req.Reader != "" && len(out) > 0 {
		ids := make([]string, len(out))
		for i, it := range out {
			ids[i] = it.ID
		}
		e.RecordServed(req.Reader, ids)
	}
	return out, nil
}

// recallIDs is recall's ranking as ids, not counted as served: the
// context block they feed counts what it prints.
func (e *Engine) recallIDs(req wire.RecallRequest) ([]string, error) {
	hits, err := e.recallHits(req)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(hits))
	for i, it := range hits {
		ids[i] = it.ID
	}
	return ids, nil
}

// recallActive returns the index and the active snapshot it holds,
// bringing it up to date first: with the snapshot's patches since the
// version it last saw (a commit costs the index the items it touched),
// else by comparing every active item (Sync).
func (e *Engine) recallActive() (*recall.Index, []*store.Item, error) {
	// A recall while the first fill runs waits for it rather than
	// indexing every active item in one batch beside it: in chunks the
	// index costs a fraction of the memory (at 10,000 active notes one
	// batch peaked the process at 315 MB), and a warm index fills in
	// well under a second.
	select {
	case <-e.ready:
		<-e.warmed
	default:
	}
	return e.recallSync()
}

// recallSync is recallActive without waiting for the first fill, which
// itself ends with it.
func (e *Engine) recallSync() (*recall.Index, []*store.Item, error) {
	if _, err := e.Active(); err != nil {
		return nil, nil, err
	}
	s := &e.recall
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx == nil {
		if s.closed.Load() {
			return nil, nil, errEngineStopped
		}
		var err error
		if s.idx, err = e.openRecall(); err != nil {
			return nil, nil, err
		}
	}
	ds, cur, curV, ok := e.activeSince(s.ver)
	if s.ready && ok {
		if len(ds) > 0 {
			up, gone := deltaDocs(ds)
			if err := s.idx.Apply(up, gone); err != nil {
				return nil, nil, err
			}
		}
		s.ver, s.items = curV, cur
		return s.idx, cur, nil
	}
	docs := make([]recall.Doc, len(cur))
	for i, it := range cur {
		docs[i] = recall.Doc{ID: it.ID, Text: it.Text, Category: it.Category}
	}
	if err := s.idx.Sync(docs); err != nil {
		return nil, nil, err
	}
	s.ver, s.items, s.ready = curV, cur, true
	return s.idx, cur, nil
}

// deltaDocs folds a chain of patches into what the index must write: the
// last state of every touched id, indexed if active, removed if not.
func deltaDocs(ds []snapDelta) (up []recall.Doc, gone []string) {
	last := map[string]*store.Item{}
	for _, d := range ds {
		for _, id := range d.touched {
			last[id] = nil
		}
		for i := range d.fresh {
			if it := &d.fresh[i]; it.Status == mem.Active {
				last[it.ID] = it
			}
		}
	}
	for id, it := range last {
		if it == nil {
			gone = append(gone, id)
		} else {
			up = append(up, recall.Doc{ID: id, Text: it.Text, Category: it.Category})
		}
	}
	return up, gone
}

// itemByID finds id in a snapshot (id order).
func itemByID(items []*store.Item, id string) (*store.Item, bool) {
	i, ok := slices.BinarySearchFunc(items, id, func(it *store.Item, id string) int { return strings.Compare(it.ID, id) })
	if !ok {
		return nil, false
	}
	return items[i], true
}

// recallHits is the ranked search with the reader's visibility applied to
// every hit before it counts against the limit.
func (e *Engine) recallHits(req wire.RecallRequest) ([]wire.RecallItem, error) {
	idx, items, err := e.recallActive()
	if err != nil {
		return nil, err
	}
	scope := req.Scope
	if scope == "global" {
		scope = ""
	}
	out := []wire.RecallItem{}
	page := max(req.Limit*4, 64)
	for from := 0; len(out) < req.Limit; from += page {
		hits, total, err := idx.Search(req.Query, from, page)
		if err != nil {
			return nil, err
		}
		for _, hit := range hits {
			it, ok := itemByID(items, hit.ID)
			if !ok || !readableBy(it, scope, req.Sensitive) {
				continue
			}
			out = append(out, wire.RecallItem{ContextItem: wire.NewContextItem(*it), Score: hit.Score})
			if len(out) == req.Limit {
				break
			}
		}
		if uint64(from+page) >= total || len(hits) == 0 {
			break
		}
	}
	return out, nil
}

var errEngineStopped = errors.New("the engine has stopped")

// openRecall opens the recall index: persistent in DATA/recall, so that a
// restart syncs only what changed instead of indexing every active text
// again (a warm start of 10,000 notes writes nothing); in memory for an
// engine with no data directory (tests).
func (e *Engine) openRecall() (*recall.Index, error) {
	if e.dataDir == "" {
		return recall.New()
	}
	return recall.OpenConfig(filepath.Join(e.dataDir, "recall"), recall.Config{
		OnRecover: func(movedTo string, reason error) {
			e.log.Warn("recall index unusable: moved aside and rebuilt", "moved_to", movedTo, "err", reason)
		},
	})
}

// warmChunk is how many documents warmRecall indexes between looks at
// whether the engine is stopping.
const warmChunk = 256

// warmRecall opens and fills the recall index after Ready, so that an
// agent's first recall does not pay for it. It goes a chunk at a time,
// between which recalls are answered (from what is indexed so far:
// every hit is checked against the live item anyway) and a stopping
// engine ends it. On a warm index Apply writes nothing for unchanged
// texts, so this costs a fingerprint check per item.
func (e *Engine) warmRecall() {
	s := &e.recall
	active, err := e.Active()
	if err != nil {
		return
	}
	for i := 0; i < len(active); i += warmChunk {
		if s.closed.Load() {
			return
		}
		chunk := active[i:min(i+warmChunk, len(active))]
		docs := make([]recall.Doc, len(chunk))
		for k, it := range chunk {
			docs[k] = recall.Doc{ID: it.ID, Text: it.Text, Category: it.Category}
		}
		s.mu.Lock()
		if s.idx == nil {
			if s.idx, err = e.openRecall(); err != nil {
				s.mu.Unlock()
				e.log.Warn("recall index", "err", err)
				return
			}
		}
		err = s.idx.Apply(docs, nil)
		s.mu.Unlock()
		if err != nil {
			e.log.Warn("recall index", "err", err)
			return
		}
	}
	if s.closed.Load() {
		return
	}
	if _, _, err := e.recallSync(); err != nil && !errors.Is(err, errEngineStopped) {
		e.log.Warn("recall index", "err", err)
	}
}

// closeRecall closes the index (its last batch reaches the disk) and
// keeps it closed. A first build still running (minutes at 100,000 notes)
// stops after its current chunk: stopping must stay quick, and the next
// start indexes what the build did not reach.
func (e *Engine) closeRecall() {
	s := &e.recall
	s.closed.Store(true)
	e.warming.Wait() // at most one chunk
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx != nil {
		if err := s.idx.Close(); err != nil {
			e.log.Warn("closing the recall index", "err", err)
		}
		s.idx, s.ready = nil, false
	}
}
