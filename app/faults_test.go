package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// A file state the store cannot decode is an error (logged, an error event,
// Health degraded), never "a file memgate has not seen": the file is not
// ingested again, its bytes stay as they are.
func TestDamagedStateIsReported(t *testing.T) {
	w := newWorld(t, map[string]string{"MEMORY.md": "# Memory\n\n- Prefers tea\n- Uses Go\n"})
	w.one("Prefers tea", mem.Active)
	w.waitFor("markers", func() bool { return strings.Count(w.read("MEMORY.md"), "<!-- mem:") == 2 })
	w.stop()
	before := w.read("MEMORY.md")
	st, err := store.Open(w.data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.PutFileState(w.path("MEMORY.md"), []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	st.Close()

	w.start()
	w.waitFor("an error event for the damaged state", func() bool {
		for _, ev := range w.eventsOf(EventError) {
			if ev.Path == w.path("MEMORY.md") && strings.Contains(ev.Message, "damaged") {
				return true
			}
		}
		return false
	})
	if n := w.eng.Parses(); n != 0 {
		t.Fatalf("the file with a damaged state was parsed %d times (treated as new)", n)
	}
	if got := w.read("MEMORY.md"); got != before {
		t.Fatalf("file rewritten:\n%s", got)
	}
	if items, _ := w.st.BySource(w.path("MEMORY.md")); len(items) != 2 {
		t.Fatalf("%d items for the file", len(items))
	}
	if err := w.eng.Health(); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("Health = %v, want the damaged state", err)
	}
}

// A store that fails reads makes a removed file an error event and a
// degraded Health, not a silent return.
func TestStoreErrorOnRemoveIsReported(t *testing.T) {
	// A bucket, not the memory file: a memory file that is gone is its
	// source missing, which reads nothing from the store.
	w := newWorld(t, map[string]string{"kb/user.md": "- Prefers tea\n"})
	w.one("Prefers tea", mem.Active)
	// The recall warm-up reads the store after Ready; Badger panics on an
	// iterator of a closed database, and memgate never closes its store
	// under a running engine. Close it once the warm-up is done.
	<-w.eng.warmed
	if err := w.st.Close(); err != nil { // every read now fails (ErrClosed)
		t.Fatal(err)
	}
	if err := os.Remove(w.path("kb/user.md")); err != nil {
		t.Fatal(err)
	}
	w.waitFor("an error event for the removed file", func() bool {
		for _, ev := range w.eventsOf(EventError) {
			if ev.Path == w.path("kb/user.md") {
				return true
			}
		}
		return false
	})
	if w.eng.Health() == nil {
		t.Fatal("Health is nil after a store read error")
	}
}

var keyLines = regexp.MustCompile(`(?m)^memory_(id|status): .*\n`)

// Cancelling Serve during a cold ingest stops it between batches: Serve
// returns with most notes not yet reached, every note is its old bytes or
// them with memory_id/memory_status added, and the next start finishes.
func TestServeStopsMidIngest(t *testing.T) {
	n := 4 * defaultFirstSightBatch
	files := map[string]string{}
	orig := map[string]string{}
	for i := range n {
		name := fmt.Sprintf("vault/Memory/N%04d.md", i)
		body := fmt.Sprintf("---\ntags: [t%d]\n---\n# Note %d\n\nFact number %d about project %d.\n", i%5, i, i, i%13)
		files[name], orig[name] = body, body
	}
	w := newWorld(t, nil)
	w.stop()
	for name, body := range files {
		w.write(name, body)
	}
	var eng *Engine
	// The first committed item means the first batch is being settled:
	// stop then.
	first := make(chan struct{})
	var once bool
	ctx, cancel := context.WithCancel(context.Background())
	st, err := store.Open(w.data, store.Options{NoSync: true, OnCommit: func(evs []store.Event) {
		eng.OnCommit(evs)
		if !once {
			once = true
			close(first)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	eng, err = New(w.cfg, st, Options{})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- eng.Serve(ctx) }()
	select {
	case <-first:
	case <-time.After(60 * time.Second):
		t.Fatal("ingest never started")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	count := func() (marked int) {
		for name, want := range orig {
			got := w.read(name)
			if strings.Contains(got, "memory_id:") {
				marked++
				got = keyLines.ReplaceAllString(got, "")
			}
			if got != want {
				t.Fatalf("%s is neither old nor new:\n%s", name, w.read(name))
			}
		}
		return marked
	}
	if m := count(); m >= n-defaultFirstSightBatch {
		t.Fatalf("%d of %d notes ingested after the cancel: the ingest did not stop between batches", m, n)
	}
	select {
	case <-eng.Ready():
		t.Fatal("Ready closed although the start-up reconcile was cut short")
	default:
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	// The next start finishes.
	w.start()
	if m := count(); m != n {
		t.Fatalf("after a full start %d of %d notes carry their id", m, n)
	}
}

// A refused read and a refused write are told apart in the skip reason:
// a vault the person made read-only is not "unreadable".
func TestPermissionReason(t *testing.T) {
	read := &fs.PathError{Op: "open", Path: "/v/Note.md", Err: syscall.EACCES}
	write := fmt.Errorf("%w: %w", errWriteBack, &fs.PathError{Op: "open", Path: "/v/.memgate-1.tmp", Err: syscall.EACCES})
	if got := permissionReason(read); !strings.HasPrefix(got, "unreadable: ") {
		t.Errorf("read refused: %q", got)
	}
	if got := permissionReason(write); got != "not writable: write-back: open /v/.memgate-1.tmp: permission denied" {
		t.Errorf("write refused: %q", got)
	}
	if !errors.Is(write, fs.ErrPermission) || !refusedWrite(write) {
		t.Error("the wrapped write error lost its cause")
	}
}
