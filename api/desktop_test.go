package api_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// desk sends a request through the in-process desktop handler, the way
// the Wails asset server does (Host wails, no token); hdr pairs are header
// name, value ("Host" sets the Host).
func (s *server) desk(method, path string, body any, hdr ...string) resp {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		j, _ := json.Marshal(body)
		rd = strings.NewReader(string(j))
	}
	r := httptest.NewRequest(method, "wails://wails"+path, rd)
	r.Host = "wails"
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i] == "Host" {
			r.Host = hdr[i+1]
			continue
		}
		r.Header.Set(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	s.h.Desktop().ServeHTTP(w, r)
	return resp{code: w.Code, hdr: w.Header(), body: w.Body.Bytes()}
}

func TestDesktopIsTheUserWithoutAToken(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	agent := s.token("claude-code", "agent", []string{"global"}, false, false)
	var p struct{ ID string }
	s.must(201, s.req("POST", "/v1/memories", agent, map[string]any{"text": "Invoices go out on the 25th"})).json(t, &p)

	var sess struct{ Actor, Role, CSRF string }
	s.must(200, s.desk("GET", "/v1/session", nil)).json(t, &sess)
	if sess.Actor != "user:desktop" || sess.Role != "admin" || !strings.HasPrefix(sess.CSRF, "mg_") {
		t.Fatalf("session %+v", sess)
	}
	var list struct{ Items []struct{ ID string } }
	s.must(200, s.desk("GET", "/v1/items?status=needs_review", nil)).json(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != p.ID {
		t.Fatalf("queue %+v", list)
	}
	// Mutations carry the CSRF header, like the browser's.
	if r := s.desk("POST", "/v1/items/"+p.ID+"/accept", map[string]string{}); r.code != 403 || r.errCode(t) != "csrf" {
		t.Fatalf("accept without CSRF: %d %s", r.code, r.body)
	}
	s.must(403, s.desk("POST", "/v1/items/"+p.ID+"/accept", map[string]string{}, "X-CSRF-Token", "mg_wrong"))
	s.must(200, s.desk("POST", "/v1/items/"+p.ID+"/accept", map[string]string{}, "X-CSRF-Token", sess.CSRF, "Origin", "wails://wails"))
	var audit struct {
		Events []struct{ Actor, Action string }
	}
	s.must(200, s.req("GET", "/v1/items/"+p.ID+"/audit", s.admin, nil)).json(t, &audit)
	if last := audit.Events[len(audit.Events)-1]; last.Actor != "user:desktop" {
		t.Fatalf("audit %+v", audit.Events)
	}
	// The window's reads are previews, not served to an agent.
	s.must(200, s.desk("GET", "/v1/context", nil))
	var it struct {
		Served int `json:"served_count"`
	}
	s.h.Flush()
	s.must(200, s.req("GET", "/v1/items/"+p.ID, s.admin, nil)).json(t, &it)
	if it.Served != 0 {
		t.Fatalf("desktop preview counted as served: %d", it.Served)
	}
}

func TestDesktopOriginRules(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	port := s.base[strings.LastIndex(s.base, ":")+1:]
	for _, c := range []struct {
		name string
		hdr  []string
		want int
	}{
		{"wails host", nil, 200},
		{"windows host", []string{"Host", "wails.localhost", "Origin", "http://wails.localhost"}, 200},
		{"own origin", []string{"Origin", "wails://wails", "Referer", "wails://wails/"}, 200},
		{"loopback host", []string{"Host", "127.0.0.1:" + port}, 403},
		{"foreign host", []string{"Host", "evil.example"}, 403},
		{"foreign origin", []string{"Origin", "https://evil.example"}, 403},
		{"null origin", []string{"Origin", "null"}, 403},
		{"listener origin", []string{"Origin", s.base}, 403},
		{"other wails host", []string{"Origin", "wails://evil"}, 403},
		{"foreign referer", []string{"Referer", "https://evil.example/x"}, 403},
		{"cross-site fetch", []string{"Sec-Fetch-Site", "cross-site"}, 403},
	} {
		if r := s.desk("GET", "/v1/items", nil, c.hdr...); r.code != c.want {
			t.Errorf("%s: %d, want %d: %s", c.name, r.code, c.want, r.body)
		}
	}
	// MCP stays bearer-only, even in the window.
	s.must(401, s.desk("POST", "/mcp", map[string]any{}))
}

// The listener never grants the window's standing: the wails Host and
// Origin are refused there, and without a token nothing is served.
func TestListenerRefusesDesktopOrigin(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	for _, c := range []struct {
		name  string
		token string
		hdr   []string
		want  int
	}{
		{"no token", "", nil, 401},
		{"wails host", "", []string{"Host", "wails"}, 403},
		{"wails.localhost host", "", []string{"Host", "wails.localhost"}, 403},
		{"wails origin", s.admin, []string{"Origin", "wails://wails"}, 403},
		{"windows origin", s.admin, []string{"Origin", "http://wails.localhost"}, 403},
		{"wails referer", s.admin, []string{"Referer", "wails://wails/"}, 403},
	} {
		if r := s.req("GET", "/v1/items", c.token, nil, c.hdr...); r.code != c.want {
			t.Errorf("%s: %d, want %d: %s", c.name, r.code, c.want, r.body)
		}
	}
	// The handler the listener serves, called in-process with the
	// window's Host, is not the window either.
	r := httptest.NewRequest("GET", "wails://wails/v1/items", nil)
	r.Host = "wails"
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	if w.Code != 403 {
		t.Fatalf("ServeHTTP with Host wails: %d %s", w.Code, w.Body)
	}
}

// plainWriter is a ResponseWriter without Flush, like the Wails asset
// server's.
type plainWriter struct {
	hdr  http.Header
	code chan int
	pw   *io.PipeWriter
}

func (p *plainWriter) Header() http.Header         { return p.hdr }
func (p *plainWriter) WriteHeader(c int)           { p.code <- c }
func (p *plainWriter) Write(b []byte) (int, error) { return p.pw.Write(b) }

// Server-sent events stream through a writer that cannot flush.
func TestDesktopEventsStream(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	pr, pw := io.Pipe()
	w := &plainWriter{hdr: http.Header{}, code: make(chan int, 1), pw: pw}
	r := httptest.NewRequest("GET", "wails://wails/v1/events", nil)
	r.Host = "wails"
	go func() { s.h.Desktop().ServeHTTP(w, r.WithContext(t.Context())); pw.Close() }()
	select {
	case c := <-w.code:
		if c != 200 {
			t.Fatalf("events: %d", c)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no response")
	}
	br := bufio.NewReader(pr)
	line, err := br.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, ": memgate events") {
		t.Fatalf("first line %q %v", line, err)
	}
	s.propose("Deploys happen on Tuesdays", "")
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(line, "event: ") {
			break
		}
	}
	go io.Copy(io.Discard, pr)
}
