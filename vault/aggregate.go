package vault

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Kind says what happened to a path.
type Kind uint8

const (
	// Changed: the file exists and its content may differ from what the
	// engine last saw (created, written, replaced by an atomic or vim-style
	// save, or renamed into place).
	Changed Kind = iota + 1
	// Removed: the file no longer exists (deleted, renamed away, or replaced
	// by something that is not a regular file).
	Removed
	// Oversize: the file exists but exceeds the source's size cap; the engine
	// should treat it as not governed and record why.
	Oversize
	// Rescan: anything under Path (a directory, or the source root) may have
	// changed without a per-file event: a watch queue overflow, a watcher
	// error, a directory renamed away, the periodic safety-net reconcile, or
	// the watcher having just (re)started. The engine lists the directory
	// with ScanUnder and reconciles it, using Identity to skip unchanged
	// files.
	Rescan
)

// String returns the lower-case name of k.
func (k Kind) String() string {
	switch k {
	case Changed:
		return "changed"
	case Removed:
		return "removed"
	case Oversize:
		return "oversize"
	case Rescan:
		return "rescan"
	}
	return "unknown"
}

// Event is one debounced change, delivered in batches by Watcher.Events.
type Event struct {
	// Source is the index of the source in Config.Sources.
	Source int
	// Path is the absolute path, under the source root as configured (not
	// symlink-resolved). For Rescan it is a directory.
	Path string
	// Kind says what happened.
	Kind Kind
	// Identity is the file's identity when the event was delivered, for
	// Changed and Oversize; zero otherwise.
	Identity Identity
}

// rawEvent is what a backend (inotify or polling) hands the aggregator: a
// path that was touched. The operation is deliberately dropped; the final
// state is read from disk when the debounce expires, because op sequences
// differ between editors (an atomic save is CREATE without WRITE, a vim save
// begins with RENAME of the file it is about to recreate) while the state
// after the burst is unambiguous.
type rawEvent struct {
	src    int
	path   string
	rescan bool // path is a directory whose whole subtree must be rescanned
}

// aggregator debounces raw events per path and delivers batches. It reads
// from an injected channel so that it can be tested without fsnotify, and
// it classifies through an injected function so that tests need no files.
//
// It never blocks on its output: while the consumer is busy it keeps
// draining its input and accumulating the ready batch, so a slow engine
// cannot back up into the kernel's event queue (which would overflow).
type aggregator struct {
	in  <-chan rawEvent
	out chan<- []Event
	// debounce is the quiet time a path needs before it is delivered.
	debounce time.Duration
	// maxDelay bounds how long a path that keeps changing (an agent
	// appending line after line) can be held back.
	maxDelay time.Duration
	// maxPending is the number of distinct paths held (pending plus ready)
	// beyond which they collapse into one Rescan per source: per-path events
	// past that point cost more than a reconcile.
	maxPending int
	// roots maps a source index to its root, for collapsing.
	roots []string
	// classify turns a due path into its event; ok=false drops it (an echo
	// of our own write, a directory).
	classify func(rawEvent) (ev Event, ok bool)
}

type pendingPath struct {
	src         int
	first, last time.Time
}

func (a *aggregator) due(p *pendingPath) time.Time {
	d := p.last.Add(a.debounce)
	if m := p.first.Add(a.maxDelay); m.Before(d) {
		d = m
	}
	return d
}

func (a *aggregator) run(ctx context.Context) {
	pending := make(map[string]*pendingPath)
	var ready []Event
	readyIdx := make(map[string]int) // path -> index in ready, to merge repeats

	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	var next time.Time // deadline the timer is armed for; zero when unarmed

	arm := func(t time.Time) {
		if next.IsZero() || t.Before(next) {
			next = t
			timer.Reset(time.Until(t))
		}
	}

	addReady := func(ev Event) {
		if i, ok := readyIdx[ev.Path]; ok && ready[i].Kind != Rescan && ev.Kind != Rescan {
			ready[i] = ev
			return
		}
		readyIdx[ev.Path] = len(ready)
		ready = append(ready, ev)
	}

	addRescan := func(src int, dir string) {
		under := func(p string) bool {
			return p == dir || strings.HasPrefix(p, dir+string(filepath.Separator))
		}
		for _, ev := range ready {
			if ev.Kind == Rescan && ev.Source == src && (ev.Path == dir ||
				strings.HasPrefix(dir, ev.Path+string(filepath.Separator))) {
				return // already covered by a wider rescan
			}
		}
		for p, pp := range pending {
			if pp.src == src && under(p) {
				delete(pending, p)
			}
		}
		kept := ready[:0]
		clear(readyIdx)
		for _, ev := range ready {
			if ev.Source == src && under(ev.Path) {
				continue
			}
			readyIdx[ev.Path] = len(kept)
			kept = append(kept, ev)
		}
		ready = kept
		addReady(Event{Source: src, Path: dir, Kind: Rescan})
	}

	collapse := func() {
		srcs := make(map[int]bool)
		for _, pp := range pending {
			srcs[pp.src] = true
		}
		for _, ev := range ready {
			srcs[ev.Source] = true
		}
		clear(pending)
		for _, s := range slices.Sorted(maps.Keys(srcs)) {
			addRescan(s, a.roots[s])
		}
	}

	flushDue := func(now time.Time) {
		var due []string
		next = time.Time{}
		var earliest time.Time
		for p, pp := range pending {
			d := a.due(pp)
			if !d.After(now) {
				due = append(due, p)
			} else if earliest.IsZero() || d.Before(earliest) {
				earliest = d
			}
		}
		slices.Sort(due)
		for _, p := range due {
			pp := pending[p]
			delete(pending, p)
			if ev, ok := a.classify(rawEvent{src: pp.src, path: p}); ok {
				addReady(ev)
			}
		}
		if !earliest.IsZero() {
			arm(earliest)
		}
	}

	for {
		var out chan<- []Event
		if len(ready) > 0 {
			out = a.out
		}
		select {
		case <-ctx.Done():
			return
		case r, ok := <-a.in:
			if !ok {
				return
			}
			if r.rescan {
				addRescan(r.src, r.path)
				continue
			}
			now := time.Now()
			if pp, ok := pending[r.path]; ok {
				pp.last = now
				// The deadline only moves later; the armed timer fires
				// early and flushDue re-arms for the true deadline.
				continue
			}
			if len(pending)+len(ready) >= a.maxPending {
				collapse()
				addRescan(r.src, a.roots[r.src])
				continue
			}
			pp := &pendingPath{src: r.src, first: now, last: now}
			pending[r.path] = pp
			arm(a.due(pp))
		case <-timer.C:
			flushDue(time.Now())
		case out <- ready:
			ready = nil
			clear(readyIdx)
		}
	}
}
