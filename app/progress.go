package app

import (
	"sync"
	"time"

	"github.com/memgate/memgate/wire"
)

// Start-up progress (and the same for a new list of sources, which
// SetSources reads before it answers). A first ingest of a large vault takes minutes, and a
// person looking at a window that says nothing for that long assumes it
// hangs. The engine lists every source before it reads anything, so it
// knows the total, then counts files as they are settled. Progress events
// start once the start-up has taken progressAfter, at most one per
// progressEvery, and a last one (phase ready) ends them; /healthz reads
// the same numbers at any time.

const (
	progressAfter = time.Second
	progressEvery = 250 * time.Millisecond
)

// Start-up phases. Indexing follows the first Ready when the recall index
// is built from nothing (a first start, or an index moved aside): at
// 100,000 notes that takes as long as the ingest before it, and a recall
// waits for it (recallIndex), so the window and /healthz show it the same
// way, counting memories instead of files.
const (
	PhaseListing   = "listing"
	PhaseIngesting = "ingesting"
	PhaseIndexing  = "indexing"
	PhaseReady     = "ready"
)

type progress struct {
	mu          sync.Mutex
	phase       string
	done, total int
	start, last time.Time
	from        time.Time // when the phase began (the estimate's rate)
	shown       bool      // a progress event was published
}

// Progress is how far the start-up is.
func (e *Engine) Progress() wire.Progress {
	p := &e.prog
	p.mu.Lock()
	defer p.mu.Unlock()
	out := wire.Progress{Phase: p.phase, Done: p.done, Total: p.total}
	if out.Phase == "" {
		out.Phase = PhaseListing
	}
	switch {
	case out.Phase == PhaseReady:
		out.Fraction = 1
	case p.total > 0:
		out.Fraction = float64(p.done) / float64(p.total)
	}
	return out
}

// progressPhase enters phase with total files (memories, indexing) to go
// (listing: 0). Listing and indexing begin a run: the first start, the
// reading of a new list of sources, the recall index's first build.
func (e *Engine) progressPhase(phase string, total int) {
	p := &e.prog
	p.mu.Lock()
	if phase == PhaseListing || phase == PhaseIndexing || p.start.IsZero() {
		p.start, p.last, p.shown = e.now(), time.Time{}, false
	}
	if phase == PhaseReady {
		p.phase, p.done = phase, p.total // the total stays, for /healthz
	} else {
		p.phase, p.total, p.done, p.from = phase, total, 0, e.now()
	}
	ev, ok := e.progressEvent(phase == PhaseReady)
	p.mu.Unlock()
	if ok {
		e.bus.publish(ev)
	}
}

// progressAdd counts n more files settled (phase ingesting) or memories
// indexed (phase indexing). Outside that phase it does nothing: a new list
// of sources read while the recall index is built takes the bar over.
func (e *Engine) progressAdd(phase string, n int) {
	p := &e.prog
	p.mu.Lock()
	if p.phase != phase {
		p.mu.Unlock()
		return
	}
	p.done = min(p.done+n, p.total)
	ev, ok := e.progressEvent(false)
	p.mu.Unlock()
	if ok {
		e.bus.publish(ev)
	}
}

// progressEvent is the event to publish now, if one is due; p.mu is held.
// The final one goes out only when earlier ones did: a start-up under a
// second says nothing.
func (e *Engine) progressEvent(final bool) (Event, bool) {
	p := &e.prog
	now := e.now()
	switch {
	case final && !p.shown:
		return Event{}, false
	case final:
	case now.Sub(p.start) < progressAfter || now.Sub(p.last) < progressEvery:
		return Event{}, false
	}
	p.shown, p.last = true, now
	ev := Event{Type: EventProgress, Phase: p.phase, Done: p.done, Total: p.total}
	if (p.phase == PhaseIngesting || p.phase == PhaseIndexing) && p.done > 0 && p.done < p.total {
		// The rate so far: files (memories) are similar enough on average,
		// and a person wants minutes, not precision.
		elapsed := now.Sub(p.from)
		ev.ETAMs = (elapsed * time.Duration(p.total-p.done) / time.Duration(p.done)).Milliseconds()
	}
	return ev, true
}

// progressEnd ends phase with phase ready, unless another run (a new list
// of sources) took the progress over meanwhile: that run ends itself.
func (e *Engine) progressEnd(phase string) {
	p := &e.prog
	p.mu.Lock()
	if p.phase != phase {
		p.mu.Unlock()
		return
	}
	p.phase, p.done = PhaseReady, p.total
	ev, ok := e.progressEvent(true)
	p.mu.Unlock()
	if ok {
		e.bus.publish(ev)
	}
}
