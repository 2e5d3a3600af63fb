package app

import (
	"sync"

	"github.com/memgate/memgate/recall"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// recallState is the full-text index behind Recall, following the active
// snapshot: when the engine hands out a new snapshot, the index is brought
// up to date with only the differences. The index never decides what a
// reader may see; every hit is checked against the live item.
type recallState struct {
	mu    sync.Mutex
	idx   *recall.Index
	snap  *store.Item
	n     int
	byID  map[string]store.Item
	ready bool
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
		if s.idx, err = recall.New(); err != nil {
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
