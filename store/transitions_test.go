package store

import (
	"errors"
	"fmt"
	"testing"

	"github.com/memgate/memgate/mem"
)

// reach creates an item and drives it, through legitimate operations, into
// status st.
func reach(t *testing.T, s *Store, st mem.Status, text string) Item {
	t.Helper()
	switch st {
	case mem.Candidate, mem.NeedsReview, mem.Active:
		return mustCreate(t, s, text, st, "")
	case mem.Stale:
		it := mustCreate(t, s, text, mem.Active, "")
		it, err := s.Transition(Vault, it.ID, mem.Stale, "source removed")
		if err != nil {
			t.Fatal(err)
		}
		return it
	case mem.Superseded:
		key := "key-" + text
		old := mustCreate(t, s, text, mem.Active, key)
		mustCreate(t, s, text+" (newer)", mem.Active, key)
		old, err := s.Get(old.ID)
		if err != nil || old.Status != mem.Superseded {
			t.Fatalf("setup superseded: %v %v", old.Status, err)
		}
		return old
	case mem.Rejected:
		it := mustCreate(t, s, text, mem.Active, "")
		it, err := s.Reject(UserDesktop, it.ID, "wrong")
		if err != nil {
			t.Fatal(err)
		}
		return it
	}
	t.Fatalf("no way to reach %s", st)
	return Item{}
}

// TestTransitionTable tries every (from, to) pair of the six statuses.
func TestTransitionTable(t *testing.T) {
	t.Parallel()
	s := openTest(t, Options{})
	n := 0
	for _, from := range mem.Statuses {
		for _, to := range mem.Statuses {
			n++
			name := fmt.Sprintf("%s→%s", from, to)
			it := reach(t, s, from, fmt.Sprintf("memory number %d", n))
			before := raw(t, s, it.ID)
			events := auditLen(t, s, it.ID)

			got, err := s.Transition(UserDesktop, it.ID, to, "table test")
			if Allowed(from, to) {
				if err != nil {
					t.Errorf("%s: allowed move failed: %v", name, err)
					continue
				}
				if got.Status != to {
					t.Errorf("%s: status is %s", name, got.Status)
				}
				if d := auditLen(t, s, it.ID) - events; d != 1 {
					t.Errorf("%s: wrote %d audit events for the item, want 1", name, d)
				}
				continue
			}
			var te *TransitionError
			if !errors.As(err, &te) || !errors.Is(err, ErrInvalidTransition) {
				t.Errorf("%s: want *TransitionError, got %v", name, err)
				continue
			}
			if te.From != from || te.To != to || te.ID != it.ID {
				t.Errorf("%s: error carries %s %s→%s", name, te.ID, te.From, te.To)
			}
			if after := raw(t, s, it.ID); after != before {
				t.Errorf("%s: refused move changed the item or its audit:\n%s\n%s", name, before, after)
			}
		}
	}
	checkInvariants(t, s)
}

func TestTableShape(t *testing.T) {
	t.Parallel()
	// The table of DESIGN §3, written out independently of transitions.go.
	want := map[string]bool{
		"candidate→active": true, "candidate→needs_review": true, "candidate→rejected": true,
		"needs_review→active": true, "needs_review→rejected": true,
		"active→needs_review": true, "active→stale": true, "active→superseded": true, "active→rejected": true,
		"stale→active": true, "stale→rejected": true,
		"superseded→active":     true,
		"rejected→needs_review": true,
	}
	for _, from := range mem.Statuses {
		for _, to := range mem.Statuses {
			k := string(from) + "→" + string(to)
			if Allowed(from, to) != want[k] {
				t.Errorf("Allowed(%s) = %v, want %v", k, Allowed(from, to), want[k])
			}
		}
	}
}
