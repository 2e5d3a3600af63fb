package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
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

	check := func(step string) []*store.Item {
		t.Helper()
		got, err := w.eng.Active()
		if err != nil {
			t.Fatal(err)
		}
		want, err := w.st.ByStatus(mem.Active)
		if err != nil {
			t.Fatal(err)
		}
		ids := func(its []*store.Item) []string {
			out := make([]string, len(its))
			for i, it := range its {
				out[i] = it.ID + ":" + it.Text
			}
			return out
		}
		if !slices.Equal(ids(got), ids(pointers(want))) {
			t.Fatalf("%s: snapshot %v, store %v", step, ids(got), ids(pointers(want)))
		}
		idx, snap, err := w.eng.recallActive()
		if err != nil {
			t.Fatal(err)
		}
		if idx.Len() != len(want) || len(snap) != len(want) {
			t.Fatalf("%s: recall holds %d docs (snapshot %d), store %d active", step, idx.Len(), len(snap), len(want))
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
