package app

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// TestBatchWritesManyFiles: a batch over more files than writeManyMin
// (held notes accepted, list entries rejected) leaves every file as the
// store says when Batch returns, each written once, with the same bytes
// the one-file path writes; a warm restart after it parses nothing.
func TestBatchWritesManyFiles(t *testing.T) {
	t.Parallel()
	const notes = 3 * writeManyMin
	files := map[string]string{"MEMORY.md": "- The build runs on Fridays\n- Deploys need two approvals\n"}
	for i := range notes {
		files[fmt.Sprintf("vault/Memory/n%02d.md", i)] = fmt.Sprintf("---\ntags: [memo]\n---\n# Note %d\n\nWhat note %d says.\n", i, i)
	}
	w := newWorld(t, files)
	held, _, err := w.st.List(context.Background(), store.Filter{Status: mem.NeedsReview, Limit: 1000})
	if err != nil || len(held) != notes {
		t.Fatalf("%d held, %v", len(held), err)
	}
	var ids []string
	for _, it := range held {
		ids = append(ids, it.ID)
	}
	fridays := w.one("The build runs on Fridays", mem.Active)
	w.drain()
	writes := w.eventsOf(EventFile)

	res, err := w.eng.Batch(store.UserDesktop, BatchAccept, ids, "triage")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if r.Error != "" || r.Status != string(mem.Active) {
			t.Fatalf("result %+v", r)
		}
	}
	// No waiting: the files agree with the store when Batch returns.
	for _, it := range held {
		got := w.read(strings.TrimPrefix(it.Source.Path, w.dir+"/"))
		if !strings.Contains(got, "memory_id: "+it.ID+"\nmemory_status: active\n") {
			t.Fatalf("%s after the batch:\n%s", it.Source.Path, got)
		}
	}
	// Events reach the test's subscriber asynchronously: wait for them,
	// then let everything settle before counting.
	w.waitFor("a file event per note", func() bool { return len(w.eventsOf(EventFile))-len(writes) >= notes })
	w.drain()
	if n := len(w.eventsOf(EventFile)) - len(writes); n != notes {
		t.Fatalf("%d file events for %d notes: each is written once", n, notes)
	}

	// Reject them all, with a list entry among them.
	res, err = w.eng.Batch(store.UserDesktop, BatchReject, append(ids, fridays.ID), "")
	if err != nil {
		t.Fatal(err)
	}
	if b := w.read("MEMORY.md"); strings.Contains(b, "The build runs on Fridays") || !strings.Contains(b, "mem:"+fridays.ID+" rejected") {
		t.Fatalf("MEMORY.md after the reject:\n%s", b)
	}
	for _, it := range held {
		got := w.read(strings.TrimPrefix(it.Source.Path, w.dir+"/"))
		if !strings.Contains(got, "memory_status: rejected\n") {
			t.Fatalf("%s after the reject:\n%s", it.Source.Path, got)
		}
	}
	// Restart: nothing was left dirty or half-written; no file is parsed.
	w.stop()
	w.start()
	if n := w.eng.Parses(); n != 0 {
		t.Fatalf("warm restart after the batches parsed %d files", n)
	}
}
