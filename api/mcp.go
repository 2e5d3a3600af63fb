package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The MCP endpoint is the SDK's streamable HTTP handler, stateless (no
// session to leak or expire), behind the same guard and bearer auth as
// every route. Tool calls re-resolve the caller from the request's
// Authorization header, so a token revoked mid-session stops working at
// once.

// ContextInput is memory_context's input.
type ContextInput struct {
	Scope string `json:"scope,omitempty" jsonschema:"project scope; global memories are always included"`
	Query string `json:"query,omitempty" jsonschema:"the task at hand: memories recall ranks for it come first"`
	// Budget is a pointer so that 0 (no cap) differs from absent (the
	// default).
	Budget *int `json:"budget,omitempty" jsonschema:"cap in approximate tokens (default 4000 or as configured); 0 means no cap"`
}

// GetInput is memory_get's input.
type GetInput struct {
	ID string `json:"id" jsonschema:"a memory's id, as the context block shows it"`
}

// RecallInput is memory_recall's input.
type RecallInput struct {
	Query string `json:"query" jsonschema:"what to search for"`
	Limit int    `json:"limit,omitempty" jsonschema:"at most this many results (default 10, max 100)"`
	Scope string `json:"scope,omitempty" jsonschema:"project scope; global memories are always included"`
}

// ProposeInput is memory_propose's input.
type ProposeInput struct {
	Text     string `json:"text" jsonschema:"the memory, one fact or preference"`
	Category string `json:"category,omitempty" jsonschema:"bucket, e.g. user, org, products, processes"`
	Scope    string `json:"scope,omitempty" jsonschema:"project scope, default global"`
	Privacy  string `json:"privacy,omitempty" jsonschema:"normal or sensitive"`
	Key      string `json:"key,omitempty" jsonschema:"what the memory is about; a newer active memory with the same key supersedes the old"`
}

var protoVersionRe = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)

func (h *Handler) newMCP() http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "memgate", Version: "1"}, nil)
	mcp.AddTool(srv, &mcp.Tool{Name: "memory_context", Description: "The user's accepted memories as a reference block (active only), within a budget; notes are one line each."}, h.mcpContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "memory_get", Description: "The full text of one accepted memory, by the id the context block shows."}, h.mcpGet)
	mcp.AddTool(srv, &mcp.Tool{Name: "memory_recall", Description: "Ranked search over the user's accepted memories."}, h.mcpRecall)
	mcp.AddTool(srv, &mcp.Tool{Name: "memory_propose", Description: "Propose a memory; it is reviewed before any agent reads it unless this token is trusted."}, h.mcpPropose)
	sh := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		MaxRequestBodyBytes: h.cfg.MaxBody,
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The SDK lets versions it cannot order through; refuse garbage.
		if v, ok := r.Header["Mcp-Protocol-Version"]; ok && (len(v) != 1 || !protoVersionRe.MatchString(v[0])) {
			writeError(w, fail(http.StatusBadRequest, "bad_protocol_version", "unsupported MCP-Protocol-Version"))
			return
		}
		if r.Method == http.MethodPost {
			b, err := io.ReadAll(r.Body)
			if err != nil {
				var mbe *http.MaxBytesError
				if errors.As(err, &mbe) {
					writeError(w, fail(http.StatusRequestEntityTooLarge, "too_large", "request body over %d bytes", mbe.Limit))
					return
				}
				writeError(w, fail(http.StatusBadRequest, "bad_request", "reading the body: %v", err))
				return
			}
			// A batch multiplies one request into many tool calls past
			// every per-request limit; MCP dropped batching in 2025-06-18
			// and no client of ours needs it.
			if t := bytes.TrimLeft(b, " \t\r\n"); len(t) > 0 && t[0] == '[' {
				writeError(w, fail(http.StatusBadRequest, "batch_refused", "JSON-RPC batches are not accepted; send one request per POST"))
				return
			}
			if !utf8.Valid(b) {
				writeError(w, fail(http.StatusBadRequest, "bad_utf8", "the body is not valid UTF-8"))
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(b))
		}
		sh.ServeHTTP(w, r)
	})
}

var errMCPAuth = errors.New("unauthorized: invalid or revoked token")

func (h *Handler) mcpCaller(req *mcp.CallToolRequest) (identity, error) {
	if req.Extra == nil || req.Extra.Header == nil {
		return identity{}, errMCPAuth
	}
	scheme, secret, _ := strings.Cut(req.Extra.Header.Get("Authorization"), " ")
	tok, ok := h.tokens.lookup(strings.TrimSpace(secret))
	if !strings.EqualFold(scheme, "Bearer") || !ok {
		return identity{}, errMCPAuth
	}
	return identity{tok: tok}, nil
}

func (h *Handler) mcpContext(ctx context.Context, req *mcp.CallToolRequest, in ContextInput) (*mcp.CallToolResult, any, error) {
	id, err := h.mcpCaller(req)
	if err != nil {
		return nil, nil, err
	}
	budget := ""
	if in.Budget != nil {
		if *in.Budget < 0 {
			return nil, nil, errors.New("budget must not be negative")
		}
		budget = strconv.Itoa(*in.Budget)
	}
	p, e := h.parseContext(nil, id, in.Scope, "md", budget, "", in.Query)
	if e != nil {
		return nil, nil, e
	}
	out, err := h.contextFor(id, p)
	if err != nil {
		h.log.Error("api: mcp context", "err", err)
		return nil, nil, errors.New("context failed")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out.Body)}}}, nil, nil
}

func (h *Handler) mcpGet(ctx context.Context, req *mcp.CallToolRequest, in GetInput) (*mcp.CallToolResult, any, error) {
	id, err := h.mcpCaller(req)
	if err != nil {
		return nil, nil, err
	}
	it, e := h.itemFor(id, in.ID)
	if e != nil {
		return nil, nil, e
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: itemMarkdown(it)}}}, nil, nil
}

func (h *Handler) mcpRecall(ctx context.Context, req *mcp.CallToolRequest, in RecallInput) (*mcp.CallToolResult, any, error) {
	id, err := h.mcpCaller(req)
	if err != nil {
		return nil, nil, err
	}
	limit := ""
	if in.Limit != 0 {
		b, _ := json.Marshal(in.Limit)
		limit = string(b)
	}
	scope, n, e := parseRecall(id, in.Query, in.Scope, limit)
	if e != nil {
		return nil, nil, e
	}
	items, err := h.recallFor(id, in.Query, scope, n)
	if err != nil {
		h.log.Error("api: mcp recall", "err", err)
		return nil, nil, errors.New("recall failed")
	}
	res := map[string]any{"items": items}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: res}, nil, nil
}

func (h *Handler) mcpPropose(ctx context.Context, req *mcp.CallToolRequest, in ProposeInput) (*mcp.CallToolResult, any, error) {
	id, err := h.mcpCaller(req)
	if err != nil {
		return nil, nil, err
	}
	it, e := h.propose(id, MemoryRequest{Text: in.Text, Category: in.Category, Scope: in.Scope, Privacy: in.Privacy, Key: in.Key})
	if e != nil {
		return nil, nil, e
	}
	res := map[string]any{"id": it.ID, "status": it.Status}
	b, _ := json.Marshal(res)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: res}, nil, nil
}
