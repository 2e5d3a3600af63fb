package vault

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/fsnotify/fsnotify"
)

// These tests run real inotify in t.TempDir(). They wait for events with a
// generous timeout and never assert how long anything took.
const eventTimeout = 10 * time.Second

type watchRun struct {
	t      *testing.T
	w      *Watcher
	errs   chan error
	seen   []Event
	mu     sync.Mutex
	onErrs []error
}

// startWatch serves a watcher until the test ends, and waits for the
// initial Rescan of every source, which says the watches are in place.
func startWatch(t *testing.T, cfg Config, tweak func(*Watcher)) *watchRun {
	t.Helper()
	r := &watchRun{t: t, errs: make(chan error, 1)}
	if cfg.Debounce == 0 {
		cfg.Debounce = 50 * time.Millisecond
	}
	cfg.OnError = func(err error) {
		r.mu.Lock()
		r.onErrs = append(r.onErrs, err)
		r.mu.Unlock()
	}
	w, err := NewWatcher(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if tweak != nil {
		tweak(w)
	}
	r.w = w
	ctx, cancel := context.WithCancel(context.Background())
	go func() { r.errs <- w.Serve(ctx) }()
	t.Cleanup(func() {
		cancel() // closes the inotify instance: max_user_instances is 128
		if err := <-r.errs; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	if cfg.ListsFirst {
		select {
		case <-w.Watching():
		case <-time.After(eventTimeout):
			t.Fatal("Watching not closed")
		}
		return r
	}
	want := len(cfg.Sources)
	for got := 0; got < want; {
		for _, ev := range r.next() {
			if ev.Kind == Rescan {
				got++
			}
		}
	}
	return r
}

func (r *watchRun) next() []Event {
	r.t.Helper()
	select {
	case b, ok := <-r.w.Events():
		if !ok {
			r.t.Fatal("events closed")
		}
		r.seen = append(r.seen, b...)
		return b
	case <-time.After(eventTimeout):
		r.t.Fatalf("no event within %s; seen %v", eventTimeout, paths(r.seen))
		return nil
	}
}

// waitFor reads batches until one holds an event for path of kind, and
// returns every event read meanwhile.
func (r *watchRun) waitFor(path string, kind Kind) []Event {
	r.t.Helper()
	var all []Event
	for {
		b := r.next()
		all = append(all, b...)
		for _, ev := range b {
			if ev.Path == path && ev.Kind == kind {
				return all
			}
		}
	}
}

// waitForAll reads batches until every path has had an event of kind.
func (r *watchRun) waitForAll(kind Kind, paths ...string) {
	r.t.Helper()
	want := map[string]bool{}
	for _, p := range paths {
		want[p] = true
	}
	for len(want) > 0 {
		for _, ev := range r.next() {
			if ev.Kind == kind {
				delete(want, ev.Path)
			}
		}
	}
}

func assertOnly(t *testing.T, evs []Event, want ...string) {
	t.Helper()
	ok := map[string]bool{}
	for _, w := range want {
		ok[w] = true
	}
	for _, ev := range evs {
		if ev.Kind != Rescan && !ok[ev.Path] {
			t.Errorf("unexpected event %s %s", ev.Kind, ev.Path)
		}
	}
}

// With ListsFirst the consumer lists the sources once Watching is closed,
// so the watcher sends no first Rescan; what changes after Watching still
// arrives, and the later Rescans (here, the period's) are still sent.
func TestWatchListsFirst(t *testing.T) {
	t.Parallel()
	for _, poll := range []bool{false, true} {
		t.Run(map[bool]string{false: "inotify", true: "poll"}[poll], func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			writeFile(t, filepath.Join(root, "old.md"), "v1\n", 0o644)
			r := startWatch(t, Config{Sources: []Source{DirSource(root)}, ListsFirst: true, Poll: poll,
				PollInterval: 100 * time.Millisecond, RescanInterval: 2 * time.Second}, nil)
			start := time.Now()
			p := filepath.Join(root, "new.md")
			writeFile(t, p, "v1\n", 0o644)
			evs := r.waitFor(p, Changed)
			for _, ev := range evs {
				if ev.Kind == Rescan && time.Since(start) < time.Second {
					t.Fatalf("a first Rescan was sent: %v", paths(evs))
				}
			}
			r.waitFor(root, Rescan) // the period's
		})
	}
}

func TestWatchSaves(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		save func(t *testing.T, p string)
	}{
		{"plain write", func(t *testing.T, p string) { writeFile(t, p, "v2\n", 0o644) }},
		{"append", func(t *testing.T, p string) { appendLine(p, "more\n") }},
		{"atomic save: CREATE and RENAME, no WRITE on the target", func(t *testing.T, p string) {
			tmp := filepath.Join(filepath.Dir(p), ".note.md.tmp-123")
			writeFile(t, tmp, "v2\n", 0o644)
			if err := os.Rename(tmp, p); err != nil {
				t.Fatal(err)
			}
		}},
		{"vim save: RENAME original to backup, CREATE, WRITE, REMOVE backup", func(t *testing.T, p string) {
			bak := p + "~"
			if err := os.Rename(p, bak); err != nil {
				t.Fatal(err)
			}
			writeFile(t, p, "v2\n", 0o644)
			os.Remove(bak)
		}},
		{"our writer, then an external edit", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "note.md")
			writeFile(t, p, "v1\n", 0o644)
			echo := NewEchoes()
			r := startWatch(t, Config{Sources: []Source{DirSource(root)}, Echoes: echo}, nil)
			if tc.save == nil {
				// Echo suppression: our own write produces no event, the
				// external edit after it does, and carries its content.
				w := Writer{Echoes: echo}
				if _, err := w.Update(DirSource(root), p, appendEdit("ours\n")); err != nil {
					t.Fatal(err)
				}
				sentinel := filepath.Join(root, "sentinel.md")
				writeFile(t, sentinel, "s\n", 0o644)
				evs := r.waitFor(sentinel, Changed)
				assertOnly(t, evs, sentinel)
				if echo.Pending() != 0 {
					t.Errorf("registration not consumed")
				}
				appendLine(p, "theirs\n")
				r.waitFor(p, Changed)
				return
			}
			tc.save(t, p)
			evs := r.waitFor(p, Changed)
			assertOnly(t, evs, p)
			id, _ := StatIdentity(p)
			if last := evs[len(evs)-1]; last.Path == p && !last.Identity.Equal(id) {
				t.Errorf("event identity %+v, file %+v", last.Identity, id)
			}
		})
	}
}

func TestWatchRemoveAndNewDirectory(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	gone := filepath.Join(root, "gone.md")
	writeFile(t, gone, "x\n", 0o644)
	writeFile(t, filepath.Join(root, "old", "inside.md"), "x\n", 0o644)
	r := startWatch(t, Config{Sources: []Source{DirSource(root)}}, nil)

	os.Remove(gone)
	r.waitFor(gone, Removed)

	// A directory created with files already in it (mkdir -p; or moved in
	// from elsewhere): the files predate the watch and must still arrive.
	staging := t.TempDir()
	writeFile(t, filepath.Join(staging, "deep", "er", "a.md"), "a\n", 0o644)
	writeFile(t, filepath.Join(staging, "b.md"), "b\n", 0o644)
	if err := os.Rename(staging, filepath.Join(root, "moved")); err != nil {
		t.Fatal(err)
	}
	r.waitForAll(Changed, filepath.Join(root, "moved", "deep", "er", "a.md"), filepath.Join(root, "moved", "b.md"))

	// Made here, then filled: the new directory is watched.
	nd := filepath.Join(root, "new", "sub")
	if err := os.MkdirAll(nd, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(nd, "c.md"), "c\n", 0o644)
	r.waitFor(filepath.Join(nd, "c.md"), Changed)
	time.Sleep(100 * time.Millisecond) // let the new watch settle before writing again
	writeFile(t, filepath.Join(nd, "c.md"), "c2\n", 0o644)
	r.waitFor(filepath.Join(nd, "c.md"), Changed)

	// A directory renamed away: its files get no events of their own, so
	// the subtree is rescanned.
	if err := os.Rename(filepath.Join(root, "old"), filepath.Join(t.TempDir(), "x")); err != nil {
		t.Fatal(err)
	}
	r.waitFor(filepath.Join(root, "old"), Rescan)
}

func TestWatchIgnores(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	for _, d := range []string{".obsidian", ".trash", ".git"} {
		os.MkdirAll(filepath.Join(root, d), 0o755)
	}
	r := startWatch(t, Config{Sources: []Source{DirSource(root)}}, nil)
	for _, p := range []string{
		".obsidian/workspace.md", ".trash/deleted.md", ".git/notes.md",
		"note.md~", ".note.md.swp", "note.md.swp", ".#note.md", "#note.md#",
		"note.tmp", "note.md.tmp", TempPrefix + "123", "image.png", "notes.txt",
		"newdir/.hidden/x.md",
	} {
		writeFile(t, filepath.Join(root, p), "x\n", 0o644)
	}
	sentinel := filepath.Join(root, "sentinel.md")
	time.Sleep(100 * time.Millisecond) // ignored writes first, so a leak would come first
	writeFile(t, sentinel, "s\n", 0o644)
	assertOnly(t, r.waitFor(sentinel, Changed), sentinel)
}

func TestWatchSingleFile(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	mem := filepath.Join(root, "MEMORY.md")
	writeFile(t, mem, "- a\n", 0o644)
	r := startWatch(t, Config{Sources: []Source{FileSource(mem)}}, nil)
	writeFile(t, filepath.Join(root, "other.md"), "x\n", 0o644)
	os.MkdirAll(filepath.Join(root, "sub"), 0o755)
	writeFile(t, filepath.Join(root, "sub", "MEMORY.md"), "x\n", 0o644)
	time.Sleep(100 * time.Millisecond)
	// Atomic save: a watch on the file itself would be lost here.
	tmp := filepath.Join(root, "MEMORY.md.tmp")
	writeFile(t, tmp, "- a\n- b\n", 0o644)
	os.Rename(tmp, mem)
	assertOnly(t, r.waitFor(mem, Changed), mem)
	appendLine(mem, "- c\n")
	assertOnly(t, r.waitFor(mem, Changed), mem)
}

func TestWatchOversize(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	r := startWatch(t, Config{Sources: []Source{{Root: root, MaxSize: 10}}}, nil)
	big := filepath.Join(root, "big.md")
	writeFile(t, big, "0123456789abc\n", 0o644)
	r.waitFor(big, Oversize)
}

func TestWatchOverflowRescans(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	var nw *fsnotify.Watcher
	r := startWatch(t, Config{Sources: []Source{DirSource(root)}}, func(w *Watcher) {
		w.newNotify = func() (*fsnotify.Watcher, error) {
			var err error
			nw, err = fsnotify.NewWatcher()
			return nw, err
		}
	})
	nw.Errors <- fsnotify.ErrEventOverflow
	r.waitFor(root, Rescan)
	nw.Errors <- errors.New("read failed")
	r.waitFor(root, Rescan)
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.onErrs) != 1 {
		t.Fatalf("OnError got %v, want the one non-overflow error", r.onErrs)
	}
}

func TestWatchPolling(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		cfg   Config
		tweak func(*Watcher)
		limit error
	}{
		{"forced", Config{Poll: true}, nil, nil},
		{"watch limit at start", Config{}, func(w *Watcher) {
			w.addWatch = func(*fsnotify.Watcher, string) error { return syscall.ENOSPC }
		}, ErrWatchLimit},
		{"instance limit", Config{}, func(w *Watcher) {
			w.newNotify = func() (*fsnotify.Watcher, error) { return nil, syscall.EMFILE }
		}, ErrInstanceLimit},
		{"watch limit on a new directory", Config{}, func(w *Watcher) {
			n := 0
			w.addWatch = func(nw *fsnotify.Watcher, dir string) error {
				if n++; n > 1 {
					return syscall.ENOSPC
				}
				return nw.Add(dir)
			}
		}, ErrWatchLimit},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			p := filepath.Join(root, "note.md")
			writeFile(t, p, "v1\n", 0o644)
			echo := NewEchoes()
			cfg := tc.cfg
			cfg.Sources = []Source{DirSource(root)}
			cfg.PollInterval = 50 * time.Millisecond
			cfg.Echoes = echo
			r := startWatch(t, cfg, tc.tweak)
			if tc.name == "watch limit on a new directory" {
				os.MkdirAll(filepath.Join(root, "d"), 0o755)
				for !r.w.Polling() {
					r.next() // the switch delivers a Rescan
				}
			}
			if !r.w.Polling() {
				t.Fatal("not polling")
			}
			// The same events as with inotify, echoes dropped included.
			w := Writer{Echoes: echo}
			if _, err := w.Update(DirSource(root), p, appendEdit("ours\n")); err != nil {
				t.Fatal(err)
			}
			n := filepath.Join(root, "d", "new.md")
			writeFile(t, n, "x\n", 0o644)
			assertOnly(t, r.waitFor(n, Changed), n)
			os.Remove(n)
			r.waitFor(n, Removed)
			if tc.limit != nil {
				r.mu.Lock()
				defer r.mu.Unlock()
				if len(r.onErrs) == 0 || !errors.Is(r.onErrs[0], tc.limit) {
					t.Fatalf("OnError got %v, want %v", r.onErrs, tc.limit)
				}
				t.Logf("reported: %v", r.onErrs[0])
			}
		})
	}
}

// A root that is not there is not an error: the watcher keeps looking for
// it, and when it appears (a drive plugged in, a folder restored) watches
// it and sends a Rescan of it; a root deleted while watched is looked for
// again the same way.
func TestWatchMissingRoot(t *testing.T) {
	t.Parallel()
	root := filepath.Join(t.TempDir(), "later")
	r := startWatch(t, Config{Sources: []Source{DirSource(root)}, RetryInterval: 20 * time.Millisecond}, nil)
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	r.waitFor(root, Rescan)
	note := filepath.Join(root, "a.md")
	if err := os.WriteFile(note, []byte("- one\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.waitFor(note, Changed)

	if err := os.RemoveAll(root); err != nil {
		t.Fatal(err)
	}
	r.waitFor(root, Rescan)
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	r.waitFor(root, Rescan)
	if err := os.WriteFile(note, []byte("- two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.waitFor(note, Changed)
}

func TestWatchServeTwice(t *testing.T) {
	t.Parallel()
	w, err := NewWatcher(Config{Sources: []Source{DirSource(t.TempDir())}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := w.Serve(ctx); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if err := w.Serve(context.Background()); !errors.Is(err, ErrServed) {
		t.Fatalf("second Serve: %v", err)
	}
}
