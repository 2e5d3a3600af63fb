package store

import (
	"fmt"
	"slices"
	"testing"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/memgate/memgate/mem"
)

// GetMany returns the items that exist, once each, in id order, with
// their bookkeeping; ids without an item are left out.
func TestGetMany(t *testing.T) {
	s := openTest(t, Options{})
	ids := createFacts(t, s, 5)
	s.RecordServed("reader", ids[:1])
	got, err := s.GetMany([]string{ids[3], "nosuchid", ids[0], ids[3], ids[1]})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{ids[0], ids[1], ids[3]}
	slices.Sort(want)
	var gotIDs []string
	for _, it := range got {
		gotIDs = append(gotIDs, it.ID)
	}
	if !slices.Equal(gotIDs, want) {
		t.Fatalf("GetMany ids %v, want %v", gotIDs, want)
	}
	for _, it := range got {
		one, err := s.Get(it.ID)
		if err != nil {
			t.Fatal(err)
		}
		if one.Text != it.Text || one.ServedCount != it.ServedCount {
			t.Fatalf("GetMany %s: %q served %d, Get: %q served %d", it.ID, it.Text, it.ServedCount, one.Text, one.ServedCount)
		}
		if it.ID == ids[0] && it.ServedCount != 1 {
			t.Fatalf("served count of %s is %d, want 1", it.ID, it.ServedCount)
		}
	}
}

// Changes names, once each and sorted, the items changed after a
// sequence number, with the sequence number of the same moment; nothing
// changed, nothing named.
func TestChanges(t *testing.T) {
	s := openTest(t, Options{})
	var ids []string
	for i := range 3 {
		it, err := s.Create(Agent("codex"), New{Text: fmt.Sprintf("fact %d", i), Status: mem.Active}, "")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, it.ID)
	}
	all, seq, err := s.Changes(0)
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Sorted(slices.Values(ids))
	if !slices.Equal(all, want) || seq == 0 {
		t.Fatalf("Changes(0) = %v at %d, want %v", all, seq, want)
	}
	if now, err := s.Seq(); err != nil || now != seq {
		t.Fatalf("Seq = %d (%v), Changes said %d", now, err, seq)
	}
	if none, same, err := s.Changes(seq); err != nil || len(none) != 0 || same != seq {
		t.Fatalf("Changes(%d) = %v at %d (%v), want nothing at %d", seq, none, same, err, seq)
	}
	s.RecordServed("reader", ids) // bookkeeping is not a change
	for range 2 {
		if _, err := s.Transition(UserCLI, ids[1], mem.NeedsReview, "check"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Transition(UserCLI, ids[1], mem.Active, "ok"); err != nil {
			t.Fatal(err)
		}
	}
	got, now, err := s.Changes(seq)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, ids[1:2]) || now != seq+4 {
		t.Fatalf("Changes(%d) = %v at %d, want [%s] at %d", seq, got, now, ids[1], seq+4)
	}
}

// A listing of a whole table reads each item's book with a cursor that
// steps forward and seeks when the next book is far: every item gets its
// own book, whether the books are dense, sparse, or past a long run of
// items without one, and whether or not the filter skips many items
// with books between two it keeps.
func TestListReadsEveryBook(t *testing.T) {
	s := openTest(t, Options{})
	ids := createFacts(t, s, 60)
	slices.Sort(ids)
	// In id order: books for the first thirty, then none for ten (more
	// than a cursor steps), then every third. Held: three items far apart
	// inside the dense run, and two after it.
	line := map[string]int{}
	for i, id := range ids {
		if i < 30 || i >= 40 && i%3 == 0 {
			line[id] = 100 + i
			s.Touch(id, 100+i)
		}
	}
	for _, i := range []int{1, 14, 28, 45, 57} {
		if _, err := s.Transition(UserCLI, ids[i], mem.NeedsReview, "held"); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.FlushServed(); err != nil {
		t.Fatal(err)
	}
	check := func(what string, items []Item, n int) {
		t.Helper()
		if len(items) != n {
			t.Fatalf("%s: %d items, want %d", what, len(items), n)
		}
		for _, it := range items {
			want, seen := line[it.ID]
			if seen != (it.LastSeenAt != nil) || seen && it.Source.Line != want {
				t.Fatalf("%s: item %s seen %v line %d, want seen %v line %d", what, it.ID, it.LastSeenAt != nil, it.Source.Line, seen, want)
			}
		}
	}
	for _, f := range []Filter{{}, {Status: mem.Active}, {Status: mem.NeedsReview}} {
		items, _, err := s.List(t.Context(), f)
		if err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprintf("%+v", f), items, map[mem.Status]int{"": 60, mem.Active: 55, mem.NeedsReview: 5}[f.Status])
	}
	// GetMany walks ids the same way, items and books alike: every id,
	// then ids with runs of missing ones between them (a cursor must seek
	// past those it cannot step over), then a sparse few.
	items, err := s.GetMany(ids)
	if err != nil {
		t.Fatal(err)
	}
	check("GetMany(all)", items, 60)
	var gappy []string
	for i, id := range ids {
		if i%7 == 3 {
			for j := range 12 {
				gappy = append(gappy, fmt.Sprintf("%s%02d", id, j))
			}
		}
		gappy = append(gappy, id)
	}
	if items, err = s.GetMany(gappy); err != nil {
		t.Fatal(err)
	}
	check("GetMany(gappy)", items, 60)
	if items, err = s.GetMany([]string{ids[2], ids[29], ids[31], ids[59]}); err != nil {
		t.Fatal(err)
	}
	check("GetMany(sparse)", items, 4)
}

// createFacts creates n active items ("fact 0", "fact 1", ...) and
// returns their ids in creation order.
// A cursor asked for a key behind the last one seeks back: every item is
// found whatever the order of the keys.
func TestCursorGoesBack(t *testing.T) {
	s := openTest(t, Options{})
	ids := createFacts(t, s, 40)
	slices.Sort(ids)
	order := slices.Clone(ids)
	slices.Reverse(order)
	order = append(order, ids[20], ids[3], ids[39], ids[0], ids[0])
	err := s.db.View(func(txn *badger.Txn) error {
		c := newCursor(txn, pItem)
		defer c.close()
		for k, id := range order {
			var it Item
			found, err := c.get(itemKey(id), &it)
			if err != nil {
				return err
			}
			if !found || it.ID != id {
				t.Errorf("ask %d: %s found %v (%q)", k, id, found, it.ID)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func createFacts(t *testing.T, s *Store, n int) []string {
	t.Helper()
	var ids []string
	for i := range n {
		it, err := s.Create(Agent("codex"), New{Text: fmt.Sprintf("fact %d", i), Status: mem.Active}, "")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, it.ID)
	}
	return ids
}

// ByTextHashes answers for a batch what List with a TextHash filter
// answers for each hash: the same items, bookkeeping included; a hash no
// item has is absent, and a hash asked twice is answered once.
func TestByTextHashes(t *testing.T) {
	s := openTest(t, Options{})
	var hashes []string
	for i := range 6 {
		text := fmt.Sprintf("shared fact %d", i%3) // two items per text
		it, err := s.Create(Agent("codex"), New{Text: text, Status: mem.Active, Source: Source{Path: fmt.Sprintf("/m/%d.md", i)}}, "")
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			s.RecordServed("reader", []string{it.ID})
		}
		hashes = append(hashes, it.TextHash)
	}
	hashes = append(hashes, mem.TextHash("no item says this"), hashes[0])
	got, err := s.ByTextHashes(hashes)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("ByTextHashes answered %d hashes, want 3", len(got))
	}
	for _, h := range hashes {
		want, _, err := s.List(t.Context(), Filter{TextHash: h})
		if err != nil {
			t.Fatal(err)
		}
		if len(got[h]) != len(want) {
			t.Fatalf("hash %s: %d items, List has %d", h, len(got[h]), len(want))
		}
		for i := range want {
			if g, w := got[h][i], want[i]; g.ID != w.ID || g.Text != w.Text || g.ServedCount != w.ServedCount {
				t.Fatalf("hash %s item %d: %s %q served %d, List: %s %q served %d", h, i, g.ID, g.Text, g.ServedCount, w.ID, w.Text, w.ServedCount)
			}
		}
	}
	if none, err := s.ByTextHashes(nil); err != nil || len(none) != 0 {
		t.Fatalf("no hashes: %v, %v", none, err)
	}
}
