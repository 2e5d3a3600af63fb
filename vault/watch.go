package vault

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"
)

var (
	// ErrWatchLimit means the kernel refused another inotify watch: the
	// per-user limit fs.inotify.max_user_watches is exhausted. The watcher
	// reports it through Config.OnError and falls back to polling.
	ErrWatchLimit = errors.New("inotify watch limit reached: raise fs.inotify.max_user_watches (e.g. sysctl fs.inotify.max_user_watches=524288)")
	// ErrInstanceLimit means the kernel refused a new inotify instance: the
	// per-user limit fs.inotify.max_user_instances is exhausted (or the
	// process ran out of file descriptors). The watcher reports it through
	// Config.OnError and falls back to polling.
	ErrInstanceLimit = errors.New("inotify instance limit reached: raise fs.inotify.max_user_instances (e.g. sysctl fs.inotify.max_user_instances=512) or the open-file limit")
	// ErrServed is returned by Serve when the Watcher was already served: a
	// Watcher's event channel is closed when Serve returns, so it cannot
	// run twice.
	ErrServed = errors.New("vault: watcher already served")
)

// Defaults for Config fields left zero.
const (
	DefaultDebounce       = 150 * time.Millisecond
	DefaultMaxDelay       = 2 * time.Second
	DefaultRescanInterval = 10 * time.Minute
	DefaultPollInterval   = 5 * time.Second
	DefaultMaxPending     = 4096
	DefaultRetryInterval  = 2 * time.Second
)

// Config configures a Watcher. Only Sources is required.
type Config struct {
	// Sources are the roots to watch; events name them by index.
	Sources []Source
	// Debounce is how long a path must stay quiet before its event is
	// delivered; editors touch a file several times per save. Zero means
	// DefaultDebounce.
	Debounce time.Duration
	// MaxDelay bounds how long a path that never stays quiet (an agent
	// appending continuously) is held back. Zero means DefaultMaxDelay.
	MaxDelay time.Duration
	// RescanInterval is the period of the safety-net Rescan of every source,
	// which catches anything the kernel did not report (network filesystems,
	// a changed bind mount). Zero means DefaultRescanInterval; negative
	// disables it.
	RescanInterval time.Duration
	// RetryInterval is how often the roots of sources that are missing
	// are looked for again. Zero means DefaultRetryInterval.
	RetryInterval time.Duration
	// Poll forces the polling backend instead of inotify.
	Poll bool
	// PollInterval is how often the polling backend stats every file, when
	// forced or after falling back. Zero means DefaultPollInterval.
	PollInterval time.Duration
	// MaxPending is how many distinct paths may wait for delivery before
	// they collapse into one Rescan per source. Zero means
	// DefaultMaxPending.
	MaxPending int
	// Echoes, if not nil, is consulted for every Changed event: an event
	// whose file holds exactly what a Writer sharing this registry wrote is
	// dropped.
	Echoes *Echoes
	// ListsFirst says the consumer lists every source itself once the
	// watches are in place (Watching), as memgate's engine does at every
	// start: the watcher's first Rescan of every source would then only
	// repeat that listing, the identity check of every file, so it is not
	// sent. Later Rescans (a root that came back, lost events, the switch
	// to polling, the period) are.
	ListsFirst bool
	// OnError, if not nil, receives problems that do not stop the watcher:
	// an inotify limit (wrapping ErrWatchLimit or ErrInstanceLimit) and the
	// switch to polling, watcher errors that caused a rescan, directories
	// that could not be watched. It is called from the watcher's goroutine
	// and must not block.
	OnError func(error)
}

// Watcher watches the sources of a Config and delivers debounced batches of
// events. Create it with NewWatcher, run it with Serve, and read Events
// until it is closed.
//
// It is three stages, like Syncthing's: a backend (inotify through fsnotify,
// or polling) that reduces what the OS says to touched paths; an aggregator
// that debounces per path and decides each path's kind from its state on
// disk when the path goes quiet; and the consumer, which reconciles.
//
// When Serve has its watches in place it delivers a Rescan of every source
// (or, with ListsFirst, closes Watching for the consumer to list them):
// nothing written between its start and the watches being ready is missed.
// A switch to polling delivers a Rescan of every source too.
type Watcher struct {
	cfg     Config
	events  chan []Event
	served  atomic.Bool
	polling atomic.Bool

	watching chan struct{} // closed when the watches are first in place
	inPlace  sync.Once

	// Seams for tests: how to create an inotify watcher and add a watch.
	newNotify func() (*fsnotify.Watcher, error)
	addWatch  func(nw *fsnotify.Watcher, dir string) error
}

// NewWatcher validates cfg, fills in defaults and returns a Watcher that has
// not started yet.
func NewWatcher(cfg Config) (*Watcher, error) {
	if len(cfg.Sources) == 0 {
		return nil, errors.New("vault: watcher without sources")
	}
	cfg.Sources = append([]Source(nil), cfg.Sources...)
	for i, s := range cfg.Sources {
		if err := s.validate(); err != nil {
			return nil, err
		}
		cfg.Sources[i].Root = filepath.Clean(s.Root)
	}
	if cfg.Debounce <= 0 {
		cfg.Debounce = DefaultDebounce
	}
	if cfg.MaxDelay <= 0 {
		cfg.MaxDelay = DefaultMaxDelay
	}
	if cfg.MaxDelay < cfg.Debounce {
		cfg.MaxDelay = cfg.Debounce
	}
	if cfg.RescanInterval == 0 {
		cfg.RescanInterval = DefaultRescanInterval
	}
	if cfg.RetryInterval <= 0 {
		cfg.RetryInterval = DefaultRetryInterval
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.MaxPending <= 0 {
		cfg.MaxPending = DefaultMaxPending
	}
	return &Watcher{
		cfg:       cfg,
		events:    make(chan []Event),
		watching:  make(chan struct{}),
		newNotify: fsnotify.NewWatcher,
		addWatch:  func(nw *fsnotify.Watcher, dir string) error { return nw.Add(dir) },
	}, nil
}

// Events returns the channel batches are delivered on. A batch holds each
// path at most once, in lexical order within a debounce round. The channel
// is closed when Serve returns.
func (w *Watcher) Events() <-chan []Event { return w.events }

// Watching is closed once the watches of every source that is there are
// in place (with polling, once the first listing is taken): a change made
// after it is delivered as an event. It is never closed when Serve fails
// before watching at all.
func (w *Watcher) Watching() <-chan struct{} { return w.watching }

// watchesReady is called by a backend whose watches are in place: the
// first time, it closes Watching; every time, it sends a Rescan of every
// source, but for the first when the consumer lists them itself
// (ListsFirst).
func (w *Watcher) watchesReady(ctx context.Context, raw chan<- rawEvent) {
	first := false
	w.inPlace.Do(func() {
		first = true
		close(w.watching)
	})
	if first && w.cfg.ListsFirst {
		return
	}
	w.rescanAll(ctx, raw)
}

// Polling reports whether the watcher is using the polling backend, forced
// or after an inotify limit was hit.
func (w *Watcher) Polling() bool { return w.polling.Load() }

// Serve watches until ctx is done and then returns nil, or returns an error
// that prevents watching at all. A missing source root is not such an
// error: the watcher looks for it every RetryInterval and sends a Rescan of
// it when it is back. Nor is an inotify limit: it is reported through
// Config.OnError and the watcher continues by polling.
func (w *Watcher) Serve(ctx context.Context) error {
	if !w.served.CompareAndSwap(false, true) {
		return ErrServed
	}
	defer close(w.events)
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()

	raw := make(chan rawEvent, 1024)
	roots := make([]string, len(w.cfg.Sources))
	for i, s := range w.cfg.Sources {
		roots[i] = s.Root
	}
	agg := &aggregator{
		in: raw, out: w.events,
		debounce: w.cfg.Debounce, maxDelay: w.cfg.MaxDelay, maxPending: w.cfg.MaxPending,
		roots: roots, classify: w.classify,
	}
	wg.Go(func() { agg.run(ctx) })
	if w.cfg.RescanInterval > 0 {
		wg.Go(func() { w.rescanEvery(ctx, raw) })
	}

	var err error
	if w.cfg.Poll {
		err = errUsePolling
	} else {
		err = w.runNotify(ctx, raw)
	}
	if errors.Is(err, errUsePolling) || errors.Is(err, ErrWatchLimit) || errors.Is(err, ErrInstanceLimit) {
		if !errors.Is(err, errUsePolling) {
			w.report(fmt.Errorf("%w; polling every %s instead", err, w.cfg.PollInterval))
		}
		w.polling.Store(true)
		err = w.runPoll(ctx, raw)
	}
	if ctx.Err() != nil {
		return nil
	}
	return err
}

var errUsePolling = errors.New("polling forced")

func (w *Watcher) report(err error) {
	if w.cfg.OnError != nil {
		w.cfg.OnError(err)
	}
}

func send(ctx context.Context, raw chan<- rawEvent, r rawEvent) bool {
	select {
	case raw <- r:
		return true
	case <-ctx.Done():
		return false
	}
}

func (w *Watcher) rescanAll(ctx context.Context, raw chan<- rawEvent) {
	for i, s := range w.cfg.Sources {
		if !send(ctx, raw, rawEvent{src: i, path: s.Root, rescan: true}) {
			return
		}
	}
}

func (w *Watcher) rescanEvery(ctx context.Context, raw chan<- rawEvent) {
	t := time.NewTicker(w.cfg.RescanInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			w.rescanAll(ctx, raw)
		}
	}
}

// classify decides a quiet path's event from its state on disk.
func (w *Watcher) classify(r rawEvent) (Event, bool) {
	ev := Event{Source: r.src, Path: r.path}
	fi, err := os.Lstat(r.path)
	if (err != nil || !fi.Mode().IsRegular()) && w.cfg.Echoes != nil {
		// What memgate wrote here is gone: a file that appears here next,
		// even with the very same bytes (put back from a backup, the trash
		// or a sync), is someone else's.
		w.cfg.Echoes.Forget(r.path)
	}
	switch {
	case err != nil:
		// Gone, or unreadable which for the engine is the same.
		ev.Kind = Removed
		return ev, true
	case fi.IsDir():
		return ev, false
	case !fi.Mode().IsRegular():
		// A symlink or special file now stands where a note was; it is not
		// governed (links are not followed), so the note is gone.
		ev.Kind = Removed
		return ev, true
	}
	ev.Identity = IdentityOf(fi)
	if fi.Size() > w.cfg.Sources[r.src].maxSize() {
		ev.Kind = Oversize
		return ev, true
	}
	if w.cfg.Echoes != nil && w.cfg.Echoes.Echo(r.path) {
		return ev, false
	}
	ev.Kind = Changed
	return ev, true
}

// notifyState is the inotify backend's view: which directory belongs to
// which source. Only the backend goroutine touches it.
type notifyState struct {
	nw   *fsnotify.Watcher
	dirs map[string]int
	// absent are the sources whose root could not be watched; every
	// RetryInterval the watcher tries again, and a root that came back is
	// watched and rescanned.
	absent map[int]bool
}

// retryAbsent watches the roots of absent sources that came back, and
// sends a rescan of each.
func (w *Watcher) retryAbsent(ctx context.Context, st *notifyState, raw chan<- rawEvent) error {
	for i := range st.absent {
		root := w.cfg.Sources[i].Root
		if fi, err := os.Stat(root); err != nil || !fi.IsDir() {
			continue
		}
		if err := w.addTree(ctx, st, i, root, nil); err != nil {
			if errors.Is(err, ErrWatchLimit) {
				return err
			}
			continue
		}
		delete(st.absent, i)
		send(ctx, raw, rawEvent{src: i, path: root, rescan: true})
	}
	return nil
}

func (w *Watcher) runNotify(ctx context.Context, raw chan<- rawEvent) error {
	nw, err := w.newNotify()
	if err != nil {
		if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
			return fmt.Errorf("vault: %w (%v)", ErrInstanceLimit, err)
		}
		return fmt.Errorf("vault: inotify: %w", err)
	}
	defer nw.Close()
	st := &notifyState{nw: nw, dirs: make(map[string]int), absent: make(map[int]bool)}
	for i, s := range w.cfg.Sources {
		if err := w.addTree(ctx, st, i, s.Root, nil); err != nil {
			if errors.Is(err, ErrWatchLimit) {
				return err
			}
			// A root that is not there (an unmounted drive, a folder
			// deleted or not yet created) is a state of the source, not an
			// error of the watcher: the engine reports it, and the watcher
			// keeps looking for its return.
			st.absent[i] = true
		}
	}
	w.watchesReady(ctx, raw)
	retry := time.NewTicker(w.cfg.RetryInterval)
	defer retry.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-retry.C:
			if err := w.retryAbsent(ctx, st, raw); err != nil {
				return err
			}
		case ev, ok := <-nw.Events:
			if !ok {
				return nil
			}
			if err := w.handle(ctx, st, ev, raw); err != nil {
				return err
			}
		case err, ok := <-nw.Errors:
			if !ok {
				return nil
			}
			// Events were lost, or may have been: only a full rescan is
			// truthful now.
			if !errors.Is(err, fsnotify.ErrEventOverflow) {
				w.report(fmt.Errorf("vault: watcher error, rescanning: %w", err))
			}
			w.rescanAll(ctx, raw)
		}
	}
}

// addTree watches dir and every directory below it that is not ignored. When
// raw is not nil (a directory that appeared while watching) it also sends
// every governed file found: files created before the watch was added
// produced no event and would otherwise be missed. The walk visits a
// directory before reading its entries, so the watch is in place first.
func (w *Watcher) addTree(ctx context.Context, st *notifyState, src int, dir string, raw chan<- rawEvent) error {
	s := w.cfg.Sources[src]
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && raw == nil {
				return fmt.Errorf("vault: watch %s: %w", p, err)
			}
			return nil // vanished meanwhile; its removal has its own event
		}
		if d.IsDir() {
			if p != s.Root {
				rel, _ := s.rel(p)
				if s.File != "" || IgnoreReason(rel, true) != "" {
					return filepath.SkipDir
				}
			}
			if err := w.addWatch(st.nw, p); err != nil {
				if errors.Is(err, syscall.ENOSPC) {
					return fmt.Errorf("vault: watch %s: %w", p, ErrWatchLimit)
				}
				if p == dir && raw == nil {
					return fmt.Errorf("vault: watch %s: %w", p, err)
				}
				w.report(fmt.Errorf("vault: watch %s: %w", p, err))
				return filepath.SkipDir
			}
			st.dirs[p] = src
			return nil
		}
		if raw != nil && d.Type().IsRegular() && s.Governs(p) {
			if !send(ctx, raw, rawEvent{src: src, path: p}) {
				return ctx.Err()
			}
		}
		return nil
	})
}

func (w *Watcher) handle(ctx context.Context, st *notifyState, ev fsnotify.Event, raw chan<- rawEvent) error {
	p := filepath.Clean(ev.Name)
	if src, ok := st.dirs[p]; ok && p == w.cfg.Sources[src].Root && ev.Op.Has(fsnotify.Chmod) {
		// The root's permissions changed: it may have become unreadable,
		// or readable again.
		send(ctx, raw, rawEvent{src: src, path: p, rescan: true})
		return nil
	}
	if src, ok := st.dirs[p]; ok && ev.Op.Has(fsnotify.Remove|fsnotify.Rename) {
		if p == w.cfg.Sources[src].Root {
			st.absent[src] = true // watched for its return
		}
		// A watched directory went away (deleted or renamed). A rename
		// reports nothing for the files inside, so the whole subtree is
		// rescanned; its watches are dropped (inotify keeps a renamed
		// directory's watch under the old name).
		for d := range st.dirs {
			if d == p || strings.HasPrefix(d, p+string(filepath.Separator)) {
				delete(st.dirs, d)
				_ = st.nw.Remove(d)
			}
		}
		send(ctx, raw, rawEvent{src: src, path: p, rescan: true})
		return nil
	}
	src, ok := st.dirs[filepath.Dir(p)]
	if !ok {
		return nil
	}
	s := w.cfg.Sources[src]
	// memgate's own temp files: most events of a write-back are theirs
	// (the spare renamed in, written, exchanged), and such a name is never
	// governed nor a name problem. Dropped before any path arithmetic:
	// in a first ingest of 10,000 notes this function cost 3.5% of the
	// process's CPU, most of it on these names.
	if strings.HasPrefix(filepath.Base(p), TempPrefix) {
		return nil
	}
	// A hidden name is never watched nor governed, whether a directory or
	// a file: no Lstat for it. memgate's own temp files are such names,
	// each created and then exchanged with the file it replaces: two
	// events for every file written back.
	if ev.Op.Has(fsnotify.Create) && s.File == "" && !strings.HasPrefix(filepath.Base(p), ".") {
		if fi, err := os.Lstat(p); err == nil && fi.IsDir() {
			if rel, _ := s.rel(p); IgnoreReason(rel, true) == "" {
				return w.addTree(ctx, st, src, p, raw)
			}
			return nil
		}
	}
	// A bare attribute change (chmod, touch, a backup tool resetting
	// atime) changes no content; the periodic rescan catches the rare
	// content change disguised as one.
	if ev.Op == fsnotify.Chmod {
		return nil
	}
	if s.Governs(p) {
		send(ctx, raw, rawEvent{src: src, path: p})
	} else if rel, _ := s.rel(p); NameProblem(rel) != "" && s.File == "" {
		// A note memgate cannot name (not UTF-8, a newline in it): a
		// rescan of its directory lists it as skipped, with the reason.
		send(ctx, raw, rawEvent{src: src, path: filepath.Dir(p), rescan: true})
	}
	return nil
}
