package main

import (
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/memgate/memgate/app"
)

func TestDesktopOpenFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	kb := filepath.Join(dir, "kb")
	outside := filepath.Join(dir, "outside")
	for _, d := range []string{kb, filepath.Join(kb, "sub"), outside} {
		os.MkdirAll(d, 0o755)
	}
	write := func(p string) string {
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	mem := write(filepath.Join(dir, "MEMORY.md"))
	note := write(filepath.Join(kb, "sub", "note.md"))
	script := write(filepath.Join(kb, "run.sh"))
	secret := write(filepath.Join(outside, "secret.md"))
	sibling := write(filepath.Join(dir, "kb2.md"))
	link := filepath.Join(kb, "link.md")
	if err := os.Symlink(secret, link); err != nil {
		t.Fatal(err)
	}
	n := newDesktop([]app.SourceConfig{{Kind: app.KindMemoryFile, Path: mem}, {Kind: app.KindKB, Path: kb}})
	var opened []string
	n.open = func(target string) error { opened = append(opened, target); return nil }
	for _, c := range []struct {
		path string
		ok   bool
	}{
		{mem, true},
		{note, true},
		{filepath.Join(kb, "sub", "..", "sub", "note.md"), true},
		{script, false},
		{secret, false},
		{sibling, false},
		{link, false},
		{filepath.Join(kb, "missing.md"), false},
		{kb, false},
		{"MEMORY.md", false},
		{filepath.Join(kb, "..", "outside", "secret.md"), false},
	} {
		_, err := n.OpenFile(c.path)
		if c.ok != (err == nil) || (!c.ok && !errors.Is(err, ErrNotGoverned)) {
			t.Errorf("%s: err %v, want ok=%v", c.path, err, c.ok)
		}
	}
	if len(opened) != 3 {
		t.Fatalf("opened %q", opened)
	}
}

func TestDesktopOpenURL(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	note := filepath.Join(dir, "Memory", "note.md")
	os.MkdirAll(filepath.Dir(note), 0o755)
	os.WriteFile(note, []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "run.sh"), []byte("x"), 0o755)
	n := newDesktop([]app.SourceConfig{{Kind: app.KindVault, Path: dir}})
	var opened []string
	n.open = func(target string) error { opened = append(opened, target); return nil }
	for _, c := range []struct {
		uri string
		ok  bool
	}{
		{"obsidian://open?path=" + url.QueryEscape(note), true},
		{"OBSIDIAN://open?vault=demo", true}, // schemes are case-insensitive
		{"vscode://file" + note, true},
		{"vscode://file" + note + ":12", true},
		{"vscode://file" + note + ":12:3", true},
		{"file://" + note, true},
		{"vscode://file" + filepath.Join(dir, "run.sh"), false},
		{"vscode://file/etc/passwd.md", false},
		{"file:///etc/passwd", false},
		{"file://host" + note, false},
		{"vscode://extension/evil", false},
		{"https://example.com", false},
		{"obsidian://open?vault=a b", false},
		{"obsidian://open?vault=a\nb", false},
		{"javascript:alert(1)", false},
		{"", false},
	} {
		if _, err := n.OpenURL(c.uri); c.ok != (err == nil) {
			t.Errorf("%q: err %v, want ok=%v", c.uri, err, c.ok)
		}
	}
	if len(opened) != 6 {
		t.Fatalf("opened %q", opened)
	}
	if _, err := n.PickFolder(""); err == nil {
		t.Fatal("PickFolder before startup succeeded")
	}
}
