package vault

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// assertNoTempBelow is assertNoTemp for a whole tree.
func assertNoTempBelow(t *testing.T, root string) {
	t.Helper()
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), TempPrefix) {
			t.Errorf("temp file left: %s", p)
		}
		return nil
	})
}

// batchCase is one request of TestUpdateManyMatchesUpdate, laid out the
// same way in two roots.
type batchCase struct {
	name    string // path below the root
	initial string
	exists  bool
	mode    os.FileMode
	edit    EditFunc
}

func layOut(t *testing.T, root string, cases []batchCase) {
	t.Helper()
	for _, c := range cases {
		if c.exists {
			writeFile(t, filepath.Join(root, c.name), c.initial, c.mode)
		}
	}
}

// TestUpdateManyMatchesUpdate: the same requests through UpdateMany and
// through a loop of Update give the same files and the same results, for
// both ways of making them durable, across a chunk boundary.
func TestUpdateManyMatchesUpdate(t *testing.T) {
	t.Parallel()
	boom := errors.New("boom")
	cases := []batchCase{
		{"rewrite.md", "- a\n- b\n", true, 0o644, replaceEdit("- b", "- b <!-- mem:x active -->")},
		{"private.md", "x\n", true, 0o600, appendEdit("y\n")},
		{"exec.md", "x\n", true, 0o755, appendEdit("y\n")},
		{"same.md", "same\n", true, 0o644, replaceEdit("zzz", "q")},
		{"empty.md", "", true, 0o644, appendEdit("first\n")},
		{"new.md", "", false, 0o644, appendEdit("new\n")},
		{"new/dir/deep.md", "", false, 0o644, appendEdit("deep\n")},
		{"fails.md", "x\n", true, 0o644, func([]byte) ([]byte, error) { return nil, boom }},
		{"dir", "", false, 0o644, appendEdit("x")}, // a directory, made below
		{"twice.md", "0\n", true, 0o644, appendEdit("1\n")},
		{"twice.md", "", false, 0, appendEdit("2\n")}, // same file again: after the first
	}
	for i := range batchSize + 2 - len(cases) {
		// Fill the first chunk, so that the last cases fall in the next one.
		cases = append(cases, batchCase{fmt.Sprintf("fill/%03d.md", i), "---\nrev: 0\n---\nbody\n", true, 0o644, bumpRev})
	}
	cases = append(cases,
		batchCase{"twice.md", "", false, 0, appendEdit("3\n")}, // and across chunks
		batchCase{"sub/late.md", "late\n", true, 0o640, replaceEdit("late", "LATE")},
	)
	for _, mode := range []struct {
		name string
		w    Writer
	}{
		{"syncfs", Writer{}},
		{"noSyncfs", Writer{noSyncfs: true}},
		// Windows: per-file fsync, no exchange, the target closed first.
		{"replaceClosed", Writer{noSyncfs: true, replaceClosed: true}},
	} {
		t.Run(mode.name, func(t *testing.T) {
			t.Parallel()
			one, many := t.TempDir(), t.TempDir()
			outside := t.TempDir()
			for _, root := range []string{one, many} {
				layOut(t, root, cases)
				os.MkdirAll(filepath.Join(root, "dir"), 0o755)
			}
			before := map[string]Identity{}
			for _, c := range cases {
				if id, err := StatIdentity(filepath.Join(many, c.name)); err == nil {
					before[c.name] = id
				}
			}
			w := mode.w
			var reqs []Request
			for _, c := range cases {
				reqs = append(reqs, Request{filepath.Join(many, c.name), c.edit})
			}
			reqs = append(reqs, Request{filepath.Join(outside, "x.md"), appendEdit("no\n")})
			got := w.UpdateMany(DirSource(many), reqs)
			if len(got) != len(reqs) {
				t.Fatalf("%d results for %d requests", len(got), len(reqs))
			}
			for i, c := range cases {
				if strings.HasPrefix(c.name, "fill/") {
					// Through Update too would take seconds; these only
					// have to be written.
					want, _ := bumpRev([]byte(c.initial))
					if g := got[i]; g.Err != nil || !g.Written || g.Attempts != 1 || readFile(t, g.Path) != string(want) {
						t.Errorf("%s: %+v", c.name, g)
					}
					continue
				}
				want, werr := w.Update(DirSource(one), filepath.Join(one, c.name), c.edit)
				g := got[i]
				if (g.Err == nil) != (werr == nil) || werr != nil && g.Err.Error() != strings.ReplaceAll(werr.Error(), one, many) {
					t.Errorf("%s: err %v, Update gave %v", c.name, g.Err, werr)
					continue
				}
				if g.Written != want.Written || g.Attempts != want.Attempts || g.Sum != want.Sum || g.Carried != 0 || g.Unsettled {
					t.Errorf("%s: result %+v, Update gave %+v", c.name, g.WriteResult, want)
				}
				if werr != nil {
					continue
				}
				p := filepath.Join(many, c.name)
				if g.Path != p {
					t.Errorf("%s: path %s", c.name, g.Path)
				}
				if a, b := readFile(t, p), readFile(t, filepath.Join(one, c.name)); a != b && c.name != "twice.md" {
					t.Errorf("%s: %q, Update wrote %q", c.name, a, b)
				}
				fa, _ := os.Stat(p)
				fb, _ := os.Stat(filepath.Join(one, c.name))
				if fa.Mode() != fb.Mode() {
					t.Errorf("%s: mode %v, Update gave %v", c.name, fa.Mode(), fb.Mode())
				}
				now, _ := StatIdentity(p)
				if c.name != "twice.md" && !now.Equal(g.Identity) {
					t.Errorf("%s: result identity %+v does not describe the file %+v", c.name, g.Identity, now)
				}
				if !g.Written && !now.Equal(before[c.name]) {
					t.Errorf("%s: unchanged content was rewritten", c.name)
				}
			}
			if last := got[len(got)-1]; !errors.Is(last.Err, ErrOutsideRoot) || last.Written {
				t.Errorf("outside the root: %+v", last)
			}
			if _, err := os.Lstat(filepath.Join(outside, "x.md")); err == nil {
				t.Error("file created outside the root")
			}
			if got := readFile(t, filepath.Join(many, "twice.md")); got != "0\n1\n2\n3\n" {
				t.Errorf("edits of one file out of order: %q", got)
			}
			assertNoTempBelow(t, many)
		})
	}
}

// TestUpdateManyChangedBeforeCommit: files that other programs change
// after the batch read them are not clobbered. An append is carried over
// within the batch; anything else sends the file through Update, which
// applies the edit to the new content.
func TestUpdateManyChangedBeforeCommit(t *testing.T) {
	t.Parallel()
	edit := replaceEdit("- two\n", "- two <!-- mem:2 active -->\n")
	for _, tc := range []struct {
		name      string
		attempts  int
		interfere func(t *testing.T, p string)
		want      string
	}{
		{"untouched", 1, func(*testing.T, string) {}, "- one\n- two <!-- mem:2 active -->\n"},
		{"appended in place", 1, func(t *testing.T, p string) {
			if err := appendLine(p, "- agent line\n"); err != nil {
				t.Error(err)
			}
		}, "- one\n- two <!-- mem:2 active -->\n- agent line\n"},
		{"atomic save by an editor", 2, func(t *testing.T, p string) {
			tmp := p + ".tmp"
			os.WriteFile(tmp, []byte("- one\n- two\n- editor line\n"), 0o644)
			if err := os.Rename(tmp, p); err != nil {
				t.Error(err)
			}
		}, "- one\n- two <!-- mem:2 active -->\n- editor line\n"},
		{"rewrite in place", 2, func(t *testing.T, p string) {
			os.WriteFile(p, []byte("- ONE\n- two\n"), 0o644)
		}, "- ONE\n- two <!-- mem:2 active -->\n"},
		{"truncated", 2, func(t *testing.T, p string) {
			os.WriteFile(p, []byte("- two\n"), 0o644)
		}, "- two <!-- mem:2 active -->\n"},
		{"new file created meanwhile", 2, func(t *testing.T, p string) {
			os.WriteFile(p, []byte("- two\n- theirs\n"), 0o644)
		}, "- two <!-- mem:2 active -->\n- theirs\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "MEMORY.md")
			if !strings.HasPrefix(tc.name, "new") {
				writeFile(t, p, "- one\n- two\n", 0o644)
			}
			// Neighbours in the same batch are written once, unaffected.
			others := []string{filepath.Join(root, "a.md"), filepath.Join(root, "b.md")}
			for _, o := range others {
				writeFile(t, o, "- two\n", 0o644)
			}
			calls := 0
			w := Writer{afterStage: func() { tc.interfere(t, p) }}
			res := w.UpdateMany(DirSource(root), []Request{
				{others[0], edit},
				{p, func(old []byte) ([]byte, error) {
					calls++ // never concurrently: one request per file
					return edit(old)
				}},
				{others[1], edit},
			})
			for _, r := range res {
				if r.Err != nil {
					t.Fatal(r.Err)
				}
			}
			if got := readFile(t, p); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			if r := res[1]; r.Attempts != tc.attempts || calls != tc.attempts || !r.Written {
				t.Fatalf("result %+v after %d edits, want %d attempts", r.WriteResult, calls, tc.attempts)
			}
			if tc.name == "appended in place" && res[1].Carried != len("- agent line\n") {
				t.Fatalf("carried %d bytes", res[1].Carried)
			}
			for i, o := range others {
				if got := readFile(t, o); got != "- two <!-- mem:2 active -->\n" || res[2*i].Attempts != 1 {
					t.Fatalf("%s: %q after %d attempts", o, got, res[2*i].Attempts)
				}
			}
			assertNoTemp(t, root)
		})
	}
}

// TestUpdateManyReplacedInRaceWindowNotClobbered: an editor saves after the
// re-check, just before the exchange: the exchange is undone and the file
// goes through Update.
func TestUpdateManyReplacedInRaceWindowNotClobbered(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	requireExchange(t, root)
	p := filepath.Join(root, "note.md")
	q := filepath.Join(root, "other.md")
	writeFile(t, p, "v1\n", 0o644)
	writeFile(t, q, "v1\n", 0o644)
	var once sync.Once
	w := Writer{beforeCommit: func(target string) {
		if target != p {
			return
		}
		once.Do(func() {
			tmp := filepath.Join(root, "editor.tmp")
			os.WriteFile(tmp, []byte("v1\neditor\n"), 0o644)
			if err := os.Rename(tmp, target); err != nil {
				t.Error(err)
			}
		})
	}}
	res := w.UpdateMany(DirSource(root), []Request{{p, appendEdit("memgate\n")}, {q, appendEdit("memgate\n")}})
	if res[0].Err != nil || res[1].Err != nil {
		t.Fatal(res[0].Err, res[1].Err)
	}
	if got := readFile(t, p); got != "v1\neditor\nmemgate\n" || res[0].Attempts != 2 {
		t.Fatalf("got %q after %d attempts", got, res[0].Attempts)
	}
	if got := readFile(t, q); got != "v1\nmemgate\n" || res[1].Attempts != 1 {
		t.Fatalf("other: %q after %d attempts", got, res[1].Attempts)
	}
	assertNoTemp(t, root)
}

// TestUpdateManyCarriesOverLateAppend mirrors TestUpdateCarriesOverLateAppend:
// an appender whose descriptor predates the exchange has its bytes carried
// over to the new version.
func TestUpdateManyCarriesOverLateAppend(t *testing.T) {
	t.Parallel()
	for _, hold := range []bool{false, true} {
		t.Run(fmt.Sprintf("hold=%v", hold), func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			var paths []string
			var reqs []Request
			for i := range 4 {
				p := filepath.Join(root, fmt.Sprintf("m%d.md", i))
				writeFile(t, p, "- one\n", 0o644)
				paths = append(paths, p)
				reqs = append(reqs, Request{p, replaceEdit("- one", "- one <!-- mem:1 active -->")})
			}
			var wg sync.WaitGroup
			appender := lateAppender(t, &wg, hold)
			w := Writer{beforeCommit: func(target string) {
				if target != paths[3] { // one file nobody appends to
					appender(target)
				}
			}}
			res := w.UpdateMany(DirSource(root), reqs)
			wg.Wait()
			for i, r := range res {
				want, carried := "- one <!-- mem:1 active -->\n- late\n", len("- late\n")
				if i == 3 {
					want, carried = "- one <!-- mem:1 active -->\n", 0
				}
				if r.Err != nil {
					t.Fatal(r.Err)
				}
				if got := readFile(t, paths[i]); got != want {
					t.Fatalf("%d: got %q (result %+v)", i, got, r.WriteResult)
				}
				if r.Carried != carried || r.Unsettled || r.Attempts != 1 {
					t.Fatalf("%d: result %+v", i, r.WriteResult)
				}
			}
			assertNoTemp(t, root)
		})
	}
}

// TestUpdateManyRegistersEchoes: every written file is registered, under
// the path asked for and the path resolved, before it is visible; an
// unchanged one is not.
func TestUpdateManyRegistersEchoes(t *testing.T) {
	t.Parallel()
	real := t.TempDir()
	link := filepath.Join(t.TempDir(), "vault")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	names := []string{"a.md", "b.md", "sub/c.md", "same.md", "new.md"}
	for _, n := range names[:4] {
		writeFile(t, filepath.Join(real, n), "x\n", 0o644)
	}
	echoes := NewEchoes()
	w := Writer{Echoes: echoes}
	var reqs []Request
	for _, n := range names {
		edit := appendEdit("y\n")
		if n == "same.md" {
			edit = replaceEdit("zzz", "q")
		}
		reqs = append(reqs, Request{filepath.Join(link, n), edit})
	}
	res := w.UpdateMany(DirSource(link), reqs)
	for i, n := range names {
		if res[i].Err != nil {
			t.Fatal(res[i].Err)
		}
		asked, target := filepath.Join(link, n), filepath.Join(real, n)
		if n == "same.md" {
			if res[i].Written || echoes.Echo(asked) || echoes.Echo(target) {
				t.Errorf("%s: unchanged, yet written or registered", n)
			}
			continue
		}
		if !echoes.Echo(asked) || !echoes.Echo(target) {
			t.Errorf("%s: not registered under both spellings", n)
		}
	}
	if n := echoes.Pending(); n != 0 {
		t.Errorf("%d registrations left", n)
	}
}

// TestUpdateManyEditPanics: a panic in an Edit, which runs on a batch
// goroutine, reaches the caller, and leaves no temp file behind.
func TestUpdateManyEditPanics(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	var reqs []Request
	for i := range 20 {
		p := filepath.Join(root, fmt.Sprintf("%02d.md", i))
		writeFile(t, p, "x\n", 0o644)
		edit := appendEdit("y\n")
		if i == 7 {
			edit = func([]byte) ([]byte, error) { panic("edit bug") }
		}
		reqs = append(reqs, Request{p, edit})
	}
	func() {
		defer func() {
			if p := recover(); p != "edit bug" {
				t.Errorf("recovered %v", p)
			}
		}()
		var w Writer
		w.UpdateMany(DirSource(root), reqs)
		t.Error("no panic")
	}()
	assertNoTemp(t, root)
	for _, r := range reqs {
		if got := readFile(t, r.Path); got != "x\n" {
			t.Errorf("%s written despite the panic: %q", r.Path, got)
		}
	}
}

// TestUpdateManyConcurrentAppenders is TestConcurrentAppenders for the
// batch: agents append to every file of the batch while it is rewritten
// again and again; every line survives exactly once.
func TestUpdateManyConcurrentAppenders(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	const files, rounds, lines = 8, 40, 200
	var paths []string
	for i := range files {
		p := filepath.Join(root, fmt.Sprintf("m%d.md", i))
		writeFile(t, p, "# Memory\n", 0o644)
		paths = append(paths, p)
	}
	var wg sync.WaitGroup
	for i, p := range paths {
		wg.Go(func() {
			for l := range lines {
				if err := appendLine(p, fmt.Sprintf("- f%d line %d\n", i, l)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	var w Writer
	for r := range rounds {
		var reqs []Request
		for _, p := range paths {
			reqs = append(reqs, Request{p, func(old []byte) ([]byte, error) {
				_, rest, _ := bytes.Cut(old, []byte("\n"))
				return append([]byte(fmt.Sprintf("# Memory rev %d\n", r)), rest...), nil
			}})
		}
		for _, res := range w.UpdateMany(DirSource(root), reqs) {
			if res.Err != nil {
				t.Fatalf("round %d: %v", r, res.Err)
			}
		}
	}
	wg.Wait()
	for i, p := range paths {
		got := readFile(t, p)
		if !strings.HasPrefix(got, fmt.Sprintf("# Memory rev %d\n", rounds-1)) {
			t.Fatalf("%s: last write-back lost: %q", p, got[:min(40, len(got))])
		}
		for l := range lines {
			if n := strings.Count(got, fmt.Sprintf("- f%d line %d\n", i, l)); n != 1 {
				t.Errorf("%s: line %d present %d times", p, l, n)
			}
		}
	}
	assertNoTemp(t, root)
}

// TestRecoverIgnoresUnwrittenTwin: a batch has many temps in flight when
// it crashes. One file's exchange happened (its temp holds the old
// version), another's with the same new content did not (its temp holds
// that new content): the second temp is the unwritten new version and
// carries nothing over to the first file.
func TestRecoverIgnoresUnwrittenTwin(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	nu := "---\nstatus: done\n---\n"
	oldA, oldB := "---\nstatus: open\n---\n", "---\n"
	a, b := filepath.Join(dir, "a.md"), filepath.Join(dir, "b.md")
	name := func(read int, n string) string {
		return filepath.Join(dir, fmt.Sprintf("%s%d-%d-%s-%d", TempPrefix, read, len(nu), Hash([]byte(n)).String()[:16], len(n)+read))
	}
	os.WriteFile(a, []byte(nu), 0o644)                     // exchanged
	os.WriteFile(name(len(oldA), nu), []byte(oldA), 0o644) // a's old version
	os.WriteFile(b, []byte(oldB), 0o644)                   // not exchanged
	os.WriteFile(name(len(oldB), nu), []byte(nu), 0o644)   // b's new version
	if _, err := CleanTemp(DirSource(dir)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, a); got != nu {
		t.Fatalf("a: %q", got)
	}
	if got := readFile(t, b); got != oldB {
		t.Fatalf("b: %q", got)
	}
	assertNoTemp(t, dir)
}
