package api_test

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/api"
)

// Every attack of issue 5, each with its expected answer.
func TestAttacks(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	agentA := s.token("agent-a", "agent", []string{"alpha"}, false, false)
	revoked := s.token("gone", "agent", nil, false, false)
	s.must(204, s.req("DELETE", "/v1/tokens/gone", s.admin, nil))
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.base, "http://"))
	victim := s.propose("Prefers tea over coffee", "")
	mcpInit := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	mcpHdr := []string{"Accept", "application/json, text/event-stream"}

	cases := []struct {
		name   string
		method string
		path   string
		token  string
		body   any
		hdr    []string
		want   int
	}{
		{"no token", "GET", "/v1/context", "", nil, nil, 401},
		{"wrong token", "GET", "/v1/context", "mg_wrong", nil, nil, 401},
		{"wrong scheme", "GET", "/v1/context", "", nil, []string{"Authorization", "Basic " + s.admin}, 401},
		{"token in query", "GET", "/v1/context?token=" + s.admin, "", nil, nil, 401},
		{"access_token in query", "GET", "/v1/context?access_token=" + s.admin, "", nil, nil, 401},
		{"revoked token", "GET", "/v1/context", revoked, nil, nil, 401},
		{"no token on mcp", "POST", "/mcp", "", mcpInit, mcpHdr, 401},
		{"Host evil.com", "GET", "/v1/context", s.admin, nil, []string{"Host", "evil.com"}, 403},
		{"Host localhost.evil.com", "GET", "/v1/context", s.admin, nil, []string{"Host", "localhost.evil.com:" + port}, 403},
		{"Host 0.0.0.0", "GET", "/v1/context", s.admin, nil, []string{"Host", "0.0.0.0:" + port}, 403},
		{"Host other port", "GET", "/v1/context", s.admin, nil, []string{"Host", "127.0.0.1:1"}, 403},
		{"Host evil on healthz", "GET", "/healthz", "", nil, []string{"Host", "evil.com"}, 403},
		{"Origin evil on context", "GET", "/v1/context", s.admin, nil, []string{"Origin", "https://evil.com"}, 403},
		{"Origin null on context", "GET", "/v1/context", s.admin, nil, []string{"Origin", "null"}, 403},
		{"Origin evil on mcp", "POST", "/mcp", s.admin, mcpInit, append([]string{"Origin", "https://evil.com"}, mcpHdr...), 403},
		{"Origin null on mcp", "POST", "/mcp", s.admin, mcpInit, append([]string{"Origin", "null"}, mcpHdr...), 403},
		{"Origin evil on healthz", "GET", "/healthz", "", nil, []string{"Origin", "https://evil.com"}, 403},
		{"Origin other localhost port", "GET", "/v1/context", s.admin, nil, []string{"Origin", "http://127.0.0.1:1"}, 403},
		{"Origin evil on accept", "POST", "/v1/items/" + victim + "/reject", s.admin, map[string]string{}, []string{"Origin", "https://evil.com"}, 403},
		{"Sec-Fetch-Site cross-site", "GET", "/v1/context", s.admin, nil, []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"Sec-Fetch-Site same-site", "GET", "/v1/context", s.admin, nil, []string{"Sec-Fetch-Site", "same-site"}, 403},
		{"Referer evil", "GET", "/v1/context", s.admin, nil, []string{"Referer", "https://evil.com/page"}, 403},
		{"text/plain POST", "POST", "/v1/items/" + victim + "/reject", s.admin, "{}", []string{"Content-Type", "text/plain"}, 415},
		{"form POST", "POST", "/v1/items/" + victim + "/reject", s.admin, "reason=x", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415},
		{"multipart POST", "POST", "/v1/memories", s.admin, "--x--", []string{"Content-Type", "multipart/form-data; boundary=x"}, 415},
		{"no content type", "POST", "/v1/items/" + victim + "/reject", s.admin, "{}", []string{"Content-Type", ""}, 415},
		{"text/plain on mcp", "POST", "/mcp", s.admin, mcpInit, append([]string{"Content-Type", "text/plain"}, mcpHdr...), 415},
		{"state change by GET", "GET", "/v1/items/" + victim + "/reject", s.admin, nil, nil, 405},
		{"propose by GET", "GET", "/v1/memories?text=x", s.admin, nil, nil, 405},
		{"token create by GET", "GET", "/v1/tokens/x", s.admin, nil, nil, 405},
		{"deep JSON", "POST", "/v1/memories", s.admin, strings.Repeat("[", 5000) + strings.Repeat("]", 5000), nil, 400},
		{"deep JSON object", "POST", "/v1/items/" + victim + "/reject", s.admin, `{"reason":` + strings.Repeat(`{"a":`, 100) + "1" + strings.Repeat("}", 100) + "}", nil, 400},
		{"unknown field", "POST", "/v1/memories", s.admin, `{"text":"x","status":"active"}`, nil, 400},
		{"agent on admin route items", "GET", "/v1/items", agentA, nil, nil, 403},
		{"agent on admin route accept", "POST", "/v1/items/" + victim + "/reject", agentA, map[string]string{}, nil, 403},
		{"agent on admin route tokens", "POST", "/v1/tokens", agentA, map[string]any{"name": "x", "role": "admin"}, nil, 403},
		{"agent on admin route stats", "GET", "/v1/stats", agentA, nil, nil, 403},
		{"agent on admin route events", "GET", "/v1/events", agentA, nil, nil, 403},
		{"agent A asks B", "GET", "/v1/context?scope=beta", agentA, nil, nil, 403},
		{"agent A recalls B", "GET", "/v1/recall?q=tea&scope=beta", agentA, nil, nil, 403},
		{"bad MCP-Protocol-Version", "POST", "/mcp", s.admin, mcpInit, append([]string{"MCP-Protocol-Version", "1999-01-01"}, mcpHdr...), 400},
		{"garbage MCP-Protocol-Version", "POST", "/mcp", s.admin, mcpInit, append([]string{"MCP-Protocol-Version", "zzz"}, mcpHdr...), 400},
	}
	for _, c := range cases {
		r := s.req(c.method, c.path, c.token, c.body, c.hdr...)
		if r.code != c.want {
			t.Errorf("%s: %d, want %d: %s", c.name, r.code, c.want, r.body)
			continue
		}
		if !strings.HasPrefix(c.path, "/mcp") || c.want != 400 {
			r.errCode(t)
		}
		if r.hdr.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("%s: Access-Control-Allow-Origin set", c.name)
		}
	}
	// None of the refused mutations changed anything.
	var it struct{ Status string }
	s.must(200, s.req("GET", "/v1/items/"+victim, s.admin, nil)).json(t, &it)
	if it.Status != "active" {
		t.Fatalf("a refused request changed the item: %s", it.Status)
	}
	var list struct{ Items []struct{ Text string } }
	s.must(200, s.req("GET", "/v1/items", s.admin, nil)).json(t, &list)
	if len(list.Items) != 3 {
		t.Fatalf("a refused request created items: %+v", list)
	}
	var toks struct{ Tokens []struct{ Name string } }
	s.must(200, s.req("GET", "/v1/tokens", s.admin, nil)).json(t, &toks)
	if len(toks.Tokens) != 2 {
		t.Fatalf("tokens %+v", toks)
	}
}

func TestPreflightGetsNoCORS(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	for _, path := range []string{"/v1/context", "/v1/memories", "/mcp", "/healthz"} {
		r := s.req("OPTIONS", path, "", nil, "Origin", "https://evil.com", "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "authorization,content-type")
		if r.code != 403 || r.hdr.Get("Access-Control-Allow-Origin") != "" || r.hdr.Get("Access-Control-Allow-Headers") != "" {
			t.Errorf("preflight %s: %d %v", path, r.code, r.hdr)
		}
	}
}

func TestHugeBody(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	big := bytes.Repeat([]byte("a"), 10<<20)
	body := append(append([]byte(`{"text":"`), big...), '"', '}')
	if r := s.req("POST", "/v1/memories", s.admin, body); r.code != 413 {
		t.Fatalf("10 MB body: %d", r.code)
	}
	// Chunked, without a Content-Length: capped while reading.
	req, _ := http.NewRequest("POST", s.base+"/v1/memories", struct{ *bytes.Reader }{bytes.NewReader(body)})
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+s.admin)
	res, err := http.DefaultClient.Do(req)
	if err == nil {
		res.Body.Close()
		if res.StatusCode != 413 {
			t.Fatalf("chunked 10 MB body: %d", res.StatusCode)
		}
	}
	// The MCP endpoint is capped too.
	r := s.req("POST", "/mcp", s.admin, body, "Accept", "application/json, text/event-stream")
	if r.code != 413 {
		t.Fatalf("10 MB MCP body: %d", r.code)
	}
	var list struct{ Items []struct{ ID string } }
	s.must(200, s.req("GET", "/v1/items", s.admin, nil)).json(t, &list)
	if len(list.Items) != 2 {
		t.Fatalf("items after refused bodies: %d", len(list.Items))
	}
}

// Slow headers: a client that never finishes its request line is closed by
// ReadHeaderTimeout rather than holding a connection forever.
func TestSlowHeadersClosed(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	c, err := net.Dial("tcp", strings.TrimPrefix(s.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: %s\r\n", strings.TrimPrefix(s.base, "http://"))
	start := time.Now()
	c.SetReadDeadline(time.Now().Add(30 * time.Second))
	buf := make([]byte, 512)
	for {
		if _, err := c.Read(buf); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatal("connection still open after 30s: no ReadHeaderTimeout")
			}
			break // closed by the server
		}
	}
	if d := time.Since(start); d < 2*time.Second {
		t.Fatalf("closed after %v, before the header timeout", d)
	}
}

func TestListenLoopbackOnly(t *testing.T) {
	t.Parallel()
	for _, addr := range []string{"0.0.0.0:0", ":0", "[::]:0", "192.0.2.1:0", "example.com:0"} {
		if ln, err := api.Listen(addr); err == nil {
			ln.Close()
			t.Errorf("Listen(%q) accepted", addr)
		}
	}
	for _, addr := range []string{"127.0.0.1:0", "localhost:0"} {
		ln, err := api.Listen(addr)
		if err != nil {
			t.Fatalf("Listen(%q): %v", addr, err)
		}
		if !ln.Addr().(*net.TCPAddr).IP.IsLoopback() {
			t.Errorf("%s listens on %v", addr, ln.Addr())
		}
		ln.Close()
	}
}
