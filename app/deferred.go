package app

import (
	"sync"
	"time"
)

// deferred holds files to look at again after a delay: those reported
// removed or emptied, waiting out removeGrace (settleGone), and those a
// reconcile gave up on because they kept changing (retryChanged). The
// first path added arms one timer; when it fires, q is signalled and the
// engine's loop takes every path gathered meanwhile. Reconcile, under
// e.mu, adds to it too, hence its own lock.
type deferred struct {
	mu    sync.Mutex
	paths map[string]*source
	q     chan struct{}
}

func newDeferred() deferred { return deferred{q: make(chan struct{}, 1)} }

// add puts path among the files taken after delay (or with those already
// waiting, whichever comes first).
func (d *deferred) add(path string, s *source, delay time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.paths == nil {
		d.paths = map[string]*source{}
		time.AfterFunc(delay, func() {
			select {
			case d.q <- struct{}{}:
			default:
			}
		})
	}
	d.paths[path] = s
}

// take returns the files waiting and forgets them.
func (d *deferred) take() map[string]*source {
	d.mu.Lock()
	defer d.mu.Unlock()
	paths := d.paths
	d.paths = nil
	return paths
}
