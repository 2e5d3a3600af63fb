package api_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type sourceJSON struct {
	Kind       string   `json:"kind"`
	Path       string   `json:"path"`
	Activation string   `json:"activation"`
	Folders    []string `json:"folders"`
}

type sourcesJSON struct {
	Sources []sourceJSON `json:"sources"`
}

func (s *server) sources() []sourceJSON {
	s.t.Helper()
	var out sourcesJSON
	s.must(200, s.req("GET", "/v1/sources", s.admin, nil)).json(s.t, &out)
	return out.Sources
}

func TestSourcesList(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	got := s.sources()
	if len(got) != 2 || got[0].Kind != "memory_file" || got[0].Path != filepath.Join(s.dir, "MEMORY.md") || got[1].Kind != "kb" || got[1].Path != filepath.Join(s.dir, "kb") {
		t.Fatalf("sources %+v", got)
	}
	r := s.must(200, s.req("GET", "/v1/sources", s.admin, nil))
	if !strings.Contains(string(r.body), `"folders":[]`) {
		t.Errorf("folders should be an array, never null: %s", r.body)
	}
}

func TestSourcesAddKB(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	notes := filepath.Join(t.TempDir(), "notes")
	if err := os.MkdirAll(notes, 0o755); err != nil {
		t.Fatal(err)
	}
	list := append(s.sources(), sourceJSON{Kind: "kb", Path: notes, Activation: "auto"})
	var put sourcesJSON
	s.must(200, s.req("PUT", "/v1/sources", s.admin, map[string]any{"sources": list})).json(t, &put)
	if len(put.Sources) != 3 || put.Sources[2].Path != notes || put.Sources[2].Activation != "auto" {
		t.Fatalf("after PUT %+v", put.Sources)
	}
	if got := s.sources(); len(got) != 3 || got[2].Path != notes {
		t.Fatalf("GET after PUT %+v", got)
	}
	// The new source is watched without a restart: a bullet written there
	// becomes an item.
	if err := os.WriteFile(filepath.Join(notes, "team.md"), []byte("- Ships on Thursdays\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.waitFor("the new source's bullet to become an item", func() bool {
		var l struct {
			Items []struct{ Text, Status string }
		}
		s.must(200, s.req("GET", "/v1/items?q=Thursdays", s.admin, nil)).json(t, &l)
		return len(l.Items) == 1 && l.Items[0].Text == "Ships on Thursdays"
	})
	// Removing it: the list shrinks back; the item stays in the store.
	s.must(200, s.req("PUT", "/v1/sources", s.admin, map[string]any{"sources": list[:2]}))
	if got := s.sources(); len(got) != 2 {
		t.Fatalf("after removal %+v", got)
	}
	var l struct{ Items []struct{ Text string } }
	s.must(200, s.req("GET", "/v1/items?q=Thursdays", s.admin, nil)).json(t, &l)
	if len(l.Items) != 1 {
		t.Fatalf("a removed source's items stay: %+v", l.Items)
	}
}

func TestSourcesRefused(t *testing.T) {
	t.Parallel()
	s := newServer(t, map[string]string{"MEMORY.md": memoryMD})
	before := s.sources()
	bad := append(append([]sourceJSON{}, before...), sourceJSON{Kind: "dropbox", Path: filepath.Join(s.dir, "x")})
	r := s.must(400, s.req("PUT", "/v1/sources", s.admin, map[string]any{"sources": bad}))
	if c := r.errCode(t); c != "bad_source" {
		t.Fatalf("code %s", c)
	}
	if !strings.Contains(string(r.body), "dropbox") {
		t.Errorf("the message should name the bad source: %s", r.body)
	}
	if got := s.sources(); len(got) != len(before) {
		t.Fatalf("a refused PUT changed the sources: %+v", got)
	}
	// Missing list, unknown field, wrong content type.
	if c := s.must(400, s.req("PUT", "/v1/sources", s.admin, map[string]any{})).errCode(t); c != "bad_source" {
		t.Errorf("missing list: %s", c)
	}
	s.must(400, s.req("PUT", "/v1/sources", s.admin, map[string]any{"sources": before, "extra": 1}))
	s.must(415, s.req("PUT", "/v1/sources", s.admin, "{}", "Content-Type", "text/plain"))
	s.must(405, s.req("POST", "/v1/sources", s.admin, map[string]any{"sources": before}))

	// Agents may neither read nor change the sources.
	agent := s.token("claude-code", "agent", nil, true, true)
	if c := s.must(403, s.req("GET", "/v1/sources", agent, nil)).errCode(t); c != "forbidden" {
		t.Errorf("agent GET: %s", c)
	}
	s.must(403, s.req("PUT", "/v1/sources", agent, map[string]any{"sources": before[:1]}))
	s.must(401, s.req("PUT", "/v1/sources", "", map[string]any{"sources": before[:1]}))
	// The desktop window must send its CSRF header, as for every mutation.
	if r := s.desk("PUT", "/v1/sources", map[string]any{"sources": before[:1]}); r.code != 403 || r.errCode(t) != "csrf" {
		t.Fatalf("desktop PUT without CSRF: %d %s", r.code, r.body)
	}
	if got := s.sources(); len(got) != len(before) {
		t.Fatalf("a refused caller changed the sources: %+v", got)
	}
	var sess struct{ CSRF string }
	s.must(200, s.desk("GET", "/v1/session", nil)).json(t, &sess)
	s.must(200, s.desk("PUT", "/v1/sources", map[string]any{"sources": before[:1]}, "X-CSRF-Token", sess.CSRF, "Origin", "wails://wails"))
	if got := s.sources(); len(got) != 1 {
		t.Fatalf("desktop PUT with CSRF: %+v", got)
	}
}
