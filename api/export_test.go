package api

import "net/http"

// MountForTest adds a route behind the same guard and authentication as
// every API route (any role): the benchmark's baseline, which must pay
// what a real route pays except the work of the route itself.
func (h *Handler) MountForTest(pattern string, next http.Handler) {
	h.mux.Handle(pattern, h.auth(anyRole, next))
}

// LoginState is how many login codes and browser sessions are held.
func (h *Handler) LoginState() (codes, sessions int) {
	h.sessions.mu.Lock()
	defer h.sessions.mu.Unlock()
	return len(h.sessions.codes), len(h.sessions.live)
}
