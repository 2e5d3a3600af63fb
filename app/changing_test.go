package app

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/memgate/memgate/store"
)

// TestKeptChangingIsRetried: an appender that beats every round of a
// reconcile makes it give up, and memgate's own last write, which carries
// the appender's last line, is an echo the watcher drops, so no event
// follows. The file is reconciled anyway, without anyone touching it
// again: every appended line becomes an item and carries its marker.
func TestKeptChangingIsRetried(t *testing.T) {
	w := newWorld(t, map[string]string{"MEMORY.md": "# Memory\n"})
	const extra = 8 // one per round reconcile allows itself
	var mu sync.Mutex
	appended := 0
	w.mu.Lock()
	w.onCommit = func([]store.Event) {
		// Under the engine's lock, between step 1 and the write: the
		// append lands in every round's window.
		mu.Lock()
		defer mu.Unlock()
		if appended == extra {
			return
		}
		appended++
		w.appendLine("MEMORY.md", fmt.Sprintf("- appended in round %d of the race", appended))
	}
	w.mu.Unlock()
	w.appendLine("MEMORY.md", "- the line that starts the race")

	want := []string{"the line that starts the race"}
	for i := 1; i <= extra; i++ {
		want = append(want, fmt.Sprintf("appended in round %d of the race", i))
	}
	w.waitFor("every appended line to be an item and marked", func() bool {
		mu.Lock()
		done := appended == extra
		mu.Unlock()
		if !done {
			return false
		}
		body := w.read("MEMORY.md")
		for _, text := range want {
			if len(w.byText(text)) != 1 {
				return false
			}
			line := lineWith(body, text)
			if line == "" || !strings.Contains(line, "<!-- mem:") {
				return false
			}
		}
		return true
	})
	gaveUp := false
	w.mu.Lock()
	for _, ev := range w.events {
		gaveUp = gaveUp || ev.Type == EventError && strings.Contains(ev.Message, "kept changing")
	}
	w.mu.Unlock()
	if !gaveUp {
		t.Fatal("the appender never beat the reconcile: the test did not reach the case it is about")
	}
}

// lineWith is the line of body that contains text, or "".
func lineWith(body, text string) string {
	for line := range strings.SplitSeq(body, "\n") {
		if strings.Contains(line, text) {
			return line
		}
	}
	return ""
}
