package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// Reconciling one file is two steps:
//
//  1. ingest: parse the bytes and bring the store up to date with them —
//     new entries become items (or are dropped as tombstoned), edited text
//     is an audited edit, a status word changed by hand is a review action
//     by "vault", an entry gone from the file makes its item stale;
//  2. render: rewrite the file from the store — every entry carries its
//     marker, entries an agent must not read are swapped for placeholders,
//     held entries that became readable come back — through a
//     compare-and-swap write that re-runs the render on fresh bytes if
//     someone else wrote in between.
//
// Render only reads the store; every store change happens in step 1 or in
// a review operation, each with its actor.

// syncFile reconciles one file under the engine lock and reports failures
// as events.
func (e *Engine) syncFile(ctx context.Context, s *source, path string, ident *vault.Identity, force bool) {
	if ctx.Err() != nil {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	delete(e.refused, path)
	if err := e.reconcile(ctx, s, path, ident, force); err != nil {
		e.noteRefused(path, err)
		if errors.Is(err, fs.ErrPermission) {
			e.skip(path, permissionReason(err), 0)
		} else {
			e.bus.publish(Event{Type: EventError, Path: path, Message: err.Error()})
		}
		e.log.Warn("reconcile", "path", path, "err", err)
	}
	e.writeBack()
}

// reconcile brings path and the store into agreement. ident, when given,
// lets an unchanged file be skipped without reading it, unless items of
// the file changed in the store since it was last written. The caller
// holds e.mu.
func (e *Engine) reconcile(ctx context.Context, s *source, path string, ident *vault.Identity, force bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	src, s := s, s.forFile(path)
	st, err := e.loadState(path)
	if err != nil {
		return err
	}
	if e.dirty[path] {
		force = true // items of this file changed in the store: rewrite it
	}
	if !force && st != nil && !st.Removed && ident != nil && *ident != (vault.Identity{}) && st.Identity.Equal(*ident) {
		return nil
	}
	dirty, err := e.dirtyItems(path, st)
	if err != nil {
		return err
	}
	for range 8 {
		r, err := e.readRound(s, path, st, dirty, ident, force)
		if err != nil || r == nil {
			return err
		}
		res, err := e.writer.Update(s.vsrc, path, r.edit)
		if err != nil {
			if errors.Is(err, vault.ErrConflict) {
				e.changing.add(path, src, changingRetry)
			}
			return fmt.Errorf("%w: %w", errWriteBack, err)
		}
		if err := r.finish(res); err != nil || !r.again {
			return err
		}
		st, force, dirty = r.next, r.force, nil
	}
	// A writer kept beating the render. Its next change would bring an
	// event, but its last one may already have been seen, and then
	// nothing else would: try again once it has had time to stop.
	e.changing.add(path, src, changingRetry)
	return fmt.Errorf("%s kept changing; will retry in %v", path, changingRetry)
}

// changingRetry is how long a file a reconcile gave up on waits before the
// next try. Long enough for an appender's burst to end, short enough that
// what it wrote is governed before an agent is likely to read it.
const changingRetry = 250 * time.Millisecond

// retryChanged reconciles, whole, the files a reconcile gave up on. One
// that still keeps changing is put back (reconcile) and tried again later;
// one whose source went away waits for the source, like any other file of
// it.
func (e *Engine) retryChanged(ctx context.Context) {
	for path, s := range e.changing.take() {
		if !e.checkHealth(s) {
			continue
		}
		e.syncFile(ctx, s, path, nil, true)
	}
}

// round is one round of a reconcile, from reading the file to writing it
// back: what step 1 decided and what render needs. reconcile writes one
// round with Update; writeMany writes the rounds of many files with one
// UpdateMany.
type round struct {
	e    *Engine
	s    *source
	path string
	data []byte
	doc  *ingest.Document
	run  *tailRun
	pl   plan
	// marks, dirty, full, pre and from are render's (renderJob).
	marks map[string]mark
	dirty map[string]bool
	full  bool
	pre   *ingest.Document
	from  int
	seq   uint64
	// Set by edit.
	written   map[string]mark
	unplanned bool
	out       []byte
	// Set by finish: the state saved, and whether to go again (forced:
	// the file is read whole).
	next         *fileState
	again, force bool
}

// readRound reads path and runs step 1. A nil round means the file needs
// no write: unchanged, gone, skipped or not governed.
func (e *Engine) readRound(s *source, path string, st *fileState, dirty map[string]bool, ident *vault.Identity, force bool) (*round, error) {
	data, err := e.read(s, path)
	if errors.Is(err, fs.ErrNotExist) {
		// Gone since whatever sent us here (an event, a write-back, a
		// retry) saw it: a removal like any other, decided after its
		// grace (settleGone). Deciding it now made the old name of a
		// note another device renamed stale whenever a reconcile of it
		// ran between the deletion and the new name's arrival.
		e.deferGone(path, s)
		e.cleaned(path)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if len(data) == 0 && st != nil && len(st.Marks) > 0 && !e.settling[path] {
		// Emptied, maybe by a writer between truncate and write: wait
		// out the grace before its memories go stale (settleGone).
		e.deferGone(path, s)
		return nil, nil
	}
	// The hash tells an unchanged file. A length other than the one the
	// state's identity saw tells a changed one without it: an append to
	// a large MEMORY.md hashed its megabytes here and again for its tail
	// (grownTail). The skip states below hash it when they need it.
	var sum string
	hashed := func() string {
		if sum == "" {
			sum = vault.Hash(data).String()
		}
		return sum
	}
	resized := st != nil && st.Identity != (vault.Identity{}) && st.Identity.Size != int64(len(data))
	if !force && st != nil && !st.Removed && !resized && st.Hash == hashed() {
		if ident != nil && *ident != (vault.Identity{}) && !st.Identity.Equal(*ident) {
			st.Identity = *ident
			e.saveState(path, st)
		}
		return nil, nil
	}
	// A file that only grew at its end: step 1 and render look at the
	// grown part alone (tail.go).
	var doc *ingest.Document
	var run *tailRun
	if !force && st != nil {
		doc, run = e.grownTail(s, path, data, st)
	}
	force = false
	e.parses.Add(1)
	if doc == nil {
		doc, err = e.parse(s, path, data)
	}
	if err != nil {
		// Skipped and reported, never rewritten.
		line := 0
		var ie *ingest.Error
		if errors.As(err, &ie) {
			line = ie.Line
		}
		e.skip(path, err.Error(), line)
		e.saveState(path, &fileState{Identity: statIdentity(path), Hash: hashed(), Skip: err.Error(), SkipLine: line})
		e.cleaned(path) // unparsable files are never written
		return nil, nil
	}
	if p, bad := malformedNote(doc); bad && s.kind == ingest.Note {
		e.skip(path, p.Code+": "+p.Msg, p.Line)
		e.saveState(path, &fileState{Identity: statIdentity(path), Hash: hashed(), Skip: p.Code + ": " + p.Msg, SkipLine: p.Line})
		e.cleaned(path) // never written while malformed
		return nil, nil
	}
	e.unskip(path)
	if s.kind == ingest.Note && !e.governedNote(s, path, doc) {
		e.saveState(path, &fileState{Identity: statIdentity(path), Hash: hashed()})
		e.cleaned(path)
		return nil, nil
	}
	for _, p := range doc.Problems {
		e.bus.publish(Event{Type: EventError, Path: path, Line: p.Line, Message: p.Code + ": " + p.Msg})
	}
	if isIndex(s) {
		e.stateMu.Lock()
		s.health.unread = countUnread(doc)
		e.stateMu.Unlock()
	}
	var marks map[string]mark
	var since uint64
	if st != nil && !st.Removed {
		marks, since = st.Marks, st.Seq
	}
	checked := marks // the entries step 1 looks for: the tail's, on a tail run
	if run != nil {
		checked = run.tail
	}
	pl, err := e.ingestDoc(s, path, doc, checked, dirty, st == nil || st.Removed)
	if err != nil {
		return nil, err
	}
	full := marks == nil
	// What step 1 changed is dirty too; a full render looks at every
	// entry anyway. (Reading the change index from 0 for every new file
	// made a cold start quadratic.)
	if e.dirty[path] && !full {
		if dirty, err = e.changedIn(path, since); err != nil {
			return nil, err
		}
	}
	pre, from := doc, 0
	if run != nil {
		from = run.resume.Off
		if run.prefixChanged(dirty) {
			// An entry above the tail needs a rewrite: render parses
			// the whole file (step 1's plan is the tail's, and stands).
			pre, from = nil, 0
		}
	}
	seq, err := e.st.Seq()
	if err != nil {
		return nil, err
	}
	return &round{e: e, s: s, path: path, data: data, doc: doc, run: run, pl: pl,
		marks: marks, dirty: dirty, full: full, pre: pre, from: from, seq: seq}, nil
}

// edit is the round's render of the file as it is when written (old),
// for Update and UpdateMany.
func (r *round) edit(old []byte) ([]byte, error) {
	pre, from := r.pre, r.from
	var read map[string]mark
	if string(old) != string(r.data) {
		pre, from, read = nil, 0, marksOf(r.doc)
	}
	out, err := r.e.render(renderJob{s: r.s, path: r.path, old: old, pre: pre, from: from, pl: r.pl, marks: r.marks, dirty: r.dirty, full: r.full, read: read})
	r.written, r.unplanned, r.out = out.marks, out.unplanned, out.out
	return out.out, err
}

// finish records what the write left: the file's state, the items whose
// entries were gone by then, and whether to go again.
func (r *round) finish(res vault.WriteResult) error {
	e, path, written := r.e, r.path, r.written
	if r.run != nil {
		written = r.run.withPrefix(written)
	}
	if err := e.lost(r.pl, written); err != nil {
		return err
	}
	// Entries step 1 read that someone removed before the write: they
	// stay in the saved marks, so that the next round sees them gone
	// and their memories go stale, as if removed after the write.
	vanished := false
	for id, m := range marksOf(r.doc) {
		if _, ok := written[id]; !ok {
			if written == nil {
				written = map[string]mark{}
			}
			written[id], vanished = m, true
		}
	}
	st := &fileState{Identity: res.Identity, Hash: res.Sum.String(), Marks: written, Seq: r.seq, Governed: true}
	if r.run == nil {
		delete(e.above, path) // a tail starts here, maybe with other marks above
	}
	if !vanished {
		st.Tail = nextTail(r.run, r.doc, r.data, r.out, written)
	}
	e.saveState(path, st)
	e.cleaned(path)
	e.bus.publish(Event{Type: EventFile, Path: path})
	// Bytes arrived that this round did not ingest (appended while we
	// wrote), or entries went: go again.
	r.next, r.force = st, r.unplanned || vanished
	r.again = r.unplanned || vanished || res.Carried > 0
	return nil
}

// lost handles items step 1 created or matched whose entries were gone by
// the time the file was written (rewritten in between): they are not in
// the file, so they cannot stay active.
func (e *Engine) lost(pl plan, written map[string]mark) error {
	for _, ids := range pl.assign {
		for _, id := range ids {
			if _, ok := written[id]; ok {
				continue
			}
			it, err := e.st.Get(id)
			if err != nil {
				return err
			}
			if it.Status == mem.Active {
				if _, err := e.st.Transition(store.System("ingest"), id, mem.Stale, "entry gone before its marker was written"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// read reads a governed file, refusing paths that resolve out of the
// source.
func (e *Engine) read(s *source, path string) ([]byte, error) {
	real, err := vault.Resolve(s.vsrc, path)
	if err != nil {
		return nil, err
	}
	return vault.ReadFile(real)
}

func statIdentity(path string) vault.Identity {
	id, _ := vault.StatIdentity(path)
	return id
}

// governedNote: a note in one of the vault's governed folders, or anywhere
// with a memory_* front matter key.
func (e *Engine) governedNote(s *source, path string, doc *ingest.Document) bool {
	if doc.FrontMatter != nil && doc.FrontMatter.MemoryKeys {
		return true
	}
	rel, err := filepath.Rel(s.vsrc.Root, path)
	if err != nil {
		return false
	}
	rel = filepath.ToSlash(rel)
	for _, f := range s.cfg.Folders {
		if strings.HasPrefix(rel, strings.Trim(f, "/")+"/") {
			return true
		}
	}
	return false
}

// removed handles a file that disappeared: its active items go stale.
func (e *Engine) removed(s *source, path string) {
	st, err := e.loadState(path)
	if err != nil {
		e.report(path, err)
		return
	}
	if st != nil && st.Removed {
		return
	}
	items, err := e.st.BySource(path)
	if err != nil {
		e.report(path, e.storeFault(fmt.Errorf("items of removed %s: %w", path, err)))
		return
	}
	for _, it := range items {
		if it.Status == mem.Active {
			if moved, err := e.movedAway(it); moved || err != nil {
				if err != nil {
					e.log.Warn("moving", "item", it.ID, "err", err)
				}
				continue
			}
			if _, err := e.st.Transition(store.System("ingest"), it.ID, mem.Stale, "source file removed"); err != nil {
				e.log.Warn("staling", "item", it.ID, "err", err)
			}
		}
	}
	e.saveState(path, &fileState{Removed: true})
}

// writeBack rewrites every file whose items changed in the store since it
// was last written. The caller holds e.mu.
func (e *Engine) writeBack() {
	defer func() { e.changes = nil }()
	for round := 0; round < 4 && len(e.dirty) > 0; round++ {
		paths := make([]string, 0, len(e.dirty))
		for p := range e.dirty {
			if _, refused := e.refused[p]; !e.unwritten[p] && !refused {
				paths = append(paths, p)
			}
		}
		if len(paths) == 0 {
			break
		}
		slices.Sort(paths)
		if len(paths) > 1 {
			if err := e.shareChanges(paths); err != nil {
				e.bus.publish(Event{Type: EventError, Message: err.Error()})
				return
			}
		}
		if len(paths) >= writeManyMin {
			paths = e.writeMany(paths)
		}
		for _, p := range paths {
			s := e.sourceFor(p)
			if s == nil {
				e.cleaned(p) // not a governed file (an API item, a removed source)
				continue
			}
			if err := e.reconcile(context.Background(), s, p, nil, true); err != nil {
				e.noteRefused(p, err)
				e.bus.publish(Event{Type: EventError, Path: p, Message: err.Error()})
			}
		}
	}
}

// errWriteBack marks the failure of a write that followed a good read, so
// that a refusal can say which of the two the file system refused.
var errWriteBack = errors.New("write-back")

// permissionReason is the skip reason of a file whose read or write was
// refused for want of permission.
func permissionReason(err error) string {
	if errors.Is(err, errWriteBack) {
		return "not writable: " + err.Error()
	}
	return "unreadable: " + err.Error()
}

// noteRefused records path among the refused files, with its identity
// now, when err is the file system refusing its write. The caller holds
// e.mu.
func (e *Engine) noteRefused(path string, err error) {
	if refusedWrite(err) {
		e.refused[path] = statIdentity(path)
	}
}

// refusedWrite: the file system refused a write, and trying again at once
// would be refused the same way. A file that kept changing or moved while
// it was written is not refused: its next round may well succeed.
func refusedWrite(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) ||
		errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

// writeManyMin is how many dirty files make writeBack write them in one
// UpdateMany (one syncfs) rather than one Update (two fsyncs) each.
const writeManyMin = 16

// writeMany is writeBack's first round for many dirty files: a batch
// accept of 10,000 notes dirties 10,000 files. Each file's round is read
// and decided as reconcile's first round is, and the rounds of one source
// are written together with UpdateMany, as first sight writes. It returns
// the files to reconcile one by one: those of a Claude Code directory (an
// index line and its topic are decided together), and those whose round
// must go again (bytes arrived during the write). Files are read and
// written in chunks of first sight's batch size, which bounds the parsed
// files held at once. The caller holds e.mu.
func (e *Engine) writeMany(paths []string) (rest []string) {
	pool := vault.NewSparePool()
	defer pool.Close()
	for lo := 0; lo < len(paths); lo += e.batch {
		rest = append(rest, e.writeChunk(paths[lo:min(lo+e.batch, len(paths))], pool)...)
	}
	return rest
}

// writeChunk is writeMany for one chunk of paths.
func (e *Engine) writeChunk(paths []string, pool *vault.SparePool) (rest []string) {
	var order []*source
	rounds := map[*source][]*round{}
	for _, p := range paths {
		s := e.sourceFor(p)
		if s == nil {
			e.cleaned(p) // not a governed file (an API item, a removed source)
			continue
		}
		if s.idx != nil {
			rest = append(rest, p)
			continue
		}
		r, err := e.firstRound(s.forFile(p), p)
		if err != nil {
			e.bus.publish(Event{Type: EventError, Path: p, Message: err.Error()})
			continue
		}
		if r == nil {
			continue
		}
		if rounds[s] == nil {
			order = append(order, s)
		}
		rounds[s] = append(rounds[s], r)
	}
	for _, s := range order {
		rs := rounds[s]
		reqs := make([]vault.Request, len(rs))
		for i, r := range rs {
			reqs[i] = vault.Request{Path: r.path, Edit: r.edit}
		}
		for i, res := range e.writer.UpdateManyPooled(s.vsrc, reqs, pool) {
			r := rs[i]
			if res.Err != nil {
				// Left dirty: writeBack's next round tries it alone,
				// unless the file system refused it.
				e.noteRefused(r.path, res.Err)
				e.bus.publish(Event{Type: EventError, Path: r.path, Message: "write-back: " + res.Err.Error()})
				continue
			}
			if err := r.finish(res.WriteResult); err != nil {
				e.bus.publish(Event{Type: EventError, Path: r.path, Message: err.Error()})
				continue
			}
			if r.again {
				e.markDirty(r.path, "") // reconcile reads it whole
				rest = append(rest, r.path)
			}
		}
	}
	return rest
}

// firstRound is reconcile's first round for a dirty file, forced.
func (e *Engine) firstRound(s *source, path string) (*round, error) {
	st, err := e.loadState(path)
	if err != nil {
		return nil, err
	}
	dirty, err := e.dirtyItems(path, st)
	if err != nil {
		return nil, err
	}
	return e.readRound(s, path, st, dirty, nil, true)
}

// dirtyItems are the items whose entries in path may need a rewrite:
// none unless the file is dirty (OnCommit marks every file a change
// touches).
func (e *Engine) dirtyItems(path string, st *fileState) (map[string]bool, error) {
	if !e.dirty[path] || st == nil || st.Removed {
		return nil, nil
	}
	return e.changedIn(path, st.Seq)
}
