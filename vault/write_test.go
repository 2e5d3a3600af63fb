package vault

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func writeFile(t testing.TB, path, content string, mode fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil { // umask
		t.Fatal(err)
	}
}

func readFile(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func appendEdit(s string) EditFunc {
	return func(old []byte) ([]byte, error) { return append(bytes.Clone(old), s...), nil }
}

// upper rewrites every byte, as a status write-back rewrites a line in the
// middle of the file.
func replaceEdit(from, to string) EditFunc {
	return func(old []byte) ([]byte, error) {
		return bytes.ReplaceAll(old, []byte(from), []byte(to)), nil
	}
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), TempPrefix) {
			t.Errorf("temp file left: %s", e.Name())
		}
	}
}

func TestUpdateBasics(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		initial string // "" with exists=false: file missing
		exists  bool
		mode    fs.FileMode
		edit    EditFunc
		want    string
		written bool
	}{
		{"rewrite", "- a\n- b\n", true, 0o644, replaceEdit("- b", "- b <!-- mem:x active -->"), "- a\n- b <!-- mem:x active -->\n", true},
		{"mode 0600 kept", "x\n", true, 0o600, appendEdit("y\n"), "x\ny\n", true},
		{"mode 0640 kept", "x\n", true, 0o640, appendEdit("y\n"), "x\ny\n", true},
		{"mode 0755 kept", "x\n", true, 0o755, appendEdit("y\n"), "x\ny\n", true},
		{"no change, no write", "same\n", true, 0o644, replaceEdit("zzz", "q"), "same\n", false},
		{"empty file", "", true, 0o644, appendEdit("first\n"), "first\n", true},
		{"create", "", false, 0o644, appendEdit("new\n"), "new\n", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "sub", "MEMORY.md")
			if tc.exists {
				writeFile(t, p, tc.initial, tc.mode)
			}
			var before Identity
			if tc.exists {
				before, _ = StatIdentity(p)
			}
			var w Writer
			res, err := w.Update(DirSource(root), p, tc.edit)
			if err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, p); got != tc.want {
				t.Fatalf("content %q, want %q", got, tc.want)
			}
			if res.Written != tc.written || res.Attempts != 1 {
				t.Fatalf("result %+v", res)
			}
			fi, _ := os.Stat(p)
			if fi.Mode().Perm() != tc.mode {
				t.Fatalf("mode %v, want %v", fi.Mode().Perm(), tc.mode)
			}
			now, _ := StatIdentity(p)
			if !now.Equal(res.Identity) || res.Sum != Hash([]byte(tc.want)) {
				t.Fatalf("result identity/sum do not describe the file: %+v vs %+v", res.Identity, now)
			}
			if tc.exists && !tc.written && !now.Equal(before) {
				t.Fatal("unchanged content was rewritten")
			}
			assertNoTemp(t, filepath.Dir(p))
		})
	}
}

func TestUpdateEditError(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	p := filepath.Join(root, "a.md")
	writeFile(t, p, "x", 0o644)
	boom := errors.New("boom")
	var w Writer
	_, err := w.Update(DirSource(root), p, func([]byte) ([]byte, error) { return nil, boom })
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	assertNoTemp(t, root)
}

func TestUpdateRefusesOutsideRoot(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.md")
	writeFile(t, secret, "do not touch\n", 0o644)
	writeFile(t, filepath.Join(root, "MEMORY.md"), "m\n", 0o644)
	writeFile(t, filepath.Join(root, "other.md"), "o\n", 0o644)
	if err := os.Symlink(secret, filepath.Join(root, "link.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(root, "linkdir")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "nothing-yet.md"), filepath.Join(root, "dangling.md")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		src  Source
		path string
	}{
		{"symlinked file escaping", DirSource(root), filepath.Join(root, "link.md")},
		{"through symlinked dir", DirSource(root), filepath.Join(root, "linkdir", "secret.md")},
		{"new file through symlinked dir", DirSource(root), filepath.Join(root, "linkdir", "new.md")},
		{"dot-dot", DirSource(root), filepath.Join(root, "..", filepath.Base(outside), "secret.md")},
		{"dangling symlink", DirSource(root), filepath.Join(root, "dangling.md")},
		{"the root itself", DirSource(root), root},
		{"other file of a single-file source", FileSource(filepath.Join(root, "MEMORY.md")), filepath.Join(root, "other.md")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w Writer
			_, err := w.Update(tc.src, tc.path, appendEdit("pwned\n"))
			if !errors.Is(err, ErrOutsideRoot) {
				t.Fatalf("err %v, want ErrOutsideRoot", err)
			}
		})
	}
	if got := readFile(t, secret); got != "do not touch\n" {
		t.Fatalf("outside file changed: %q", got)
	}
	if _, err := os.Lstat(filepath.Join(outside, "nothing-yet.md")); err == nil {
		t.Fatal("file created outside the root")
	}
	if got := readFile(t, filepath.Join(root, "other.md")); got != "o\n" {
		t.Fatalf("other.md changed: %q", got)
	}
}

func TestUpdateThroughSymlinks(t *testing.T) {
	t.Parallel()
	// A symlinked root, a symlink inside the root to a file inside the
	// root, and a single-file source that is itself a symlink are allowed.
	real := t.TempDir()
	writeFile(t, filepath.Join(real, "a.md"), "a\n", 0o644)
	link := filepath.Join(t.TempDir(), "vault")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(real, "a.md"), filepath.Join(real, "alias.md")); err != nil {
		t.Fatal(err)
	}
	dot := t.TempDir()
	writeFile(t, filepath.Join(dot, "MEMORY.md"), "m\n", 0o644)
	agent := t.TempDir()
	if err := os.Symlink(filepath.Join(dot, "MEMORY.md"), filepath.Join(agent, "MEMORY.md")); err != nil {
		t.Fatal(err)
	}
	var w Writer
	if _, err := w.Update(DirSource(link), filepath.Join(link, "a.md"), appendEdit("b\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Update(DirSource(real), filepath.Join(real, "alias.md"), appendEdit("c\n")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, filepath.Join(real, "a.md")); got != "a\nb\nc\n" {
		t.Fatalf("got %q", got)
	}
	if fi, _ := os.Lstat(filepath.Join(real, "alias.md")); fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatal("symlink replaced by a file")
	}
	if _, err := w.Update(FileSource(filepath.Join(agent, "MEMORY.md")), filepath.Join(agent, "MEMORY.md"), appendEdit("n\n")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, filepath.Join(dot, "MEMORY.md")); got != "m\nn\n" {
		t.Fatalf("got %q", got)
	}
}

func TestUpdateConflictRetried(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		attempts  int // an append is carried over, not retried
		interfere func(t *testing.T, p string)
	}{
		{"appended in place", 1, func(t *testing.T, p string) {
			f, err := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("- agent line\n")
			f.Close()
		}},
		{"atomic save by an editor", 2, func(t *testing.T, p string) {
			b, _ := os.ReadFile(p)
			tmp := p + ".tmp"
			os.WriteFile(tmp, append(b, "- agent line\n"...), 0o644)
			if err := os.Rename(tmp, p); err != nil {
				t.Fatal(err)
			}
		}},
		{"rewrite in place", 2, func(t *testing.T, p string) {
			b, _ := os.ReadFile(p)
			b = bytes.Replace(b, []byte("- one"), []byte("- ONE"), 1)
			os.WriteFile(p, b, 0o644)
			// Append too, so the result shows both edits.
			f, _ := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
			f.WriteString("- agent line\n")
			f.Close()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "MEMORY.md")
			writeFile(t, p, "- one\n- two\n", 0o644)
			calls := 0
			edit := func(old []byte) ([]byte, error) {
				calls++
				if calls == 1 {
					// The file changes after we read it: between read and
					// rename, as far as Update can tell.
					tc.interfere(t, p)
				}
				return bytes.ReplaceAll(old, []byte("- two\n"), []byte("- two <!-- mem:2 active -->\n")), nil
			}
			var w Writer
			res, err := w.Update(DirSource(root), p, edit)
			if err != nil {
				t.Fatal(err)
			}
			if res.Attempts != tc.attempts || calls != tc.attempts {
				t.Fatalf("attempts %d, edit calls %d, want %d", res.Attempts, calls, tc.attempts)
			}
			if tc.attempts == 1 && res.Carried != len("- agent line\n") {
				t.Fatalf("carried %d bytes", res.Carried)
			}
			got := readFile(t, p)
			if !strings.Contains(got, "- two <!-- mem:2 active -->\n") || !strings.HasSuffix(got, "- agent line\n") {
				t.Fatalf("both changes must survive, got %q", got)
			}
			assertNoTemp(t, root)
		})
	}
}

func TestUpdateReplacedInRaceWindowNotClobbered(t *testing.T) {
	t.Parallel()
	// An editor saves (rename over the file) after our re-check, just
	// before our rename: the exchange notices and Update starts over.
	root := t.TempDir()
	p := filepath.Join(root, "note.md")
	writeFile(t, p, "v1\n", 0o644)
	fired := false
	w := Writer{beforeCommit: func(target string) {
		if fired {
			return
		}
		fired = true
		tmp := filepath.Join(root, "editor.tmp")
		os.WriteFile(tmp, []byte("v1\neditor\n"), 0o644)
		if err := os.Rename(tmp, target); err != nil {
			t.Error(err)
		}
	}}
	res, err := w.Update(DirSource(root), p, appendEdit("memgate\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := readFile(t, p)
	requireExchange(t, root)
	if got != "v1\neditor\nmemgate\n" || res.Attempts != 2 {
		t.Fatalf("got %q after %d attempts", got, res.Attempts)
	}
	assertNoTemp(t, root)
}

// requireExchange ends a test that relies on RENAME_EXCHANGE where the
// platform has none (the wider window documented on Writer.Update
// applies there). On Linux, where CI runs, it must work: a filesystem
// without it fails the test rather than skip the check.
func requireExchange(t *testing.T, dir string) {
	t.Helper()
	if exchangeSupported(t, dir) {
		return
	}
	if runtime.GOOS == "linux" {
		t.Fatalf("renameat2(RENAME_EXCHANGE) does not work in %s; the write path's race protection needs it on Linux", dir)
	}
	t.Skip("no RENAME_EXCHANGE on " + runtime.GOOS + "; the documented window applies")
}

func exchangeSupported(t *testing.T, dir string) bool {
	a, b := filepath.Join(dir, "x-a"), filepath.Join(dir, "x-b")
	os.WriteFile(a, nil, 0o644)
	os.WriteFile(b, nil, 0o644)
	defer os.Remove(a)
	defer os.Remove(b)
	ok, err := exchange(a, b)
	return ok && err == nil
}

func TestUpdateGivesUpWithErrConflict(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	p := filepath.Join(root, "busy.md")
	writeFile(t, p, "0\n", 0o644)
	n := 0
	w := Writer{MaxAttempts: 3}
	res, err := w.Update(DirSource(root), p, func(old []byte) ([]byte, error) {
		n++
		os.WriteFile(p, []byte(strconv.Itoa(n)+"\n"), 0o644) // always changes
		return append(bytes.Clone(old), "x\n"...), nil
	})
	if !errors.Is(err, ErrConflict) || res.Attempts != 3 {
		t.Fatalf("err %v after %d attempts", err, res.Attempts)
	}
	assertNoTemp(t, root)
}

func TestUpdateCarriesOverLateAppend(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		// hold keeps the appender's descriptor open past the rename and
		// writes only then: the lease wait must catch it.
		hold bool
	}{
		{"write lands between re-check and rename", false},
		{"descriptor held open across the rename", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "MEMORY.md")
			writeFile(t, p, "- one\n", 0o644)
			var wg sync.WaitGroup
			w := Writer{beforeCommit: lateAppender(t, &wg, tc.hold)}
			res, err := w.Update(DirSource(root), p, replaceEdit("- one", "- one <!-- mem:1 active -->"))
			wg.Wait()
			if err != nil {
				t.Fatal(err)
			}
			if got := readFile(t, p); got != "- one <!-- mem:1 active -->\n- late\n" {
				t.Fatalf("got %q (result %+v)", got, res)
			}
			if res.Carried != len("- late\n") || res.Unsettled {
				t.Fatalf("result %+v", res)
			}
			assertNoTemp(t, root)
		})
	}
}

// lateAppender returns a beforeCommit hook that opens the target for
// appending, as an agent would, and writes "- late\n" at once or, with hold,
// from a goroutine of wg once the rename is past, keeping its descriptor
// open across it.
func lateAppender(t *testing.T, wg *sync.WaitGroup, hold bool) func(target string) {
	return func(target string) {
		f, err := os.OpenFile(target, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Error(err)
			return
		}
		if !hold {
			f.WriteString("- late\n")
			f.Close()
			return
		}
		wg.Go(func() {
			time.Sleep(30 * time.Millisecond) // after the rename
			f.WriteString("- late\n")
			f.Close()
		})
	}
}

// TestConcurrentAppenders is the acceptance property: agents append with
// O_APPEND (open, append, close) while write-backs rewrite the file; every
// appended line is present at the end, exactly once, and every write-back
// landed.
func TestConcurrentAppenders(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	p := filepath.Join(root, "MEMORY.md")
	writeFile(t, p, "# Memory\n", 0o644)

	const goroutines, procs, lines, rewrites = 4, 2, 300, 150
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for i := range lines {
				if err := appendLine(p, fmt.Sprintf("- g%d line %d\n", g, i)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	// Separate processes too: the kernel, not Go's scheduler, interleaves
	// them with the writer.
	for pr := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "VAULT_APPEND_FILE="+p, "VAULT_APPEND_TAG=p"+strconv.Itoa(pr), "VAULT_APPEND_N="+strconv.Itoa(lines))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			if err := cmd.Wait(); err != nil {
				t.Error(err)
			}
		})
	}
	var w Writer
	var carried, attempts int
	for i := range rewrites {
		// Rewrite the header each time: the whole file changes inode.
		res, err := w.Update(DirSource(root), p, func(old []byte) ([]byte, error) {
			first, rest, _ := bytes.Cut(old, []byte("\n"))
			_ = first
			return append([]byte(fmt.Sprintf("# Memory rev %d\n", i)), rest...), nil
		})
		if err != nil {
			t.Fatalf("rewrite %d: %v", i, err)
		}
		carried += res.Carried
		attempts += res.Attempts
	}
	wg.Wait()

	got := readFile(t, p)
	if !strings.HasPrefix(got, fmt.Sprintf("# Memory rev %d\n", rewrites-1)) {
		t.Fatalf("last write-back lost: %q", got[:min(40, len(got))])
	}
	seen := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(got))
	for sc.Scan() {
		seen[sc.Text()]++
	}
	missing := 0
	for _, tag := range []string{"g0", "g1", "g2", "g3", "p0", "p1"} {
		for i := range lines {
			l := fmt.Sprintf("- %s line %d", tag, i)
			if seen[l] != 1 {
				missing++
				if missing < 10 {
					t.Errorf("%q present %d times", l, seen[l])
				}
			}
		}
	}
	t.Logf("%d write-backs in %d attempts, %d bytes carried over", rewrites, attempts, carried)
	assertNoTemp(t, root)
}

func appendLine(p, line string) error {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(line)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// TestMain runs the test binary as an appender process when
// TestConcurrentAppenders starts it with VAULT_APPEND_FILE set.
func TestMain(m *testing.M) {
	if p := os.Getenv("VAULT_APPEND_FILE"); p != "" {
		n, _ := strconv.Atoi(os.Getenv("VAULT_APPEND_N"))
		tag := os.Getenv("VAULT_APPEND_TAG")
		for i := range n {
			if err := appendLine(p, fmt.Sprintf("- %s line %d\n", tag, i)); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(3)
			}
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestCleanTemp(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	stale := []string{
		filepath.Join(root, TempPrefix+"123"),
		filepath.Join(root, "sub", TempPrefix+"456"),
	}
	for _, p := range stale {
		writeFile(t, p, "half", 0o600)
	}
	keep := []string{
		filepath.Join(root, "note.md"),
		filepath.Join(root, ".git", TempPrefix+"789"), // not ours to touch
	}
	for _, p := range keep {
		writeFile(t, p, "keep", 0o644)
	}
	removed, err := CleanTemp(DirSource(root))
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 2 {
		t.Fatalf("removed %v", removed)
	}
	for _, p := range stale {
		if _, err := os.Lstat(p); err == nil {
			t.Errorf("%s survived", p)
		}
	}
	for _, p := range keep {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s removed", p)
		}
	}
	// A single-file source cleans only its directory, not below.
	writeFile(t, filepath.Join(root, TempPrefix+"a"), "", 0o600)
	writeFile(t, filepath.Join(root, "sub", TempPrefix+"b"), "", 0o600)
	removed, err = CleanTemp(FileSource(filepath.Join(root, "MEMORY.md")))
	if err != nil || len(removed) != 1 {
		t.Fatalf("single-file: removed %v, %v", removed, err)
	}
}

// TestRecoverIgnoresASparesLeftovers: a crash while a reused spare is
// under its new temp name, before the new content overwrote it, leaves
// another file's old bytes there. Here the rewrite cut the file short, so
// the target (never exchanged) begins with the new content just as an
// exchanged one would: only the hash of the bytes read, in the name, says
// the temp is not the target's old version, and the other file's bytes
// must not be appended to it.
func TestRecoverIgnoresASparesLeftovers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	target := filepath.Join(dir, "MEMORY.md")
	old := "- a\n- b\n"
	nu := "- a\n"
	os.WriteFile(target, []byte(old), 0o644)
	name := strings.Replace(recoveryPattern(len(old), len(nu), Hash([]byte(nu)), Hash([]byte(old))), "*", "123", 1)
	spare := filepath.Join(dir, name)
	os.WriteFile(spare, []byte("- another note's private words, longer than what was read\n"), 0o644)
	removed, err := CleanTemp(FileSource(target))
	if err != nil || len(removed) != 1 {
		t.Fatalf("removed %v, %v", removed, err)
	}
	if got := readFile(t, target); got != old {
		t.Fatalf("target after recovery: %q", got)
	}
	// The same crash after the exchange: the temp is the old version, and
	// an agent's late append to it is carried over.
	late := "- c appended late\n"
	os.WriteFile(target, []byte(nu), 0o644)
	os.WriteFile(spare, []byte(old+late), 0o644)
	if _, err := CleanTemp(FileSource(target)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, target); got != nu+late {
		t.Fatalf("append lost: %q", got)
	}
}

// TestRecoverAfterCrashInCarryOver: a crash after the exchange but before
// the carry-over leaves the old version, with an agent's late append, under
// the temp name; CleanTemp carries the append over instead of losing it,
// and does not carry it twice.
func TestRecoverAfterCrashInCarryOver(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	target := filepath.Join(dir, "MEMORY.md")
	old := "- a\n"
	nu := "- a <!-- mem:abcd active -->\n"
	late := "- b appended late\n"
	os.WriteFile(target, []byte(nu), 0o644)
	tmp := filepath.Join(dir, fmt.Sprintf("%s%d-%d-%s-123", TempPrefix, len(old), len(nu), Hash([]byte(nu)).String()[:16]))
	os.WriteFile(tmp, []byte(old+late), 0o644)
	// A new version never renamed into place is just dropped.
	stray := filepath.Join(dir, fmt.Sprintf("%s%d-%d-%s-456", TempPrefix, len(nu), 9, Hash([]byte("unwritten")).String()[:16]))
	os.WriteFile(stray, []byte("unwritten"), 0o644)

	src := FileSource(target)
	removed, err := CleanTemp(src)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 2 {
		t.Fatalf("removed %v", removed)
	}
	got, _ := os.ReadFile(target)
	if string(got) != nu+late {
		t.Fatalf("after recovery: %q", got)
	}
	// Carried already (the crash came after the carry-over): not twice.
	os.WriteFile(tmp, []byte(old+late), 0o644)
	if _, err := CleanTemp(src); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(target); string(got) != nu+late {
		t.Fatalf("carried twice: %q", got)
	}
}
