package app

import (
	"sync"
	"time"
)

// deferred holds files to look at again after a delay: those reported
// removed or emptied, waiting out their source's removal grace
// (settleGone), and those a reconcile gave up on because they kept
// changing (retryChanged). Each path waits its own delay from the last
// time it was added: a removal seen late in a burst gets its whole grace,
// not what is left of the first one's. One timer, armed for the earliest
// deadline, signals q; the engine's loop then takes the paths that are due
// and the timer is armed again for the rest. Reconcile, under e.mu, adds
// to it too, hence its own lock.
type deferred struct {
	mu    sync.Mutex
	paths map[string]waiting
	timer *time.Timer
	next  time.Time // when timer fires; zero when it is not armed
	q     chan struct{}
}

// waiting is one deferred path: its source and when it is due.
type waiting struct {
	s  *source
	at time.Time
}

func newDeferred() deferred { return deferred{q: make(chan struct{}, 1)} }

// add puts path among the files taken once delay has passed. A path added
// again is due delay after the last add.
func (d *deferred) add(path string, s *source, delay time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.paths == nil {
		d.paths = map[string]waiting{}
	}
	at := time.Now().Add(delay)
	d.paths[path] = waiting{s: s, at: at}
	d.arm(at)
}

// arm makes the timer fire no later than at. The caller holds d.mu.
func (d *deferred) arm(at time.Time) {
	if !d.next.IsZero() && !at.Before(d.next) {
		return
	}
	if d.timer != nil {
		d.timer.Stop()
	}
	d.next = at
	d.timer = time.AfterFunc(time.Until(at), d.signal)
}

func (d *deferred) signal() {
	d.mu.Lock()
	d.next = time.Time{}
	d.mu.Unlock()
	select {
	case d.q <- struct{}{}:
	default:
	}
}

// take returns the files that are due and forgets them; the timer is armed
// again for those still waiting.
func (d *deferred) take() map[string]*source {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := time.Now()
	due := map[string]*source{}
	var first time.Time
	for path, w := range d.paths {
		if !w.at.After(now) {
			due[path] = w.s
			delete(d.paths, path)
		} else if first.IsZero() || w.at.Before(first) {
			first = w.at
		}
	}
	if !first.IsZero() {
		// Paths added one after another (a folder's thousands of
		// removals) are due one after another: wait a little past the
		// first so one take gathers a run of them, instead of a timer
		// and a scan of everything waiting per path.
		d.arm(first.Add(coalesce))
	}
	return due
}

// coalesce is how far past the earliest deadline the timer is armed again
// after a take: a path may wait that much longer than asked, never less.
const coalesce = 100 * time.Millisecond

// reset forgets every file waiting.
func (d *deferred) reset() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.paths = nil
	if d.timer != nil {
		d.timer.Stop()
	}
	d.next = time.Time{}
}
