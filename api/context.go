package api

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

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

// contextFor asks the engine for the block a caller may read, counted as
// served to the caller's reader.
func (h *Handler) contextFor(id identity, p contextParams) (*wire.Rendered, error) {
	return h.be.Context(wire.ContextRequest{Scope: p.scope, Reader: id.reader(), Sensitive: id.sensitive(),
		Budget: p.budget, Query: p.q, JSON: p.json, AsOf: p.asOf})
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
	w.Header().Set("ETag", out.ETag)
	if etagMatch(r.Header.Get("If-None-Match"), out.ETag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", out.ContentType)
	w.Header().Set("Content-Length", strconv.Itoa(len(out.Body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(out.Body)
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
