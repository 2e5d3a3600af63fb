package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// BenchmarkReviewAction: with the engine running over the ingested
// workspace (start-up done, recall index built), one review action at a
// time on a vault note, each its own file, written by the first ingest:
// accept a held note (review, the default configuration) or reject an
// active one (active, the heavy user). Timed from the call until it
// returns, the note's write-back included, as the API answers. At a
// size other than 10,000 notes (MEMGATE_BENCH_NOTES) the same run
// measures the 10,000-note workspace first, and x-10k-p95 is the p95's
// ratio to it: after the first ingest, issue 15 wants an operation's
// cost independent of the workspace's size.
//
//	go test -run '^$' -bench 'ReviewAction$' -benchtime 1x ./app
//	MEMGATE_BENCH_NOTES=100000 go test -run '^$' -bench 'ReviewAction$/review/sync' -benchtime 1x -timeout 60m ./app
func BenchmarkReviewAction(b *testing.B) {
	const samples = 40
	t := benchWorkspace(b)
	ref := refWorkspace(b, t)
	for _, bc := range benchConfigs {
		b.Run(bc.name, func(b *testing.B) {
			for _, m := range syncModes() {
				b.Run(m.name, func(b *testing.B) {
					var took, refTook []time.Duration
					for i := 0; i < b.N; i++ {
						if ref.dir != "" {
							refTook = append(refTook, reviewRun(b, ref, bc, m.nosync, samples)...)
						}
						took = append(took, reviewRun(b, t, bc, m.nosync, samples)...)
					}
					reportLatency(b, took, refTook)
				})
			}
		})
	}
}

// reviewRun cold-ingests a copy of t, lets it settle, builds the recall
// index, and times n review actions on vault notes spread over the vault;
// it checks each answer's status and the last note's file.
func reviewRun(b *testing.B, t wsTemplate, bc benchConfig, nosync bool, n int) []time.Duration {
	b.Helper()
	be, ws := steadyEngine(b, t, bc, nosync, "review")
	defer be.stop(b)
	from, want, act := mem.NeedsReview, mem.Active, be.eng.Accept
	if bc.activation == "auto" {
		from, want, act = mem.Active, mem.Rejected, be.eng.Reject
	}
	items, _, err := be.st.List(context.Background(), store.Filter{Status: from})
	if err != nil {
		b.Fatal(err)
	}
	vaultDir := filepath.Join(ws, "vault") + string(filepath.Separator)
	var notes []store.Item
	for _, it := range items {
		if strings.HasPrefix(it.Source.Path, vaultDir) {
			notes = append(notes, it)
		}
	}
	if len(notes) < n {
		b.Fatalf("%d vault notes %s, want %d", len(notes), from, n)
	}
	var took []time.Duration
	var last string
	for k := range n {
		it := notes[k*len(notes)/n]
		be.drain() // events of earlier work; a full channel drops new ones
		t0 := time.Now()
		got, err := act(store.UserDesktop, it.ID, "benchmark")
		took = append(took, time.Since(t0))
		if err != nil || got.Status != want {
			b.Fatalf("%s: %v, status %s (want %s)", it.ID, err, got.Status, want)
		}
		last = it.Source.Path
	}
	if data, err := os.ReadFile(last); err != nil || !strings.Contains(string(data), "memory_status: "+string(want)) {
		b.Fatalf("%s after the last action (%v):\n%s", last, err, data)
	}
	return took
}
