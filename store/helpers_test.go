package store

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/memgate/memgate/mem"
)

// clock is a manual clock: every reading advances it by one second, so
// audit times are distinct and ordered without sleeping.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }

func newClock() *clock { return &clock{t: time.Date(2026, 9, 12, 10, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Second)
	return c.t
}

func openTest(t testing.TB, opt Options) *Store {
	t.Helper()
	if opt.Now == nil {
		opt.Now = newClock().Now
	}
	s, err := Open(t.TempDir(), opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	})
	return s
}

func mustCreate(t testing.TB, s *Store, text string, st mem.Status, key string) Item {
	t.Helper()
	it, err := s.Create(UserCLI, New{Text: text, Status: st, Key: key, Confidence: 0.85}, "test")
	if err != nil {
		t.Fatalf("create %q: %v", text, err)
	}
	return it
}

// raw returns the stored bytes of an item and its audit, for byte-identity
// checks.
func raw(t testing.TB, s *Store, id string) string {
	t.Helper()
	var buf bytes.Buffer
	err := s.db.View(func(txn *badger.Txn) error {
		for _, prefix := range [][]byte{itemKey(id), auditPrefix(id)} {
			opt := badger.DefaultIteratorOptions
			opt.Prefix = prefix
			it := txn.NewIterator(opt)
			for it.Rewind(); it.Valid(); it.Next() {
				v, err := it.Item().ValueCopy(nil)
				if err != nil {
					it.Close()
					return err
				}
				fmt.Fprintf(&buf, "%q=%s\n", it.Item().Key(), v)
			}
			it.Close()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func auditLen(t testing.TB, s *Store, id string) int {
	t.Helper()
	evs, err := s.Audit(id)
	if err != nil {
		t.Fatal(err)
	}
	return len(evs)
}

// checkInvariants asserts what the store promises after any sequence of
// operations: at most one active item per key; every item's audit replays
// to the item; no tombstoned value is active; the indexes agree with the
// items. It returns every item's audit, for the nothing-deleted check.
func checkInvariants(t testing.TB, s *Store) map[string][]Event {
	t.Helper()
	items, _, err := s.List(context.Background(), Filter{})
	if err != nil {
		t.Fatal(err)
	}
	activeByKey := map[string]string{}
	audits := map[string][]Event{}
	for _, it := range items {
		if it.Status == mem.Active && it.Key != "" {
			if other, ok := activeByKey[it.Key]; ok {
				t.Fatalf("key %q active on both %s and %s", it.Key, other, it.ID)
			}
			activeByKey[it.Key] = it.ID
		}
		if it.Status == mem.Active {
			if ts, ok, err := s.TombstonedHash(it.TextHash); err != nil || ok {
				t.Fatalf("active item %s carries tombstoned text (tombstone %+v, err %v)", it.ID, ts, err)
			}
		}
		evs, err := s.Audit(it.ID)
		if err != nil {
			t.Fatal(err)
		}
		audits[it.ID] = evs
		got, err := Replay(evs)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(it.governed())
		have, _ := json.Marshal(got)
		if !bytes.Equal(want, have) {
			t.Fatalf("replay of %s differs:\nitem   %s\nreplay %s", it.ID, want, have)
		}
		byStatus, err := s.ByStatus(it.Status)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, o := range byStatus {
			found = found || o.ID == it.ID
		}
		if !found {
			t.Fatalf("status index misses %s (%s)", it.ID, it.Status)
		}
	}
	counts, err := s.Counts()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	if total != len(items) {
		t.Fatalf("status index holds %d entries for %d items", total, len(items))
	}
	return audits
}

// checkNothingLost asserts that every item and audit event in before is
// still present, byte for byte, in after.
func checkNothingLost(t testing.TB, before, after map[string][]Event) {
	t.Helper()
	for id, evs := range before {
		now, ok := after[id]
		if !ok {
			t.Fatalf("item %s disappeared", id)
		}
		if len(now) < len(evs) {
			t.Fatalf("item %s lost audit events: %d → %d", id, len(evs), len(now))
		}
		for i := range evs {
			a, _ := json.Marshal(evs[i])
			b, _ := json.Marshal(now[i])
			if !bytes.Equal(a, b) {
				t.Fatalf("audit event %d of %s changed:\n%s\n%s", i, id, a, b)
			}
		}
	}
}

func TestMain(m *testing.M) {
	switch {
	case os.Getenv(envCrashChild) != "":
		crashChild(os.Getenv(envCrashChild))
	case os.Getenv(envLockChild) != "":
		lockChild(os.Getenv(envLockChild))
	case os.Getenv(envRSSChild) != "":
		rssMain(os.Getenv(envRSSChild))
	}
	os.Exit(m.Run())
}
