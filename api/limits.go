package api

import (
	"net/http"
	"sync"
)

// Per-caller limits on what a request holds open. A token (or the browser
// session, or the desktop window) past its limit gets 429 with the limit
// named, and whatever it already holds keeps working.
const (
	// maxStreamsPerCaller bounds open /v1/events streams: each holds a
	// goroutine, a subscription and its buffered channel until the client
	// leaves. A UI needs one per window.
	maxStreamsPerCaller = 8
	// maxMCPPerCaller bounds MCP requests in flight per token. The MCP
	// endpoint is stateless (no session is ever kept between requests), so
	// what a token can pile up is concurrent requests.
	maxMCPPerCaller = 16
)

// holds counts what each caller holds open.
type holds struct {
	mu sync.Mutex
	n  map[string]int
}

// acquire takes one of max for key; false when key holds max already.
func (c *holds) acquire(key string, max int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[string]int{}
	}
	if c.n[key] >= max {
		return false
	}
	c.n[key]++
	return true
}

func (c *holds) release(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[key]--; c.n[key] <= 0 {
		delete(c.n, key)
	}
}

// holder names the caller for the limits: the token, or the person's
// browser session or window.
func (id identity) holder() string {
	switch {
	case id.desktop:
		return "user:desktop"
	case id.browser:
		return "user:browser"
	}
	return "token:" + id.tok.Name
}

// limitMCP wraps the MCP handler with maxMCPPerCaller.
func (h *Handler) limitMCP(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		k := who(r).holder()
		if !h.mcpHolds.acquire(k, maxMCPPerCaller) {
			writeError(w, fail(http.StatusTooManyRequests, "too_many_requests", "at most %d MCP requests in flight per token", maxMCPPerCaller))
			return
		}
		defer h.mcpHolds.release(k)
		next.ServeHTTP(w, r)
	})
}
