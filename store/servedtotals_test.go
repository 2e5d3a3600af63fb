package store

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/memgate/memgate/mem"
)

// TestServedTotals: the totals read from the bookkeeping, flushed or not,
// and the active index are what every item, listed, adds up to.
func TestServedTotals(t *testing.T) {
	s := openTest(t, Options{Logger: discard()})
	var ids []string
	for i := range 60 {
		st := mem.Active
		if i%3 == 0 {
			st = mem.NeedsReview
		}
		ids = append(ids, mustCreate(t, s, fmt.Sprintf("fact %d of the served totals", i), st, "").ID)
	}
	for i, id := range ids {
		switch {
		case i%4 == 0:
			s.RecordServedN("claude", []string{id}, int64(i+1))
		case i%5 == 0:
			s.RecordServedN("codex", []string{id}, 2)
			s.RecordServedN("claude", []string{id}, 1)
		}
	}
	if _, err := s.Transition(UserCLI, ids[4], mem.Rejected, "served, then rejected"); err != nil {
		t.Fatal(err)
	}
	if err := s.FlushServed(); err != nil {
		t.Fatal(err)
	}
	// And reads not yet flushed, of a read item and of an unread one.
	s.RecordServedN("codex", []string{ids[8], ids[1]}, 3)
	all, _, err := s.List(context.Background(), Filter{})
	if err != nil {
		t.Fatal(err)
	}
	want, wantUnread := map[string]int64{}, 0
	for _, it := range all {
		for r, n := range it.ServedTo {
			want[r] += n
		}
		if it.Status == mem.Active && it.ServedCount == 0 {
			wantUnread++
		}
	}
	got, unread, err := s.ServedTotals()
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(got, want) || unread != wantUnread {
		t.Errorf("ServedTotals = %v, %d unread; the items add up to %v, %d unread", got, unread, want, wantUnread)
	}
	if len(want) != 2 || wantUnread == 0 || wantUnread == 40 {
		t.Fatalf("the fixture does not exercise both readers and both kinds of active item: %v, %d", want, wantUnread)
	}
}

// TestListContains: a search pages through the matches as the walk finds
// them, in id order, the same with an index-led filter.
func TestListContains(t *testing.T) {
	s := openTest(t, Options{Logger: discard()})
	var want []string
	for i := range 30 {
		text := fmt.Sprintf("fact %d about the deploy", i)
		if i%3 == 0 {
			text = fmt.Sprintf("Fact %d: INVOICES go out on Mondays", i)
		}
		it := mustCreate(t, s, text, mem.Active, "")
		if i%3 == 0 {
			want = append(want, it.ID)
		}
	}
	slices.Sort(want)
	for _, f := range []Filter{{Contains: mem.Normalize("invoices")}, {Contains: mem.Normalize("invoices"), Status: mem.Active}} {
		var got []string
		f.Limit = 4
		for page := 0; ; page++ {
			items, next, err := s.List(context.Background(), f)
			if err != nil {
				t.Fatal(err)
			}
			for _, it := range items {
				got = append(got, it.ID)
			}
			if next == "" {
				break
			}
			if page > 5 {
				t.Fatal("the pages never end")
			}
			f.After = next
		}
		if !slices.Equal(got, want) {
			t.Errorf("%+v: pages hold %v, want the %d matches %v", f, got, len(want), want)
		}
	}
}
