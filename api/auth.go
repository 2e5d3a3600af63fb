package api

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/memgate/memgate/store"
)

// identity is the authenticated caller.
type identity struct {
	tok Token
	// browser is set for a cookie session: actor user:browser, and every
	// mutation must carry the CSRF header.
	browser bool
	// desktop is the app's own window, in-process (Desktop): actor
	// user:desktop; mutations carry the CSRF header too.
	desktop bool
}

func (id identity) admin() bool { return id.tok.Role == RoleAdmin }

// actor is who the store records: the person for admin callers, the
// token for agents.
func (id identity) actor() store.Actor {
	switch {
	case id.desktop:
		return store.UserDesktop
	case id.browser:
		return store.UserBrowser
	case id.admin():
		return store.UserCLI
	}
	return store.Agent(id.tok.Name)
}

// reader names the caller for served counts; a browser session or the
// desktop window reads previews, which are not served to an agent.
func (id identity) reader() string {
	if id.browser || id.desktop {
		return ""
	}
	return id.tok.Name
}

// sensitive: admins and tokens allowed it read sensitive items.
func (id identity) sensitive() bool { return id.admin() || id.tok.Sensitive }

// scopeAllowed: global is everyone's; admins read every scope; agents
// read the scopes their token names.
func (id identity) scopeAllowed(scope string) bool {
	if scope == "" || scope == "global" || id.admin() {
		return true
	}
	for _, s := range id.tok.Scopes {
		if s == scope || s == AnyScope {
			return true
		}
	}
	return false
}

// scopeWritable: writing is narrower than reading. Every agent reads
// global, so only a token whose scopes include global (or "*") may write
// there; a project scope needs that scope or "*". Admins write anywhere.
func (id identity) scopeWritable(scope string) bool {
	if id.admin() {
		return true
	}
	if scope == "" {
		scope = "global"
	}
	for _, s := range id.tok.Scopes {
		if s == scope || s == AnyScope {
			return true
		}
	}
	return false
}

// defaultScope is the scope of a request that names none: the token's
// only project, if it has exactly one, else global.
func (id identity) defaultScope() string {
	if !id.admin() && len(id.tok.Scopes) == 1 && id.tok.Scopes[0] != AnyScope {
		return id.tok.Scopes[0]
	}
	return ""
}

type ctxKey struct{}

func who(r *http.Request) identity { return r.Context().Value(ctxKey{}).(identity) }

// Route access.
type access int

const (
	anyRole    access = iota // agent or admin, bearer or browser
	adminOnly                // admin, bearer or browser
	bearerOnly               // agent or admin, bearer only (MCP)
)

const (
	cookieName = "memgate_session"
	csrfHeader = "X-CSRF-Token"
)

// auth authenticates the request for a route: the desktop window (no
// token: see Desktop), a bearer token, or the browser's session cookie;
// the window and the browser send the CSRF header on every mutation.
func (h *Handler) auth(a access, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var id identity
		authz := r.Header.Get("Authorization")
		switch {
		case inProcess(r):
			if a == bearerOnly {
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "this route needs a bearer token"))
				return
			}
			if !csrfOK(r, h.desktopCSRF) {
				writeError(w, fail(http.StatusForbidden, "csrf", "missing or wrong "+csrfHeader+" header"))
				return
			}
			tok, ok := h.tokens.get(AdminTokenName)
			if !ok {
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "no admin token"))
				return
			}
			id = identity{tok: tok, desktop: true}
		case authz != "":
			scheme, secret, _ := strings.Cut(authz, " ")
			tok, ok := h.tokens.lookup(strings.TrimSpace(secret))
			if !strings.EqualFold(scheme, "Bearer") || !ok {
				w.Header().Set("WWW-Authenticate", `Bearer realm="memgate"`)
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "invalid or revoked token"))
				return
			}
			id = identity{tok: tok}
		case a != bearerOnly:
			s, ok := h.sessions.fromRequest(r, h.now())
			if !ok {
				w.Header().Set("WWW-Authenticate", `Bearer realm="memgate"`)
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "missing token: send Authorization: Bearer <token>"))
				return
			}
			if !csrfOK(r, s.csrf) {
				writeError(w, fail(http.StatusForbidden, "csrf", "missing or wrong "+csrfHeader+" header"))
				return
			}
			// The session is the admin's; it lives as long as the
			// admin token does.
			tok, ok := h.tokens.get(AdminTokenName)
			if !ok {
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "session no longer valid"))
				return
			}
			id = identity{tok: tok, browser: true}
		default:
			w.Header().Set("WWW-Authenticate", `Bearer realm="memgate"`)
			writeError(w, fail(http.StatusUnauthorized, "unauthorized", "missing token: send Authorization: Bearer <token>"))
			return
		}
		if a == adminOnly && !id.admin() {
			writeError(w, fail(http.StatusForbidden, "forbidden", "this route needs an admin token"))
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

// csrfOK: reads need no CSRF header; a mutation must carry want.
func csrfOK(r *http.Request, want string) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	return subtle.ConstantTimeCompare([]byte(r.Header.Get(csrfHeader)), []byte(want)) == 1
}

// sessions holds browser sessions and one-time login codes, in memory: a
// restart logs the browser out, and serve prints a fresh login URL. Both
// maps are bounded: expired entries are purged whenever a code is minted or
// redeemed, and past maxSessions/maxCodes the oldest entry goes.
type sessions struct {
	mu    sync.Mutex
	codes map[string]time.Time // one-time login code → expiry
	live  map[string]*session  // cookie value → session
}

type session struct {
	csrf    string
	created time.Time
	// seen is the last request; a session idle for sessionIdle ends.
	seen time.Time
}

const (
	loginCodeTTL = 15 * time.Minute
	// sessionTTL caps a session however busy it is; sessionIdle ends one
	// nobody used for that long (a browser tab left open on a shared
	// machine).
	sessionTTL  = 12 * time.Hour
	sessionIdle = 30 * time.Minute
	maxSessions = 32
	maxCodes    = 32
)

func (s *sessions) init() {
	s.codes = map[string]time.Time{}
	s.live = map[string]*session{}
}

func (se *session) valid(now time.Time) bool {
	return now.Before(se.created.Add(sessionTTL)) && now.Before(se.seen.Add(sessionIdle))
}

// purge drops expired codes and sessions; the caller holds s.mu.
func (s *sessions) purge(now time.Time) {
	for c, exp := range s.codes {
		if !now.Before(exp) {
			delete(s.codes, c)
		}
	}
	for id, se := range s.live {
		if !se.valid(now) {
			delete(s.live, id)
		}
	}
}

// fromRequest returns the request's live session and marks it used.
func (s *sessions) fromRequest(r *http.Request, now time.Time) (session, bool) {
	c, err := r.Cookie(cookieName)
	if err != nil || c.Value == "" {
		return session{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	se, ok := s.live[c.Value]
	if !ok || !se.valid(now) {
		delete(s.live, c.Value)
		return session{}, false
	}
	se.seen = now
	return *se, true
}

// end logs the request's session out.
func (s *sessions) end(r *http.Request) {
	if c, err := r.Cookie(cookieName); err == nil {
		s.mu.Lock()
		delete(s.live, c.Value)
		s.mu.Unlock()
	}
}

// oldest returns the key of m's smallest value by less.
func oldest[V any](m map[string]V, less func(a, b V) bool) string {
	var key string
	var best V
	first := true
	for k, v := range m {
		if first || less(v, best) {
			key, best, first = k, v, false
		}
	}
	return key
}

// LoginURL mints a one-time login code and returns the URL that redeems
// it, for `memgate serve` to print.
func (h *Handler) LoginURL(base string) string {
	code := newSecret()
	now := h.now()
	h.sessions.mu.Lock()
	h.sessions.purge(now)
	if len(h.sessions.codes) >= maxCodes {
		delete(h.sessions.codes, oldest(h.sessions.codes, time.Time.Before))
	}
	h.sessions.codes[code] = now.Add(loginCodeTTL)
	h.sessions.mu.Unlock()
	return strings.TrimRight(base, "/") + "/login?code=" + code
}

// getLogin redeems a one-time code: GET /login?code=. The code is spent
// whether or not the login succeeds further; the cookie is HttpOnly and
// SameSite=Strict.
func (h *Handler) getLogin(w http.ResponseWriter, r *http.Request) {
	code := r.URL.Query().Get("code")
	now := h.now()
	h.sessions.mu.Lock()
	exp, ok := h.sessions.codes[code]
	delete(h.sessions.codes, code)
	h.sessions.purge(now)
	var sid string
	if ok && now.Before(exp) {
		if len(h.sessions.live) >= maxSessions {
			delete(h.sessions.live, oldest(h.sessions.live, func(a, b *session) bool { return a.seen.Before(b.seen) }))
		}
		sid = newSecret()
		h.sessions.live[sid] = &session{csrf: newSecret(), created: now, seen: now}
	}
	h.sessions.mu.Unlock()
	if sid == "" {
		writeError(w, fail(http.StatusUnauthorized, "unauthorized", "login link unknown, used or expired; run memgate serve again or ask it for a new one"))
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: sid, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: int(sessionTTL / time.Second)})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// postLogout ends the browser session: POST /v1/session/logout. The cookie
// is cleared too; for a bearer token or the desktop window there is no
// session, and nothing changes.
func (h *Handler) postLogout(w http.ResponseWriter, r *http.Request) {
	if who(r).browser {
		h.sessions.end(r)
		http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
	}
	w.WriteHeader(http.StatusNoContent)
}

// getSession tells the UI who it is and the CSRF token to send.
func (h *Handler) getSession(w http.ResponseWriter, r *http.Request) {
	id := who(r)
	out := map[string]any{"actor": id.actor(), "role": id.tok.Role, "name": id.tok.Name}
	switch {
	case id.desktop:
		out["csrf"] = h.desktopCSRF
	case id.browser:
		s, _ := h.sessions.fromRequest(r, h.now())
		out["csrf"] = s.csrf
	}
	writeJSON(w, http.StatusOK, out)
}
