package app

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"
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
	if p := w.eng.Progress(); p.Phase != PhaseReady || p.Done != total || p.Total != total {
		t.Fatalf("after a slow start: %+v", p)
	}
}
