package store

import (
	"errors"
	"fmt"
	"testing"

	"github.com/memgate/memgate/mem"
)

// The filters of known ids and texts never rule out what the store has:
// not what it had when they were built, not what was written after, not
// after they were rebuilt larger, not in a reopened store. And they do
// rule out most of what it has not, or they would save nothing.
func TestKnownNeverRulesOutWhatIsThere(t *testing.T) {
	defer func(n uint) { knownMinSize = n }(knownMinSize)
	knownMinSize = 64 // several rebuilds in a few hundred items
	dir := t.TempDir()
	s, err := Open(dir, Options{Now: newClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	var hashes []string
	create := func(from, to int) {
		t.Helper()
		var ns []New
		var reasons []string
		for i := from; i < to; i++ {
			n := New{Text: fmt.Sprintf("known fact number %d", i), Status: mem.Active}
			if i%3 == 0 {
				n.IDSeed = fmt.Sprintf("seed %d", i%9) // derived ids, some taken
			}
			ns = append(ns, n)
			reasons = append(reasons, "test")
		}
		items, err := s.CreateMany(System("test"), ns, reasons)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			hashes = append(hashes, it.TextHash)
		}
	}
	check := func(s *Store, want int) {
		t.Helper()
		got, err := s.ByTextHashes(hashes)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != want {
			t.Fatalf("ByTextHashes found %d of %d texts", len(got), want)
		}
		all, err := s.all(Filter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(all) != want {
			t.Fatalf("%d items, want %d: an id was given twice", len(all), want)
		}
		for _, it := range all {
			if !s.known.mayHaveID(it.ID) || !s.known.mayHaveHash(it.TextHash) {
				t.Fatalf("the filters rule out item %s, which the store has", it.ID)
			}
		}
	}
	create(0, 50)
	check(s, 50) // built here
	for k := 1; k <= 6; k++ {
		create(50*k, 50*(k+1)) // written after: added, and rebuilt when full
		check(s, 50*(k+1))
	}
	if s.known.size <= 64 {
		t.Fatalf("the filters were never rebuilt larger (size %d)", s.known.size)
	}
	if absent := ruledOut(s.known.mayHaveHash, "never said"); absent < 900 {
		t.Fatalf("the filter ruled out %d of 1000 absent texts, want most", absent)
	}
	s = reopen(t, s, dir)
	check(s, 350)
}

// ruledOut counts the texts of 1000 never written whose hash may rules
// out.
func ruledOut(may func(string) bool, prefix string) int {
	n := 0
	for i := range 1000 {
		if !may(mem.TextHash(fmt.Sprintf("%s %d", prefix, i))) {
			n++
		}
	}
	return n
}

// reopen closes s and opens its directory again, closed at the test's
// end.
func reopen(t *testing.T, s *Store, dir string) *Store {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err := Open(dir, Options{Now: newClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// The filter of tombstones never rules out a rejected text: not one
// rejected after it was built, not after rebuilds, not in a reopened
// store; a lifted tombstone stays a "maybe" that the read answers. And an
// active item with a rejected text is still refused.
func TestKnownTombstones(t *testing.T) {
	defer func(n uint) { knownMinSize = n }(knownMinSize)
	knownMinSize = 64
	dir := t.TempDir()
	s, err := Open(dir, Options{Now: newClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	text := func(i int) string { return fmt.Sprintf("rejected fact number %d", i) }
	if _, ok, err := s.Tombstoned(text(0)); err != nil || ok {
		t.Fatalf("tombstoned before any rejection: %v %v", ok, err) // builds the filters
	}
	rejected := 0
	check := func(s *Store) {
		t.Helper()
		for i := range rejected {
			_, ok, err := s.Tombstoned(text(i))
			if err != nil {
				t.Fatal(err)
			}
			if want := i%10 != 0; ok != want { // every tenth is restored
				t.Fatalf("text %d: tombstoned %v, want %v", i, ok, want)
			}
			if !s.known.mayHaveTomb(mem.TextHash(text(i))) {
				t.Fatalf("the filter rules out text %d's tombstone", i)
			}
		}
	}
	for round := range 4 {
		for i := rejected; i < rejected+50; i++ {
			it, err := s.Create(System("test"), New{Text: text(i), Status: mem.Active}, "test")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Transition(System("test"), it.ID, mem.Rejected, "test"); err != nil {
				t.Fatal(err)
			}
			if i%10 == 0 {
				if _, err := s.Transition(System("test"), it.ID, mem.NeedsReview, "restored"); err != nil {
					t.Fatal(err)
				}
			}
		}
		rejected += 50
		check(s)
		_, err := s.Create(System("test"), New{Text: text(rejected - 1), Status: mem.Active}, "again")
		if !errors.Is(err, ErrTombstoned) {
			t.Fatalf("round %d: an active item with a rejected text: %v, want ErrTombstoned", round, err)
		}
	}
	if s.known.tombsSize <= 64 {
		t.Fatalf("the tombstone filter was never rebuilt larger (size %d)", s.known.tombsSize)
	}
	if absent := ruledOut(s.known.mayHaveTomb, "never rejected"); absent < 900 {
		t.Fatalf("the filter ruled out %d of 1000 texts never rejected, want most", absent)
	}
	check(reopen(t, s, dir))
}
