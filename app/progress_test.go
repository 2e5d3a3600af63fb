package app

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memgate/memgate/wire"
)

// A start-up reports how far it is: /healthz's numbers always, progress
// events only when it takes more than a second, ending with phase ready.
func TestStartupProgress(t *testing.T) {
	t.Parallel()
	files := map[string]string{"MEMORY.md": "- the build runs on Fridays\n"}
	for i := range 40 {
		files[fmt.Sprintf("vault/Memory/n%02d.md", i)] = fmt.Sprintf("# Note %d\n\nWhat note %d says.\n", i, i)
	}
	w := newWorld(t, files)
	p := w.eng.Progress()
	if p.Phase != PhaseReady || p.Fraction != 1 || p.Total < 41 || p.Done != p.Total {
		t.Fatalf("after Ready: %+v, want phase ready, every file done", p)
	}
	restart := func(now func() time.Time) {
		w.stop()
		w.opts.Now = now
		w.mu.Lock()
		w.events = nil
		w.mu.Unlock()
		w.start()
	}
	// A start under a second (a clock that does not move) says nothing.
	base := time.Now()
	restart(func() time.Time { return base })
	w.drain()
	if evs := w.eventsOf(EventProgress); len(evs) != 0 {
		t.Fatalf("a fast start published %d progress events: %+v", len(evs), evs)
	}

	// A slow start (every reading of the clock is 100 ms later), warm:
	// each unchanged file still counts.
	var tick atomic.Int64
	restart(func() time.Time { return base.Add(time.Duration(tick.Add(1)) * 100 * time.Millisecond) })
	var evs []Event
	w.waitFor("the final progress event", func() bool {
		evs = w.eventsOf(EventProgress)
		return len(evs) > 0 && evs[len(evs)-1].Phase == PhaseReady
	})
	if len(evs) < 3 {
		t.Fatalf("%d progress events, want several: %+v", len(evs), evs)
	}
	total, lastDone, withETA := 0, -1, 0
	for _, ev := range evs[:len(evs)-1] {
		if ev.Phase != PhaseIngesting {
			continue
		}
		if total == 0 {
			total = ev.Total
		}
		if ev.Total != total || ev.Done < lastDone || ev.Done > ev.Total {
			t.Fatalf("progress went %d then %+v (total %d)", lastDone, ev, total)
		}
		lastDone = ev.Done
		if ev.ETAMs > 0 {
			withETA++
		}
	}
	// Every governed file counts: 40 notes, MEMORY.md, and whatever the
	// world adds (kb is empty).
	if total < 41 || withETA == 0 {
		t.Fatalf("total %d, %d events with an estimate: %+v", total, withETA, evs)
	}
	// The recall index's build follows Ready (TestRecallIndexingProgress)
	// and ends ready too.
	<-w.eng.Indexed()
	if p := w.eng.Progress(); p.Phase != PhaseReady || p.Done != p.Total || p.Fraction != 1 {
		t.Fatalf("after a slow start: %+v", p)
	}
}

// The recall index's first build after Ready is the start-up's last
// phase: memories indexed of total, in progress events and /healthz's
// numbers, ending ready; a recall after it finds what was indexed.
func TestRecallIndexingProgress(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for i := range 1200 {
		fmt.Fprintf(&b, "- fact %d: the staging cluster %d rotates its keys weekly\n", i, i)
	}
	w := newWorld(t, map[string]string{"MEMORY.md": b.String()})
	items := 0
	for _, n := range storeCounts(t, w.st) {
		items += n
	}
	w.stop()
	w.mu.Lock()
	w.events = nil
	w.mu.Unlock()
	// The world keeps its recall index in memory: a restart builds it
	// again from every item. Every reading of the clock is a second
	// later, so every step is past the one-second and 250 ms thresholds.
	var tick atomic.Int64
	base := time.Now()
	w.opts.Now = func() time.Time { return base.Add(time.Duration(tick.Add(1)) * time.Second) }
	w.start()
	select {
	case <-w.eng.Indexed():
	case <-time.After(20 * time.Second):
		t.Fatal("the recall index was never built")
	}
	var idx []Event
	last := -1
	var evs []Event
	w.waitFor("the progress event that ends the build", func() bool {
		evs = w.eventsOf(EventProgress)
		return len(evs) > 0 && evs[len(evs)-1].Phase == PhaseReady && len(idxOf(evs)) > 0
	})
	idx = idxOf(evs)
	for _, ev := range idx {
		if ev.Total != items || ev.Done < last || ev.Done > ev.Total {
			t.Fatalf("indexing went %d then %+v (%d items)", last, ev, items)
		}
		last = ev.Done
	}
	// 1,200 memories are five chunks: several steps, each counted.
	if len(idx) < 3 || idx[0].Done == idx[len(idx)-1].Done {
		t.Fatalf("indexing events %+v, want several steps", idx)
	}
	if p := w.eng.Progress(); p.Phase != PhaseReady || p.Done != items || p.Total != items {
		t.Fatalf("after the build: %+v, want ready with %d memories", p, items)
	}
	hits, err := w.eng.Recall(wire.RecallRequest{Query: "staging cluster 1187", Limit: 3})
	if err != nil || len(hits) == 0 {
		t.Fatalf("recall after the build: %v, %v", hits, err)
	}
}

// idxOf is the indexing phase's events of evs.
func idxOf(evs []Event) []Event {
	var out []Event
	for _, ev := range evs {
		if ev.Phase == PhaseIndexing {
			out = append(out, ev)
		}
	}
	return out
}
