package store

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
)

// TestDiskFullRefusesWrites: below the reserve every mutation is refused
// with ErrDiskFull, naming the directory and the figures, and nothing
// changes; reads go on; once space is back the store takes mutations
// again, and its ticker notices without one.
func TestDiskFullRefusesWrites(t *testing.T) {
	var free atomic.Int64
	free.Store(1 << 30)
	dir := t.TempDir()
	s, err := Open(dir, Options{Now: newClock().Now, Logger: discard(), CheckInterval: 10 * time.Millisecond,
		FreeSpace: func(string) (int64, error) { return free.Load(), nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	kept := mustCreate(t, s, "the deploy runs on Fridays", mem.Active, "")

	free.Store(10 << 20)
	_, err = s.Create(UserCLI, New{Text: "a second fact", Status: mem.Active}, "test")
	if !errors.Is(err, ErrDiskFull) {
		t.Fatalf("Create with 10 MiB free: %v, want ErrDiskFull", err)
	}
	for _, want := range []string{dir, "10 MiB free", "64 MiB"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the refusal %q does not say %q", err, want)
		}
	}
	if _, err := s.Transition(UserCLI, kept.ID, mem.Rejected, "test"); !errors.Is(err, ErrDiskFull) {
		t.Errorf("Transition with 10 MiB free: %v, want ErrDiskFull", err)
	}
	if err := s.PutFileState("/notes/a.md", []byte("{}")); !errors.Is(err, ErrDiskFull) {
		t.Errorf("PutFileState with 10 MiB free: %v, want ErrDiskFull", err)
	}
	if !errors.Is(s.Space(), ErrDiskFull) {
		t.Errorf("Space() = %v while short, want ErrDiskFull", s.Space())
	}
	got, err := s.Get(kept.ID)
	if err != nil || got.Status != mem.Active {
		t.Errorf("reading while short: %v, %v; want the item, still active", got.Status, err)
	}
	if counts, err := s.Counts(); err != nil || counts[mem.Active] != 1 || counts[mem.Rejected] != 0 {
		t.Errorf("counts after the refusals: %v, %v; want one active item, unchanged", counts, err)
	}

	free.Store(1 << 30)
	deadline := time.Now().Add(10 * time.Second)
	for s.Space() != nil {
		if time.Now().After(deadline) {
			t.Fatal("Space() still reports a shortage a while after space came back")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if _, err := s.Create(UserCLI, New{Text: "a second fact", Status: mem.Active}, "test"); err != nil {
		t.Errorf("Create once space is back: %v", err)
	}
}

// TestFreeSpaceMeasured: the platform's figure is there and plausible.
func TestFreeSpaceMeasured(t *testing.T) {
	n, err := freeSpace(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if n <= 0 {
		t.Fatalf("freeSpace of a temp dir = %d, want the bytes still free", n)
	}
}
