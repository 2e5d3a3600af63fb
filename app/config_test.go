package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLoadConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := filepath.Join(dir, "memgate.yaml")
	os.WriteFile(p, []byte(`
sources:
  - kind: memory_file
    path: agent/MEMORY.md
  - kind: vault
    path: /abs/vault
    activation: review
    folders: [Memory, People]
  - kind: kb
    path: ~/flow/kb
debounce: 250ms
export_path: ctx.md
context_budget: 2500
`), 0o644)
	home, _ := os.UserHomeDir()
	c, err := LoadConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.Sources[0].Path != filepath.Join(dir, "agent/MEMORY.md") || c.Sources[1].Path != "/abs/vault" {
		t.Fatalf("paths %+v", c.Sources)
	}
	if c.Sources[2].Path != filepath.Join(home, "flow/kb") {
		t.Fatalf("~ not expanded: %q", c.Sources[2].Path)
	}
	if c.Debounce != 250*time.Millisecond || c.Sources[1].Folders[1] != "People" || c.ExportPath != filepath.Join(dir, "ctx.md") {
		t.Fatalf("config %+v", c)
	}
	if err := c.normalize(); err != nil {
		t.Fatal(err)
	}
	if e := (&Engine{cfg: c}); c.ContextBudget != 2500 || e.ContextBudget() != 2500 {
		t.Fatalf("context_budget %d", c.ContextBudget)
	}
	if e := (&Engine{cfg: Config{}}); e.ContextBudget() != DefaultContextBudget {
		t.Fatalf("default context budget %d", e.ContextBudget())
	}

	bad := []struct{ body, want string }{
		{"sources:\n  - kind: dropbox\n    path: x\n", `unknown kind "dropbox"`},
		{"sources:\n  - kind: kb\n    path: x\n    activation: sometimes\n", `activation "sometimes"`},
		{"sourcez: []\n", "field sourcez not found"},
		{"context_budget: -5\n", "context_budget -5"},
	}
	for _, b := range bad {
		os.WriteFile(p, []byte(b.body), 0o644)
		c, err := LoadConfig(p)
		if err == nil {
			err = c.normalize()
		}
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%q: got %v, want %q", b.body, err, b.want)
		}
	}
}

func TestSaveConfigRoundTrip(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "memgate.yaml")
	in := Config{
		Sources:  []SourceConfig{{Kind: KindKB, Path: "/x/kb", Activation: "review"}, {Kind: KindVault, Path: "/v", Folders: []string{"Memory"}}},
		Debounce: 250 * time.Millisecond, ExportPath: "/x/ctx.md", ConfigPath: p,
	}
	if err := SaveConfig(p, in); err != nil {
		t.Fatal(err)
	}
	out, err := LoadConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	if out.Debounce != in.Debounce || len(out.Sources) != 2 || out.Sources[0].Activation != "review" || out.Sources[1].Folders[0] != "Memory" || out.ExportPath != in.ExportPath {
		t.Fatalf("round trip: %+v", out)
	}
	if out.ConfigPath != "" {
		t.Fatal("ConfigPath leaked into the file")
	}
}
