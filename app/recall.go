package app

import (
	"errors"
	"path/filepath"
	"sync"
	"sync/atomic"

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
	snap   *store.Item
	n      int
	byID   map[string]store.Item
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

// recallActive returns the current active items by id, syncing the index
// first if the snapshot moved.
func (e *Engine) recallActive() (*recall.Index, map[string]store.Item, error) {
	active, err := e.Active()
	if err != nil {
		return nil, nil, err
	}
	s := &e.recall
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx == nil {
		if s.closed.Load() {
			return nil, nil, errEngineStopped
		}
		if s.idx, err = e.openRecall(); err != nil {
			return nil, nil, err
		}
	}
	if s.ready && s.snap == snapID(active) && s.n == len(active) {
		return s.idx, s.byID, nil
	}
	docs := make([]recall.Doc, len(active))
	byID := make(map[string]store.Item, len(active))
	for i, it := range active {
		docs[i] = recall.Doc{ID: it.ID, Text: it.Text, Category: it.Category}
		byID[it.ID] = it
	}
	if err := s.idx.Sync(docs); err != nil {
		return nil, nil, err
	}
	s.snap, s.n, s.byID, s.ready = snapID(active), len(active), byID, true
	return s.idx, byID, nil
}

// recallHits is the ranked search with the reader's visibility applied to
// every hit before it counts against the limit.
func (e *Engine) recallHits(req wire.RecallRequest) ([]wire.RecallItem, error) {
	idx, byID, err := e.recallActive()
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
			it, ok := byID[hit.ID]
			if !ok || !readableBy(&it, scope, req.Sensitive) {
				continue
			}
			out = append(out, wire.RecallItem{ContextItem: wire.NewContextItem(it), Score: hit.Score})
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
	if _, _, err := e.recallActive(); err != nil && !errors.Is(err, errEngineStopped) {
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
