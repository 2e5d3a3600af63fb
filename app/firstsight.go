package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/internal/parallel"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// First sight: files the engine has never reconciled — every file on a
// first start, a folder of notes copied into a vault — are the bulk of the
// work and the simplest case: every entry is new. Reconciling them one at
// a time costs a synced store commit per entry and two fsyncs per file,
// which made a first start on a large vault take minutes. firstSight does
// the same two steps for a batch of files at once:
//
//  1. read, parse and scan the batch on every core (no lock, no store);
//  2. under e.mu: decide every entry as newEntry would, create all the
//     new items with one store call (CreateMany: one commit per few dozen
//     items), render every file (render, with its marks predicted), and
//     write them with one vault.UpdateMany (one syncfs for the batch
//     instead of two fsyncs per file).
//
// Only files whose entries are all plainly new take this path: an entry
// with a marker, a placeholder, a text the store already knows (a
// duplicate, a tombstoned value, an item to restore) or a text twice in
// the batch sends its file to the ordinary reconcile, after the batch, so
// every rule of the one-file path still decides it. So does a file that
// changed between being read and being written.

// defaultFirstSightBatch bounds the files held in memory at once (two batches:
// one in step 1, one in step 2). The batches' writes share a
// vault.SparePool, so that only the first batch creates inodes and the
// later ones reuse those the earlier ones replaced. 512 keeps the
// engine's share of the heap small next to Badger's table builds: under
// memgate's soft memory limit (64 MiB then), batches of 2,048 kept the collector
// running through the whole first ingest. In BenchmarkPeakRSS's child, a
// process set up like memgate serve, alternated three times: 14.0–14.9 s
// at 512 against 16.4–21.2 s at 2,048, peak RSS 114.5–119.6 against
// 129.5–131.4 MB. Options.FirstSightBatch overrides it (tests run many
// small batches).
//
// Step 2 of one batch does not overlap step 2 of the next (creating the
// next batch's items while this one is written): both keep the two cores
// busy, and overlapping them measured slower (BenchmarkColdIngest without
// the memory limit, alternated three times: 6.7–6.8 s against 6.2–6.5 s).
const defaultFirstSightBatch = 512

// sighted is one file of a batch after step 1.
type sighted struct {
	f     vault.File
	data  []byte
	sum   string
	doc   *ingest.Document
	err   error // reading or parsing failed: the one-file path reports it
	scans []scanResult
	// slow sends the file to the ordinary reconcile; plain is a note
	// outside the governed folders, only recorded.
	slow, plain bool
	pl          plan
}

type scanResult struct {
	flags   []store.Flag
	privacy mem.Privacy
}

// firstSight reconciles files that have no file state, as a pipeline of
// batches: while batch k+1 is created in the store (Badger's single
// writer), batch k's files are rendered and written (the filesystem and
// its syncs), and batch k+2 is read, parsed and scanned (the CPU). The
// store and the files are the two slow halves of a first ingest; doing
// them one after the other made it twice as long as either.
//
// Both halves run under e.mu, so no review action or reconcile sees a
// batch half written. Between lock holds a batch may be created and not
// yet written: a review action then changes the store, and the write
// that follows renders the store as it is, so nothing is lost; if the
// action rewrote the file itself, the write finds other bytes and the
// file goes the one-file way.
//
// ctx ends it between batches (a batch is about half a second of work):
// what was settled is in the store and the files; the last batch created
// may not be written, as after a crash, and like everything not reached it
// has no file state and is first seen again at the next start.
func (e *Engine) firstSight(ctx context.Context, s *source, files []vault.File) {
	next := make(chan []sighted, 1)
	go func() {
		defer close(next)
		for len(files) > 0 && ctx.Err() == nil {
			n := min(len(files), e.batch)
			next <- e.sightAll(ctx, s, files[:n])
			files = files[n:]
		}
	}()
	pool := vault.NewSparePool()
	defer pool.Close()
	var created []sighted // in the store, files not yet written
	for batch := range next {
		if ctx.Err() != nil {
			continue // drain: the producer stops after its current batch
		}
		e.mu.Lock()
		var w *sightWrite
		if created != nil {
			w = e.startWrite(s, created, pool)
		}
		if err := e.createSighted(s, batch); err != nil {
			e.bus.publish(Event{Type: EventError, Message: err.Error()})
			e.log.Warn("first ingest", "err", err)
		}
		if w != nil {
			e.finishWrite(w)
		}
		e.unwritten = map[string]bool{}
		for i := range batch {
			if b := &batch[i]; !b.slow && !b.plain {
				e.unwritten[b.f.Path] = true
			}
		}
		e.mu.Unlock()
		e.settleSlow(ctx, s, created)
		created = batch
	}
	if created == nil {
		return
	}
	if ctx.Err() != nil {
		// Stopping: the last batch is in the store and its files are
		// untouched, as a crash between the two would leave them. They
		// have no file state, so the next start sees them first again and
		// finds their items (TestCrashDuringFirstIngest); stopping waits
		// for one batch, not two.
		e.mu.Lock()
		e.unwritten = nil
		e.mu.Unlock()
		return
	}
	e.mu.Lock()
	e.finishWrite(e.startWrite(s, created, pool))
	e.mu.Unlock()
	e.settleSlow(ctx, s, created)
}

// settleSlow sends the files of a written batch that it could not take
// the one-file way, and counts the batch done.
func (e *Engine) settleSlow(ctx context.Context, s *source, batch []sighted) {
	for i := range batch {
		if b := &batch[i]; b.slow {
			id := b.f.Identity
			e.syncFile(ctx, s, b.f.Path, &id, true)
		}
	}
	e.progressAdd(PhaseIngesting, len(batch))
}

// sightAll is step 1 for a batch, on every core.
func (e *Engine) sightAll(ctx context.Context, s *source, files []vault.File) []sighted {
	batch := make([]sighted, len(files))
	parallel.Do(len(files), runtime.GOMAXPROCS(0), func(i int) {
		if ctx.Err() != nil {
			return // stopping: the batch is dropped unsettled
		}
		batch[i] = e.sight(s, files[i])
	})
	// The scanners run over the whole batch after it is read and parsed,
	// not file by file between reads and parses: their tables stay in the
	// cache. Measured in a cold ingest of the 10k workspace (all active),
	// their own CPU went from 0.58-0.82 s to 0.49-0.58 s.
	parallel.Do(len(files), runtime.GOMAXPROCS(0), func(i int) {
		if b := &batch[i]; b.scans != nil && ctx.Err() == nil {
			b.scanAll()
		}
	})
	return batch
}

// scanAll scans every entry of a sighted file.
func (b *sighted) scanAll() {
	for i, en := range b.doc.Entries {
		if strings.TrimSpace(en.Text) != "" {
			b.scans[i].flags, b.scans[i].privacy = scanEntry(en)
		}
	}
}

// sight is step 1 for one file but its scan: read, parse. Pure but for
// the read.
func (e *Engine) sight(s *source, f vault.File) sighted {
	b := sighted{f: f}
	b.data, b.err = vault.ReadListed(s.vsrc, f)
	if b.err != nil {
		b.slow = true
		return b
	}
	b.sum = vault.Hash(b.data).String()
	e.parses.Add(1)
	b.doc, b.err = e.parse(s, f.Path, b.data)
	if b.err != nil {
		b.slow = true // the one-file path reports it, with its line
		return b
	}
	if _, bad := malformedNote(b.doc); bad && s.kind == ingest.Note {
		b.slow = true // the one-file path skips and reports it
		return b
	}
	if s.kind == ingest.Note && !e.governedNote(s, f.Path, b.doc) {
		b.plain = true
		return b
	}
	for _, en := range b.doc.Entries {
		if en.ID != "" || en.Held {
			b.slow = true
			return b
		}
	}
	b.scans = make([]scanResult, len(b.doc.Entries)) // filled by scanAll
	return b
}

// createSighted decides every entry of the batch's fast files and creates
// their items. The caller holds e.mu.
func (e *Engine) createSighted(s *source, batch []sighted) error {
	var ns []store.New
	var reasons []string
	type owner struct {
		file, entry int
	}
	var owners []owner
	inBatch := map[string]bool{}
	// The items the store already has for the batch's texts, asked once
	// for the whole batch: on a first ingest nearly every answer is none.
	var hashes []string
	for fi := range batch {
		if b := &batch[fi]; !b.slow && !b.plain {
			for _, en := range b.doc.Entries {
				if strings.TrimSpace(en.Text) != "" {
					hashes = append(hashes, en.Hash)
				}
			}
		}
	}
	known, err := e.st.ByTextHashes(hashes)
	if err != nil {
		return err
	}
	for fi := range batch {
		b := &batch[fi]
		if b.slow || b.plain {
			continue
		}
		// Every text new to the store and to the batch, or already the
		// file's own (a first ingest cut short: newEntry's "same text at
		// its old place"), or the file goes the ordinary way.
		mine := map[string]bool{}
		adopt := map[int]store.Item{}
		occ := occurrences(b.doc.Entries)
		for i, en := range b.doc.Entries {
			if strings.TrimSpace(en.Text) == "" {
				continue
			}
			if inBatch[en.Hash] || mine[en.Hash] {
				b.slow = true
				break
			}
			mine[en.Hash] = true
			if _, ok, err := e.st.TombstonedHash(en.Hash); err != nil {
				return err
			} else if ok {
				b.slow = true
				break
			}
			same := known[en.Hash]
			if len(same) == 0 {
				continue
			}
			if it, ok := ownItem(same, b.f.Path); ok {
				adopt[i] = it
				continue
			}
			b.slow = true
			break
		}
		if b.slow {
			continue
		}
		for h := range mine {
			inBatch[h] = true
		}
		for _, p := range b.doc.Problems {
			e.bus.publish(Event{Type: EventError, Path: b.f.Path, Line: p.Line, Message: p.Code + ": " + p.Msg})
		}
		for i, en := range b.doc.Entries {
			if strings.TrimSpace(en.Text) == "" {
				continue
			}
			if it, ok := adopt[i]; ok {
				b.assign(en.Hash, it.ID, &it)
				continue
			}
			ns = append(ns, e.newItem(s, b.f.Path, en, occ[i], b.scans[i].flags, b.scans[i].privacy))
			reasons = append(reasons, "new entry in "+filepath.Base(b.f.Path))
			owners = append(owners, owner{fi, i})
		}
	}
	items, err := e.st.CreateMany(store.System("ingest"), ns, reasons)
	for k, it := range items {
		o := owners[k]
		b := &batch[o.file]
		en := b.doc.Entries[o.entry]
		known := &items[k]
		if it.Key != "" {
			// Only a keyed item can be changed by a later one in the same
			// call (superseded): render reads those afresh.
			known = nil
		}
		b.assign(en.Hash, it.ID, known)
		if fl := b.scans[o.entry].flags; len(fl) > 0 {
			e.bus.publish(Event{Type: EventHeld, Item: it.ID, Path: b.f.Path, Line: en.Line, Message: fl[0].Rule})
		}
	}
	if err != nil {
		// What was created is in the store; the ordinary path finds it
		// by text at its place and finishes the files.
		for k := len(items); k < len(owners); k++ {
			batch[owners[k].file].slow = true
		}
		for fi := range batch {
			if batch[fi].pl.assign != nil {
				batch[fi].slow = true
			}
		}
		return fmt.Errorf("first ingest of %d entries: %w", len(ns), err)
	}
	return nil
}

// ownItem is newEntry's "same text at its old place" for a first sight:
// the first item of same from path that is not retired, if it is active,
// held for review or a candidate (it is adopted as it is). A stale one
// would be restored, which is the one-file path's to do.
func ownItem(same []store.Item, path string) (store.Item, bool) {
	for _, it := range same {
		if it.Source.Path != path {
			continue
		}
		switch it.Status {
		case mem.Active, mem.NeedsReview, mem.Candidate:
			return it, true
		case mem.Stale:
			return store.Item{}, false
		}
	}
	return store.Item{}, false
}

// assign records that the file's entry of text hash h is item id; it,
// when not nil, is that item as it stands (else render reads it).
func (b *sighted) assign(h, id string, it *store.Item) {
	if b.pl.assign == nil {
		b.pl = plan{assign: map[string][]string{}, remove: map[string]int{}, items: map[string]*store.Item{}}
	}
	if it != nil {
		b.pl.items[id] = it
	}
	b.pl.assign[h] = append(b.pl.assign[h], id)
}

// errMoved: a file changed between being read for ingest and being
// written; the ordinary path takes it from its new bytes.
var errMoved = errors.New("changed since read")

// sightWrite is a batch's write-back in flight: the files rendered and
// written by a goroutine while the caller creates the next batch.
type sightWrite struct {
	batch   []sighted
	idx     []int
	out     []rendered
	seq     uint64
	results []vault.BatchResult
	done    chan struct{}
}

// startWrite renders and writes every fast file of the batch with one
// UpdateMany, in the background; finishWrite waits for it and records the
// files' states. The caller holds e.mu from one to the other. Rendering
// only reads the store (the batch's own items, created earlier), so it
// may run beside the next batch's creation.
func (e *Engine) startWrite(s *source, batch []sighted, pool *vault.SparePool) *sightWrite {
	w := &sightWrite{batch: batch, out: make([]rendered, len(batch)), done: make(chan struct{})}
	seq, err := e.st.Seq()
	if err != nil {
		for i := range batch {
			batch[i].slow = true
		}
		close(w.done)
		return w
	}
	w.seq = seq
	var reqs []vault.Request
	for i := range batch {
		b := &batch[i]
		if b.slow || b.plain {
			continue
		}
		w.idx = append(w.idx, i)
		reqs = append(reqs, vault.Request{Path: b.f.Path, Edit: func(old []byte) ([]byte, error) {
			if !bytes.Equal(old, b.data) {
				return nil, errMoved
			}
			r, err := e.render(renderJob{s: s, path: b.f.Path, old: old, pre: b.doc, pl: b.pl, full: true})
			w.out[i] = r
			return r.out, err
		}})
	}
	if len(reqs) == 0 {
		close(w.done)
		return w
	}
	go func() {
		defer close(w.done)
		w.results = e.writer.UpdateManyPooled(s.vsrc, reqs, pool)
	}()
	return w
}

// finishWrite waits for w's files and records their states. The caller
// holds e.mu.
func (e *Engine) finishWrite(w *sightWrite) {
	<-w.done
	e.unwritten = nil
	batch := w.batch
	states := map[string][]byte{}
	for i := range batch {
		if b := &batch[i]; b.plain {
			states[b.f.Path] = encodeState(&fileState{Identity: statIdentity(b.f.Path), Hash: b.sum})
			e.cleaned(b.f.Path)
		}
	}
	for k, res := range w.results {
		i := w.idx[k]
		b := &batch[i]
		if res.Err != nil {
			if !errors.Is(res.Err, errMoved) {
				e.bus.publish(Event{Type: EventError, Path: b.f.Path, Message: "write-back: " + res.Err.Error()})
			}
			e.noteRefused(b.f.Path, res.Err) // settleSlow tries it once more
			b.slow = true
			continue
		}
		if err := e.lost(b.pl, w.out[i].marks); err != nil {
			e.bus.publish(Event{Type: EventError, Path: b.f.Path, Message: err.Error()})
		}
		st := fileState{Identity: res.Identity, Hash: res.Sum.String(), Marks: w.out[i].marks, Seq: w.seq, Governed: true}
		states[b.f.Path] = encodeState(&st)
		e.cleaned(b.f.Path)
		e.bus.publish(Event{Type: EventFile, Path: b.f.Path})
		if w.out[i].unplanned || res.Carried > 0 {
			b.slow = true // bytes this batch did not ingest: go again
		}
	}
	if len(states) == 0 {
		return
	}
	for p := range states {
		e.states.put(p, nil)
	}
	if err := e.st.PutFileStates(states); err != nil {
		e.log.Warn("saving file states", "err", err)
	}
}
