package api_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/memgate/memgate/api"
)

func TestUI(t *testing.T) {
	s := newServer(t, map[string]string{"MEMORY.md": "- a fact\n"})
	built := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><title>memgate</title><div id=app></div>")},
		"assets/index.js":    {Data: []byte("console.log(1)")},
		"assets/index.css":   {Data: []byte("body{}")},
		"assets/nested/x.js": {Data: []byte("1")},
	}
	placeholder := fstest.MapFS{".gitkeep": {Data: nil}}
	tests := []struct {
		name   string
		ui     fstest.MapFS
		path   string
		status int
		want   string
	}{
		{"index", built, "/", 200, `<div id=app>`},
		{"asset", built, "/assets/index.js", 200, "console.log"},
		{"no directory listing", built, "/assets/", 404, "not_found"},
		{"missing asset", built, "/nope.js", 404, "not_found"},
		{"api path stays 404", built, "/v1/nope", 404, "not_found"},
		{"not built", placeholder, "/", 200, "has not been built"},
		{"not built, no listing", placeholder, "/.gitkeep/", 404, "not_found"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, err := api.New(api.Config{Backend: s.eng, DataDir: t.TempDir(), UI: tc.ui})
			if err != nil {
				t.Fatal(err)
			}
			r := httptest.NewRequest("GET", "http://127.0.0.1:7345"+tc.path, nil)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.status || !strings.Contains(w.Body.String(), tc.want) {
				t.Fatalf("GET %s = %d %q, want %d containing %q", tc.path, w.Code, w.Body.String(), tc.status, tc.want)
			}
			if w.Code == http.StatusOK && w.Header().Get("Content-Security-Policy") == "" {
				t.Fatal("UI served without the CSP header")
			}
		})
	}
}
