package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// backendError maps the store's typed errors to statuses.
func (h *Handler) backendError(w http.ResponseWriter, what string, err error) {
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, fail(http.StatusNotFound, "not_found", "no such item"))
	case errors.Is(err, store.ErrInvalidTransition):
		writeError(w, fail(http.StatusConflict, "invalid_transition", "%v", err))
	case errors.Is(err, store.ErrNothingToUndo):
		writeError(w, fail(http.StatusConflict, "nothing_to_undo", "%v", err))
	case errors.Is(err, store.ErrTombstoned):
		writeError(w, fail(http.StatusConflict, "tombstoned", "%v", err))
	case errors.Is(err, store.ErrBadInput):
		writeError(w, fail(http.StatusBadRequest, "bad_input", "%v", err))
	case errors.Is(err, store.ErrDataLost):
		writeError(w, dataLost(err))
	case errors.Is(err, store.ErrDiskFull):
		writeError(w, diskFull(err))
	default:
		h.internal(w, what, err)
	}
}

// dataLost: nothing can be saved until memgate restarts on its data.
func dataLost(err error) *apiError {
	return fail(http.StatusServiceUnavailable, "data_lost", "nothing was changed: %v", err)
}

// diskFull: nothing can be saved until space is freed; nothing to restart.
func diskFull(err error) *apiError {
	return fail(http.StatusInsufficientStorage, "disk_full", "nothing was changed: %v", err)
}

// MemoryRequest is POST /v1/memories.
type MemoryRequest struct {
	Text     string `json:"text"`
	Category string `json:"category"`
	Scope    string `json:"scope"`
	Privacy  string `json:"privacy"`
	Key      string `json:"key"`
}

const maxText = 16 << 10

// propose is shared by POST /v1/memories and MCP memory_propose.
func (h *Handler) propose(id identity, m MemoryRequest) (store.Item, *apiError) {
	if strings.TrimSpace(m.Text) == "" {
		return store.Item{}, fail(http.StatusBadRequest, "bad_input", "text is required")
	}
	if len(m.Text) > maxText {
		return store.Item{}, fail(http.StatusBadRequest, "bad_input", "text is longer than %d bytes", maxText)
	}
	if m.Scope == "" {
		// A token with one project writes there, as it reads there.
		m.Scope = id.defaultScope()
	}
	if m.Scope == "" {
		m.Scope = "global"
	}
	if m.Scope != "global" && !store.ValidName(m.Scope) {
		return store.Item{}, fail(http.StatusBadRequest, "bad_scope", "invalid scope %q", m.Scope)
	}
	if !id.scopeWritable(m.Scope) {
		return store.Item{}, fail(http.StatusForbidden, "scope_forbidden", "this token may not write scope %q (writing needs that scope, or \"*\", among the token's scopes)", m.Scope)
	}
	if _, err := mem.ParsePrivacy(m.Privacy); err != nil {
		return store.Item{}, fail(http.StatusBadRequest, "bad_privacy", "privacy must be normal, sensitive or secret")
	}
	priv, _ := mem.ParsePrivacy(m.Privacy) // checked above
	// A person (admin) may supersede any memory; an agent's token bounds
	// which active memories its key may supersede.
	var grants *wire.Grants
	if !id.admin() {
		grants = &wire.Grants{Scopes: id.tok.Scopes, Sensitive: id.tok.Sensitive}
	}
	it, err := h.be.Propose(id.actor(), wire.Proposal{Text: m.Text, Category: m.Category, Scope: m.Scope,
		Privacy: priv, Key: m.Key, Trusted: id.tok.Trusted || id.admin(), Grants: grants})
	if err != nil {
		if errors.Is(err, store.ErrBadInput) || errors.Is(err, store.ErrTombstoned) {
			return store.Item{}, fail(http.StatusBadRequest, "bad_input", "%v", err)
		}
		if errors.Is(err, store.ErrDataLost) {
			return store.Item{}, dataLost(err)
		}
		if errors.Is(err, store.ErrDiskFull) {
			return store.Item{}, diskFull(err)
		}
		h.log.Error("api: propose", "err", err)
		return store.Item{}, fail(http.StatusInternalServerError, "internal", "propose failed")
	}
	return it, nil
}

// postMemory: POST /v1/memories {text, category?, scope?, privacy?, key?}
func (h *Handler) postMemory(w http.ResponseWriter, r *http.Request) {
	var m MemoryRequest
	if e := decode(r, &m); e != nil {
		writeError(w, e)
		return
	}
	it, e := h.propose(who(r), m)
	if e != nil {
		writeError(w, e)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"id": it.ID, "status": it.Status})
}

// getItems: GET /v1/items?status=&source=&q=&scope=&limit=&cursor=
func (h *Handler) getItems(w http.ResponseWriter, r *http.Request) {
	h.be.FlushServed()
	q := r.URL.Query()
	f := store.Filter{Source: q.Get("source"), Scope: q.Get("scope"), After: q.Get("cursor"), Key: q.Get("key")}
	if s := q.Get("status"); s != "" {
		st, err := mem.ParseStatus(s)
		if err != nil {
			writeError(w, fail(http.StatusBadRequest, "bad_status", "%v", err))
			return
		}
		f.Status = st
	}
	limit := 100
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 1000 {
			writeError(w, fail(http.StatusBadRequest, "bad_limit", "limit must be 1 to 1000"))
			return
		}
		limit = n
	}
	// The store has no text index over every status: q is a walk that
	// keeps only the page of matches.
	f.Contains, f.Limit = mem.Normalize(q.Get("q")), limit
	items, next, err := h.be.List(r.Context(), f)
	if err != nil {
		h.backendError(w, "list", err)
		return
	}
	if items == nil {
		items = []store.Item{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": items, "next_cursor": next})
}

// getItem: GET /v1/items/{id}
func (h *Handler) getItem(w http.ResponseWriter, r *http.Request) {
	h.be.FlushServed()
	it, err := h.be.Get(r.PathValue("id"))
	if err != nil {
		h.backendError(w, "get", err)
		return
	}
	writeJSON(w, http.StatusOK, it)
}

// getAudit: GET /v1/items/{id}/audit
func (h *Handler) getAudit(w http.ResponseWriter, r *http.Request) {
	evs, err := h.be.Audit(r.PathValue("id"))
	if err != nil {
		h.backendError(w, "audit", err)
		return
	}
	if evs == nil {
		evs = []store.Event{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"events": evs})
}

// ActionRequest is the body of POST /v1/items/{id}/{action}.
type ActionRequest struct {
	Reason string `json:"reason"`
	Text   string `json:"text"`
}

// postAction: POST /v1/items/{id}/accept|reject|undo|restore {reason?};
// POST /v1/items/{id}/correct {text, reason?}
func (h *Handler) postAction(w http.ResponseWriter, r *http.Request) {
	var a ActionRequest
	if e := decode(r, &a); e != nil {
		writeError(w, e)
		return
	}
	actor, id := who(r).actor(), r.PathValue("id")
	var it store.Item
	var err error
	switch action := r.PathValue("action"); action {
	case "accept":
		it, err = h.be.Accept(actor, id, a.Reason)
	case "reject":
		it, err = h.be.Reject(actor, id, a.Reason)
	case "undo":
		it, err = h.be.Undo(actor, id, a.Reason)
	case "restore":
		it, err = h.be.Restore(actor, id, a.Reason)
	case "correct":
		if strings.TrimSpace(a.Text) == "" || len(a.Text) > maxText {
			writeError(w, fail(http.StatusBadRequest, "bad_input", "correct needs a text of 1 to %d bytes", maxText))
			return
		}
		it, err = h.be.Correct(actor, id, a.Text, a.Reason)
	default:
		writeError(w, fail(http.StatusNotFound, "not_found", "no action %q (accept, reject, correct, undo, restore)", action))
		return
	}
	if err != nil {
		h.backendError(w, "action", err)
		return
	}
	writeJSON(w, http.StatusOK, it)
}

// BatchRequest is POST /v1/items/batch: one review action for many items.
type BatchRequest struct {
	Action string   `json:"action"`
	IDs    []string `json:"ids"`
	Reason string   `json:"reason"`
}

// postBatch: POST /v1/items/batch {action: accept|reject, ids, reason?} →
// {"results":[{id, status | error}]}, one store sync and one write per
// file for the whole batch.
func (h *Handler) postBatch(w http.ResponseWriter, r *http.Request) {
	var req BatchRequest
	if e := decode(r, &req); e != nil {
		writeError(w, e)
		return
	}
	if req.Action != "accept" && req.Action != "reject" {
		writeError(w, fail(http.StatusBadRequest, "bad_action", "action must be accept or reject"))
		return
	}
	if len(req.IDs) == 0 || len(req.IDs) > maxBatchIDs {
		writeError(w, fail(http.StatusBadRequest, "bad_input", "ids must name 1 to %d items", maxBatchIDs))
		return
	}
	for _, id := range req.IDs {
		if id == "" || len(id) > 64 {
			writeError(w, fail(http.StatusBadRequest, "bad_id", "an id is empty or longer than 64 bytes"))
			return
		}
	}
	res, err := h.be.Batch(who(r).actor(), req.Action, req.IDs, req.Reason)
	if err != nil {
		h.backendError(w, "batch", err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"results": res})
}

// maxBatchIDs is the most ids one batch may name (the engine's bound).
const maxBatchIDs = 10_000

// PatchRequest is PATCH /v1/items/{id}; absent fields stay as they are.
type PatchRequest struct {
	Privacy    *string  `json:"privacy"`
	Scope      *string  `json:"scope"`
	Confidence *float64 `json:"confidence"`
	Key        *string  `json:"key"`
	Pinned     *bool    `json:"pinned"`
	Reason     string   `json:"reason"`
}

// patchItem: PATCH /v1/items/{id} {privacy?, scope?, confidence?, key?, pinned?, reason?}
func (h *Handler) patchItem(w http.ResponseWriter, r *http.Request) {
	var p PatchRequest
	if e := decode(r, &p); e != nil {
		writeError(w, e)
		return
	}
	var sp store.Patch
	if p.Privacy != nil {
		pr := mem.Privacy(*p.Privacy)
		if !pr.Valid() {
			writeError(w, fail(http.StatusBadRequest, "bad_privacy", "privacy must be normal, sensitive or secret"))
			return
		}
		sp.Privacy = &pr
	}
	if p.Scope != nil {
		if *p.Scope != "global" && !store.ValidName(*p.Scope) {
			writeError(w, fail(http.StatusBadRequest, "bad_scope", "invalid scope %q", *p.Scope))
			return
		}
		sp.Scope = p.Scope
	}
	if p.Confidence != nil {
		if *p.Confidence < 0 || *p.Confidence > 1 {
			writeError(w, fail(http.StatusBadRequest, "bad_confidence", "confidence must be between 0 and 1"))
			return
		}
		sp.Confidence = p.Confidence
	}
	sp.Key, sp.Pinned = p.Key, p.Pinned
	if sp == (store.Patch{}) {
		writeError(w, fail(http.StatusBadRequest, "bad_input", "nothing to change (privacy, scope, confidence, key, pinned)"))
		return
	}
	it, err := h.be.Update(who(r).actor(), r.PathValue("id"), sp, p.Reason)
	if err != nil {
		h.backendError(w, "update", err)
		return
	}
	writeJSON(w, http.StatusOK, it)
}

// TokenRequest is POST /v1/tokens.
type TokenRequest struct {
	Name      string   `json:"name"`
	Role      string   `json:"role"`
	Scopes    []string `json:"scopes"`
	Sensitive bool     `json:"sensitive"`
	Trusted   bool     `json:"trusted"`
	// ContextBudget is the token's default context budget; 0 takes the
	// server's.
	ContextBudget int `json:"context_budget"`
}

// postToken: POST /v1/tokens {name, role, scopes, sensitive, trusted} → the
// secret, shown this once.
func (h *Handler) postToken(w http.ResponseWriter, r *http.Request) {
	var t TokenRequest
	if e := decode(r, &t); e != nil {
		writeError(w, e)
		return
	}
	if t.Role == "" {
		t.Role = RoleAgent
	}
	secret, tok, err := h.tokens.create(Token{Name: t.Name, Role: t.Role, Scopes: t.Scopes, Sensitive: t.Sensitive, Trusted: t.Trusted, ContextBudget: t.ContextBudget})
	switch {
	case errors.Is(err, errBadRequest):
		writeError(w, fail(http.StatusBadRequest, "bad_input", "%s", strings.TrimPrefix(err.Error(), errBadRequest.Error()+": ")))
		return
	case errors.Is(err, ErrTokenExists):
		writeError(w, fail(http.StatusConflict, "exists", "a token named %q exists", t.Name))
		return
	case err != nil:
		h.internal(w, "token", err)
		return
	}
	h.log.Info("api: token created", "name", tok.Name, "role", tok.Role)
	info := tok.info()
	writeJSON(w, http.StatusCreated, struct {
		TokenInfo
		Token string `json:"token"`
	}{info, secret})
}

// getTokens: GET /v1/tokens
func (h *Handler) getTokens(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"tokens": h.tokens.all()})
}

// deleteToken: DELETE /v1/tokens/{name}
func (h *Handler) deleteToken(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if name == AdminTokenName {
		writeError(w, fail(http.StatusBadRequest, "bad_input", "the admin token is replaced by deleting %s and restarting", AdminTokenFile))
		return
	}
	if err := h.tokens.revoke(name); err != nil {
		if errors.Is(err, ErrNoToken) {
			writeError(w, fail(http.StatusNotFound, "not_found", "no token named %q", name))
			return
		}
		h.internal(w, "revoke", err)
		return
	}
	h.log.Info("api: token revoked", "name", name)
	w.WriteHeader(http.StatusNoContent)
}

// getStats: GET /v1/stats → engine counts, served totals per reader, and
// how many active memories no agent ever read.
func (h *Handler) getStats(w http.ResponseWriter, r *http.Request) {
	h.be.FlushServed()
	es, err := h.be.Stats()
	if err != nil {
		h.internal(w, "stats", err)
		return
	}
	perReader, neverRead, err := h.be.ServedTotals()
	if err != nil {
		h.internal(w, "stats", err)
		return
	}
	unread := 0
	states := []map[string]string{}
	for _, s := range h.be.SourceStatuses() {
		unread += s.UnreadByAgent
		states = append(states, map[string]string{"path": s.Path, "kind": s.Kind, "state": s.State, "reason": s.Reason})
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"counts": es.Counts, "parses": es.Parses, "sources": es.Files, "skipped": es.Skipped,
		"served": perReader, "active_never_served": neverRead,
		"unread_by_agent": unread, "source_states": states,
	})
}

// getHealth: GET /healthz (no auth)
func (h *Handler) getHealth(w http.ResponseWriter, r *http.Request) {
	if err := h.be.Health(); err != nil {
		// Why, without paths (no token here); the log and the error
		// event carry the details.
		why := "a store read failed; see memgate's log"
		switch {
		case errors.Is(err, store.ErrDataLost):
			why = "the data directory is gone; nothing can be saved until memgate restarts"
		case errors.Is(err, store.ErrDiskFull):
			why = "the disk holding memgate's data is nearly full: nothing can be saved until space is freed; agents are still served"
		}
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "degraded", "error": why})
		return
	}
	select {
	case <-h.be.Ready():
		// Each source's kind and state, without its path: /healthz
		// answers without a token.
		srcs := []map[string]string{}
		for _, s := range h.be.SourceStatuses() {
			srcs = append(srcs, map[string]string{"kind": s.Kind, "state": s.State})
		}
		body := map[string]any{"status": "ok", "sources": srcs}
		// A new list of sources being read, or the recall index's first
		// build (phase indexing; a recall waits for it): agents are served
		// meanwhile (so ok), and a person sees how far it is.
		if p := h.be.Progress(); p.Phase != "" && p.Phase != "ready" {
			body["reading"] = p
		}
		writeJSON(w, http.StatusOK, body)
	default:
		p := h.be.Progress()
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{"status": "starting",
			"phase": p.Phase, "done": p.Done, "total": p.Total, "fraction": p.Fraction})
	}
}

// getEvents: GET /v1/events, server-sent events until the client leaves.
func (h *Handler) getEvents(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, fail(http.StatusInternalServerError, "internal", "streaming unsupported"))
		return
	}
	k := who(r).holder()
	if !h.streams.acquire(k, maxStreamsPerCaller) {
		writeError(w, fail(http.StatusTooManyRequests, "too_many_streams", "at most %d open event streams per caller; close one first", maxStreamsPerCaller))
		return
	}
	defer h.streams.release(k)
	// A stream outlives the server's read timeout by design.
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Time{})
	rc.SetWriteDeadline(time.Time{})
	evs, cancel := h.be.Subscribe()
	defer cancel()
	beat := time.NewTicker(25 * time.Second)
	defer beat.Stop()
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, ": memgate events\n\n")
	fl.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-beat.C:
			fmt.Fprint(w, ": keep-alive\n\n")
			fl.Flush()
		case ev, ok := <-evs:
			if !ok {
				return
			}
			b, err := json.Marshal(ev)
			if err != nil {
				continue
			}
			fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.Seq, ev.Type, b)
			fl.Flush()
		}
	}
}
