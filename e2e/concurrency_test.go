package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// TestConcurrentAppendersAndReviews: four agent processes append 2,500
// numbered lines each to MEMORY.md (open, append, close) while 500 review
// actions force write-backs of the same file. Afterwards every line is in
// the file exactly once — as active text, or as a placeholder whose text
// is in the store — and the store holds exactly one item per line.
// Under the race detector it runs at a quarter of the lines and reviews
// (race_on_test.go).
func TestConcurrentAppendersAndReviews(t *testing.T) {
	const appenders = 4
	// The appenders pause between lines so that their writes span the
	// reviews, which take ~0.1 s each at full size (~0.4 s under the
	// detector), instead of all landing in the first second.
	lines, reviews, pause := 2500, 500, 20*time.Millisecond
	if raceEnabled {
		lines, reviews, pause = 600, 120, 40*time.Millisecond
	}
	dir := t.TempDir()
	memfile := filepath.Join(dir, "MEMORY.md")
	if err := os.WriteFile(memfile, []byte("# Memory\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var eng *app.Engine
	st, err := store.Open(filepath.Join(t.TempDir(), "store"), store.Options{OnCommit: func(evs []store.Event) { eng.OnCommit(evs) }})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	eng, err = app.New(app.Config{
		Sources:  []app.SourceConfig{{Kind: app.KindMemoryFile, Path: memfile}},
		Debounce: 50 * time.Millisecond,
	}, st, app.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- eng.Serve(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	<-eng.Ready()

	start := time.Now()
	var procs []interface{ Wait() error }
	for p := 0; p < appenders; p++ {
		procs = append(procs, startAppender(t, memfile, fmt.Sprintf("agent %d", p), lines, pause))
	}

	// Review actions while the agents write: reject an active entry, then
	// restore and accept it, so its text leaves the file and comes back.
	r := rand.New(rand.NewPCG(1, 2))
	done_ := 0
	var rejected []string
	for done_ < reviews {
		if len(rejected) > 0 && r.IntN(2) == 0 {
			id := rejected[0]
			rejected = rejected[1:]
			if _, err := eng.Restore(store.UserDesktop, id, "e2e"); err != nil {
				t.Fatalf("restore %s: %v", id, err)
			}
			if _, err := eng.Accept(store.UserDesktop, id, "e2e"); err != nil {
				t.Fatalf("accept %s: %v", id, err)
			}
			done_ += 2
			continue
		}
		active, _, err := st.List(context.Background(), store.Filter{Status: mem.Active, Limit: 200})
		if err != nil {
			t.Fatal(err)
		}
		if len(active) == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		id := active[r.IntN(len(active))].ID
		if _, err := eng.Reject(store.UserDesktop, id, "e2e"); err != nil {
			t.Fatalf("reject %s: %v", id, err)
		}
		rejected = append(rejected, id)
		done_++
	}
	t.Logf("%d review actions done after %v", done_, time.Since(start))
	for _, p := range procs {
		if err := p.Wait(); err != nil {
			t.Fatalf("appender: %v", err)
		}
	}
	t.Logf("%d lines appended and %d review actions in %v", appenders*lines, done_, time.Since(start))

	// Quiescence: every appended line has been reconciled.
	waitFor(t, "every line to be reconciled", 2*time.Minute, func() bool {
		fe := parseFile(t, memfile)
		return len(fe.unmarked) == 0 && len(fe.marked)+len(fe.held) >= appenders*lines
	})
	t.Logf("quiescent after %v", time.Since(start))

	fe := parseFile(t, memfile)
	heldIDs := map[string]bool{}
	for _, id := range fe.held {
		if heldIDs[id] {
			t.Fatalf("placeholder %s twice", id)
		}
		heldIDs[id] = true
	}
	inStore := 0
	for p := 0; p < appenders; p++ {
		for i := 0; i < lines; i++ {
			text := fmt.Sprintf("agent %d line %d", p, i)
			items, err := st.ByText(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(items) != 1 {
				t.Fatalf("%q has %d items", text, len(items))
			}
			it := items[0]
			inStore++
			ids := fe.marked[text]
			switch {
			case len(ids) == 1 && ids[0] == it.ID && it.Status == mem.Active:
			case len(ids) == 0 && heldIDs[it.ID] && it.Status != mem.Active:
			default:
				t.Fatalf("%q: file has %v (held %v), store has %s %s", text, ids, heldIDs[it.ID], it.ID, it.Status)
			}
		}
	}
	if n := len(fe.marked) + len(fe.held); n != appenders*lines {
		t.Fatalf("file holds %d entries, want %d", n, appenders*lines)
	}
	if tmp := tempFiles(t, dir); len(tmp) > 0 {
		t.Fatalf("temp files left: %v", tmp)
	}
	t.Logf("%d lines checked, %d held", inStore, len(fe.held))
}
