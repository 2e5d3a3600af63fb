package api

import (
	"net/http"
	"strconv"
	"sync"

	"github.com/memgate/memgate/recall"
	"github.com/memgate/memgate/store"
)

// RecallItem is one recall result.
type RecallItem struct {
	ContextItem
	Score float64 `json:"score"`
}

// recallState follows the active snapshot: when the engine hands out a new
// snapshot, the index is brought up to date with only the differences.
type recallState struct {
	mu    sync.Mutex
	snap  *store.Item
	n     int
	byID  map[string]store.Item
	ready bool
}

// active returns the current active items by id, syncing the index first
// if the snapshot moved.
func (h *Handler) recallActive() (map[string]store.Item, error) {
	active, err := h.be.Active()
	if err != nil {
		return nil, err
	}
	s := &h.recall
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ready && s.snap == snapID(active) && s.n == len(active) {
		return s.byID, nil
	}
	docs := make([]recall.Doc, len(active))
	byID := make(map[string]store.Item, len(active))
	for i, it := range active {
		docs[i] = recall.Doc{ID: it.ID, Text: it.Text, Category: it.Category}
		byID[it.ID] = it
	}
	if err := h.idx.Sync(docs); err != nil {
		return nil, err
	}
	s.snap, s.n, s.byID, s.ready = snapID(active), len(active), byID, true
	return byID, nil
}

// recallFor runs a ranked search and applies the reader's visibility to
// every hit before counting it against the limit.
func (h *Handler) recallFor(id identity, q, scope string, limit int) ([]RecallItem, error) {
	out, err := h.recallHits(id, q, scope, limit)
	if err != nil {
		return nil, err
	}
	if r := id.reader(); r != "" && len(out) > 0 {
		ids := make([]string, len(out))
		for i, it := range out {
			ids[i] = it.ID
		}
		h.be.RecordServed(r, ids)
	}
	return out, nil
}

// recallIDs is recall's ranking for q as ids, best first, without
// counting them as served: the context block they feed counts what it
// prints.
func (h *Handler) recallIDs(id identity, q, scope string, limit int) ([]string, error) {
	hits, err := h.recallHits(id, q, scope, limit)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(hits))
	for i, it := range hits {
		ids[i] = it.ID
	}
	return ids, nil
}

// recallHits is the ranked search with the reader's visibility applied
// to every hit before it counts against the limit.
func (h *Handler) recallHits(id identity, q, scope string, limit int) ([]RecallItem, error) {
	byID, err := h.recallActive()
	if err != nil {
		return nil, err
	}
	out := []RecallItem{}
	sensitive := id.sensitive()
	page := max(limit*4, 64)
	for from := 0; len(out) < limit; from += page {
		hits, total, err := h.idx.Search(q, from, page)
		if err != nil {
			return nil, err
		}
		for _, hit := range hits {
			it, ok := byID[hit.ID]
			if !ok || !h.be.Readable(it, scope, sensitive) {
				continue
			}
			out = append(out, RecallItem{ContextItem: contextItem(it), Score: hit.Score})
			if len(out) == limit {
				break
			}
		}
		if uint64(from+page) >= total || len(hits) == 0 {
			break
		}
	}
	return out, nil
}

func parseRecall(id identity, q, scope, limit string) (string, int, *apiError) {
	if q == "" {
		return "", 0, fail(http.StatusBadRequest, "bad_query", "q is required")
	}
	if len(q) > 1000 {
		return "", 0, fail(http.StatusBadRequest, "bad_query", "q is longer than 1000 bytes")
	}
	if scope == "" {
		scope = id.defaultScope()
	}
	if scope == "global" {
		scope = ""
	}
	if scope != "" && !store.ValidName(scope) {
		return "", 0, fail(http.StatusBadRequest, "bad_scope", "invalid scope %q", scope)
	}
	if !id.scopeAllowed(scope) {
		return "", 0, fail(http.StatusForbidden, "scope_forbidden", "this token may not read scope %q", scope)
	}
	n := 10
	if limit != "" {
		var err error
		n, err = strconv.Atoi(limit)
		if err != nil || n < 1 || n > 100 {
			return "", 0, fail(http.StatusBadRequest, "bad_limit", "limit must be 1 to 100")
		}
	}
	return scope, n, nil
}

// getRecall: GET /v1/recall?q=&limit=&scope=
func (h *Handler) getRecall(w http.ResponseWriter, r *http.Request) {
	id := who(r)
	q := r.URL.Query()
	scope, limit, e := parseRecall(id, q.Get("q"), q.Get("scope"), q.Get("limit"))
	if e != nil {
		writeError(w, e)
		return
	}
	items, err := h.recallFor(id, q.Get("q"), scope, limit)
	if err != nil {
		h.internal(w, "recall", err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": items})
}
