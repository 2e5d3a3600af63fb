package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/memgate/memgate/mem"
)

// TestReadsAcrossClose reads the store from several goroutines while it
// closes, the way HTTP handlers and recall's catch-up do during a
// shutdown. Badger panics when an iterator is made on a closed DB and
// frees memtables under a running one; every read must instead finish
// first or fail with ErrClosed.
func TestReadsAcrossClose(t *testing.T) {
	s, err := Open(t.TempDir(), Options{Now: newClock().Now, Logger: discard()})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range 200 {
		ids = append(ids, mustCreate(t, s, fmt.Sprintf("fact number %d", i), mem.Active, "").ID)
	}
	reads := map[string]func() error{
		"List": func() error {
			_, _, err := s.List(context.Background(), Filter{Status: mem.Active})
			return err
		},
		"Get":     func() error { _, err := s.Get(ids[7]); return err },
		"GetMany": func() error { _, err := s.GetMany(ids); return err },
		"Counts":  func() error { _, err := s.Counts(); return err },
		"EachOfStatus": func() error {
			return s.EachOfStatus(mem.Active, func(*Item) {})
		},
		"Changes": func() error { _, _, err := s.Changes(0); return err },
		"Audit":   func() error { _, err := s.Audit(ids[3]); return err },
	}
	start := make(chan struct{})
	var wg sync.WaitGroup
	failures := make(chan string, 64)
	for name, read := range reads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if p := recover(); p != nil {
					failures <- fmt.Sprintf("%s panicked across Close: %v", name, p)
				}
			}()
			<-start
			for {
				err := read()
				if errors.Is(err, ErrClosed) {
					return
				}
				if err != nil {
					failures <- fmt.Sprintf("%s: %v, want nil or ErrClosed", name, err)
					return
				}
			}
		}()
	}
	close(start)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
	// After Close every read says so.
	for name, read := range reads {
		if err := read(); !errors.Is(err, ErrClosed) {
			t.Errorf("%s after Close: %v, want ErrClosed", name, err)
		}
	}
}
