package app

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/internal/parallel"
	"github.com/memgate/memgate/internal/platform"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// source is a configured source with what the engine derives from it.
type source struct {
	cfg   SourceConfig
	vsrc  vault.Source
	kind  ingest.Kind
	index int
	// idx is, for a claude_code source, the view of it that parses its
	// MEMORY.md index as a memory file (the source itself parses topic
	// files); nil for other kinds. See forFile.
	idx *source
	// health is what the engine knows of the source now (under
	// Engine.stateMu; idx shares its parent's).
	health *health
}

// health is a source's state: whether it can be read, and on which device
// its root was last seen (to tell an unmounted volume from a folder whose
// files were all deleted).
type health struct {
	state  vault.Health
	reason string
	dev    uint64
	// unread is, for a claude_code source, the active index entries below
	// the lines Claude Code loads.
	unread int
}

// forFile is the view of s that parses path: a claude_code source's
// MEMORY.md is an index in memory-file syntax, its other files topics.
func (s *source) forFile(path string) *source {
	if s.idx != nil && path == filepath.Join(s.vsrc.Root, claudeIndex) {
		return s.idx
	}
	return s
}

// Engine keeps the governed files and the store in agreement. Create it
// with New and run it with Serve; the review operations (ops.go) and the
// context assembly (context.go) may be called concurrently with Serve.
type Engine struct {
	cfg     Config // under mu once Serve runs (SetSources swaps it)
	dataDir string // cfg.DataDir, which never changes: read without mu
	st      *store.Store
	log     *slog.Logger
	sources []*source
	writer  *vault.Writer
	echoes  *vault.Echoes
	bus     *bus
	now     func() time.Time

	// mu serialises reconciliation and write-back: the store and the files
	// are brought into agreement one file at a time, so two write-backs of
	// the same file never race each other and a review action never
	// interleaves with the ingest of the file it rewrites.
	mu sync.Mutex
	// dirty are the files whose items changed in the store since they were
	// last written (under mu; filled by OnCommit, emptied by reconcile).
	// cleanSeq, persisted, is the store sequence up to which every file was
	// written back: after a crash, the changes since it name the files
	// whose write-back never happened.
	dirty    map[string]bool
	cleanSeq uint64
	// dirtyBy holds, for a dirty file, the items whose commits made it
	// dirty, while those are all its reasons (markDirty). A file written
	// during the first ingest has ~150,000 changes after its Seq at
	// 100,000 notes; reading them all again for each accept of one of
	// its notes made a review action grow with the workspace.
	dirtyBy map[string]map[string]bool
	// changes, during a writeBack of many files, serves their reconciles
	// the items changed since the oldest of them was written (changes.go).
	changes *changeCache
	// unwritten are the files of a first-ingest batch created in the store
	// and not yet written (under mu): their write renders the store as it
	// is then, so write-back leaves them to it (firstsight.go).
	unwritten map[string]bool
	// refused are the files whose last write-back the file system refused
	// (a read-only mount, no permission, no space): writeBack leaves them
	// until something names them again, a change of one of their items
	// (OnCommit) or an event or rescan of the file (syncFile). Without
	// this every write-back retried every refused file, and the first
	// ingest of a read-only vault of 10,000 notes ran for an hour at full
	// CPU. Each maps to the file's identity when it was refused, which a
	// rescan compares (stillRefused). Under mu.
	refused map[string]vault.Identity

	parses  atomic.Int64  // files parsed since start, for tests and stats
	tails   atomic.Int64  // of which, only their grown tails (tail.go)
	decodes atomic.Int64  // file states decoded (not read by quietState)
	gen     atomic.Uint64 // bumped on every store commit

	// stateMu guards every source's health, which the API reads while
	// Serve updates it.
	stateMu sync.Mutex
	env     platform.Env

	batch      int  // Options.FirstSightBatch
	oneByOne   bool // Options.OneByOne
	checkMarks bool // Options.VerifyMarks
	wholeFiles bool // Options.WholeFiles

	active   activeSnap // every active item, patched per commit (active.go)
	blocks   blockCache // the active snapshot prepared for context blocks
	ctxCache ctxCache   // rendered blocks of the active snapshot (Context)
	recall   recallState
	warming  sync.WaitGroup // warmRecall, which Serve waits for
	served   servedBatch
	prog     progress   // start-up progress (progress.go)
	jr       journaling // other devices, once paired (journaling.go; under mu)

	// gone are files reported removed or found empty, waiting out
	// their grace (deferGone); settling are the paths settleGone
	// reconciles for good (under e.mu). changing are files a reconcile gave up on because a
	// writer kept changing them, retried after changingRetry.
	gone     deferred
	changing deferred
	settling map[string]bool
	// elsewhere are active items whose marked entry step 1 also found in
	// another file while their own still existed: a copy, or a move whose
	// other half is not read yet. If the entry then leaves its own file,
	// the item moves instead of going stale (under e.mu; see movedAway).
	elsewhere map[string]movedEntry
	// claims are status words in files waiting for another device's
	// journal record (claims.go); claimGrace is how long.
	claims     claims
	claimGrace time.Duration

	states stateCache // the decoded states of large list files (filestate.go)
	// above is, per list file, the text hashes of the entries above its
	// tail (tail.go; under e.mu).
	above map[string]aboveSet

	skips   skipped // files not governed, and why (Skipped)
	faultMu sync.Mutex
	fault   error // first store error not about the input (Health)

	exportQ chan struct{}
	reloadQ chan *reload
	ready   chan struct{}
	warmed  chan struct{} // closed when warmRecall is done (recall.go)
}

// Options are the engine's collaborators; tests inject a clock and the
// platform (home directory, environment) that source validation and
// discovery look at.
type Options struct {
	Logger *slog.Logger
	Now    func() time.Time
	// Platform is where this user's files live; the zero value is the
	// running process's (platform.Current).
	Platform platform.Env
	// FirstSightBatch bounds how many never-seen files a first ingest
	// holds in memory at once (see firstsight.go); zero means 512.
	FirstSightBatch int
	// OneByOne sends never-seen files the one-file way instead of in
	// batches (tests compare the two paths).
	OneByOne bool
	// VerifyMarks makes every render parse the marks it predicted and
	// panic on a difference (tests: a mismatch is a bug in an edit or in
	// the prediction).
	VerifyMarks bool
	// WholeFiles parses and renders every changed file whole, never its
	// grown tail alone (tests compare the two; tail.go).
	WholeFiles bool
	// ClaimGrace is how long, with other devices paired, a status word in
	// a file that the file may not decide waits for the journal record
	// that would explain it (claims.go); zero means 30 s.
	ClaimGrace time.Duration
}

// New builds an engine over an open store. It does not touch the files
// until Serve.
func New(cfg Config, st *store.Store, opt Options) (*Engine, error) {
	if err := cfg.normalize(); err != nil {
		return nil, err
	}
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Platform.GOOS == "" {
		opt.Platform = platform.Current()
	}
	// At start a source that is not there is a state, not an error: it
	// may be on a drive not plugged in yet. Anything else the validator
	// refuses stops the start with the reason.
	for i, sc := range cfg.Sources {
		v, _, err := validateSource(sc, cfg.DataDir, opt.Platform)
		if err != nil && !errors.Is(err, ErrSourceMissing) {
			return nil, err
		}
		cfg.Sources[i] = v
	}
	if opt.FirstSightBatch <= 0 {
		opt.FirstSightBatch = defaultFirstSightBatch
	}
	e := &Engine{
		cfg: cfg, dataDir: cfg.DataDir, st: st, log: opt.Logger, now: opt.Now, env: opt.Platform,
		batch: opt.FirstSightBatch, oneByOne: opt.OneByOne, checkMarks: opt.VerifyMarks, wholeFiles: opt.WholeFiles,
		echoes: vault.NewEchoes(), bus: newBus(opt.Now),
		exportQ: make(chan struct{}, 1), ready: make(chan struct{}), warmed: make(chan struct{}),
		dirty: map[string]bool{}, dirtyBy: map[string]map[string]bool{}, refused: map[string]vault.Identity{}, reloadQ: make(chan *reload),
		gone: newDeferred(), changing: newDeferred(), settling: map[string]bool{}, elsewhere: map[string]movedEntry{},
		claimGrace: cmp.Or(opt.ClaimGrace, defaultClaimGrace),
	}
	e.writer = &vault.Writer{Echoes: e.echoes}
	e.sources = buildSources(cfg)
	return e, nil
}

// buildSources derives the engine's sources from a normalised config.
func buildSources(cfg Config) []*source {
	var out []*source
	for i, sc := range cfg.Sources {
		s := &source{cfg: sc, index: i}
		switch sc.Kind {
		case KindMemoryFile:
			s.vsrc, s.kind = vault.FileSource(sc.Path), ingest.MemoryFile
		case KindKB:
			s.vsrc, s.kind = vault.DirSource(sc.Path), ingest.Bucket
		case KindVault:
			s.vsrc, s.kind = vault.DirSource(sc.Path), ingest.Note
		case KindClaudeCode:
			s.vsrc, s.kind = vault.DirSource(sc.Path), ingest.Topic
		}
		s.health = &health{state: vault.Healthy}
		if cfg.MaxFileSize > 0 {
			s.vsrc.MaxSize = int64(cfg.MaxFileSize)
		} else {
			s.vsrc.MaxSize = ingest.DefaultMaxFileSize
		}
		if sc.Kind == KindClaudeCode {
			idx := *s
			idx.kind = ingest.MemoryFile
			s.idx = &idx
		}
		out = append(out, s)
	}
	return out
}

// OnCommit is the store hook the engine needs: pass it as
// store.Options.OnCommit when opening the store. It marks the files of the
// changed items for write-back and publishes the events. Every store
// mutation runs under e.mu (ops and reconcile), so dirty needs no lock of
// its own.
func (e *Engine) OnCommit(evs []store.Event) {
	for _, ev := range evs {
		for _, p := range e.pathsOf(ev) {
			e.markDirty(p, ev.Item)
			delete(e.refused, p)
		}
	}
	e.journalEvents(evs)
	e.active.touched(evs)
	for _, ev := range evs {
		out := Event{Type: EventItem, Item: ev.Item, Action: ev.Action, Actor: string(ev.Actor), At: ev.At}
		if raw, ok := ev.After["status"]; ok {
			out.Status = strings.Trim(string(raw), `"`)
		}
		e.bus.publish(out)
	}
	e.requestExport()
}

// Parses reports how many files the engine has parsed since it started.
func (e *Engine) Parses() int64 { return e.parses.Load() }

// Ready is closed once the start-up reconcile of every source is done.
func (e *Engine) Ready() <-chan struct{} { return e.ready }

// Indexed is closed, after Ready, once the recall index holds everything
// the start-up found (its first build, phase indexing, is over): until
// then a recall waits.
func (e *Engine) Indexed() <-chan struct{} { return e.warmed }

// Store is the engine's store, for read-only callers.
func (e *Engine) Store() *store.Store { return e.st }

// Serve reconciles every source, then follows the watcher until ctx ends.
// SetSources restarts the watcher on a new list without ending Serve.
func (e *Engine) Serve(ctx context.Context) error {
	// The first watcher starts before the sources are prepared: its walk
	// (a watch on every folder) and prepare's (the temp files a crash
	// left) then run side by side, one on each core, where one after the
	// other they were a fifth of a warm restart of the 10,000-note
	// workspace (~14 ms each). What a recovery rewrites comes back as
	// events after Ready, like any change.
	wr, err := e.startWatcher(ctx)
	if err != nil {
		return err
	}
	if err := e.prepare(e.sources); err != nil {
		wr.stop()
		return err
	}
	if err := e.recoverDirty(); err != nil {
		wr.stop()
		return err
	}
	e.mu.Lock()
	e.openJournals()
	e.mu.Unlock()
	// Other devices' decisions first: a device joining late must know
	// what was decided about an entry before it first sees the entry.
	e.replay()
	defer func() {
		e.mu.Lock()
		e.closeJournals()
		e.mu.Unlock()
		e.closeRecall()
	}()
	first := true
	// pending is the SetSources request whose sources are being read: it
	// is answered once they are reconciled, or when Serve stops.
	var pending *reload
	defer func() {
		if pending != nil {
			pending.reconciled <- errors.New("memgate stopped before the new sources were read; they are read at its next start")
		}
	}()
	for {
		w, werr := wr.w, wr.err
		if w != nil {
			// Listing after the watches are in place means every later
			// change arrives as an event, so the watcher's own first
			// rescan (ListsFirst) would only check every file's identity
			// again: 100,000 checks after Ready at 100k notes.
			select {
			case <-w.Watching():
			case err := <-werr:
				werr <- err // it cannot watch at all: follow returns this
			case <-ctx.Done():
			}
		}

		// The first start and every new list of sources read all of them,
		// with progress: adding a vault of thousands of notes takes as
		// long as a first start, and the window shows it the same way.
		e.startup(ctx)
		if ctx.Err() != nil {
			// Stopping mid-ingest: every file is old or new (writes are
			// atomic), files not reached have no state, and dirty ones are
			// found again from the clean sequence; the next start finishes.
			wr.stop()
			return nil
		}
		e.mu.Lock()
		e.writeBack()
		e.markClean()
		e.mu.Unlock()
		e.replay() // what other devices decided, before Ready says so
		e.progressPhase(PhaseReady, 0)
		if pending != nil {
			pending.reconciled <- nil
			pending = nil
		}
		if first {
			close(e.ready)
			first = false
			e.warming.Add(1)
			go func() {
				defer e.warming.Done()
				defer close(e.warmed)
				e.warmRecall()
			}()
		}
		e.export()

		req, err := e.follow(ctx, w, werr)
		wr.stop()
		if req == nil {
			if errors.Is(err, context.Canceled) {
				err = nil
			}
			return err
		}
		// A new list of sources: the old watcher is gone; swap and start
		// over with a full (identity-checked, so cheap) rescan.
		srcs := buildSources(req.cfg)
		err = e.prepare(srcs)
		if err == nil {
			e.mu.Lock()
			e.cfg, e.sources = req.cfg, srcs
			e.closeJournals() // reopened on the new roots
			e.openJournals()
			e.mu.Unlock()
			pending = req
		}
		req.done <- err
		if wr, err = e.startWatcher(ctx); err != nil {
			return err
		}
	}
}

// watcherRun is a watcher being served (w nil: no sources).
type watcherRun struct {
	w      *vault.Watcher
	err    chan error // what its Serve returned
	cancel context.CancelFunc
}

// startWatcher serves a watcher of the engine's sources until ctx ends
// or stop.
func (e *Engine) startWatcher(ctx context.Context) (*watcherRun, error) {
	w, err := e.newWatcher()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	r := &watcherRun{w: w, err: make(chan error, 1), cancel: cancel}
	if w != nil {
		go func() { r.err <- w.Serve(ctx) }()
	}
	return r, nil
}

// stop ends the watcher and drains what it had still to say.
func (r *watcherRun) stop() {
	r.cancel()
	if r.w != nil {
		for range r.w.Events() {
		}
	}
}

// follow handles watcher batches until ctx ends, the watcher stops, or a
// SetSources request arrives (returned, with the watcher still running).
func (e *Engine) follow(ctx context.Context, w *vault.Watcher, werr chan error) (*reload, error) {
	var events <-chan []vault.Event // none without sources: wait for a list
	if w != nil {
		events = w.Events()
	}
	lost := e.st.Lost()
	if e.st.Fault() != nil {
		lost = nil // reported already
	}
	tick := time.NewTicker(journalTick)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			if e.st.SpaceRecovered() {
				e.spaceBack(ctx)
			}
			e.replay()
		case batch, ok := <-events:
			if !ok {
				return nil, <-werr
			}
			e.handleBatch(ctx, batch)
			e.mu.Lock()
			e.markClean()
			e.mu.Unlock()
		case <-e.gone.q:
			e.settleGone()
		case <-e.changing.q:
			e.retryChanged(ctx)
		case <-e.exportQ:
			e.export()
		case req := <-e.reloadQ:
			e.gone.reset() // the next watcher rescans every source
			e.changing.reset()
			e.claims.reset() // their sources are rebuilt; the rescan claims again
			return req, nil
		case <-lost:
			lost = nil
			err := e.st.Fault()
			e.log.Error("store lost its data directory: no change is accepted until memgate restarts", "err", err)
			e.bus.publish(Event{Type: EventError, Message: "memgate's data directory is gone; nothing can be saved until it is back and memgate restarts: " + err.Error()})
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// prepare readies sources for watching: temp files a crash left are
// recovered and removed. A source that is not there is left alone (its
// state says so; nothing is created in its place).
func (e *Engine) prepare(srcs []*source) error {
	for _, s := range srcs {
		if h, _, _ := vault.Probe(s.vsrc, 0); h != vault.Healthy {
			continue
		}
		if removed, err := vault.CleanTemp(s.vsrc); err != nil {
			e.log.Warn("cleaning temp files", "source", s.cfg.Path, "err", err)
		} else if len(removed) > 0 {
			e.log.Info("removed temp files left by a crash", "files", len(removed))
		}
	}
	return nil
}

func (e *Engine) newWatcher() (*vault.Watcher, error) {
	if len(e.sources) == 0 {
		return nil, nil
	}
	var vsrcs []vault.Source
	for _, s := range e.sources {
		vsrcs = append(vsrcs, s.vsrc)
	}
	return vault.NewWatcher(vault.Config{
		Sources: vsrcs, Debounce: e.cfg.Debounce, RescanInterval: e.cfg.RescanInterval,
		Poll: e.cfg.Poll, Echoes: e.echoes, RetryInterval: e.cfg.RetryInterval, ListsFirst: true,
		OnError: func(err error) {
			e.bus.publish(Event{Type: EventError, Message: err.Error()})
			e.log.Warn("watcher", "err", err)
		},
	})
}

// reload asks Serve to switch to a new configuration. done answers once
// the list is applied (or refused), reconciled once its sources are read.
type reload struct {
	cfg        Config
	done       chan error
	reconciled chan error
}

// Sources returns the configured sources.
func (e *Engine) Sources() []SourceConfig {
	e.mu.Lock()
	defer e.mu.Unlock()
	return slices.Clone(e.cfg.Sources)
}

// SetSources replaces the sources without a restart: it validates them
// (an error names the bad source), has Serve apply the new list, saves the
// configuration file when there is one (Config.ConfigPath), and returns
// once Serve has reconciled every source of the list, with progress
// events while that takes more than a second: a person who presses
// Govern on a vault of 10,000 notes then finds all of them in the review
// queue, not the few read so far. The file is saved before the reading,
// so that a stop midway resumes it at the next start. Items of a removed
// source stay in the store as they are; nothing is lost.
func (e *Engine) SetSources(ctx context.Context, srcs []SourceConfig) error {
	e.mu.Lock()
	cfg := e.cfg
	e.mu.Unlock()
	cfg.Sources = slices.Clone(srcs)
	if err := cfg.normalize(); err != nil {
		return err
	}
	// Every source must be there and allowed: a person adding a source
	// wants to hear now that the path is wrong, not find it "missing".
	for i, sc := range cfg.Sources {
		v, _, err := validateSource(sc, cfg.DataDir, e.env)
		if err != nil {
			return err
		}
		cfg.Sources[i] = v
	}
	req := &reload{cfg: cfg, done: make(chan error, 1), reconciled: make(chan error, 1)}
	select {
	case e.reloadQ <- req:
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-req.done:
		if err != nil {
			return err
		}
	case <-ctx.Done():
		return ctx.Err()
	}
	// Saved only once applied, so the file never names a list the engine
	// refused.
	if cfg.ConfigPath != "" {
		if err := SaveSources(cfg.ConfigPath, cfg.Sources); err != nil {
			return err
		}
	}
	select {
	case err := <-req.reconciled:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (e *Engine) handle(ctx context.Context, ev vault.Event) {
	if ev.Source < 0 || ev.Source >= len(e.sources) {
		return
	}
	s := e.sources[ev.Source]
	switch ev.Kind {
	case vault.Changed:
		if ev.Identity.Size == 0 && e.hadEntries(ev.Path) {
			// Emptied: most likely a writer between its truncate and
			// its write (Obsidian and os.WriteFile save that way), which
			// must not make every memory of the file stale. Decided after
			// its grace, like a removal.
			e.deferGone(ev.Path, s)
			return
		}
		id := ev.Identity
		e.syncFile(ctx, s, ev.Path, &id, false)
	case vault.Removed:
		if fi, err := os.Lstat(ev.Path); err == nil {
			// Something that is not a regular file stands there now.
			why := "not a regular file"
			if fi.Mode()&os.ModeSymlink != 0 {
				why = "symlink (not followed)"
			}
			e.skip(ev.Path, why, 0)
		} else {
			e.unskip(ev.Path)
		}
		// Decided after its grace (deferGone, settleGone): a file removed because
		// its whole folder is going (unplugged, deleted, renamed) must not
		// make its memories stale, and the folder goes after its files.
		e.deferGone(ev.Path, s)
	case vault.Oversize:
		e.skip(ev.Path, "file exceeds the size cap; not governed", 0)
	case vault.Rescan:
		e.rescan(ctx, s, ev.Path)
	}
}

// rescan reconciles every file under dir, skipping files whose identity
// matches what was last reconciled, and notices files that disappeared. A
// source that is not there is not rescanned: its files are not gone, they
// are out of reach, and its items keep their statuses.
func (e *Engine) rescan(ctx context.Context, s *source, dir string) {
	if list, ok := e.list(s, dir); ok {
		e.rescanList(ctx, s, dir, list)
	}
}

// list is the files of a healthy source under dir.
func (e *Engine) list(s *source, dir string) (vault.Listing, bool) {
	if !e.checkHealth(s) {
		return vault.Listing{}, false
	}
	list, err := vault.ScanUnder(s.vsrc, dir)
	if err != nil {
		e.bus.publish(Event{Type: EventError, Path: dir, Message: err.Error()})
		return vault.Listing{}, false
	}
	return list, true
}

// startup is the rescan of every source at a start or a new list of
// sources, with progress: every source is listed first, so the total is
// known before the first file is read.
func (e *Engine) startup(ctx context.Context) {
	e.progressPhase(PhaseListing, 0)
	lists := make([]vault.Listing, len(e.sources))
	ok := make([]bool, len(e.sources))
	total := 0
	for i, s := range e.sources {
		if lists[i], ok[i] = e.list(s, s.vsrc.Root); ok[i] {
			total += len(lists[i].Files)
		}
	}
	e.progressPhase(PhaseIngesting, total)
	for i, s := range e.sources {
		if ok[i] {
			e.rescanList(ctx, s, s.vsrc.Root, lists[i])
		}
	}
}

// spaceBack reads every source again once the store's disk has room:
// what the store refused while it had none (new files, edits, the state
// of files written back) is what an identity-checked rescan finds.
func (e *Engine) spaceBack(ctx context.Context) {
	e.log.Info("disk space is back; reading the sources again")
	for _, s := range e.sources {
		e.rescan(ctx, s, s.vsrc.Root)
	}
	e.mu.Lock()
	e.writeBack()
	e.markClean()
	e.mu.Unlock()
}

// stateChunk is how many files' states rescanList reads at once.
const stateChunk = 1024

// rescanList reconciles a source's files under dir, as listed. While the
// store's disk is too full to write, it reports that once instead of once
// a file: spaceBack does the work when space is freed.
func (e *Engine) rescanList(ctx context.Context, s *source, dir string, list vault.Listing) {
	if err := e.st.Space(); err != nil {
		e.progressAdd(PhaseIngesting, len(list.Files))
		e.report(dir, fmt.Errorf("not read: %w", err))
		return
	}
	// The states are read a chunk of sorted paths at a time, one range of
	// keys each, and decoded on every core: a lookup per file, decoded one
	// after another, was two thirds of a warm restart of the 10,000-note
	// workspace (158 of 240 ms). Sorted, a folder's files stay together,
	// as first sight wants them.
	files := slices.SortedFunc(slices.Values(list.Files), func(a, b vault.File) int { return strings.Compare(a.Path, b.Path) })
	var fresh []vault.File
	states := make([]*fileState, min(stateChunk, len(files)))
	errs := make([]error, len(states))
	// quiet: unchanged, as its stored state's bytes say (quietState),
	// which is then not decoded.
	quiet := make([]bool, len(states))
	for i, f := range files {
		if ctx.Err() != nil {
			return
		}
		if i%stateChunk == 0 {
			chunk := files[i:min(i+stateChunk, len(files))]
			raw, err := e.st.FileStatesBetween(chunk[0].Path, chunk[len(chunk)-1].Path)
			parallel.Do(len(chunk), runtime.GOMAXPROCS(0), func(j int) {
				states[j], errs[j], quiet[j] = nil, nil, false
				switch {
				case err != nil:
					// loadState reports the store's failure for this file.
					states[j], errs[j] = e.loadState(chunk[j].Path)
				case e.states.get(chunk[j].Path) == nil && quietState(raw[chunk[j].Path], chunk[j].Identity):
					quiet[j] = true
				default:
					states[j], errs[j] = e.loadStateFrom(chunk[j].Path, raw)
				}
			})
		}
		st, err := states[i%stateChunk], errs[i%stateChunk]
		if err != nil {
			e.report(f.Path, err) // never a new file: left alone until the store answers
			continue
		}
		dirty := e.isDirty(f.Path)
		switch {
		case e.stillRefused(f.Path, f.Identity):
			// Its write-back was refused, it has not changed since, and
			// its directory still takes no writes: another try would read,
			// parse and render it for the same refusal, at every periodic
			// rescan, for every file of a read-only vault.
			e.progressAdd(PhaseIngesting, 1)
			continue
		case dirty:
		case quiet[i%stateChunk] && f.Identity != (vault.Identity{}):
			// The case below, read from the state's bytes.
			e.progressAdd(PhaseIngesting, 1)
			continue
		case st == nil && !e.oneByOne && s.idx == nil:
			// (claude_code files go one by one: an index line and its
			// topic are decided together, and such directories are small.)
			fresh = append(fresh, f)
			continue
		case st != nil && !st.Removed && f.Identity != (vault.Identity{}) && st.Identity.Equal(f.Identity):
			// Unchanged since memgate last read or wrote it, nothing of
			// it changed in the store: what reconcile would decide, without
			// loading the state a second time (a warm restart is this, for
			// every file).
			if st.Skip != "" {
				e.skip(f.Path, st.Skip, st.SkipLine)
			}
			e.progressAdd(PhaseIngesting, 1)
			continue
		}
		id := f.Identity
		e.syncFile(ctx, s, f.Path, &id, false)
		e.progressAdd(PhaseIngesting, 1)
	}
	e.firstSight(ctx, s, fresh)
	if ctx.Err() != nil {
		return
	}
	for _, sk := range list.Skipped {
		if !strings.HasPrefix(sk.Reason, "hidden ") {
			e.skip(sk.Path, sk.Reason, 0)
		}
	}
	known, err := e.knownFiles(s, dir)
	if err != nil {
		e.report(dir, e.storeFault(fmt.Errorf("listing the files known under %s: %w", dir, err)))
		return
	}
	// Made only now, not beside first sight: at 100,000 notes this map
	// was ~10 MB of the heap at the cold ingest's peak, which falls at
	// the end of first sight (a heap profile at each new high of RSS).
	present := make(map[string]bool, len(list.Files))
	for _, f := range list.Files {
		present[f.Path] = true
	}
	for _, p := range known {
		if !present[p] && s.vsrc.Governs(p) {
			e.mu.Lock()
			e.removed(s, p)
			e.mu.Unlock()
		}
	}
}

// knownFiles is the paths under dir of s that have a state. A
// single-file source has one path to look up: listing the states under
// its folder would also list every file of a vault below it (the
// 10,000-note workspace's MEMORY.md sits above its vault: 15 ms of a
// warm restart).
func (e *Engine) knownFiles(s *source, dir string) ([]string, error) {
	if s.vsrc.File == "" {
		return e.st.FileStates(dir)
	}
	p := filepath.Join(s.vsrc.Root, s.vsrc.File)
	b, err := e.st.FileState(p)
	if err != nil || b == nil {
		return nil, err
	}
	return []string{p}, nil
}

// storeFault records a store error that is not a verdict on the input (a
// read that failed, a damaged record): /healthz reports the engine
// degraded from then on. It returns err.
func (e *Engine) storeFault(err error) error {
	e.faultMu.Lock()
	if e.fault == nil {
		e.fault = err
	}
	e.faultMu.Unlock()
	return err
}

// report logs err about path and publishes it as an error event.
func (e *Engine) report(path string, err error) {
	e.log.Error("store", "path", path, "err", err)
	e.bus.publish(Event{Type: EventError, Path: path, Message: err.Error()})
}

// Health is nil while the engine and its store work; otherwise it is why
// they do not: the data directory's loss, or the first store error that
// was not about the input, which stay set until memgate restarts; or a
// disk too full for the store to write (store.ErrDiskFull), which clears
// once space is freed.
func (e *Engine) Health() error {
	if err := e.st.Fault(); err != nil {
		return err
	}
	if err := e.st.Space(); err != nil {
		return err
	}
	e.faultMu.Lock()
	defer e.faultMu.Unlock()
	return e.fault
}

// isDirty: items of path changed in the store since it was last written.
// stillRefused: path's last write-back was refused by the file system,
// the file is as it was then (id; a refused file has no state of its own
// to compare, since state is saved with a write), and its directory still
// refuses writes (a read-only mount, a permission). A remount read-write
// is seen at the next rescan; an edit of the file, by its event and here.
func (e *Engine) stillRefused(path string, id vault.Identity) bool {
	e.mu.Lock()
	was, refused := e.refused[path]
	e.mu.Unlock()
	return refused && id != (vault.Identity{}) && was.Equal(id) && !vault.DirWritable(path)
}

// markDirty marks path for write-back because the item id changed, or,
// with id "", for a reason that names no items (a recovery, a round that
// must read the file whole): its changed items are then those the store
// lists since the file's Seq. The caller holds e.mu.
func (e *Engine) markDirty(path, id string) {
	switch ids, known := e.dirtyBy[path]; {
	case id == "":
		delete(e.dirtyBy, path)
	case !e.dirty[path]:
		e.dirtyBy[path] = map[string]bool{id: true}
	case known:
		ids[id] = true
	}
	e.dirty[path] = true
}

// cleaned unmarks path: written, or never to be written. The caller
// holds e.mu.
func (e *Engine) cleaned(path string) {
	delete(e.dirty, path)
	delete(e.dirtyBy, path)
}

// changedIn is the items whose entries in path, a dirty file last
// written at store sequence since, may need a rewrite: those whose
// commits marked it, or, when a reason named none, every item the store
// changed since (a superset, which only widens what is looked at).
func (e *Engine) changedIn(path string, since uint64) (map[string]bool, error) {
	if ids, ok := e.dirtyBy[path]; ok {
		return ids, nil
	}
	return e.changedSince(since)
}

func (e *Engine) isDirty(path string) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.dirty[path]
}

// sourceFor returns the source that governs path.
func (e *Engine) sourceFor(path string) *source {
	for _, s := range e.sources {
		if s.vsrc.Governs(path) {
			return s
		}
	}
	return nil
}

// pathsOf names the files an audit event touches: the item's source, from
// the event when it carries it (a create, a move) or else from the store.
func (e *Engine) pathsOf(ev store.Event) []string {
	var srcs []store.Source
	for _, m := range []map[string]json.RawMessage{ev.Before, ev.After} {
		if raw, ok := m["source"]; ok {
			var src store.Source
			if json.Unmarshal(raw, &src) == nil && src.Path != "" {
				srcs = append(srcs, src)
			}
		}
	}
	if len(srcs) == 0 {
		if it, err := e.st.Get(ev.Item); err == nil && it.Source.Path != "" {
			srcs = append(srcs, it.Source)
		}
	}
	var out []string
	for _, src := range srcs {
		out = append(out, src.Path)
		if p := indexPath(src); p != "" {
			out = append(out, p) // a claude_code topic's index line follows it
		}
	}
	return out
}

// cleanKey is where the clean sequence is kept among the file states; it
// is not a path, so no rescan lists it.
const cleanKey = "memgate:clean-seq"

// recoverDirty marks, at start, the files of every item changed since the
// last moment all files were written back: the write-backs a crash cut
// short.
func (e *Engine) recoverDirty() error {
	b, err := e.st.FileState(cleanKey)
	if err != nil {
		return err
	}
	if b != nil {
		json.Unmarshal(b, &e.cleanSeq)
	}
	ids, err := e.st.ChangedSince(e.cleanSeq)
	if err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for id := range ids {
		if it, err := e.st.Get(id); err == nil && it.Source.Path != "" {
			e.markDirty(it.Source.Path, "") // since cleanSeq, not since each file's Seq
		}
	}
	return nil
}

// markClean records, when no file waits for write-back, that every change
// so far is in the files. The caller holds e.mu.
func (e *Engine) markClean() {
	if len(e.dirty) > 0 {
		return
	}
	seq, err := e.st.Seq()
	if err != nil || seq == e.cleanSeq {
		return
	}
	b, _ := json.Marshal(seq)
	if err := e.st.PutFileState(cleanKey, b); err == nil {
		e.cleanSeq = seq
	}
}
