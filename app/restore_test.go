package app

import (
	"os"
	"sync"
	"testing"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// A file removed for longer than the grace has its memories go stale; put
// back as it was (markers and all, as a sync, a backup or the trash puts
// it back), its memories are active again.
func TestRemovedFileRestoredWithMarkers(t *testing.T) {
	t.Parallel()
	w := newWorld(t, map[string]string{
		"kb/user.md": "- Prefers pnpm over npm\n",
		"kb/org.md":  "- The org ships on Thursdays\n",
	})
	it := w.one("Prefers pnpm over npm", mem.Active)
	w.waitFor("the marker in user.md", func() bool { return stripMarkers(w.read("kb/user.md")) != w.read("kb/user.md") })
	body := w.read("kb/user.md")
	if err := os.Remove(w.path("kb/user.md")); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(it.ID, mem.Stale)
	w.write("kb/user.md", body)
	w.waitStatus(it.ID, mem.Active)
}

// The same, when the marked entry lands between step 1's read and the
// write (the file put back in two writes, the second while memgate
// ingests the first): the write that carries it is memgate's own, an echo
// no event follows, so the round itself must send the entry to step 1.
func TestMarkedEntryArrivingMidRoundIsRestored(t *testing.T) {
	w := newWorld(t, map[string]string{"kb/user.md": "- Prefers pnpm over npm\n"})
	it := w.one("Prefers pnpm over npm", mem.Active)
	w.waitFor("the marker in user.md", func() bool { return stripMarkers(w.read("kb/user.md")) != w.read("kb/user.md") })
	marked := w.read("kb/user.md")
	if err := os.Remove(w.path("kb/user.md")); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(it.ID, mem.Stale)
	var once sync.Once
	w.mu.Lock()
	w.onCommit = func([]store.Event) {
		// Under the engine's lock, after step 1 created the new line's
		// item and before its marker is written.
		once.Do(func() { w.write("kb/user.md", "- Likes green tea\n"+marked) })
	}
	w.mu.Unlock()
	w.write("kb/user.md", "- Likes green tea\n")
	w.waitStatus(it.ID, mem.Active)
	w.one("Likes green tea", mem.Active)
}

// A vault note put back with its memory_id and memory_status: the same.
func TestRemovedNoteRestoredWithKeys(t *testing.T) {
	t.Parallel()
	w := newWorld(t, map[string]string{"vault/Memory/Other.md": "# Other\n\nKept while Ana is gone.\n"})
	it, marked := w.acceptNote("vault/Memory/Ana.md", "# Ana\n\nAna leads the platform team.\n", "# Ana\n\nAna leads the platform team.")
	if err := os.Remove(w.path("vault/Memory/Ana.md")); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(it.ID, mem.Stale)
	w.write("vault/Memory/Ana.md", marked)
	w.waitStatus(it.ID, mem.Active)
	w.waitFor("the note as it was put back", func() bool { return w.read("vault/Memory/Ana.md") == marked })
}
