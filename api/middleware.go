package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// Errors handlers return; writeError maps them to statuses.
var (
	errBadRequest = errors.New("bad request")
	errForbidden  = errors.New("forbidden")
)

type apiError struct {
	status  int
	code    string
	message string
}

func (e *apiError) Error() string { return e.message }

func fail(status int, code, format string, a ...any) *apiError {
	return &apiError{status: status, code: code, message: fmt.Sprintf(format, a...)}
}

// writeError writes {"error":{"code","message"}}.
func writeError(w http.ResponseWriter, e *apiError) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(e.status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"code": e.code, "message": e.message}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		writeError(w, fail(500, "internal", "encoding the response failed"))
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// methods dispatches on the request method; any other method is 405 with
// Allow, which is also how a state change by GET is refused.
type methods map[string]http.HandlerFunc

func (m methods) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if f, ok := m[r.Method]; ok {
		f(w, r)
		return
	}
	if r.Method == http.MethodHead {
		if f, ok := m["GET"]; ok {
			f(w, r)
			return
		}
	}
	allow := make([]string, 0, len(m))
	for k := range m {
		allow = append(allow, k)
	}
	slices.Sort(allow)
	w.Header().Set("Allow", strings.Join(allow, ", "))
	writeError(w, fail(http.StatusMethodNotAllowed, "method_not_allowed", "%s is not allowed here (allowed: %s)", r.Method, strings.Join(allow, ", ")))
}

// csp allows our own UI and nothing else; the API's JSON and markdown can
// never be rendered as a page that runs anything.
const csp = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// guard is the chain every request passes: security headers, Host check
// (DNS rebinding), browser-origin refusal, query-string tokens, body cap
// and JSON-only mutations. Authentication is per route (auth).
func (h *Handler) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Cache-Control", "no-store")
		hd.Set("Content-Security-Policy", csp)
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("Cross-Origin-Resource-Policy", "same-origin")
		hd.Set("Cross-Origin-Opener-Policy", "same-origin")

		desktop := inProcess(r)
		if desktop && !desktopHostAllowed(r.Host) || !desktop && !h.hostAllowed(r.Host) {
			writeError(w, fail(http.StatusForbidden, "bad_host", "Host %q is not this server (use 127.0.0.1 or localhost)", r.Host))
			return
		}
		if err := h.checkOrigin(r); err != nil {
			writeError(w, err)
			return
		}
		if r.Method == http.MethodOptions {
			// No CORS: a preflight never gets Access-Control-Allow-*.
			writeError(w, fail(http.StatusForbidden, "cross_origin", "cross-origin requests are not allowed"))
			return
		}
		q := r.URL.Query()
		for k, vs := range q {
			for _, v := range append(vs, k) {
				if !utf8.ValidString(v) {
					writeError(w, fail(http.StatusBadRequest, "bad_utf8", "the query string is not valid UTF-8"))
					return
				}
			}
		}
		for _, k := range []string{"token", "access_token", "api_key", "apikey", "auth", "bearer"} {
			if q.Has(k) {
				writeError(w, fail(http.StatusUnauthorized, "unauthorized", "tokens go in the Authorization header, never in the URL"))
				return
			}
		}
		switch r.Method {
		case http.MethodPost, http.MethodPut, http.MethodPatch:
			if r.ContentLength > h.cfg.MaxBody {
				writeError(w, fail(http.StatusRequestEntityTooLarge, "too_large", "request body over %d bytes", h.cfg.MaxBody))
				return
			}
			mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
			if err != nil || mt != "application/json" {
				writeError(w, fail(http.StatusUnsupportedMediaType, "unsupported_media_type", "request bodies must be application/json"))
				return
			}
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, h.cfg.MaxBody)
		}
		next.ServeHTTP(w, r)
	})
}

var loopbackNames = []string{"127.0.0.1", "localhost", "::1"}

// hostAllowed: the Host must be a loopback name with our port, exactly; a
// rebinding attacker's page reaches us with its own host name.
func (h *Handler) hostAllowed(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		return false
	}
	if want := h.getPort(); want != "" && port != want {
		return false
	}
	return slices.Contains(loopbackNames, strings.ToLower(name))
}

// checkOrigin refuses any request a browser sends on behalf of a page other
// than our own UI: a foreign or "null" Origin, a cross-site or same-site
// fetch (another localhost port is same-site), a foreign Referer.
func (h *Handler) checkOrigin(r *http.Request) *apiError {
	if o, ok := r.Header["Origin"]; ok {
		if len(o) != 1 || !h.ownOrigin(r, o[0]) {
			return fail(http.StatusForbidden, "cross_origin", "requests from other origins are not allowed")
		}
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return fail(http.StatusForbidden, "cross_origin", "cross-site requests are not allowed")
	}
	if ref := r.Header.Get("Referer"); ref != "" {
		u, err := url.Parse(ref)
		if err != nil || !h.ownOrigin(r, u.Scheme+"://"+u.Host) {
			return fail(http.StatusForbidden, "cross_origin", "requests from other origins are not allowed")
		}
	}
	return nil
}

// ownOrigin: the desktop window's requests come from the Wails asset
// server's origin, exactly; everything else from http on our own host.
func (h *Handler) ownOrigin(r *http.Request, origin string) bool {
	if inProcess(r) {
		return slices.Contains(desktopOrigins, origin)
	}
	u, err := url.Parse(origin)
	if err != nil || u.Path != "" || u.User != nil || u.RawQuery != "" {
		return false
	}
	return u.Scheme == "http" && h.hostAllowed(u.Host)
}

// maxDepth bounds JSON nesting: nothing we accept nests beyond 3, and a
// deep document costs the decoder stack and time.
const maxDepth = 16

// decode reads a JSON body into v: size-capped (413), nesting-capped (400),
// unknown fields refused (400), exactly one value.
func decode(r *http.Request, v any) *apiError {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return fail(http.StatusRequestEntityTooLarge, "too_large", "request body over %d bytes", mbe.Limit)
		}
		return fail(http.StatusBadRequest, "bad_request", "reading the body: %v", err)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		b = []byte("{}")
	}
	// encoding/json would turn invalid bytes into U+FFFD silently: a
	// memory must be what its sender wrote, or refused.
	if !utf8.Valid(b) {
		return fail(http.StatusBadRequest, "bad_utf8", "the body is not valid UTF-8")
	}
	if depth(b) > maxDepth {
		return fail(http.StatusBadRequest, "too_deep", "JSON nested deeper than %d", maxDepth)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fail(http.StatusBadRequest, "bad_json", "invalid JSON body: %v", err)
	}
	if dec.More() {
		return fail(http.StatusBadRequest, "bad_json", "one JSON value expected")
	}
	return nil
}

// depth is the maximum nesting of b's arrays and objects, ignoring
// brackets inside strings.
func depth(b []byte) int {
	d, best, inStr, esc := 0, 0, false, false
	for _, c := range b {
		switch {
		case inStr:
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '{' || c == '[':
			d++
			best = max(best, d)
		case c == '}' || c == ']':
			d--
		}
	}
	return best
}
