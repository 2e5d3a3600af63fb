package store

import (
	"errors"
	"testing"

	"github.com/memgate/memgate/mem"
)

// TransitionMany moves what may move, reports each item that may not,
// and tells OnCommit once, with every change.
func TestTransitionMany(t *testing.T) {
	t.Parallel()
	var commits [][]Event
	s := openTest(t, Options{OnCommit: func(evs []Event) { commits = append(commits, evs) }})
	a := mustCreate(t, s, "held one", mem.NeedsReview, "")
	b := mustCreate(t, s, "held two", mem.NeedsReview, "")
	r := mustCreate(t, s, "rejected before", mem.NeedsReview, "")
	if _, err := s.Reject(UserCLI, r.ID, "no"); err != nil {
		t.Fatal(err)
	}
	dup := mustCreate(t, s, "held three", mem.NeedsReview, "")
	commits = nil

	ids := []string{a.ID, "nosuch", r.ID, b.ID, dup.ID}
	items, errs, err := s.TransitionMany(UserCLI, ids, mem.Active, "batch")
	if err != nil {
		t.Fatal(err)
	}
	if errs[0] != nil || errs[3] != nil || errs[4] != nil {
		t.Fatalf("errs = %v, want nil for the held items", errs)
	}
	if !errors.Is(errs[1], ErrNotFound) {
		t.Fatalf("unknown id: %v, want ErrNotFound", errs[1])
	}
	var te *TransitionError
	if !errors.As(errs[2], &te) {
		t.Fatalf("rejected → active: %v, want a TransitionError", errs[2])
	}
	for _, i := range []int{0, 3, 4} {
		got, err := s.Get(ids[i])
		if err != nil || got.Status != mem.Active || items[i].Status != mem.Active {
			t.Fatalf("%s: %v %v (returned %v), want active", ids[i], got.Status, err, items[i].Status)
		}
	}
	if got, _ := s.Get(r.ID); got.Status != mem.Rejected {
		t.Fatalf("rejected item moved to %v", got.Status)
	}
	if len(commits) != 1 || len(commits[0]) != 3 {
		t.Fatalf("OnCommit calls %d with %v events, want one call with 3", len(commits), commits)
	}
	for _, id := range []string{a.ID, b.ID, dup.ID} {
		if ev, _ := s.Audit(id); ev[len(ev)-1].Reason != "batch" {
			t.Fatalf("%s: last audit event %+v, want reason batch", id, ev[len(ev)-1])
		}
	}
}

// A seeded id is the same in every store, and grows past a taken prefix.
func TestDerivedID(t *testing.T) {
	t.Parallel()
	s1, s2 := openTest(t, Options{}), openTest(t, Options{})
	n := New{Text: "Deploys on Fridays", Status: mem.Active, IDSeed: "memory_file\x00MEMORY.md\x00deploys on fridays\x000"}
	a, err := s1.Create(UserCLI, n, "t")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s2.Create(UserCLI, n, "t")
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != b.ID || len(a.ID) != 6 {
		t.Fatalf("ids %q and %q, want one six-character id", a.ID, b.ID)
	}
	n.Text = "Deploys on Fridays, really"
	c, err := s1.Create(UserCLI, n, "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.ID) != 7 || c.ID[:6] != a.ID {
		t.Fatalf("same seed again: %q, want %q and one more character", c.ID, a.ID)
	}
	if d, _ := s1.Create(UserCLI, New{Text: "drawn", Status: mem.Active}, "t"); d.ID == a.ID || len(d.ID) < 6 {
		t.Fatalf("drawn id %q", d.ID)
	}
}

// An exact id is kept, and refused when taken or malformed.
func TestCreateWithID(t *testing.T) {
	t.Parallel()
	s := openTest(t, Options{})
	it, err := s.Create(UserCLI, New{Text: "from another device", Status: mem.NeedsReview, ID: "k3x9q2"}, "journal")
	if err != nil || it.ID != "k3x9q2" {
		t.Fatalf("created %q, %v", it.ID, err)
	}
	for _, id := range []string{"k3x9q2", "short", "UPPER1", "o0o0o0"} {
		if _, err := s.Create(UserCLI, New{Text: "again " + id, Status: mem.NeedsReview, ID: id}, "journal"); !errors.Is(err, ErrBadInput) {
			t.Errorf("id %q: %v, want ErrBadInput", id, err)
		}
	}
}
