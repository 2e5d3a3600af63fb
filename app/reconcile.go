package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	scanner "github.com/memgate/memgate/scan"
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

// fileState is what the engine remembers about a file between reconciles.
type fileState struct {
	Identity vault.Identity `json:"identity"`
	Hash     string         `json:"hash"`
	// Marks are the entries the file held when memgate last wrote or read
	// it: status word and text hash per id. A status word that differs
	// from its mark was changed by hand; an entry equal to its mark, whose
	// item has not changed since Seq, needs no look at the store.
	Marks map[string]mark `json:"marks,omitempty"`
	// Seq is the store's audit sequence when the file was last rendered:
	// items changed after it are the ones whose entries may need a rewrite
	// (and, after a crash, the files whose write-back never happened).
	Seq      uint64 `json:"seq"`
	Governed bool   `json:"governed"`
	Removed  bool   `json:"removed,omitempty"`
	// Skip is why the file, as it stands, is not governed (it did not
	// parse): a restart that skips it unread still lists it.
	Skip     string `json:"skip,omitempty"`
	SkipLine int    `json:"skip_line,omitempty"`
}

type mark struct {
	S mem.Status `json:"s"`
	H string     `json:"h"`
}

// marksOf reads the marks a parsed file carries.
func marksOf(doc *ingest.Document) map[string]mark {
	m := make(map[string]mark, len(doc.Entries))
	for _, en := range doc.Entries {
		if en.ID != "" {
			m[en.ID] = mark{S: en.Status, H: markHash(en)}
		}
	}
	return m
}

// unchanged: the entry is exactly as memgate last left it and its item
// has not changed since.
func unchanged(en ingest.Entry, marks map[string]mark, dirty map[string]bool) bool {
	m, ok := marks[en.ID]
	return ok && en.ID != "" && !dirty[en.ID] && m.S == en.Status && m.H == markHash(en)
}

// markHash is what a file state remembers of an entry's content: its
// text hash, and for a note with a description that description too, so
// that a changed description alone is seen (it is the note's line in the
// context block).
func markHash(en ingest.Entry) string {
	if (en.Kind == ingest.Note || en.Kind == ingest.Topic) && en.Summary != "" {
		return en.Hash + "/" + mem.Hash(en.Summary)[:16]
	}
	return en.Hash
}

// loadState is the file's state, nil when memgate never reconciled it. A
// read error, or a state that does not decode, is an error: treating a
// known file as new would ingest it again.
func (e *Engine) loadState(path string) (*fileState, error) {
	b, err := e.st.FileState(path)
	if err != nil {
		return nil, e.storeFault(fmt.Errorf("reading the state of %s: %w", path, err))
	}
	if b == nil {
		return nil, nil
	}
	var fs fileState
	if err := json.Unmarshal(b, &fs); err != nil {
		return nil, e.storeFault(fmt.Errorf("the stored state of %s is damaged: %w", path, err))
	}
	return &fs, nil
}

func (e *Engine) saveState(path string, fs *fileState) {
	b, _ := json.Marshal(fs)
	if err := e.st.PutFileState(path, b); err != nil {
		e.log.Warn("saving file state", "path", path, "err", err)
	}
}

// plan is what step 1 decided for entries that carried no (known) marker:
// which item each one is, in file order, or that it is to be removed.
type plan struct {
	assign map[string][]string // text hash → item ids
	remove map[string]int      // text hash → entries to remove (tombstoned)
	// items, when set, are items as step 1 left them, which render may use
	// instead of reading the store: the caller holds e.mu from step 1 to
	// render, so no one changed them in between.
	items map[string]*store.Item
}

// syncFile reconciles one file under the engine lock and reports failures
// as events.
func (e *Engine) syncFile(ctx context.Context, s *source, path string, ident *vault.Identity, force bool) {
	if ctx.Err() != nil {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.reconcile(ctx, s, path, ident, force); err != nil {
		if errors.Is(err, fs.ErrPermission) {
			e.skip(path, "unreadable: "+err.Error(), 0)
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
	s = s.forFile(path)
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
	// The items whose entries may need a rewrite: none unless the file is
	// dirty (OnCommit marks every file a change touches).
	var dirty map[string]bool
	if e.dirty[path] && st != nil && !st.Removed {
		var err error
		if dirty, err = e.st.ChangedSince(st.Seq); err != nil {
			return err
		}
	}
	for round := 0; round < 8; round++ {
		data, err := e.read(s, path)
		if errors.Is(err, fs.ErrNotExist) {
			e.removed(s, path)
			delete(e.dirty, path)
			return nil
		}
		if err != nil {
			return err
		}
		if len(data) == 0 && st != nil && len(st.Marks) > 0 && !e.settling[path] {
			// Emptied, maybe by a writer between truncate and write: wait
			// out the grace before its memories go stale (settleGone).
			e.deferGone(path, s)
			return nil
		}
		sum := vault.Hash(data).String()
		if !force && st != nil && !st.Removed && st.Hash == sum {
			if ident != nil && *ident != (vault.Identity{}) && !st.Identity.Equal(*ident) {
				st.Identity = *ident
				e.saveState(path, st)
			}
			return nil
		}
		force = false
		e.parses.Add(1)
		doc, err := e.parse(s, path, data)
		if err != nil {
			// Skipped and reported, never rewritten.
			line := 0
			var ie *ingest.Error
			if errors.As(err, &ie) {
				line = ie.Line
			}
			e.skip(path, err.Error(), line)
			e.saveState(path, &fileState{Identity: statIdentity(path), Hash: sum, Skip: err.Error(), SkipLine: line})
			delete(e.dirty, path) // unparsable files are never written
			return nil
		}
		if p, bad := malformedNote(doc); bad && s.kind == ingest.Note {
			e.skip(path, p.Code+": "+p.Msg, p.Line)
			e.saveState(path, &fileState{Identity: statIdentity(path), Hash: sum, Skip: p.Code + ": " + p.Msg, SkipLine: p.Line})
			delete(e.dirty, path) // never written while malformed
			return nil
		}
		e.unskip(path)
		if s.kind == ingest.Note && !e.governedNote(s, path, doc) {
			e.saveState(path, &fileState{Identity: statIdentity(path), Hash: sum})
			delete(e.dirty, path)
			return nil
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
		pl, err := e.ingestDoc(s, path, doc, marks, dirty, st == nil || st.Removed)
		if err != nil {
			return err
		}
		full := marks == nil
		// What step 1 changed is dirty too; a full render looks at every
		// entry anyway. (Reading the change index from 0 for every new file
		// made a cold start quadratic.)
		if e.dirty[path] && !full {
			if dirty, err = e.st.ChangedSince(since); err != nil {
				return err
			}
		}
		seq, err := e.st.Seq()
		if err != nil {
			return err
		}
		var unplanned bool
		var written map[string]mark
		res, err := e.writer.Update(s.vsrc, path, func(old []byte) ([]byte, error) {
			pre := doc
			if string(old) != string(data) {
				pre = nil
			}
			r, err := e.render(s, path, old, pre, pl, marks, dirty, full)
			written, unplanned = r.marks, r.unplanned
			return r.out, err
		})
		if err != nil {
			return fmt.Errorf("write-back: %w", err)
		}
		if err := e.lost(pl, written); err != nil {
			return err
		}
		// Entries step 1 read that someone removed before the write: they
		// stay in the saved marks, so that the next round sees them gone
		// and their memories go stale, as if removed after the write.
		vanished := false
		for id, m := range marksOf(doc) {
			if _, ok := written[id]; !ok {
				if written == nil {
					written = map[string]mark{}
				}
				written[id], vanished = m, true
			}
		}
		st = &fileState{Identity: res.Identity, Hash: res.Sum.String(), Marks: written, Seq: seq, Governed: true}
		e.saveState(path, st)
		delete(e.dirty, path)
		e.bus.publish(Event{Type: EventFile, Path: path})
		if !unplanned && !vanished && res.Carried == 0 {
			return nil
		}
		// Bytes arrived that this round did not ingest (appended while we
		// wrote), or entries went: go again.
		force = unplanned || vanished
		dirty = nil
	}
	return fmt.Errorf("%s kept changing; will retry on its next event", path)
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
	return os.ReadFile(real)
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

// ingestDoc is step 1. marks and dirty let it skip entries that are as
// memgate left them; full (a file seen for the first time, or after its
// state was lost) checks every item that names the file as its source.
func (e *Engine) ingestDoc(s *source, path string, doc *ingest.Document, marks map[string]mark, dirty map[string]bool, full bool) (plan, error) {
	pl := plan{assign: map[string][]string{}, remove: map[string]int{}}
	seen := map[string]bool{}
	for _, en := range doc.Entries {
		if unchanged(en, marks, dirty) {
			seen[en.ID] = true
			continue
		}
		if isIndex(s) {
			if ok, err := e.indexLine(s, path, en); err != nil {
				return pl, err
			} else if ok {
				continue
			}
			en = e.suspectIndexLine(path, en)
		}
		if en.ID != "" {
			it, err := e.st.Get(en.ID)
			switch {
			case err == nil:
				seen[it.ID] = true
				if err := e.knownEntry(s, path, it, en, marks[it.ID].S); err != nil {
					return pl, err
				}
				e.st.Touch(it.ID, en.Line)
				continue
			case !errors.Is(err, store.ErrNotFound):
				return pl, err
			case en.Held:
				// A placeholder for a memory the store does not know never
				// becomes anything.
				e.bus.publish(Event{Type: EventError, Path: path, Line: en.Line, Message: "placeholder for unknown memory " + en.ID + " left alone"})
				continue
			}
			// A marker with an unknown id (copied, or forged) counts for
			// nothing: the entry is new, and its marker will be replaced.
		}
		if en.Held || strings.TrimSpace(en.Text) == "" {
			continue
		}
		id, err := e.newEntry(s, path, en, seen)
		if err != nil {
			return pl, err
		}
		if id == "" {
			pl.remove[en.Hash]++
			continue
		}
		seen[id] = true
		pl.assign[en.Hash] = append(pl.assign[en.Hash], id)
	}
	// Entries someone removed from the file: their items go stale.
	var gone []string
	if full {
		items, err := e.st.BySource(path)
		if err != nil {
			return pl, err
		}
		for _, it := range items {
			gone = append(gone, it.ID)
		}
	} else {
		for id := range marks {
			gone = append(gone, id)
		}
	}
	pairs := pairIndex{e: e, seen: seen}
	for _, id := range gone {
		if seen[id] {
			continue
		}
		it, err := e.st.Get(id)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return pl, err
		}
		if it.Status == mem.Active && it.Source.Path == path && !pairs.inFile(it) {
			if _, err := e.st.Transition(store.System("ingest"), it.ID, mem.Stale, "source removed"); err != nil {
				return pl, err
			}
		}
	}
	return pl, nil
}

// pairIndex answers whether an item's entry is in the file under the id of
// its supersession partner (a correction rewrites an entry in place), in
// which case render swaps the entry back rather than it going stale.
type pairIndex struct {
	e    *Engine
	seen map[string]bool
	// replaced holds the Supersedes of every item seen in the file, built
	// on first use: undo clears the older item's link, but the newer keeps
	// its Supersedes. Only files where an active entry went missing pay
	// for it, and only once per reconcile.
	replaced map[string]bool
}

func (p *pairIndex) inFile(it store.Item) bool {
	if (it.SupersededBy != "" && p.seen[it.SupersededBy]) || (it.Supersedes != "" && p.seen[it.Supersedes]) {
		return true
	}
	if p.replaced == nil {
		p.replaced = map[string]bool{}
		for id := range p.seen {
			if o, err := p.e.st.Get(id); err == nil && o.Supersedes != "" {
				p.replaced[o.Supersedes] = true
			}
		}
	}
	return p.replaced[it.ID]
}

// knownEntry handles an entry whose marker names a known item: a text
// edit, a layout change, a status word changed by hand.
func (e *Engine) knownEntry(s *source, path string, it store.Item, en ingest.Entry, mark mem.Status) error {
	if !en.Held && en.Text != "" && en.Hash != it.TextHash && !e.swapPending(it) {
		if err := e.textEdited(s, path, it, en); err != nil {
			return err
		}
	} else if !en.Held && (s.kind == ingest.Note || s.kind == ingest.Topic) && en.Hash == it.TextHash {
		// The title or description changed and the body did not: the
		// context block's line for the note follows. A topic also keeps
		// its body's bytes, to put back when it is released.
		src, why := it.Source, ""
		if anchor(en) != src.Anchor || en.Summary != src.Summary {
			src.Anchor, src.Summary, why = anchor(en), en.Summary, "note title or description changed"
		}
		if s.kind == ingest.Topic && string(en.Raw) != src.Raw {
			src.Raw, why = string(en.Raw), "topic layout changed"
		}
		if why != "" {
			if _, err := e.st.Update(store.System("ingest"), it.ID, store.Patch{Source: &src}, why); err != nil {
				return err
			}
			// The title and description reach the context block (and a
			// topic's are read raw): scanned like the body.
			if flags, _ := scanEntry(en); len(flags) > 0 && it.Status == mem.Active {
				if _, err := e.st.Update(store.System("scanner"), it.ID, store.Patch{Flags: &flags}, "properties flagged"); err != nil {
					return err
				}
				if _, err := e.st.Transition(store.System("scanner"), it.ID, mem.NeedsReview, "properties flagged: "+flags[0].Rule); err != nil {
					return err
				}
				e.bus.publish(Event{Type: EventHeld, Item: it.ID, Path: path, Line: en.Line, Message: flags[0].Rule})
			}
		}
	} else if !en.Held && s.kind != ingest.Note && s.kind != ingest.Topic {
		if raw := stripMarker(en); raw != it.Source.Raw && en.Hash == it.TextHash {
			src := it.Source
			src.Raw = raw
			if _, err := e.st.Update(store.System("ingest"), it.ID, store.Patch{Source: &src}, "entry layout changed"); err != nil {
				return err
			}
		}
	}
	it, err := e.st.Get(it.ID)
	if err != nil {
		return err
	}
	w := en.Status
	if w == "" || w == it.Status || w == mark {
		return nil
	}
	if mark != "" && store.Allowed(it.Status, w) {
		_, err := e.st.Transition(store.Vault, it.ID, w, "status changed by hand in "+filepath.Base(path))
		if err == nil {
			return nil
		}
		e.bus.publish(Event{Type: EventError, Item: it.ID, Path: path, Line: en.Line, Message: err.Error() + "; reverted in the file"})
		return nil
	}
	e.bus.publish(Event{Type: EventError, Item: it.ID, Path: path, Line: en.Line,
		Message: fmt.Sprintf("%s cannot go from %s to %s; reverted in the file", it.ID, it.Status, w)})
	return nil
}

// swapPending: the entry carries the id of an item whose correction
// partner is the readable one; render will rewrite it, so its text is not
// an edit.
func (e *Engine) swapPending(it store.Item) bool {
	_, ok := e.partner(it)
	return ok
}

// partner returns the item an entry should become when it carries it's id
// but its supersession partner is the active one (after a correct, or the
// undo of one).
func (e *Engine) partner(it store.Item) (store.Item, bool) {
	var pid string
	switch {
	case it.Status == mem.Superseded || it.Status == mem.Rejected:
		pid = it.SupersededBy
	case it.Status == mem.NeedsReview:
		pid = it.Supersedes
	}
	if pid == "" {
		return store.Item{}, false
	}
	p, err := e.st.Get(pid)
	if err != nil || p.Status != mem.Active || p.Source.Path != it.Source.Path {
		return store.Item{}, false
	}
	return p, true
}

// textEdited records an edit someone made to an entry's text.
func (e *Engine) textEdited(s *source, path string, it store.Item, en ingest.Entry) error {
	src := it.Source
	src.Raw = rawOf(s, en)
	if s.kind == ingest.Note {
		src.Anchor, src.Summary = anchor(en), en.Summary
	}
	text := en.Text
	reason := "text edited in " + filepath.Base(path)
	if _, ok, err := e.st.TombstonedHash(en.Hash); err != nil {
		return err
	} else if ok {
		// Edited into a rejected value: it takes the new text and the
		// rejection with it.
		if it.Status == mem.Active {
			if _, err := e.st.Transition(store.Vault, it.ID, mem.NeedsReview, reason); err != nil {
				return err
			}
		}
		if _, err := e.st.Update(store.Vault, it.ID, store.Patch{Text: &text, Source: &src}, reason); err != nil {
			return err
		}
		if _, err := e.st.Reject(store.Vault, it.ID, "tombstone: edited into a rejected value"); err != nil && !errors.Is(err, store.ErrInvalidTransition) {
			return err
		}
		e.bus.publish(Event{Type: EventTombstone, Item: it.ID, Path: path, Line: en.Line, Message: "edited into a rejected value"})
		return nil
	}
	flags, privacy := scanEntry(en)
	patch := store.Patch{Text: &text, Source: &src, Flags: &flags}
	if privacy.Rank() > it.Privacy.Rank() {
		patch.Privacy = &privacy
	}
	if _, err := e.st.Update(store.Vault, it.ID, patch, reason); err != nil {
		return err
	}
	if len(flags) > 0 && it.Status == mem.Active {
		if _, err := e.st.Transition(store.System("scanner"), it.ID, mem.NeedsReview, "edited text flagged: "+flags[0].Rule); err != nil {
			return err
		}
		e.bus.publish(Event{Type: EventHeld, Item: it.ID, Path: path, Line: en.Line, Message: flags[0].Rule})
	}
	return nil
}

// newEntry decides what an unmarked entry is: a tombstoned value (""), an
// item already known (restored if it had gone stale, or the active
// duplicate it repeats), or a new item under the source's policy.
func (e *Engine) newEntry(s *source, path string, en ingest.Entry, seen map[string]bool) (string, error) {
	src := store.Source{Kind: s.cfg.Kind, Path: path, Anchor: anchor(en), Summary: en.Summary, Raw: rawOf(s, en)}
	if _, ok, err := e.st.TombstonedHash(en.Hash); err != nil {
		return "", err
	} else if ok {
		it, err := e.st.Create(store.System("ingest"), store.New{
			Text: en.Text, Kind: kindOf(s), Category: category(s, en), Status: mem.Rejected, Source: src,
		}, "tombstone: rejected value appeared again in "+filepath.Base(path))
		e.bus.publish(Event{Type: EventTombstone, Path: path, Line: en.Line, Message: "a rejected memory was written again and removed"})
		if err == nil && s.kind == ingest.Topic {
			// A topic file is the agent's: it stays, under the rejected
			// record's id, with its body held.
			return it.ID, nil
		}
		return "", err
	}
	same, _, err := e.st.List(context.Background(), store.Filter{TextHash: en.Hash})
	if err != nil {
		return "", err
	}
	// The same text at its old place: the entry lost its marker, or was
	// removed and put back.
	for _, it := range same {
		if it.Source.Path != path || seen[it.ID] {
			continue
		}
		switch it.Status {
		case mem.Stale:
			if _, err := e.st.Transition(store.System("ingest"), it.ID, mem.Active, "source restored"); err != nil {
				return "", err
			}
			return it.ID, nil
		case mem.Active, mem.NeedsReview, mem.Candidate:
			return it.ID, nil
		}
	}
	// An exact duplicate of an active memory creates nothing.
	for _, it := range same {
		if it.Status == mem.Active {
			e.st.Touch(it.ID, en.Line)
			return it.ID, nil
		}
	}
	flags, privacy := scanEntry(en)
	n := e.newItem(s, path, en, flags, privacy)
	it, err := e.st.Create(store.System("ingest"), n, "new entry in "+filepath.Base(path))
	if errors.Is(err, store.ErrTombstoned) {
		n.Status = mem.Rejected
		_, err = e.st.Create(store.System("ingest"), n, "tombstone")
		return "", err
	}
	if err != nil {
		return "", err
	}
	if len(flags) > 0 {
		e.bus.publish(Event{Type: EventHeld, Item: it.ID, Path: path, Line: en.Line, Message: flags[0].Rule})
	}
	return it.ID, nil
}

// newItem is what a new entry becomes under its source's policy: active
// in memory files and buckets, needs_review in a vault or a source that
// asks for review, and held for review with any scanner finding.
func (e *Engine) newItem(s *source, path string, en ingest.Entry, flags []store.Flag, privacy mem.Privacy) store.New {
	if en.Privacy.Rank() > privacy.Rank() {
		privacy = en.Privacy
	}
	// A vault's notes wait for review unless the person chose
	// activation: auto; every other kind is the agent's own memory and goes
	// live unless asked otherwise. A scanner finding always holds.
	status := mem.Active
	switch {
	case len(flags) > 0, s.cfg.Activation == "review":
		status = mem.NeedsReview
	case s.cfg.Kind == KindVault && s.cfg.Activation != "auto":
		status = mem.NeedsReview
	}
	conf := 0.85
	if en.Confidence != nil {
		conf = *en.Confidence
	}
	n := store.New{
		Text: en.Text, Kind: kindOf(s), Category: category(s, en), Key: en.Key, Status: status,
		Confidence: conf, Privacy: privacy, Scope: en.Scope, Flags: flags,
		Source: store.Source{Kind: s.cfg.Kind, Path: path, Anchor: anchor(en), Summary: en.Summary, Raw: rawOf(s, en)},
	}
	if !en.ValidFrom.IsZero() {
		n.ValidFrom = &en.ValidFrom
	}
	if !en.ValidTo.IsZero() {
		n.ValidTo = &en.ValidTo
	}
	return n
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only our own plain structs are marshalled
	}
	return b
}

// scan runs the scanners: findings become flags, a secret makes the text
// secret. A scanner failure is itself a finding (fail closed).
func scan(text string) ([]store.Flag, mem.Privacy) {
	var flags []store.Flag
	privacy := mem.Normal
	for _, f := range scanner.Scan(text) {
		if f.Class == scanner.ClassPersonal {
			// Personal data makes the text sensitive; it is not held.
			if privacy == mem.Normal {
				privacy = mem.Sensitive
			}
			continue
		}
		flags = append(flags, store.Flag{Rule: f.Rule, Class: string(f.Class), Detail: f.Detail, Start: f.Start, End: f.End})
		if f.Class == scanner.ClassSecret {
			privacy = mem.Secret
		}
	}
	return flags, privacy
}

// scanEntry scans an entry's text and, for a note or a topic, its title
// and description: they are what the context block prints for it, and a
// topic's front matter is read raw. Findings there cover no span of the
// text (Start = End = 0).
func scanEntry(en ingest.Entry) ([]store.Flag, mem.Privacy) {
	flags, privacy := scan(en.Text)
	if en.Kind != ingest.Note && en.Kind != ingest.Topic {
		return flags, privacy
	}
	more, p := scan(en.Title + "\n" + en.Summary)
	for _, f := range more {
		f.Start, f.End = 0, 0
		flags = append(flags, f)
	}
	if p.Rank() > privacy.Rank() {
		privacy = p
	}
	return flags, privacy
}

func kindOf(s *source) string {
	if s.kind == ingest.Note || s.kind == ingest.Topic {
		return "note"
	}
	return "fact"
}

func category(s *source, en ingest.Entry) string {
	if s.kind == ingest.Note {
		// The note's folder inside the vault ("Memory", "Memory/Inbox").
		if rel, err := filepath.Rel(s.vsrc.Root, en.Category); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	if en.Category != "" {
		return en.Category
	}
	if s.cfg.Kind == KindMemoryFile {
		return "memory"
	}
	return ""
}

func anchor(en ingest.Entry) string {
	if en.Kind == ingest.Topic && en.Description != "" {
		return en.Title + " — " + en.Description
	}
	if en.Title != "" {
		return en.Title
	}
	return en.Section
}

// rawOf is the Source.Raw kept for an entry: its bytes without its marker
// for a list entry, to put it back when it is held and released; nothing
// for a note, which never leaves its file (keeping it would store every
// note twice, and write it a third time into the audit trail).
func rawOf(s *source, en ingest.Entry) string {
	if s.kind == ingest.Note {
		return ""
	}
	if s.kind == ingest.Topic {
		return string(en.Raw) // the body, to put back when released
	}
	return stripMarker(en)
}

// stripMarker returns an entry's bytes without its inline marker: the form
// kept in the store to put a held entry back.
func stripMarker(en ingest.Entry) string {
	raw := string(en.Raw)
	if en.MarkerStart < 0 || en.Held {
		return raw
	}
	a, b := en.MarkerStart-en.Start, en.MarkerEnd-en.Start
	if a < 0 || b > len(raw) || a > b {
		return raw
	}
	for a > 0 && raw[a-1] == ' ' {
		a--
	}
	return raw[:a] + raw[b:]
}

// rendered is the result of render.
type rendered struct {
	out []byte
	// marks are the entries the new bytes carry.
	marks map[string]mark
	// unplanned: some entry had no plan (it arrived after step 1 read the
	// file) and was left for the next round.
	unplanned bool
}

// render is step 2: the file's bytes as the store says they should be.
// Entries exactly as memgate last left them (marks) whose items have not
// changed (dirty) are not looked up; full looks up every one. pre, when
// not nil, is the parse of old.
func (e *Engine) render(s *source, path string, old []byte, pre *ingest.Document, pl plan, marks map[string]mark, dirty map[string]bool, full bool) (rendered, error) {
	if old == nil {
		return rendered{}, nil
	}
	buf := old
	assign := map[string][]string{}
	for h, ids := range pl.assign {
		assign[h] = slices.Clone(ids)
	}
	remove := map[string]int{}
	for h, n := range pl.remove {
		remove[h] = n
	}
	swapped := map[string]bool{}
	unplanned := false
	items := map[string]*store.Item{}
	get := func(id string) *store.Item {
		if it, ok := items[id]; ok {
			return it
		}
		if it, ok := pl.items[id]; ok {
			return it
		}
		it, err := e.st.Get(id)
		if err != nil {
			items[id] = nil
			return nil
		}
		items[id] = &it
		return &it
	}
	doc := pre
	for pass := 0; pass < 4; pass++ {
		if doc == nil {
			var err error
			doc, err = e.parse(s, path, buf)
			if err != nil {
				return rendered{out: old}, nil // not ours to touch
			}
		}
		present := map[string]bool{}
		// predicted are the marks the rewritten bytes will parse to, kept
		// while every edit of this pass is one whose effect on the parse is
		// known (a marker set, an entry held or removed, note keys set); it
		// saves parsing the result again just to read them back.
		predicted, predictable := marksOf(doc), true
		for _, en := range doc.Entries {
			if en.ID != "" {
				predictable = predictable && !present[en.ID] // a duplicated id: let the parse decide
				present[en.ID] = true
			}
		}
		// Decide in file order (assignments are in file order), apply from
		// the end so earlier offsets stay valid.
		ids := make([]string, len(doc.Entries))
		drop := make([]bool, len(doc.Entries))
		for i, en := range doc.Entries {
			if !full && unchanged(en, marks, dirty) {
				continue
			}
			if isIndex(s) {
				en = e.suspectIndexLine(path, en)
			}
			if en.ID != "" && get(en.ID) != nil {
				if m, ok := marks[en.ID]; ok && pass == 0 && pre == nil && en.Status != "" && en.Status != m.S && en.Status != get(en.ID).Status {
					// A status word changed by hand after step 1 read the
					// file: left as the person wrote it for step 1 to
					// decide next round (applied, or refused and reverted
					// with an error), never silently overwritten here.
					unplanned = true
					continue
				}
				ids[i] = en.ID
				continue
			}
			if isIndex(s) {
				if it, ok := e.indexTopic(s, path, en); ok {
					if it != nil {
						ids[i] = it.ID
					}
					continue // a topic not ingested yet: its line waits for it
				}
			}
			if en.Held || strings.TrimSpace(en.Text) == "" {
				continue
			}
			if q := assign[en.Hash]; len(q) > 0 {
				ids[i], assign[en.Hash] = q[0], q[1:]
			} else if remove[en.Hash] > 0 {
				drop[i] = true
				remove[en.Hash]--
			} else if pass == 0 {
				unplanned = true
			}
		}
		changed := false
		for i := len(doc.Entries) - 1; i >= 0; i-- {
			en := doc.Entries[i]
			var next []byte
			var err error
			// after is the mark the entry will carry once rewritten (none if
			// gone); nil when the edit is not one whose parse is predictable.
			var after *mark
			gone := false
			switch {
			case drop[i]:
				next, err = ingest.Remove(buf, en)
				gone = true
			case ids[i] == "":
				continue
			case isIndex(s) && get(ids[i]).Source.Path != path:
				next, err = renderIndexLine(buf, en, get(ids[i]))
			case s.kind == ingest.Note || s.kind == ingest.Topic:
				// A corrected note becomes its correction in place: the new
				// id first, then (next pass) the corrected body.
				it := get(ids[i])
				if p, ok := e.partner(*it); ok && !present[p.ID] {
					it = &p
					swapped[p.ID] = true
				} else if swapped[it.ID] && en.Hash != it.TextHash && en.TextStart <= en.TextEnd {
					next = slices.Concat(buf[:en.TextStart], []byte(it.Text), buf[en.TextEnd:])
					break
				} else {
					after = &mark{S: it.Status, H: markHash(en)}
				}
				body := buf
				if s.kind == ingest.Topic {
					// A topic is read raw by the agent: its body leaves the
					// file while it may not be read. The body is at the end,
					// so it is edited before the front matter above it.
					if body, err = topicBody(buf, en, it); err != nil {
						break
					}
					if string(body) != string(buf) {
						after = nil
					}
				}
				next, err = ingest.SetNoteKeys(body, []ingest.KeyValue{{Key: ingest.KeyID, Value: it.ID}, {Key: ingest.KeyStatus, Value: string(it.Status)}})
				if errors.Is(err, ingest.ErrNotEditable) {
					continue
				}
			default:
				it := get(ids[i])
				if p, ok := e.partner(*it); ok && !present[p.ID] {
					if !en.Held {
						next, err = ingest.SetMarker(buf, en, p.ID, p.Status)
						swapped[p.ID] = true
						break
					}
					// Corrected while held: the correction takes the
					// placeholder's place, readable if it may be read.
					if p.Privacy != mem.Normal {
						next, err = ingest.SetMarker(buf, en, p.ID, p.Status)
						break
					}
					n := ingest.NewEntry{Text: p.Text, ID: p.ID, Status: p.Status}
					if s.kind == ingest.Bucket && p.ValidFrom != nil {
						n.Date = *p.ValidFrom
					}
					var line string
					if line, err = ingest.RenderEntry(s.kind, n, doc.EOL); err == nil {
						next, err = ingest.Unhold(buf, en, []byte(line))
					}
					break
				}
				if swapped[it.ID] && !en.Held && en.Hash != it.TextHash {
					next, err = ingest.ReplaceText(buf, en, it.Text)
					break
				}
				next, err = e.renderEntry(buf, en, it)
				if en.Held && err == nil && string(next) != string(buf) {
					// Unheld: the restored bytes carry no marker yet; the
					// next pass gives them this id.
					assign[it.TextHash] = append([]string{it.ID}, assign[it.TextHash]...)
				} else if !en.Held && !readable(it) {
					after = &mark{S: it.Status} // a placeholder: no text, no hash
				} else if !en.Held {
					after = &mark{S: it.Status, H: markHash(en)}
				}
			}
			if errors.Is(err, ingest.ErrNoMarkerSpot) {
				continue
			}
			if err != nil {
				return rendered{}, fmt.Errorf("%s:%d: %w", path, en.Line, err)
			}
			if string(next) != string(buf) {
				buf, changed = next, true
				switch {
				case gone:
					delete(predicted, en.ID)
				case after == nil:
					predictable = false
				default:
					delete(predicted, en.ID)
					predicted[ids[i]] = *after
				}
			}
		}
		if !changed {
			return rendered{out: buf, marks: marksOf(doc), unplanned: unplanned}, nil
		}
		if predictable {
			r := rendered{out: buf, marks: predicted, unplanned: unplanned}
			if e.checkMarks {
				e.checkPredicted(s, path, r)
			}
			return r, nil
		}
		doc = nil
		// Entries this pass rewrote no longer match their marks, so the
		// next pass looks at exactly those.
	}
	return rendered{}, fmt.Errorf("%s: write-back did not settle", path)
}

// renderEntry makes one list entry what its item says: readable (text in
// place, marker with the status) only when active with normal privacy,
// otherwise a placeholder.
func (e *Engine) renderEntry(buf []byte, en ingest.Entry, it *store.Item) ([]byte, error) {
	return renderLine(buf, en, it, it.Source.Raw)
}

// renderLine is renderEntry with the bytes to put back when released: the
// entry's own, or a Claude Code topic's index line.
func renderLine(buf []byte, en ingest.Entry, it *store.Item, raw string) ([]byte, error) {
	show := readable(it)
	switch {
	case en.Held && show:
		if raw == "" {
			return buf, nil // never seen: nothing to put back
		}
		return ingest.Unhold(buf, en, []byte(raw))
	case !en.Held && !show:
		return ingest.Hold(buf, en, it.ID, it.Status)
	case en.ID != it.ID || en.Status != it.Status:
		return ingest.SetMarker(buf, en, it.ID, it.Status)
	}
	return buf, nil
}

// checkPredicted panics when r's predicted marks are not what its bytes
// parse to.
func (e *Engine) checkPredicted(s *source, path string, r rendered) {
	doc, err := e.parse(s, path, r.out)
	if err != nil {
		panic(fmt.Sprintf("%s: predicted render does not parse: %v", path, err))
	}
	if got := marksOf(doc); !maps.Equal(got, r.marks) {
		panic(fmt.Sprintf("%s: predicted marks %v, parsed %v", path, r.marks, got))
	}
}

// readable: an item whose text an agent reading the file may see.
func readable(it *store.Item) bool { return it.Status == mem.Active && it.Privacy == mem.Normal }

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
	for round := 0; round < 4 && len(e.dirty) > 0; round++ {
		paths := make([]string, 0, len(e.dirty))
		for p := range e.dirty {
			paths = append(paths, p)
		}
		slices.Sort(paths)
		for _, p := range paths {
			s := e.sourceFor(p)
			if s == nil {
				delete(e.dirty, p) // not a governed file (an API item, a removed source)
				continue
			}
			if err := e.reconcile(context.Background(), s, p, nil, true); err != nil {
				e.bus.publish(Event{Type: EventError, Path: p, Message: err.Error()})
			}
		}
	}
}
