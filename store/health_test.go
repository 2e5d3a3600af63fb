package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
)

// Losing the data directory is detected (by the ticker alone, and before
// a mutation), refuses mutations, and Close returns at once instead of
// retrying Badger's flush forever.
func TestDataDirLoss(t *testing.T) {
	cases := []struct {
		name string
		lose func(dir string) error
	}{
		{"deleted", os.RemoveAll},
		{"replaced", func(dir string) error {
			if err := os.Rename(dir, dir+".old"); err != nil {
				return err
			}
			return os.MkdirAll(filepath.Join(dir, "badger"), 0o700)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, viaTicker := range []bool{true, false} {
				dir := filepath.Join(t.TempDir(), "store")
				interval := time.Hour
				if viaTicker {
					interval = 10 * time.Millisecond
				}
				s, err := Open(dir, Options{CheckInterval: interval})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Create(System("test"), New{Text: "kept before the loss", Status: mem.Active}, ""); err != nil {
					t.Fatal(err)
				}
				// Enough writes that Close has a memtable to flush.
				if err := c.lose(dir); err != nil {
					t.Fatal(err)
				}
				if viaTicker {
					select {
					case <-s.Lost():
					case <-time.After(10 * time.Second):
						t.Fatal("the ticker never noticed the loss")
					}
				}
				_, err = s.Create(System("test"), New{Text: "after the loss", Status: mem.Active}, "")
				if !errors.Is(err, ErrDataLost) {
					t.Fatalf("create after the loss: %v, want ErrDataLost", err)
				}
				if err := s.PutFileState("/x.md", []byte("{}")); !errors.Is(err, ErrDataLost) {
					t.Fatalf("file state after the loss: %v", err)
				}
				if !errors.Is(s.Fault(), ErrDataLost) {
					t.Fatalf("Fault = %v", s.Fault())
				}
				done := make(chan error, 1)
				go func() { done <- s.Close() }()
				select {
				case err := <-done:
					if !errors.Is(err, ErrDataLost) {
						t.Fatalf("Close = %v, want the loss", err)
					}
				case <-time.After(5 * time.Second):
					t.Fatal("Close hangs after the loss")
				}
			}
		})
	}
}

// A healthy store reports no fault, however long it runs.
func TestNoFaultWhileHealthy(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "store"), Options{CheckInterval: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i := range 20 {
		if _, err := s.Create(System("test"), New{Text: "fact " + string(rune('a'+i)), Status: mem.Active}, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.health.check(); err != nil {
		t.Fatalf("healthy store fails its check: %v", err)
	}
	select {
	case <-s.Lost():
		t.Fatalf("healthy store reports a loss: %v", s.Fault())
	default:
	}
	if s.Fault() != nil {
		t.Fatal(s.Fault())
	}
}
