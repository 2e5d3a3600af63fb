package app

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// The patched snapshot must always equal a fresh listing, across every kind
// of commit, and keep its identity while nothing is committed.
func TestActiveFollowsCommits(t *testing.T) {
	body := "# Memory\n\n"
	for i := range 40 {
		body += fmt.Sprintf("- Fact number %d about the build\n", i)
	}
	w := newWorld(t, map[string]string{"MEMORY.md": body})
	person := store.UserCLI
	rng := rand.New(rand.NewPCG(1, 2))

	check := func(step string) []*activeItem {
		t.Helper()
		got, err := w.eng.Active()
		if err != nil {
			t.Fatal(err)
		}
		want, err := w.st.ByStatus(mem.Active)
		if err != nil {
			t.Fatal(err)
		}
		ids := func(its []*activeItem) []string {
			out := make([]string, len(its))
			for i, it := range its {
				out[i] = it.id + ":" + it.text
			}
			return out
		}
		if !slices.Equal(ids(got), ids(activeItems(want))) {
			t.Fatalf("%s: snapshot %v, store %v", step, ids(got), ids(activeItems(want)))
		}
		idx, err := w.eng.recallIndex()
		if err != nil {
			t.Fatal(err)
		}
		if idx.Len() != len(want) {
			t.Fatalf("%s: recall holds %d docs, store %d active", step, idx.Len(), len(want))
		}
		if seq, err := w.st.Seq(); err != nil || idx.Mark() != seq {
			t.Fatalf("%s: recall's mark %d, store at %d (%v)", step, idx.Mark(), seq, err)
		}
		for _, word := range []string{"corrected", "proposed", "build"} {
			n := 0
			for _, it := range want {
				if strings.Contains(strings.ToLower(it.Text), word) {
					n++
				}
			}
			hits, _, err := idx.Search(word, 0, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(hits) != n {
				t.Fatalf("%s: recall finds %d for %q, %d active items hold it", step, len(hits), word, n)
			}
		}
		again, _ := w.eng.Active()
		if len(again) > 0 && &again[0] != &got[0] {
			t.Fatalf("%s: a second read without a commit built a new slice", step)
		}
		return got
	}
	all := check("start")
	if len(all) != 40 {
		t.Fatalf("start: %d active, want 40", len(all))
	}
	for i := range 60 {
		items, _, err := w.st.List(t.Context(), store.Filter{})
		if err != nil {
			t.Fatal(err)
		}
		it := items[rng.IntN(len(items))]
		switch rng.IntN(4) {
		case 0:
			_, err = w.eng.Reject(person, it.ID, "test")
		case 1:
			_, err = w.eng.Restore(person, it.ID, "test")
		case 2:
			_, err = w.eng.Correct(person, it.ID, fmt.Sprintf("Corrected fact %d", i), "test")
		case 3:
			_, err = w.eng.Propose(store.Agent("bench"), Proposal{Text: fmt.Sprintf("Proposed fact %d", i), Trusted: true, Grants: &Grants{Scopes: []string{"global"}}})
		}
		_ = err // an action the item's status does not allow is refused; the snapshot must hold either way
		check(fmt.Sprintf("step %d", i))
	}
}

// The recall index follows the store, not the snapshot: a restart with
// nothing changed indexes nothing and answers without reading the active
// snapshot, and a change made while the engine was down (here straight
// in the store) is caught up from the index's mark, not by comparing
// every item.
func TestRecallCatchesUpFromItsMark(t *testing.T) {
	w, recallN := harbourWorld(t, 30)
	if n := recallN("cold"); n != 30 {
		t.Fatalf("cold: %d hits, want 30", n)
	}
	w.stop()

	w.start()
	if n := recallN("warm"); n != 30 {
		t.Fatalf("warm: %d hits, want 30", n)
	}
	if st := w.eng.recall.idx.Stats(); st.Indexed != 0 || st.Deleted != 0 || st.Hashed != 0 {
		t.Fatalf("warm start touched the index: %+v", st)
	}
	w.eng.active.mu.Lock()
	read := w.eng.active.items != nil
	w.eng.active.mu.Unlock()
	if read {
		t.Fatal("a recall on a warm start read the whole active snapshot")
	}
	victim := w.one("Harbour fact 7 about the lighthouse", mem.Active)
	w.stop()

	st, err := store.Open(w.data, store.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Reject(store.UserCLI, victim.ID, "wrong"); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	w.start()
	if n := recallN("after a change while down"); n != 29 {
		t.Fatalf("after a change while down: %d hits, want 29", n)
	}
	if st := w.eng.recall.idx.Stats(); st.Deleted != 1 || st.Indexed != 0 {
		t.Fatalf("catching up one rejection: %+v, want one delete and nothing indexed", st)
	}
	seq, err := w.st.Seq()
	if err != nil || w.eng.recall.idx.Mark() != seq {
		t.Fatalf("mark %d, store at %d (%v)", w.eng.recall.idx.Mark(), seq, err)
	}
}

// The snapshot keeps notes without their text, yet every agent path
// serves them whole: the block prints each note's line and its items
// carry the full text, recall returns the full text, and a note changed
// in the store after the snapshot was taken is served as it stands, or
// not at all once it may not be read.
func TestSnapshotNotesWithoutText(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "Memory"), 0o755)
	body := func(i int) string {
		return fmt.Sprintf("# Harbour note %d\n\nThe harbour crane %d lifts containers at dawn. It is serviced every spring by the port team.\n", i, i)
	}
	for i := range 3 {
		os.WriteFile(filepath.Join(dir, "Memory", fmt.Sprintf("n%d.md", i)), []byte(body(i)), 0o644)
	}
	w := &world{t: t, dir: dir, data: t.TempDir()}
	w.cfg = Config{Sources: []SourceConfig{{Kind: KindVault, Path: dir, Activation: "auto"}}, Debounce: 50 * time.Millisecond}
	w.start()
	t.Cleanup(w.stop)
	want := map[string]string{}
	for i := range 3 {
		it := w.one(strings.TrimSpace(body(i)), mem.Active)
		want[it.ID] = it.Text
	}
	snap, err := w.eng.Active()
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range snap {
		if it.kind == "note" && it.text != "" {
			t.Fatalf("snapshot holds note %s with its text", it.id)
		}
	}
	b, err := w.eng.Block(ContextRequest{Scope: "global", Budget: 2000, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Items) != 3 {
		t.Fatalf("block items %d, want 3", len(b.Items))
	}
	for _, it := range b.Items {
		if it.text != want[it.id] {
			t.Fatalf("block item %s text %q, want %q", it.id, it.text, want[it.id])
		}
		if line := "- Harbour note"; !strings.Contains(b.Markdown, line) || !strings.Contains(b.Markdown, "(id: "+it.id+")") {
			t.Fatalf("block markdown lacks the line of %s:\n%s", it.id, b.Markdown)
		}
	}
	hits, err := w.eng.Recall(wire.RecallRequest{Query: "harbour crane", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 3 {
		t.Fatalf("recall: %d hits, want 3", len(hits))
	}
	for _, h := range hits {
		if h.Text != want[h.ID] {
			t.Fatalf("recall hit %s text %q, want %q", h.ID, h.Text, want[h.ID])
		}
	}

	// A block chosen from a snapshot, completed after the store moved on.
	var ids []string
	for id := range want {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	changed, gone := ids[0], ids[1]
	if _, err := w.st.Update(store.UserCLI, changed, store.Patch{Text: new("The harbour crane was replaced in May.")}, "new crane"); err != nil {
		t.Fatal(err)
	}
	if _, err := w.st.Reject(store.UserCLI, gone, "wrong"); err != nil {
		t.Fatal(err)
	}
	lean := ContextBlock{}
	lean.Items = append(lean.Items, snap...)
	if err := w.eng.fullTexts(&lean, func(it *store.Item) bool { return readableBy(it, "", false) }); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, it := range lean.Items {
		got[it.id] = it.text
	}
	if _, ok := got[gone]; ok || len(got) != 2 {
		t.Fatalf("completed block %v: the rejected note must leave it", got)
	}
	if got[changed] != "The harbour crane was replaced in May." || got[ids[2]] != want[ids[2]] {
		t.Fatalf("completed block %v", got)
	}
	// The block's items are the snapshot's records: completing it must
	// not write into them.
	for _, it := range snap {
		if it.kind == "note" && it.text != "" {
			t.Fatalf("fullTexts wrote the text of %s into the snapshot", it.id)
		}
	}
}

// A store restored from an older copy without its index (they live side
// by side in DATA, so a restore of DATA takes both): recall answers what
// the restored store holds, its mark follows the restored store's
// sequence, and a second recall does not catch up again. The file still
// says what it says: the three memories rejected after the copy are gone
// from it, so the restored store retires them again. (Here the restored
// history reaches the index's mark again; a store left behind the mark is
// caught up from the start, which recall's TestMarkSurvivesRestart
// covers from the index's side.)
func TestRecallFollowsARestoredStore(t *testing.T) {
	w, recallN := harbourWorld(t, 20)
	if n := recallN("start"); n != 20 {
		t.Fatalf("start: %d hits, want 20", n)
	}
	w.stop()
	backup := t.TempDir()
	copyTree(t, w.data, backup)
	w.start()
	for i := range 3 {
		victim := w.one(fmt.Sprintf("Harbour fact %d about the lighthouse", i), mem.Active)
		if _, err := w.eng.Reject(store.UserCLI, victim.ID, "wrong"); err != nil {
			t.Fatal(err)
		}
	}
	if n := recallN("after rejections"); n != 17 {
		t.Fatalf("after rejections: %d hits, want 17", n)
	}
	w.stop()
	if err := os.RemoveAll(w.data); err != nil {
		t.Fatal(err)
	}
	copyTree(t, backup, w.data)
	w.start()
	if n := recallN("restored"); n != 17 {
		t.Fatalf("restored: %d hits, want 17", n)
	}
	seq, err := w.st.Seq()
	if err != nil || w.eng.recall.idx.Mark() != seq {
		t.Fatalf("restored: mark %d, store at %d (%v)", w.eng.recall.idx.Mark(), seq, err)
	}
	hashed := w.eng.recall.idx.Stats().Hashed
	if n := recallN("again"); n != 17 {
		t.Fatalf("again: %d hits, want 17", n)
	}
	if st := w.eng.recall.idx.Stats(); st.Hashed != hashed {
		t.Fatalf("a second recall caught up again: hashed %d, then %d", hashed, st.Hashed)
	}
}

// harbourWorld is a world of n memory-file facts with a persistent recall
// index (as memgate serve keeps), and a recall of them that counts hits.
func harbourWorld(t *testing.T, n int) (w *world, recallN func(step string) int) {
	t.Helper()
	body := "# Memory\n\n"
	for i := range n {
		body += fmt.Sprintf("- Harbour fact %d about the lighthouse\n", i)
	}
	w = newWorld(t, map[string]string{"MEMORY.md": body})
	w.stop()
	w.cfg.DataDir = t.TempDir()
	w.start()
	return w, func(step string) int {
		t.Helper()
		hits, err := w.eng.Recall(wire.RecallRequest{Query: "harbour lighthouse", Limit: 100})
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		return len(hits)
	}
}
