package api

import (
	"io/fs"
	"net/http"
	"strings"
)

// notBuilt is served at / when the binary was built before the front end
// (frontend/dist holds only its .gitkeep).
const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>memgate</title></head>
<body><p>memgate's interface has not been built into this binary. Run <code>make frontend build</code> (or <code>make run</code>).</p></body></html>
`

// getUI serves the browser UI (Config.UI) at /; the page itself asks
// /v1/session whether the browser is logged in. /v1/ paths that reach
// here are unknown routes, and directories are never listed.
func (h *Handler) getUI(w http.ResponseWriter, r *http.Request) {
	if h.cfg.UI == nil || strings.HasPrefix(r.URL.Path, "/v1/") {
		writeError(w, fail(http.StatusNotFound, "not_found", "no route %s", r.URL.Path))
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	name := strings.TrimPrefix(r.URL.Path, "/")
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	if fi, err := fs.Stat(h.cfg.UI, name); err != nil || fi.IsDir() {
		if r.URL.Path == "/" || r.URL.Path == "/index.html" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(notBuilt))
			return
		}
		writeError(w, fail(http.StatusNotFound, "not_found", "no route %s", r.URL.Path))
		return
	}
	http.FileServerFS(h.cfg.UI).ServeHTTP(w, r)
}
