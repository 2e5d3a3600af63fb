package app

import (
	"os"
	"path/filepath"
	"testing"
)

// TestClaudeProjectLabel: a Claude Code project is named by its folder,
// read from what Claude Code wrote in the project directory, with the
// home shortened; without a record, by the directory's encoded name.
func TestClaudeProjectLabel(t *testing.T) {
	home := t.TempDir()
	projects := filepath.Join(home, ".claude", "projects")
	write := func(p, body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A transcript: the first line with a cwd names the folder (the
	// dash in "my-app" is why the encoded name cannot be decoded).
	a := filepath.Join(projects, "-home-ann-dev-my-app")
	write(filepath.Join(a, "5b1c.jsonl"), `{"type":"summary","summary":"x"}`+"\n"+
		`{"type":"user","cwd":"`+filepath.Join(home, "dev", "my-app")+`","sessionId":"5b1c"}`+"\n")
	// sessions-index.json wins, and a path outside the home stays whole.
	b := filepath.Join(projects, "-srv-build")
	write(filepath.Join(b, "sessions-index.json"), `{"version":1,"entries":[],"originalPath":"/srv/build"}`)
	write(filepath.Join(b, "9f.jsonl"), `{"cwd":"/elsewhere"}`+"\n")
	// Nothing to read: the encoded name. A cwd that is not absolute
	// counts for nothing.
	c := filepath.Join(projects, "-home-ann-scratch")
	write(filepath.Join(c, "memory", "MEMORY.md"), "- x\n")
	write(filepath.Join(c, "1.jsonl"), `{"cwd":"relative/path"}`+"\nnot json\n")

	for _, tc := range []struct{ dir, want string }{
		{a, "~" + string(filepath.Separator) + filepath.Join("dev", "my-app")},
		{b, "/srv/build"},
		{c, "-home-ann-scratch"},
	} {
		if got := claudeProject(tc.dir, home); got != tc.want {
			t.Errorf("%s: %q, want %q", filepath.Base(tc.dir), got, tc.want)
		}
	}
}
