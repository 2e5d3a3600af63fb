//go:build linux

package vault

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func inode(t *testing.T, p string) uint64 {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Sys().(*syscall.Stat_t).Ino
}

// Across chunks, UpdateMany reuses the versions it replaced as its next
// temps, and the result is what fresh temps would have given: the right
// bytes, each file's own mode, no temp left behind. Later files are
// shorter, so a reused version is longer than the content it takes, and
// none of its old bytes may be left past the new content's end.
func TestUpdateManyReusesReplacedVersions(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	src := DirSource(root)
	n := 2*batchSize + 10
	var reqs []Request
	oldInodes := map[uint64]bool{}
	for i := range n {
		p := filepath.Join(root, fmt.Sprintf("d%d", i%2), fmt.Sprintf("note %04d.md", i))
		mode := os.FileMode(0o644)
		if i%3 == 0 {
			mode = 0o600
		}
		writeFile(t, p, fmt.Sprintf("---\ntags: [x]\n---\nNote %d.\n%s", i, pad(n, i)), mode)
		oldInodes[inode(t, p)] = true
		reqs = append(reqs, Request{Path: p, Edit: replaceEdit("tags: [x]", "tags: [x]\nmemory_status: needs_review")})
	}
	var w Writer
	res := w.UpdateMany(src, reqs)
	reused := 0
	for i, r := range res {
		if r.Err != nil || !r.Written {
			t.Fatalf("%s: %+v", reqs[i].Path, r)
		}
		want := fmt.Sprintf("---\ntags: [x]\nmemory_status: needs_review\n---\nNote %d.\n%s", i, pad(n, i))
		b, err := os.ReadFile(reqs[i].Path)
		if err != nil || string(b) != want {
			t.Fatalf("%s: %q, %v", reqs[i].Path, b, err)
		}
		fi, _ := os.Stat(reqs[i].Path)
		if wantMode := os.FileMode(0o644); i%3 == 0 && fi.Mode().Perm() != 0o600 || i%3 != 0 && fi.Mode().Perm() != wantMode {
			t.Fatalf("%s: mode %v", reqs[i].Path, fi.Mode())
		}
		if oldInodes[inode(t, reqs[i].Path)] {
			reused++
		}
	}
	if reused < batchSize {
		t.Fatalf("%d of %d files got a reused inode, want at least %d", reused, n, batchSize)
	}
	assertNoTempBelow(t, root)
}

// pad is the tail of note i of n: the later the note, the shorter.
func pad(n, i int) string { return strings.Repeat("words ", 3*(n-i)) }

// A replaced version somebody still has open, or that another name
// leads to, is never reused: the reader keeps reading the old version and
// the other name keeps its bytes.
func TestUpdateManyNeverReusesOpenOrLinkedVersions(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	src := DirSource(root)
	var reqs []Request
	for i := range 2*batchSize + 10 {
		p := filepath.Join(root, fmt.Sprintf("note %04d.md", i))
		writeFile(t, p, fmt.Sprintf("old %d\n", i), 0o644)
		reqs = append(reqs, Request{Path: p, Edit: appendEdit("new\n")})
	}
	held, err := os.Open(reqs[3].Path) // opened, not read yet
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if err := os.Link(reqs[5].Path, filepath.Join(root, ".hardlink")); err != nil {
		t.Fatal(err)
	}
	var w Writer
	for _, r := range w.UpdateMany(src, reqs) {
		if r.Err != nil {
			t.Fatal(r.Err)
		}
	}
	b, err := io.ReadAll(held)
	if err != nil || string(b) != "old 3\n" {
		t.Fatalf("reader of the replaced version read %q, %v", b, err)
	}
	if b, err := os.ReadFile(filepath.Join(root, ".hardlink")); err != nil || string(b) != "old 5\n" {
		t.Fatalf("the other link reads %q, %v", b, err)
	}
	for i, r := range reqs {
		if b, _ := os.ReadFile(r.Path); string(b) != fmt.Sprintf("old %d\nnew\n", i) {
			t.Fatalf("%s: %q", r.Path, b)
		}
	}
	assertNoTempBelow(t, root)
}

// ReadListed reads what the scan listed, and nothing else: not a file
// saved over it since, not a symlink put in its place.
func TestReadListed(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	src := DirSource(root)
	p := filepath.Join(root, "Memory", "a.md")
	writeFile(t, p, "listed\n", 0o644)
	outside := filepath.Join(t.TempDir(), "secret.md")
	writeFile(t, outside, "outside\n", 0o644)
	list, err := Scan(src)
	if err != nil || len(list.Files) != 1 {
		t.Fatalf("scan: %v %+v", err, list)
	}
	f := list.Files[0]
	if b, err := ReadListed(src, f); err != nil || string(b) != "listed\n" {
		t.Fatalf("read: %q %v", b, err)
	}
	writeFile(t, p+".new", "saved over\n", 0o644)
	if err := os.Rename(p+".new", p); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadListed(src, f); !errors.Is(err, ErrMoved) {
		t.Fatalf("after a save over it: %v, want ErrMoved", err)
	}
	os.Remove(p)
	if err := os.Symlink(outside, p); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadListed(src, f); err == nil {
		t.Fatalf("read through a symlink to %s: %q", outside, b)
	}
}

// The batch resolver agrees with Resolve on every kind of path.
func TestResolverMatchesResolve(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	root := filepath.Join(base, "vault")
	writeFile(t, filepath.Join(root, "Memory", "a.md"), "a", 0o644)
	writeFile(t, filepath.Join(base, "outside", "b.md"), "b", 0o644)
	os.Symlink(filepath.Join(base, "outside"), filepath.Join(root, "Memory", "out"))
	os.Symlink(filepath.Join(root, "Memory"), filepath.Join(root, "alias"))
	os.Symlink(root, filepath.Join(base, "link-to-root"))
	for _, src := range []Source{DirSource(root), DirSource(filepath.Join(base, "link-to-root"))} {
		r := newResolver(src)
		for _, rel := range []string{"Memory/a.md", "Memory/out/b.md", "alias/a.md", "Memory/new.md", "New/dir/c.md", "Memory/../Memory/a.md", "../outside/b.md", "Memory"} {
			p := filepath.Join(src.Root, rel)
			want, werr := Resolve(src, p)
			got, gerr := r.resolve(p)
			if got != want || (werr == nil) != (gerr == nil) {
				t.Errorf("%s: resolver %q, %v; Resolve %q, %v", p, got, gerr, want, werr)
			}
		}
	}
}

// A SparePool carries the versions one UpdateMany replaced over to the
// next: the second call's files all get inodes the first call replaced,
// none new, and Close leaves no temp behind.
func TestSparePoolCarriesOverCalls(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	src := DirSource(root)
	write := func(dir string) (reqs []Request, old map[uint64]bool) {
		old = map[uint64]bool{}
		for i := range 100 {
			p := filepath.Join(root, dir, fmt.Sprintf("note %03d.md", i))
			writeFile(t, p, fmt.Sprintf("%s %d\n", dir, i), 0o644)
			old[inode(t, p)] = true
			reqs = append(reqs, Request{Path: p, Edit: appendEdit("memory_status: needs_review\n")})
		}
		return reqs, old
	}
	first, firstOld := write("a")
	second, _ := write("b")
	var w Writer
	pool := NewSparePool()
	for _, reqs := range [][]Request{first, second} {
		for i, r := range w.UpdateManyPooled(src, reqs, pool) {
			if r.Err != nil || !r.Written {
				t.Fatalf("%s: %+v", reqs[i].Path, r)
			}
		}
	}
	for _, r := range second {
		b, err := os.ReadFile(r.Path)
		if err != nil || !strings.HasSuffix(string(b), "\nmemory_status: needs_review\n") {
			t.Fatalf("%s: %q, %v", r.Path, b, err)
		}
		if ino := inode(t, r.Path); !firstOld[ino] {
			t.Errorf("%s: inode %d is new, not one the first call replaced", r.Path, ino)
		}
	}
	pool.Close()
	assertNoTempBelow(t, root)
}
