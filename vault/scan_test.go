package vault

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestIgnoreReason(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		rel    string
		isDir  bool
		reason string // substring; "" means governed
	}{
		{"note.md", false, ""},
		{"Memory/Inbox/idea.md", false, ""},
		{"UPPER.MD", false, ""},
		{"note.sync-conflict-20260101.md", false, ""},
		{".obsidian", true, "hidden directory"},
		{".obsidian/workspace.md", false, "hidden directory"},
		{".trash/old.md", false, "hidden directory"},
		{"a/.git/x.md", false, "hidden directory"},
		{"Memory", true, ""},
		{TempPrefix + "123", false, "memgate temp"},
		{"note.md~", false, "backup"},
		{".note.md.swp", false, "hidden"},
		{"note.swp", false, "temp"},
		{".#note.md", false, "emacs lock"},
		{"#note.md#", false, "autosave"},
		{"note.md.tmp", false, "temp"},
		{"note.tmp", false, "temp"},
		{"note.bak", false, "temp"},
		{"image.png", false, "not markdown"},
		{"README", false, "not markdown"},
	} {
		got := IgnoreReason(tc.rel, tc.isDir)
		if (tc.reason == "") != (got == "") || !strings.Contains(got, tc.reason) {
			t.Errorf("IgnoreReason(%q, %v) = %q, want %q", tc.rel, tc.isDir, got, tc.reason)
		}
	}
}

func TestGoverns(t *testing.T) {
	t.Parallel()
	dir := DirSource("/v")
	file := FileSource("/home/a/MEMORY.md")
	for _, tc := range []struct {
		src  Source
		path string
		want bool
	}{
		{dir, "/v/a.md", true},
		{dir, "/v/x/y/a.md", true},
		{dir, "/v", false},
		{dir, "/vx/a.md", false},
		{dir, "/a.md", false},
		{dir, "/v/.obsidian/a.md", false},
		{dir, "/v/a.txt", false},
		{file, "/home/a/MEMORY.md", true},
		{file, "/home/a/other.md", false},
		{file, "/home/a/sub/MEMORY.md", false},
	} {
		if got := tc.src.Governs(tc.path); got != tc.want {
			t.Errorf("%+v.Governs(%q) = %v", tc.src, tc.path, got)
		}
	}
}

func TestScan(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	outside := t.TempDir()
	for p, c := range map[string]string{
		"a.md":                 "a\n",
		"Memory/b.md":          "b\n",
		"Memory/Inbox/c.md":    "c\n",
		"big.md":               strings.Repeat("x", 100),
		".obsidian/app.md":     "{}",
		".trash/old.md":        "x",
		".git/HEAD":            "x",
		"pic.png":              "x",
		"note.md~":             "x",
		TempPrefix + "1":       "x",
		"../" + "nothing-here": "",
	} {
		if strings.HasPrefix(p, "..") {
			continue
		}
		writeFile(t, filepath.Join(root, p), c, 0o644)
	}
	writeFile(t, filepath.Join(outside, "secret.md"), "s\n", 0o644)
	os.Symlink(filepath.Join(outside, "secret.md"), filepath.Join(root, "link.md"))
	os.Symlink(outside, filepath.Join(root, "linkdir"))

	src := Source{Root: root, MaxSize: 50}
	l, err := Scan(src)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range l.Files {
		files = append(files, strings.TrimPrefix(f.Path, root+"/"))
		id, _ := StatIdentity(f.Path)
		if !f.Identity.Equal(id) || f.Identity.Ino == 0 {
			t.Errorf("%s: identity %+v, stat %+v", f.Path, f.Identity, id)
		}
	}
	if got := strings.Join(files, " "); got != "Memory/Inbox/c.md Memory/b.md a.md" {
		t.Errorf("files %q", got)
	}
	skipped := map[string]string{}
	for _, s := range l.Skipped {
		skipped[strings.TrimPrefix(s.Path, root+"/")] = s.Reason
	}
	for p, why := range map[string]string{
		".obsidian": "hidden directory", ".trash": "hidden directory", ".git": "hidden directory",
		"big.md": "size cap", "link.md": "symlink", "linkdir": "symlink",
	} {
		if !strings.Contains(skipped[p], why) {
			t.Errorf("skipped[%s] = %q, want %q", p, skipped[p], why)
		}
	}
	if len(skipped) != 6 {
		t.Errorf("skipped %v", skipped)
	}

	sub, err := ScanUnder(src, filepath.Join(root, "Memory"))
	if err != nil || len(sub.Files) != 2 {
		t.Fatalf("ScanUnder: %+v, %v", sub, err)
	}
	if _, err := ScanUnder(src, outside); err == nil {
		t.Fatal("ScanUnder outside the root succeeded")
	}

	single, err := Scan(FileSource(filepath.Join(root, "a.md")))
	if err != nil || len(single.Files) != 1 || single.Files[0].Path != filepath.Join(root, "a.md") {
		t.Fatalf("single-file scan: %+v, %v", single, err)
	}
	none, err := Scan(FileSource(filepath.Join(root, "MEMORY.md")))
	if err != nil || len(none.Files) != 0 {
		t.Fatalf("missing single file: %+v, %v", none, err)
	}
	if _, err := Scan(DirSource(filepath.Join(root, "missing"))); err == nil {
		t.Fatal("missing root scanned")
	}
}

// TestScanManyChunks: a listing of several stat chunks, stat-ed while
// the walk goes on, keeps the walk's order and every file's identity,
// and skips the oversize files of every chunk.
func TestScanManyChunks(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	const n = 3*statChunk + 17
	var want []string
	for i := range n {
		p := fmt.Sprintf("F%d/n%04d.md", i%3, i)
		body := "x\n"
		if i%97 == 5 {
			body = strings.Repeat("x", 100) // over the cap below
		} else {
			want = append(want, p)
		}
		writeFile(t, filepath.Join(root, p), body, 0o644)
	}
	slices.Sort(want)
	l, err := Scan(Source{Root: root, MaxSize: 50})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range l.Files {
		got = append(got, strings.TrimPrefix(f.Path, root+"/"))
		if id, _ := StatIdentity(f.Path); !f.Identity.Equal(id) || id.Ino == 0 {
			t.Fatalf("%s: identity %+v, stat %+v", f.Path, f.Identity, id)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%d files listed, want %d in the walk's order; first differences: %v", len(got), len(want), firstDiff(got, want))
	}
	if oversize := n - len(want); len(l.Skipped) != oversize {
		t.Fatalf("%d skipped, want the %d oversize files: %v", len(l.Skipped), oversize, l.Skipped)
	}
}

// firstDiff is where a and b first differ, for a failure's message.
func firstDiff(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("at %d: %q against %q", i, a[i], b[i])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(a), len(b))
}

func TestEchoes(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "a.md")
	writeFile(t, p, "ours", 0o644)
	e := NewEchoes()
	if e.Echo(p) {
		t.Fatal("unregistered path is an echo")
	}
	e.Register(p, Hash([]byte("ours")))
	if !e.Echo(p) {
		t.Fatal("own write not recognised")
	}
	if e.Echo(p) {
		t.Fatal("registration not consumed")
	}
	e.Register(p, Hash([]byte("ours")))
	writeFile(t, p, "theirs", 0o644)
	if e.Echo(p) || e.Pending() != 0 {
		t.Fatal("external edit suppressed, or registration kept")
	}
}
