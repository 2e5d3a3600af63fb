package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/store"
)

// server is a real engine over temp directories behind the API on a real
// 127.0.0.1 listener.
type server struct {
	t      testing.TB
	dir    string
	data   string
	eng    *app.Engine
	st     *store.Store
	h      *api.Handler
	base   string
	admin  string
	logs   *syncBuf
	cancel context.CancelFunc
	done   chan error
}

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) { s.mu.Lock(); defer s.mu.Unlock(); return s.b.Write(p) }
func (s *syncBuf) String() string              { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

func newServer(t testing.TB, files map[string]string) *server {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join(dir, "kb"), 0o755)
	s := &server{t: t, dir: dir, data: filepath.Join(t.TempDir(), "data"), logs: &syncBuf{}}
	cfg := app.Config{
		Sources: []app.SourceConfig{
			{Kind: app.KindMemoryFile, Path: filepath.Join(dir, "MEMORY.md")},
			{Kind: app.KindKB, Path: filepath.Join(dir, "kb")},
		},
		Debounce:   30 * time.Millisecond,
		ExportPath: filepath.Join(dir, "memgate-context.md"),
	}
	log := slog.New(slog.NewTextHandler(s.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	var eng *app.Engine
	st, err := store.Open(filepath.Join(s.data, "store"), store.Options{NoSync: true, Logger: log, OnCommit: func(evs []store.Event) { eng.OnCommit(evs) }})
	if err != nil {
		t.Fatal(err)
	}
	eng, err = app.New(cfg, st, app.Options{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	s.eng, s.st = eng, st
	h, err := api.New(api.Config{Backend: eng, DataDir: s.data, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	s.h = h
	ln, err := api.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.base = "http://" + ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel, s.done = cancel, make(chan error, 2)
	go func() { s.done <- eng.Serve(ctx) }()
	go func() { s.done <- h.Serve(ctx, ln) }()
	select {
	case <-eng.Ready():
	case <-time.After(30 * time.Second):
		t.Fatal("engine not ready")
	}
	b, err := os.ReadFile(filepath.Join(s.data, api.AdminTokenFile))
	if err != nil {
		t.Fatal(err)
	}
	s.admin = strings.TrimSpace(string(b))
	t.Cleanup(func() {
		cancel()
		<-s.done
		<-s.done
		st.Close()
		if strings.Contains(s.logs.String(), "mg_") {
			t.Errorf("a token appeared in the log:\n%s", s.logs.String())
		}
	})
	return s
}

type resp struct {
	code int
	hdr  http.Header
	body []byte
}

func (r resp) json(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("body %q: %v", r.body, err)
	}
}

func (r resp) errCode(t testing.TB) string {
	t.Helper()
	var e struct {
		Error struct{ Code, Message string }
	}
	if err := json.Unmarshal(r.body, &e); err != nil || e.Error.Code == "" || e.Error.Message == "" {
		t.Fatalf("not an error body: %q", r.body)
	}
	return e.Error.Code
}

// req sends a request; hdr pairs are header name, value.
func (s *server) req(method, path, token string, body any, hdr ...string) resp {
	s.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, _ := json.Marshal(b)
		rd = bytes.NewReader(j)
	}
	r, err := http.NewRequest(method, s.base+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		r.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i] == "Host" {
			r.Host = hdr[i+1]
			continue
		}
		if hdr[i+1] == "" {
			r.Header.Del(hdr[i])
			continue
		}
		r.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return resp{code: res.StatusCode, hdr: res.Header, body: b}
}

func (s *server) must(code int, r resp) resp {
	s.t.Helper()
	if r.code != code {
		s.t.Fatalf("status %d, want %d: %s", r.code, code, r.body)
	}
	return r
}

// token creates a token and returns its secret.
func (s *server) token(name, role string, scopes []string, sensitive, trusted bool) string {
	s.t.Helper()
	r := s.must(201, s.req("POST", "/v1/tokens", s.admin, map[string]any{"name": name, "role": role, "scopes": scopes, "sensitive": sensitive, "trusted": trusted}))
	var out struct{ Token string }
	r.json(s.t, &out)
	return out.Token
}

// propose creates a memory as admin (trusted: active at once) and returns
// its id.
func (s *server) propose(text, scope string) string {
	s.t.Helper()
	r := s.must(201, s.req("POST", "/v1/memories", s.admin, map[string]any{"text": text, "scope": scope}))
	var out struct{ ID, Status string }
	r.json(s.t, &out)
	return out.ID
}

func (s *server) waitFor(what string, cond func() bool) {
	s.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// mdTexts extracts the memory texts from a markdown context block.
func mdTexts(t testing.TB, md string) []string {
	t.Helper()
	var out []string
	in := false
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(l, "```") {
			in = !in
			continue
		}
		switch {
		case !in:
		case strings.HasPrefix(l, "- "):
			out = append(out, strings.TrimPrefix(l, "- "))
		case strings.HasPrefix(l, "[") && strings.HasSuffix(l, "]"): // a group heading
		case strings.HasPrefix(l, "  "): // a continuation line
		default:
			t.Fatalf("bad line %q", l)
		}
	}
	return out
}
