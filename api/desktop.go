package api

import (
	"context"
	"net/http"
	"slices"
)

// The desktop window is served in-process: Wails hands each request of its
// webview to the handler Desktop returns, with no socket in between. Such a
// request is the person at the machine (actor user:desktop) without any
// token, because nothing outside this process can reach that handler: the
// marker below lives in the request's context under an unexported key, so
// no byte read off the TCP listener can set it, and ServeHTTP (what the
// listener serves) never adds it.
//
// The webview's own origin is allowed for marked requests only. The TCP
// listener keeps refusing the wails Host and Origin, so a page elsewhere
// cannot borrow the window's standing.

// desktopKey marks a request that came through Desktop().
type desktopKey struct{}

// The Wails asset server's origins: Linux and macOS load the window at
// wails://wails/, Windows at http://wails.localhost/.
var (
	desktopHosts   = []string{"wails", "wails.localhost"}
	desktopOrigins = []string{"wails://wails", "http://wails.localhost"}
)

// Desktop returns the handler for the desktop window's asset server. Mount
// it in-process only (Wails' AssetServer.Handler); never serve it on a
// listener.
func (h *Handler) Desktop() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), desktopKey{}, true)
		h.ServeHTTP(flushWriter{w}, r.WithContext(ctx))
	})
}

// inProcess reports whether r came through Desktop().
func inProcess(r *http.Request) bool {
	v, _ := r.Context().Value(desktopKey{}).(bool)
	return v
}

// desktopHostAllowed: the window's requests name the asset server's host
// and nothing else.
func desktopHostAllowed(host string) bool { return slices.Contains(desktopHosts, host) }

// flushWriter lets server-sent events stream through the Wails asset
// server, whose response writer writes straight into a pipe and has no
// Flush of its own.
type flushWriter struct{ http.ResponseWriter }

func (f flushWriter) Flush() {
	if fl, ok := f.ResponseWriter.(http.Flusher); ok {
		fl.Flush()
	}
}

func (f flushWriter) Unwrap() http.ResponseWriter { return f.ResponseWriter }
