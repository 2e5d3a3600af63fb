package app

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// BenchmarkBatchAccept: one review action over every vault note, each
// its own file (MEMGATE_BENCH_BATCH notes, default 10,000), timed from
// the Batch call until every file carries its new status.
//   - review (default configuration): the notes are held, as a vault's
//     new notes are; "select all + accept".
//   - active (heavy user): the notes were all accepted; "select all +
//     reject", which also holds every body.
//
// The baseline, timed in the same iteration on a copy of the same files,
// is the floor of that write-back: one vault.UpdateMany that sets the
// status word in every file. x-floor is the ratio. The store is the test
// harness's (no fsync per commit); Batch syncs once either way.
func BenchmarkBatchAccept(b *testing.B) {
	b.Run("review", func(b *testing.B) { benchBatch(b, false) })
	b.Run("active", func(b *testing.B) { benchBatch(b, true) })
}

func benchBatch(b *testing.B, active bool) {
	n := 10_000
	if v, err := strconv.Atoi(os.Getenv("MEMGATE_BENCH_BATCH")); err == nil && v > 0 {
		n = v
	}
	note := func(i int) string {
		return fmt.Sprintf("---\ntags: [memo]\n---\n# Note %d\n\nWhat note %d says, at some length: the deploy runs on Fridays and needs two approvals.\n", i, i)
	}
	action, want := BatchAccept, "memory_status: active"
	if active {
		action, want = BatchReject, "memory_status: rejected"
	}
	var batch, floor time.Duration
	for range b.N {
		b.StopTimer()
		files := map[string]string{}
		for i := range n {
			files[fmt.Sprintf("vault/Memory/n%05d.md", i)] = note(i)
		}
		w := newWorld(b, files)
		held, _, err := w.st.List(context.Background(), store.Filter{Status: mem.NeedsReview, Limit: n + 10})
		if err != nil || len(held) != n {
			b.Fatalf("%d held, %v", len(held), err)
		}
		ids := make([]string, len(held))
		for i, it := range held {
			ids[i] = it.ID
		}
		if active {
			if _, err := w.eng.Batch(store.UserDesktop, BatchAccept, ids, ""); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		t0 := time.Now()
		if _, err := w.eng.Batch(store.UserDesktop, action, ids, ""); err != nil {
			b.Fatal(err)
		}
		batch += time.Since(t0)
		b.StopTimer()
		for _, name := range []string{"vault/Memory/n00000.md", fmt.Sprintf("vault/Memory/n%05d.md", n-1)} {
			if got := w.read(name); !strings.Contains(got, want) {
				b.Fatalf("%s after the batch:\n%s", name, got)
			}
		}
		w.stop()

		// The floor: the same files, as memgate wrote them, each given
		// its new status word in one UpdateMany.
		dir := b.TempDir()
		var reqs []vault.Request
		for i := range n {
			p := filepath.Join(dir, fmt.Sprintf("n%05d.md", i))
			body := "---\ntags: [memo]\nmemory_id: abcdef\nmemory_status: needs_review\n---\n" + strings.TrimPrefix(note(i), "---\ntags: [memo]\n---\n")
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				b.Fatal(err)
			}
			reqs = append(reqs, vault.Request{Path: p, Edit: func(old []byte) ([]byte, error) {
				return bytes.Replace(old, []byte("needs_review"), []byte("active"), 1), nil
			}})
		}
		t0 = time.Now()
		for _, r := range (&vault.Writer{}).UpdateMany(vault.Source{Root: dir}, reqs) {
			if r.Err != nil {
				b.Fatal(r.Err)
			}
		}
		floor += time.Since(t0)
	}
	b.ReportMetric(float64(batch.Milliseconds())/float64(b.N), "ms/batch")
	b.ReportMetric(float64(floor.Milliseconds())/float64(b.N), "ms/floor")
	b.ReportMetric(float64(batch)/float64(floor), "x-floor")
}
