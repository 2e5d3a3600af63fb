package api

import (
	"net/http"
	"strconv"

	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// recallFor runs the engine's ranked search with the caller's visibility,
// counted as served to the caller's reader.
func (h *Handler) recallFor(id identity, q, scope string, limit int) ([]wire.RecallItem, error) {
	return h.be.Recall(wire.RecallRequest{Query: q, Scope: scope, Sensitive: id.sensitive(), Limit: limit, Reader: id.reader()})
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
