package recall

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func ids(hits []Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

func mustSearch(t *testing.T, x *Index, q string) []string {
	t.Helper()
	hits, _, err := x.Search(q, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	return ids(hits)
}

func TestSyncSearchInMemory(t *testing.T) {
	x, err := New()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	docs := []Doc{
		{ID: "a", Text: "the deploy pipeline uses blue green releases", Category: "procedure"},
		{ID: "b", Text: "prefer tabs over spaces in makefiles", Category: "preference"},
		{ID: "c", Text: "green tea in the afternoon", Category: "preference"},
	}
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	if x.Len() != 3 {
		t.Fatalf("Len %d", x.Len())
	}
	if got := mustSearch(t, x, "blue green"); len(got) != 2 || got[0] != "a" {
		t.Fatalf("blue green: %v", got)
	}
	if got := mustSearch(t, x, "preference"); len(got) != 2 {
		t.Fatalf("category: %v", got)
	}
	docs[1].Text = "prefer spaces everywhere"
	if err := x.Sync(docs[1:]); err != nil {
		t.Fatal(err)
	}
	if got := mustSearch(t, x, "tabs"); len(got) != 0 {
		t.Fatalf("old text still found: %v", got)
	}
	if got := mustSearch(t, x, "deploy"); len(got) != 0 {
		t.Fatalf("removed doc still found: %v", got)
	}
	if got := mustSearch(t, x, "everywhere"); !slices.Equal(got, []string{"b"}) {
		t.Fatalf("new text: %v", got)
	}
	st := x.Stats()
	if st.Indexed != 4 || st.Deleted != 1 || st.Docs != 2 {
		t.Fatalf("stats %+v", st)
	}
	// Unchanged documents are not indexed again.
	if err := x.Sync(docs[1:]); err != nil {
		t.Fatal(err)
	}
	if st := x.Stats(); st.Indexed != 4 {
		t.Fatalf("unchanged Sync: %+v", st)
	}
}

func TestApply(t *testing.T) {
	x, err := New()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	c := newCorpus(t, 7)
	docs := c.docs(50, 0)
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	up := Doc{ID: docs[3].ID, Text: docs[3].Text + " quokkaword", Category: docs[3].Category}
	if err := x.Apply([]Doc{up, docs[4], {ID: "new", Text: "wombatword"}}, []string{docs[5].ID, "absent"}); err != nil {
		t.Fatal(err)
	}
	if got := mustSearch(t, x, "quokkaword"); !slices.Equal(got, []string{up.ID}) {
		t.Fatalf("upsert: %v", got)
	}
	if got := mustSearch(t, x, "wombatword"); !slices.Equal(got, []string{"new"}) {
		t.Fatalf("insert: %v", got)
	}
	if x.Len() != 50 {
		t.Fatalf("Len %d", x.Len())
	}
	if st := x.Stats(); st.Indexed != 52 || st.Deleted != 1 {
		t.Fatalf("stats %+v (docs[4] unchanged must not be written)", st)
	}
	// A Sync after Apply removes what the caller no longer has, "new"
	// included.
	docs[3] = up
	if err := x.Sync(slices.Delete(slices.Clone(docs), 5, 6)); err != nil {
		t.Fatal(err)
	}
	if got := mustSearch(t, x, "wombatword"); len(got) != 0 {
		t.Fatalf("Sync kept an Apply-only doc: %v", got)
	}
	if st := x.Stats(); st.Indexed != 52 || st.Deleted != 2 || st.Docs != 49 {
		t.Fatalf("stats %+v", st)
	}
}

func TestDeterministicOrder(t *testing.T) {
	x, err := New()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	var docs []Doc
	for i := range 40 {
		// Identical texts: every score ties.
		docs = append(docs, Doc{ID: fmt.Sprintf("d%02d", 39-i), Text: "violet harbor lantern"})
	}
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	first := mustSearch(t, x, "violet harbor")
	for range 5 {
		if got := mustSearch(t, x, "violet harbor"); !slices.Equal(got, first) {
			t.Fatalf("order changed:\n%v\n%v", first, got)
		}
	}
	// Within a page, ties are in id order.
	if !slices.IsSorted(first) {
		t.Fatalf("ties not by id: %v", first)
	}
	// Pages put together give every id once, and a page asked again is
	// the same page.
	var paged []string
	for from := 0; from < 40; from += 7 {
		hits, total, err := x.Search("violet harbor", from, 7)
		if err != nil || total != 40 {
			t.Fatal(err, total)
		}
		again, _, err := x.Search("violet harbor", from, 7)
		if err != nil || !slices.Equal(ids(hits), ids(again)) {
			t.Fatalf("page %d changed: %v then %v (%v)", from, ids(hits), ids(again), err)
		}
		if !slices.IsSorted(ids(hits)) {
			t.Fatalf("page %d ties not by id: %v", from, ids(hits))
		}
		paged = append(paged, ids(hits)...)
	}
	slices.Sort(paged)
	if !slices.Equal(paged, first) {
		t.Fatalf("pages differ:\n%v\n%v", first, paged)
	}
	// Scores still rank: a document with both words above those with one.
	docs = append(docs, Doc{ID: "zz", Text: "violet"}, Doc{ID: "zy", Text: "harbor"})
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	got := mustSearch(t, x, "violet harbor")
	if len(got) != 42 || !slices.Equal(got[:40], first) {
		t.Fatalf("ranking: %v", got)
	}
}

func openT(t *testing.T, dir string) *Index {
	t.Helper()
	x, err := OpenConfig(dir, Config{OnRecover: func(to string, why error) {
		t.Errorf("unexpected recovery: moved to %s: %v", to, why)
	}})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestPersistWarmAndIncremental(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recall")
	c := newCorpus(t, 3)
	docs := c.docs(300, 0)
	x := openT(t, dir)
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	want := mustSearch(t, x, docs[0].Text[:40])
	if st := x.Stats(); st.Indexed != 300 {
		t.Fatalf("cold stats %+v", st)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}

	x = openT(t, dir)
	if x.Len() != 300 {
		t.Fatalf("reopened Len %d", x.Len())
	}
	// Searchable before any Sync.
	if got := mustSearch(t, x, docs[0].Text[:40]); !slices.Equal(got, want) {
		t.Fatalf("after reopen:\n%v\nwant\n%v", got, want)
	}
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	if st := x.Stats(); st.Indexed != 0 || st.Deleted != 0 || st.MovedAside != "" {
		t.Fatalf("warm Sync wrote: %+v", st)
	}
	// Change one, remove one, add one.
	docs[10].Text += " platypusword"
	removed := docs[20]
	docs = slices.Delete(docs, 20, 21)
	docs = append(docs, Doc{ID: "extra", Text: "echidnaword", Category: "fact"})
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	if st := x.Stats(); st.Indexed != 2 || st.Deleted != 1 {
		t.Fatalf("incremental stats %+v", st)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}

	x = openT(t, dir)
	defer x.Close()
	if x.Len() != 300 {
		t.Fatalf("Len %d", x.Len())
	}
	if got := mustSearch(t, x, "platypusword"); !slices.Equal(got, []string{docs[10].ID}) {
		t.Fatalf("changed text: %v", got)
	}
	if got := mustSearch(t, x, "echidnaword"); !slices.Equal(got, []string{"extra"}) {
		t.Fatalf("added: %v", got)
	}
	for _, id := range mustSearch(t, x, removed.Text[:60]) {
		if id == removed.ID {
			t.Fatalf("removed doc %s still found", id)
		}
	}
	if err := x.Apply(nil, []string{"extra"}); err != nil {
		t.Fatal(err)
	}
	if err := x.Sync(docs[:len(docs)-1]); err != nil {
		t.Fatal(err)
	}
	if st := x.Stats(); st.Indexed != 0 || st.Deleted != 1 {
		t.Fatalf("after Apply+Sync: %+v", st)
	}
}

func TestCorruptIndexMovedAside(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt func(t *testing.T, dir string)
	}{
		{"root.bolt garbage", func(t *testing.T, dir string) {
			if err := os.WriteFile(filepath.Join(dir, "store", "root.bolt"), []byte(strings.Repeat("garbage!", 1024)), 0o600); err != nil {
				t.Fatal(err)
			}
		}},
		{"meta garbage", func(t *testing.T, dir string) {
			if err := os.WriteFile(filepath.Join(dir, "index_meta.json"), []byte("{not json"), 0o600); err != nil {
				t.Fatal(err)
			}
		}},
		{"schema mismatch", func(t *testing.T, dir string) {
			x, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			b := x.idx.NewBatch()
			b.SetInternal(schemaKey, []byte("memgate-recall/0 old"))
			done := make(chan error, 1)
			b.SetPersistedCallback(func(err error) { done <- err })
			if err := x.idx.Batch(b); err != nil {
				t.Fatal(err)
			}
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			if err := x.Close(); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "recall")
			docs := newCorpus(t, 5).docs(30, 0)
			x := openT(t, dir)
			if err := x.Sync(docs); err != nil {
				t.Fatal(err)
			}
			if err := x.Close(); err != nil {
				t.Fatal(err)
			}
			tc.corrupt(t, dir)
			var moved string
			var calls int
			x, err := OpenConfig(dir, Config{OnRecover: func(to string, why error) {
				calls++
				moved = to
				t.Logf("recovered: %s: %v", to, why)
			}})
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			if calls != 1 || moved == "" || x.Stats().MovedAside != moved {
				t.Fatalf("recovery reported %d times, moved %q, stats %+v", calls, moved, x.Stats())
			}
			if !strings.HasPrefix(moved, dir+".broken-") {
				t.Fatalf("moved to %s", moved)
			}
			if _, err := os.Stat(filepath.Join(moved, "index_meta.json")); err != nil {
				t.Fatalf("old index not kept: %v", err)
			}
			if x.Len() != 0 {
				t.Fatalf("rebuilt index holds %d", x.Len())
			}
			if err := x.Sync(docs); err != nil {
				t.Fatal(err)
			}
			if got := mustSearch(t, x, docs[7].Text[:50]); len(got) == 0 || !slices.Contains(got, docs[7].ID) {
				t.Fatalf("rebuilt index: %v", got)
			}
			if err := x.Close(); err != nil {
				t.Fatal(err)
			}
			// Rebuilt once: the next open is clean.
			x = openT(t, dir)
			if x.Len() != 30 {
				t.Fatalf("Len %d", x.Len())
			}
		})
	}
}

func TestSearchDuringSync(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recall")
	x := openT(t, dir)
	defer x.Close()
	c := newCorpus(t, 11)
	if err := x.Sync(shortDocs(c, 200, 0)); err != nil {
		t.Fatal(err)
	}
	q := strings.Join(c.vocab[40:42], " ")
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var searches [2]int
	for g := range 2 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				hits, total, err := x.Search(q, 0, 10)
				if err != nil {
					t.Error(err)
					return
				}
				if total > 0 && len(hits) == 0 {
					t.Errorf("total %d, no hits", total)
				}
				_ = x.Len()
				_ = x.Stats()
				searches[g]++
			}
		})
	}
	for v := 1; v <= 4; v++ {
		docs := shortDocs(c, 200, v)
		if err := x.Sync(docs[:200-v*10]); err != nil {
			t.Fatal(err)
		}
		if err := x.Apply(docs[190:], []string{docs[0].ID}); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	if searches[0] == 0 || searches[1] == 0 {
		t.Fatalf("searches %v", searches)
	}
	// The last round: 160 synced, one removed, ten added.
	if x.Len() != 169 {
		t.Fatalf("Len %d", x.Len())
	}
}

func TestAllWordsFirst(t *testing.T) {
	x, err := New()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	filler := strings.Repeat("ocean river mountain valley forest meadow ", 30)
	docs := []Doc{
		// One word, many times, in a short text: the higher score for
		// "alpha bravo" under any-word matching.
		{ID: "one", Text: "alpha alpha alpha alpha alpha"},
		{ID: "both", Text: filler + "alpha " + filler + "bravo " + filler},
		{ID: "cat", Text: "nothing here", Category: "bravo"},
	}
	for i := range 30 {
		docs = append(docs, Doc{ID: fmt.Sprintf("b%02d", i), Text: fmt.Sprintf("alpha bravo note %d", i)})
		docs = append(docs, Doc{ID: fmt.Sprintf("a%02d", i), Text: fmt.Sprintf("alpha only note %d", i)})
	}
	if err := x.Sync(docs); err != nil {
		t.Fatal(err)
	}
	whole, total, err := x.Search("alpha bravo", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	if total != 63 || len(whole) != 63 {
		t.Fatalf("total %d, %d hits", total, len(whole))
	}
	pos := map[string]int{}
	for i, h := range whole {
		pos[h.ID] = i
	}
	if pos["both"] > 30 || pos["one"] < 31 || pos["cat"] < 31 {
		t.Fatalf("all-words matches not first: both at %d, one at %d, cat at %d: %v", pos["both"], pos["one"], pos["cat"], ids(whole))
	}
	for id, i := range pos {
		if strings.HasPrefix(id, "b") != (i <= 30) {
			t.Fatalf("%s at %d: %v", id, i, ids(whole))
		}
	}
	// Any page size pages through the same list, each id once, with a
	// total that keeps a caller paging until the end.
	for _, size := range []int{1, 5, 31, 64} {
		var paged []string
		for from := 0; ; from += size {
			hits, total, err := x.Search("alpha bravo", from, size)
			if err != nil {
				t.Fatal(err)
			}
			paged = append(paged, ids(hits)...)
			if uint64(from+size) >= total || len(hits) == 0 {
				break
			}
		}
		a, b := slices.Clone(paged), ids(whole)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Fatalf("size %d pages:\n%v\nwhole:\n%v", size, paged, ids(whole))
		}
	}
	// One word: any-word matching as before.
	if _, total, err := x.Search("alpha", 0, 5); err != nil || total != 62 {
		t.Fatalf("alpha: %d, %v", total, err)
	}
}

// shortDocs is c.docs with texts cut to 600 bytes, for tests that index a
// lot under -race.
func shortDocs(c *corpus, n, v int) []Doc {
	docs := c.docs(n, v)
	for i := range docs {
		docs[i].Text = docs[i].Text[:600]
	}
	return docs
}

func TestOpenInUseIsNotMovedAside(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recall")
	x := openT(t, dir)
	defer x.Close()
	if err := x.Sync([]Doc{{ID: "a", Text: "kept"}}); err != nil {
		t.Fatal(err)
	}
	// bbolt's lock is per open file, so a second Open in this process
	// meets it as another process would.
	y, err := OpenConfig(dir, Config{OnRecover: func(to string, why error) {
		t.Errorf("moved an index in use to %s: %v", to, why)
	}})
	if err == nil {
		y.Close()
		t.Fatal("second Open of an index in use succeeded")
	}
	if m, _ := filepath.Glob(dir + ".broken-*"); len(m) != 0 {
		t.Fatalf("moved aside: %v", m)
	}
	if got := mustSearch(t, x, "kept"); !slices.Equal(got, []string{"a"}) {
		t.Fatalf("first index: %v", got)
	}
}

// TestMarkSurvivesRestart: the mark written with a batch is read back by
// the next Open, an Apply without one keeps it, a lower one replaces it,
// and a mark with nothing to write still reaches the disk.
func TestMarkSurvivesRestart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recall")
	x := openT(t, dir)
	if m := x.Mark(); m != 0 {
		t.Fatalf("new index: mark %d, want 0", m)
	}
	if err := x.ApplyMark([]Doc{{ID: "a", Text: "blue harbour lights"}}, nil, 7); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply([]Doc{{ID: "b", Text: "green harbour walls"}}, nil); err != nil {
		t.Fatal(err)
	}
	if m := x.Mark(); m != 7 {
		t.Fatalf("mark %d, want 7", m)
	}
	if err := x.ApplyMark(nil, nil, 5); err != nil { // a restored history
		t.Fatal(err)
	}
	if m := x.Mark(); m != 5 {
		t.Fatalf("mark %d after a lower one, want 5", m)
	}
	if err := x.ApplyMark(nil, nil, 7); err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	x = openT(t, dir)
	if m := x.Mark(); m != 7 {
		t.Fatalf("reopened: mark %d, want 7", m)
	}
	if got := mustSearch(t, x, "harbour"); len(got) != 2 {
		t.Fatalf("harbour: %v, want a and b", got)
	}
	if err := x.ApplyMark(nil, []string{"zz"}, 9); err != nil { // nothing to write but the mark
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	x = openT(t, dir)
	defer x.Close()
	if m := x.Mark(); m != 9 {
		t.Fatalf("reopened after an empty apply: mark %d, want 9", m)
	}
}
