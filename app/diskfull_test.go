package app

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// TestDiskFullThenFreed: while the store's disk is too full to write, an
// appended memory is refused with an error event that says so, the engine
// reports itself degraded, and the file is left as the agent wrote it;
// once space is freed the engine reads the sources again by itself, and
// the memory is governed and marked with no other event.
func TestDiskFullThenFreed(t *testing.T) {
	var free atomic.Int64
	free.Store(1 << 30)
	w := newWorldStore(t, map[string]string{"MEMORY.md": "- The build uses make\n"}, Options{},
		store.Options{CheckInterval: 20 * time.Millisecond, FreeSpace: func(string) (int64, error) { return free.Load(), nil }})
	w.one("The build uses make", mem.Active)

	free.Store(8 << 20)
	w.waitFor("the engine to report the disk full", func() bool { return errors.Is(w.eng.Health(), store.ErrDiskFull) })
	w.appendLine("MEMORY.md", "- Deploys happen on Tuesdays")
	w.waitFor("an error event about the disk", func() bool {
		for _, ev := range w.eventsOf(EventError) {
			if strings.Contains(ev.Message, "free disk space") && strings.HasSuffix(ev.Path, "MEMORY.md") {
				return true
			}
		}
		return false
	})
	if got := w.byText("Deploys happen on Tuesdays"); len(got) != 0 {
		t.Fatalf("an item was created while the disk was full: %+v", got)
	}
	if body := w.read("MEMORY.md"); strings.Count(body, "<!-- mem:") != 1 {
		t.Fatalf("MEMORY.md changed while the disk was full:\n%s", body)
	}

	free.Store(1 << 30)
	w.one("Deploys happen on Tuesdays", mem.Active)
	w.waitFor("the new line to be marked", func() bool { return strings.Count(w.read("MEMORY.md"), "<!-- mem:") == 2 })
	if err := w.eng.Health(); err != nil {
		t.Errorf("Health once space is back: %v", err)
	}
}
