package store

import (
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
	absent := 0
	for i := range 1000 {
		if !s.known.mayHaveHash(mem.TextHash(fmt.Sprintf("never said %d", i))) {
			absent++
		}
	}
	if absent < 900 {
		t.Fatalf("the filter ruled out %d of 1000 absent texts, want most", absent)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = Open(dir, Options{Now: newClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	check(s, 350)
}
