package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// world is a workspace in a temp dir with a running engine over a real
// Badger store and real fsnotify.
type world struct {
	t      testing.TB
	dir    string
	data   string
	cfg    Config
	opts   Options
	sopts  store.Options // NoSync and OnCommit are the world's own
	st     *store.Store
	eng    *Engine
	cancel context.CancelFunc
	done   chan error

	mu     sync.Mutex
	events []Event
	// onCommit, when set, runs inside the store's commit hook: under the
	// engine's lock, between a reconcile's step 1 and its write-back, the
	// one moment a test cannot otherwise reach.
	onCommit func([]store.Event)

	barriers int
}

func newWorld(t testing.TB, files map[string]string) *world {
	t.Helper()
	return newWorldOpts(t, files, Options{})
}

// newWorldOpts is newWorld with the engine's options.
func newWorldOpts(t testing.TB, files map[string]string, opts Options) *world {
	t.Helper()
	return newWorldStore(t, files, opts, store.Options{})
}

// newWorldStore is newWorldOpts with the store's options too.
func newWorldStore(t testing.TB, files map[string]string, opts Options, sopts store.Options) *world {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join(dir, "kb"), 0o755)
	os.MkdirAll(filepath.Join(dir, "vault", "Memory"), 0o755)
	w := &world{t: t, dir: dir, data: t.TempDir(), opts: opts, sopts: sopts}
	w.cfg = Config{
		Sources: []SourceConfig{
			{Kind: KindMemoryFile, Path: filepath.Join(dir, "MEMORY.md")},
			{Kind: KindKB, Path: filepath.Join(dir, "kb")},
			{Kind: KindVault, Path: filepath.Join(dir, "vault")},
		},
		Debounce: 50 * time.Millisecond,
	}
	w.start()
	t.Cleanup(w.stop)
	return w
}

func (w *world) start() {
	w.t.Helper()
	var eng *Engine
	sopts := w.sopts
	sopts.NoSync = true
	sopts.OnCommit = func(evs []store.Event) {
		eng.OnCommit(evs)
		w.mu.Lock()
		hook := w.onCommit
		w.mu.Unlock()
		if hook != nil {
			hook(evs)
		}
	}
	st, err := store.Open(w.data, sopts)
	if err != nil {
		w.t.Fatal(err)
	}
	opts := w.opts
	opts.VerifyMarks = testVerifyMarks
	eng, err = New(w.cfg, st, opts)
	if err != nil {
		w.t.Fatal(err)
	}
	w.st, w.eng = st, eng
	ch, _ := eng.Subscribe()
	go func() {
		for ev := range ch {
			w.mu.Lock()
			w.events = append(w.events, ev)
			w.mu.Unlock()
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel, w.done = cancel, make(chan error, 1)
	go func() { w.done <- eng.Serve(ctx) }()
	select {
	case <-eng.Ready():
	case err := <-w.done:
		w.t.Fatalf("engine stopped: %v", err)
	case <-time.After(30 * time.Second):
		w.t.Fatal("engine not ready")
	}
}

func (w *world) stop() {
	if w.cancel == nil {
		return
	}
	w.cancel()
	if err := <-w.done; err != nil {
		w.t.Errorf("serve: %v", err)
	}
	if err := w.st.Close(); err != nil {
		w.t.Errorf("close: %v", err)
	}
	w.cancel = nil
}

// drain returns once the engine has handled every file event caused
// before the call, our own write-backs' echoes included: it writes a
// barrier note outside the governed folders and waits for the engine to
// record it. Events reach the engine in order (one inotify queue, batches
// handled one after another), and the barrier is written last, so when it
// is handled the events before it were. It is how a test asserts that
// nothing happens, without sleeping and hoping.
func (w *world) drain() {
	w.t.Helper()
	w.barriers++
	name := fmt.Sprintf("vault/Barrier/%d.md", w.barriers)
	body := fmt.Sprintf("# barrier %d\n", w.barriers)
	os.MkdirAll(filepath.Dir(w.path(name)), 0o755)
	w.write(name, body)
	want := vault.Hash([]byte(body)).String()
	w.waitFor("the barrier "+name, func() bool {
		st, err := w.eng.loadState(w.path(name))
		return err == nil && st != nil && st.Hash == want
	})
}

func (w *world) path(name string) string { return filepath.Join(w.dir, name) }

func (w *world) read(name string) string {
	w.t.Helper()
	b, err := os.ReadFile(w.path(name))
	if err != nil {
		w.t.Fatal(err)
	}
	return string(b)
}

func (w *world) write(name, body string) {
	w.t.Helper()
	if err := os.WriteFile(w.path(name), []byte(body), 0o644); err != nil {
		w.t.Fatal(err)
	}
}

// appendLine appends as agents do: open with O_APPEND, write, close.
func (w *world) appendLine(name, line string) {
	w.t.Helper()
	f, err := os.OpenFile(w.path(name), os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		w.t.Fatal(err)
	}
	if _, err := f.WriteString(line + "\n"); err != nil {
		w.t.Fatal(err)
	}
	f.Close()
}

// waitFor polls cond until it holds; the timeout is generous because the
// machines are shared: latency is measured in the benchmark, not here.
func (w *world) waitFor(what string, cond func() bool) {
	w.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			w.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// byText returns the items whose text normalises like text.
func (w *world) byText(text string) []store.Item {
	w.t.Helper()
	items, err := w.st.ByText(text)
	if err != nil {
		w.t.Fatal(err)
	}
	return items
}

// one waits for exactly one item with text in status st and returns it.
func (w *world) one(text string, st mem.Status) store.Item {
	w.t.Helper()
	var it store.Item
	w.waitFor(text+" to be "+string(st), func() bool {
		for _, c := range w.byText(text) {
			if c.Status == st {
				it = c
				return true
			}
		}
		return false
	})
	return it
}

// waitStatus waits until item id has status st.
func (w *world) waitStatus(id string, st mem.Status) {
	w.t.Helper()
	w.waitFor(fmt.Sprintf("%s to be %s", id, st), func() bool {
		it, err := w.st.Get(id)
		return err == nil && it.Status == st
	})
}

// waitRemoved waits until the engine has settled path's removal (its
// grace run out, its items decided).
func (w *world) waitRemoved(path string) {
	w.t.Helper()
	w.waitFor(path+"'s removal to settle", func() bool {
		w.eng.mu.Lock()
		defer w.eng.mu.Unlock()
		st, err := w.eng.loadState(path)
		return err == nil && st != nil && st.Removed
	})
}

// acceptNote writes a vault note, accepts its memory (text) as the person
// would, and returns it with the note's bytes as the accept left them.
func (w *world) acceptNote(name, body, text string) (store.Item, string) {
	w.t.Helper()
	w.write(name, body)
	it := w.one(text, mem.NeedsReview)
	if _, err := w.eng.Accept(store.UserDesktop, it.ID, ""); err != nil {
		w.t.Fatal(err)
	}
	got := w.read(name)
	if !strings.Contains(got, "memory_status: active") {
		w.t.Fatalf("after accept:\n%s", got)
	}
	return it, got
}

// waitError waits for an error event about item id whose message holds
// part.
func (w *world) waitError(id, part string) {
	w.t.Helper()
	w.waitFor(fmt.Sprintf("an error event about %s saying %q", id, part), func() bool {
		for _, ev := range w.eventsOf(EventError) {
			if ev.Item == id && strings.Contains(ev.Message, part) {
				return true
			}
		}
		return false
	})
}

func (w *world) eventsOf(typ string) []Event {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []Event
	for _, ev := range w.events {
		if ev.Type == typ {
			out = append(out, ev)
		}
	}
	return out
}

var markerRe = regexp.MustCompile(` ?<!-- mem:[a-z0-9]+ [a-z_]+ -->`)

// stripMarkers removes inline markers, to compare a file with what was
// written into it.
func stripMarkers(s string) string { return markerRe.ReplaceAllString(s, "") }

func countLines(s, sub string) int {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			n++
		}
	}
	return n
}
