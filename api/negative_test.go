package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/memgate/memgate/mem"
)

// fact is the test's own model of one memory: what it should be, kept by
// hand beside the engine, so the assertion does not reuse the rule it
// checks.
type fact struct {
	status  mem.Status
	privacy mem.Privacy
	scope   string
}

type reader struct {
	name      string
	token     string
	scope     string // what it asks for ("" = its default)
	home      string // the scope it effectively reads
	sensitive bool
}

// allowed is the exact set a reader must get: active, not secret,
// sensitive only if allowed, global or its scope.
func allowed(model map[string]*fact, scope string, sensitive bool) []string {
	var out []string
	for text, f := range model {
		if f.status != mem.Active || f.privacy == mem.Secret || (f.privacy == mem.Sensitive && !sensitive) {
			continue
		}
		if f.scope == "global" || f.scope == scope {
			out = append(out, text)
		}
	}
	slices.Sort(out)
	return out
}

type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

func (s *server) mcpSession(token string) *mcp.ClientSession {
	s.t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := c.Connect(context.Background(), &mcp.StreamableClientTransport{
		Endpoint:             s.base + "/mcp",
		HTTPClient:           &http.Client{Transport: bearer{token, http.DefaultTransport}},
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}, nil)
	if err != nil {
		s.t.Fatalf("mcp connect: %v", err)
	}
	s.t.Cleanup(func() { cs.Close() })
	return cs
}

func toolText(t testing.TB, res *mcp.CallToolResult, err error) string {
	t.Helper()
	if err != nil {
		t.Fatalf("tool call: %v", err)
	}
	if res.IsError || len(res.Content) != 1 {
		t.Fatalf("tool result %+v", res)
	}
	return res.Content[0].(*mcp.TextContent).Text
}

func TestNegativeEvaluation(t *testing.T) {
	t.Parallel()
	mdFile := "# Memory\n\n- zebra G1 prefers tabs over spaces\n- zebra G2 uses Go for new services\n- zebra G3 once used Perl\n"
	s := newServer(t, map[string]string{"MEMORY.md": mdFile})
	model := map[string]*fact{
		"zebra G1 prefers tabs over spaces": {mem.Active, mem.Normal, "global"},
		"zebra G2 uses Go for new services": {mem.Active, mem.Normal, "global"},
		"zebra G3 once used Perl":           {mem.Stale, mem.Normal, "global"},
	}
	ids := map[string]string{}
	add := func(text, scope string, privacy mem.Privacy, status mem.Status) {
		id := s.propose(text, scope)
		ids[text] = id
		if privacy != mem.Normal {
			s.must(200, s.req("PATCH", "/v1/items/"+id, s.admin, map[string]any{"privacy": privacy}))
		}
		if status == mem.Rejected {
			s.must(200, s.req("POST", "/v1/items/"+id+"/reject", s.admin, map[string]string{}))
		}
		model[text] = &fact{status, privacy, scope}
	}
	add("zebra A1 alpha deploys on Fridays", "alpha", mem.Normal, mem.Active)
	add("zebra A2 alpha client is Nordhamn", "alpha", mem.Sensitive, mem.Active)
	add("zebra A3 alpha was never true", "alpha", mem.Normal, mem.Rejected)
	add("zebra B1 beta runs Postgres 17", "beta", mem.Normal, mem.Active)
	add("zebra B2 beta contract value is high", "beta", mem.Sensitive, mem.Active)
	add("zebra GS salary expectations are private", "global", mem.Sensitive, mem.Active)
	add("zebra GX vault password is hunter2 maybe", "global", mem.Secret, mem.Active)
	add("zebra GR likes being shouted at", "global", mem.Normal, mem.Rejected)
	// Superseded: corrected, the old text superseded.
	add("zebra GO office is in Hamburg", "global", mem.Normal, mem.Active)
	s.must(200, s.req("POST", "/v1/items/"+ids["zebra GO office is in Hamburg"]+"/correct", s.admin, map[string]string{"text": "zebra GC office is in Berlin"}))
	model["zebra GO office is in Hamburg"].status = mem.Superseded
	model["zebra GC office is in Berlin"] = &fact{mem.Active, mem.Normal, "global"}

	agentA := s.token("agent-a", "agent", []string{"alpha"}, false, false)
	agentB := s.token("agent-b", "agent", []string{"beta"}, false, false)
	agentS := s.token("agent-sensitive", "agent", []string{"alpha"}, true, false)
	// Needs review: an untrusted agent's proposal.
	var p struct{ ID, Status string }
	s.must(201, s.req("POST", "/v1/memories", agentA, map[string]any{"text": "zebra AN alpha wants weekly reports", "scope": "alpha"})).json(t, &p)
	if p.Status != "needs_review" {
		t.Fatalf("untrusted proposal is %s", p.Status)
	}
	model["zebra AN alpha wants weekly reports"] = &fact{mem.NeedsReview, mem.Normal, "alpha"}

	// Stale: G3 removed from the file by hand.
	path := filepath.Join(s.dir, "MEMORY.md")
	s.handEdit(path, "zebra G3")
	s.waitFor("G3 stale", func() bool { return s.status("zebra G3 once used Perl") == mem.Stale })

	readers := []reader{
		{"agent-A", agentA, "", "alpha", false},
		{"agent-B", agentB, "", "beta", false},
		{"agent-sensitive", agentS, "alpha", "alpha", true},
		{"admin", s.admin, "alpha", "alpha", true},
	}
	sessions := map[string]*mcp.ClientSession{}
	for _, r := range readers {
		sessions[r.name] = s.mcpSession(r.token)
	}

	check := func(step string) {
		t.Helper()
		for _, r := range readers {
			want := allowed(model, r.home, r.sensitive)
			q := "/v1/context"
			if r.scope != "" {
				q += "?scope=" + r.scope
			}
			md := s.must(200, s.req("GET", q, r.token, nil))
			assertSet(t, step, r.name, "context md", mdTexts(t, string(md.body)), want)

			sep := "?"
			if r.scope != "" {
				sep = "&"
			}
			var cj struct{ Items []struct{ Text string } }
			s.must(200, s.req("GET", q+sep+"format=json", r.token, nil)).json(t, &cj)
			var jt []string
			for _, it := range cj.Items {
				jt = append(jt, it.Text)
			}
			assertSet(t, step, r.name, "context json", jt, want)

			var rc struct{ Items []struct{ Text string } }
			s.must(200, s.req("GET", "/v1/recall?q=zebra&limit=100&scope="+r.home, r.token, nil)).json(t, &rc)
			var rt []string
			for _, it := range rc.Items {
				rt = append(rt, it.Text)
			}
			assertSet(t, step, r.name, "recall", rt, want)

			cs := sessions[r.name]
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "memory_context", Arguments: map[string]any{"scope": r.home}})
			assertSet(t, step, r.name, "mcp memory_context", mdTexts(t, toolText(t, res, err)), want)

			res, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "memory_recall", Arguments: map[string]any{"query": "zebra", "limit": 100, "scope": r.home}})
			var mr struct{ Items []struct{ Text string } }
			if err := json.Unmarshal([]byte(toolText(t, res, err)), &mr); err != nil {
				t.Fatal(err)
			}
			var mt []string
			for _, it := range mr.Items {
				mt = append(mt, it.Text)
			}
			assertSet(t, step, r.name, "mcp memory_recall", mt, want)
		}
		// memory_get and GET /v1/items/{id}/text: the full text of what
		// the block may show (404 for what it may not, 403 for a scope
		// the token may not read).
		for _, r := range readers {
			for text, f := range model {
				items, err := s.st.ByText(text)
				if err != nil || len(items) == 0 {
					t.Fatalf("no item %q", text)
				}
				id := items[len(items)-1].ID
				code := 200
				switch {
				case f.status != mem.Active || f.privacy == mem.Secret || (f.privacy == mem.Sensitive && !r.sensitive):
					code = 404
				case f.scope != "global" && r.name != "admin" && f.scope != r.home:
					code = 403
				}
				got := s.req("GET", "/v1/items/"+id+"/text", r.token, nil)
				if got.code != code || (code == 200) != strings.Contains(string(got.body), text) {
					t.Errorf("%s, %s, item text of %q (%s %s %s): %d, want %d: %s", step, r.name, text, f.status, f.privacy, f.scope, got.code, code, got.body)
				}
				res, err := sessions[r.name].CallTool(context.Background(), &mcp.CallToolParams{Name: "memory_get", Arguments: map[string]any{"id": id}})
				ok := err == nil && !res.IsError
				if ok != (code == 200) || (ok && !strings.Contains(toolText(t, res, err), text)) {
					t.Errorf("%s, %s, memory_get %q (%s %s %s): ok %v, want %v", step, r.name, text, f.status, f.privacy, f.scope, ok, code == 200)
				}
			}
		}
		// The exported file: global, normal privacy, no reader.
		want := allowed(model, "global", false)
		export := filepath.Join(s.dir, "memgate-context.md")
		s.waitFor(step+": the exported file", func() bool {
			b, err := os.ReadFile(export)
			if err != nil {
				return false
			}
			got := mdTexts(t, string(b))
			slices.Sort(got)
			return slices.Equal(got, want)
		})
		// And MEMORY.md at rest holds only active, normal entries.
		b, _ := os.ReadFile(path)
		for text, f := range model {
			in := strings.Contains(string(b), text)
			should := f.status == mem.Active && f.privacy == mem.Normal && f.scope == "global" && strings.Contains(mdFile, text)
			if in && !(f.status == mem.Active && f.privacy == mem.Normal) {
				t.Errorf("%s: MEMORY.md holds %q (%s, %s) at rest", step, text, f.status, f.privacy)
			}
			if should && !in {
				t.Errorf("%s: MEMORY.md lost active %q", step, text)
			}
		}
	}
	check("initial")

	s.must(200, s.req("POST", "/v1/items/"+ids["zebra A1 alpha deploys on Fridays"]+"/reject", s.admin, map[string]string{}))
	model["zebra A1 alpha deploys on Fridays"].status = mem.Rejected
	check("after reject")

	s.must(200, s.req("POST", "/v1/items/"+ids["zebra A1 alpha deploys on Fridays"]+"/undo", s.admin, map[string]string{}))
	// Undoing a reject is a restore: back to review, still unserved.
	model["zebra A1 alpha deploys on Fridays"].status = mem.NeedsReview
	// Undoing a correction brings the old text back and sends the new
	// one to review.
	s.must(200, s.req("POST", "/v1/items/"+s.itemID("zebra GC office is in Berlin")+"/undo", s.admin, map[string]string{}))
	model["zebra GO office is in Hamburg"].status = mem.Active
	model["zebra GC office is in Berlin"].status = mem.NeedsReview
	check("after undo")

	g1 := s.itemID("zebra G1 prefers tabs over spaces")
	s.must(200, s.req("POST", "/v1/items/"+g1+"/correct", s.admin, map[string]string{"text": "zebra G1 prefers tabs, width 4"}))
	model["zebra G1 prefers tabs over spaces"].status = mem.Superseded
	model["zebra G1 prefers tabs, width 4"] = &fact{mem.Active, mem.Normal, "global"}
	check("after correct")

	s.handEdit(path, "zebra G2")
	model["zebra G2 uses Go for new services"].status = mem.Stale
	s.waitFor("G2 stale", func() bool { return s.status("zebra G2 uses Go for new services") == mem.Stale })
	check("after a hand edit")
}

func assertSet(t *testing.T, step, reader, path string, got, want []string) {
	t.Helper()
	got = slices.Clone(got)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s, %s, %s:\n got  %q\n want %q", step, reader, path, got, want)
	}
}

// handEdit removes the line containing needle, as a person would in an
// editor, and has the engine reconcile the file now.
func (s *server) handEdit(path, needle string) {
	s.t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		s.t.Fatal(err)
	}
	var keep []string
	for _, l := range strings.SplitAfter(string(b), "\n") {
		if !strings.Contains(l, needle) {
			keep = append(keep, l)
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(keep, "")), 0o644); err != nil {
		s.t.Fatal(err)
	}
	if err := s.eng.Resync(path); err != nil {
		s.t.Fatal(err)
	}
}

func (s *server) itemID(text string) string {
	s.t.Helper()
	items, err := s.st.ByText(text)
	if err != nil || len(items) == 0 {
		s.t.Fatalf("no item %q: %v", text, err)
	}
	return items[0].ID
}

func (s *server) status(text string) mem.Status {
	items, err := s.st.ByText(text)
	if err != nil || len(items) == 0 {
		return ""
	}
	return items[len(items)-1].Status
}
