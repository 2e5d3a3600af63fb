package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	scanner "github.com/memgate/memgate/scan"
	"github.com/memgate/memgate/store"
)

// Step 1 of a reconcile: bring the store up to date with the file's
// entries (new items, text edits, hand-changed status words, entries
// gone), each change with its actor.

// plan is what step 1 decided for entries that carried no (known) marker:
// which item each one is, in file order, or that it is to be removed.
type plan struct {
	assign map[string][]string // text hash → item ids
	remove map[string]int      // text hash → entries to remove (tombstoned)
	// items, when set, are items as step 1 left them, which render may use
	// instead of reading the store: the caller holds e.mu from step 1 to
	// render, so no one changed them in between.
	items map[string]*store.Item
	// copies are the known ids of entries step 1 took for new ones
	// (editedCopy): render gives them their new items' ids.
	copies map[string]bool
}

// ingestDoc is step 1. marks and dirty let it skip entries that are as
// memgate left them; full (a file seen for the first time, or after its
// state was lost) checks every item that names the file as its source.
func (e *Engine) ingestDoc(s *source, path string, doc *ingest.Document, marks map[string]mark, dirty map[string]bool, full bool) (plan, error) {
	pl := plan{assign: map[string][]string{}, remove: map[string]int{}}
	seen := map[string]bool{}
	occ := occurrences(doc.Entries)
	for i, en := range doc.Entries {
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
			case err == nil && e.editedCopy(s, path, it, en):
				// Another file's entry, copied here and changed (a note
				// duplicated, then edited): a memory of its own, under a
				// new id, not an edit of the original.
				if pl.copies == nil {
					pl.copies = map[string]bool{}
				}
				pl.copies[en.ID] = true
			case err == nil:
				seen[it.ID] = true
				if err := e.knownEntry(s, path, it, en, lastWord(marks, it)); err != nil {
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
		id, err := e.newEntry(s, path, en, occ[i], seen)
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
			if moved, err := e.movedAway(it); err != nil {
				return pl, err
			} else if moved {
				continue
			}
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

// lastWord is the status word memgate last knew for it's entry in the
// file: its mark's, or, for an entry the file state lists without one
// (it arrived while render wrote the file: renderPass.late), the store's.
// An entry the state does not list has none: its word changes nothing.
func lastWord(marks map[string]mark, it store.Item) mem.Status {
	if m, ok := marks[it.ID]; ok && m.S == "" {
		return it.Status
	}
	return marks[it.ID].S
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
		if s.kind == ingest.Topic && string(en.File) != src.Raw {
			src.Raw, why = string(en.File), "topic layout changed"
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
	if it.Source.Path != path && !en.Held && en.Hash == it.TextHash && movable(s, it) {
		// A note renamed or moved in the vault, an entry moved to another
		// bucket: the memory follows its entry.
		to := movedEntry{src: it.Source, category: category(s, en)}
		to.src.Path, to.src.Line, to.src.Anchor, to.src.Summary = path, en.Line, anchor(en), en.Summary
		if e.movedTo(it) {
			if it, err = e.move(it, to); err != nil {
				return err
			}
		} else {
			e.elsewhere[it.ID] = to
		}
	}
	// Its entry is back in its own file, marker and all (a removed file
	// put back by a sync, a backup or the trash): the memory is no longer
	// gone. The path without a marker (newEntry) restores it the same way.
	if it.Status == mem.Stale && !en.Held && it.Source.Path == path && en.Hash == it.TextHash {
		if it, err = e.st.Transition(store.System("ingest"), it.ID, mem.Active, "source restored"); err != nil {
			return err
		}
	}
	w := en.Status
	if w == "" || w == it.Status || w == mark {
		return nil
	}
	allowed := store.Allowed(it.Status, w)
	// An accept the file may not make: one of a memory a scanner flagged
	// or an agent proposed, or a word this file state never recorded.
	refused := w == mem.Active && allowed && mark != "" && !e.fileMayAccept(it)
	if (refused || w == mem.Active && allowed && mark == "") && e.awaitJournal(it.ID, path, s) {
		return nil // paired: maybe another device's accept (claims.go)
	}
	if refused {
		e.bus.publish(Event{Type: EventError, Item: it.ID, Path: path, Line: en.Line,
			Message: it.ID + " was held by a scanner or proposed by an agent: accept it in memgate, not in the file; reverted in the file"})
		return nil
	}
	if mark != "" && allowed {
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

// fileMayAccept: a status word set to active in a file may accept it.
// Files are written by agents as well as by the person, and memgate cannot
// tell them apart there: an injected note that also says memory_status:
// active would release itself. So what a scanner flagged, or an agent
// proposed through the API, is accepted in memgate only (the window, the
// browser, the CLI); what is held by the vault's review policy alone, a
// person's own note, may still be accepted in Obsidian. Rejecting in the
// file is always allowed. With other devices paired, a word this refuses
// first waits for the journal record of another device's accept
// (claims.go).
//
// An item this device created from another device's journal
// (imposeNew) carries no flags: the journal holds decisions, not
// findings. It is made only for what never reached this device's files,
// a held entry's placeholder or an agent's proposal, so its file may not
// accept it either; without this, whichever device read the entry after
// its placeholder was written accepted it from the file.
func (e *Engine) fileMayAccept(it store.Item) bool {
	if len(it.Flags) > 0 {
		return false
	}
	evs, err := e.st.Audit(it.ID)
	return err == nil && len(evs) > 0 && !strings.HasPrefix(string(evs[0].Actor), "agent:") &&
		!(evs[0].Action == "create" && strings.HasPrefix(evs[0].Reason, replayReason))
}

// movable: an entry of it found with its marker in a file of s may carry
// it there. Only within one kind of source, and not for Claude Code's
// topics, whose index lines name them.
func movable(s *source, it store.Item) bool {
	return it.Source.Kind == s.cfg.Kind && s.kind != ingest.Topic && !isIndex(s)
}

// movedTo reports that it's entry, found with its marker in another file,
// moved there rather than being copied: its own file is gone (a rename),
// or its memory went stale (its entry left its file).
func (e *Engine) movedTo(it store.Item) bool {
	if it.Status == mem.Stale {
		return true
	}
	_, err := os.Lstat(it.Source.Path)
	return errors.Is(err, fs.ErrNotExist)
}

// movedEntry is where an item's entry was found outside its own file.
type movedEntry struct {
	src      store.Source
	category string
}

// move makes to, another file, it's source.
func (e *Engine) move(it store.Item, to movedEntry) (store.Item, error) {
	delete(e.elsewhere, it.ID)
	return e.st.Update(store.System("ingest"), it.ID, store.Patch{Source: &to.src, Category: &to.category}, "moved from "+filepath.Base(it.Source.Path))
}

// editedCopy: en, in path, carries the marker of it, whose own file
// still holds it, with another text. Editing it there must not rewrite
// the original's memory (and the original's file, read next, would
// rewrite it back).
func (e *Engine) editedCopy(s *source, path string, it store.Item, en ingest.Entry) bool {
	return it.Source.Path != path && !en.Held && en.Hash != it.TextHash && movable(s, it) &&
		!e.movedTo(it) && e.holds(it.Source.Path, it.ID)
}

// movedAway moves it, whose entry left its file (or whose file went), to
// the other file its entry was seen in first, if that file still holds
// it: the second half of a move, or a conflict copy that outlived its
// original. It reports whether it moved.
func (e *Engine) movedAway(it store.Item) (bool, error) {
	to, ok := e.elsewhere[it.ID]
	if !ok {
		return false, nil
	}
	delete(e.elsewhere, it.ID)
	if !e.holds(to.src.Path, it.ID) {
		return false, nil
	}
	_, err := e.move(it, to)
	return err == nil, err
}

// holds: memgate last saw the entry of id in path.
func (e *Engine) holds(path, id string) bool {
	st, err := e.loadState(path)
	if err != nil || st == nil {
		return false
	}
	_, ok := st.Marks[id]
	return ok
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
func (e *Engine) newEntry(s *source, path string, en ingest.Entry, occ int, seen map[string]bool) (string, error) {
	src := store.Source{Kind: s.cfg.Kind, Path: path, Anchor: anchor(en), Summary: en.Summary, Raw: rawOf(s, en)}
	if _, ok, err := e.st.TombstonedHash(en.Hash); err != nil {
		return "", err
	} else if ok {
		it, err := e.st.Create(store.System("ingest"), store.New{
			Text: en.Text, Kind: kindOf(s), Category: category(s, en), Status: mem.Rejected, Source: src,
			IDSeed: idSeed(s, path, en, occ),
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
	n := e.newItem(s, path, en, occ, flags, privacy)
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
func (e *Engine) newItem(s *source, path string, en ingest.Entry, occ int, flags []store.Flag, privacy mem.Privacy) store.New {
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
		IDSeed: idSeed(s, path, en, occ),
	}
	if !en.ValidFrom.IsZero() {
		n.ValidFrom = &en.ValidFrom
	}
	if !en.ValidTo.IsZero() {
		n.ValidTo = &en.ValidTo
	}
	return n
}

// idSeed is what a new entry's id is derived from: its source's kind, its
// path relative to the source root, its normalised text and which
// occurrence of that text in the file it is. A second device that first
// sees the same synced file derives the same ids, so both write the same
// markers and the sync engine sees equal bytes, not a conflict. Nothing
// here is secret: ids are in the files already.
func idSeed(s *source, path string, en ingest.Entry, occ int) string {
	rel, err := filepath.Rel(s.vsrc.Root, path)
	if err != nil {
		rel = filepath.Base(path)
	}
	// The parser's Norm is mem.Normalize(Text) (ingest.Entry); normalising
	// again cost 2.4 of the 118 CPU-s of a first ingest of 100,000 notes
	// of ~4 KB. An entry built without it is normalised here.
	norm := en.Norm
	if norm == "" {
		norm = mem.Normalize(en.Text)
	}
	return strings.Join([]string{"memgate-id-1", s.cfg.Kind, filepath.ToSlash(rel), norm, strconv.Itoa(occ)}, "\x00")
}

// occurrences is, for each entry, how many entries before it in the file
// have the same text.
func occurrences(entries []ingest.Entry) []int {
	seen := map[string]int{}
	out := make([]int, len(entries))
	for i, en := range entries {
		out[i] = seen[en.Hash]
		seen[en.Hash]++
	}
	return out
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only our own plain structs are marshalled
	}
	return b
}

// scanText is the scanners every readable text goes through. A variable
// only so that BenchmarkScanCost can time a cold ingest without them.
var scanText = scanner.Scan

// scan runs the scanners: findings become flags, a secret makes the text
// secret. A scanner failure is itself a finding (fail closed).
func scan(text string) ([]store.Flag, mem.Privacy) {
	var flags []store.Flag
	privacy := mem.Normal
	for _, f := range scanText(text) {
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
// and description: they are what the context block prints for it; a
// topic's whole front matter is read raw, so all of it but memgate's own
// keys. Findings there cover no span of the text (Start = End = 0).
func scanEntry(en ingest.Entry) ([]store.Flag, mem.Privacy) {
	flags, privacy := scan(en.Text)
	if en.Kind != ingest.Note && en.Kind != ingest.Topic {
		return flags, privacy
	}
	props := en.Title + "\n" + en.Summary
	if en.Kind == ingest.Topic && en.Start > 0 && en.Start <= len(en.File) {
		props = topicProps(en.File[:en.Start])
	}
	more, p := scan(props)
	for _, f := range more {
		f.Start, f.End = 0, 0
		flags = append(flags, f)
	}
	if p.Rank() > privacy.Rank() {
		privacy = p
	}
	return flags, privacy
}

// topicProps is a topic's front matter as the agent reads it, without
// the delimiters and memgate's memory_* lines.
func topicProps(fm []byte) string {
	var b strings.Builder
	for line := range strings.Lines(string(fm)) {
		t := strings.TrimSpace(line)
		if t == "---" || t == "\ufeff---" || strings.HasPrefix(t, "memory_") {
			continue
		}
		b.WriteString(line)
	}
	return b.String()
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

// rawOf is the Source.Raw kept for an entry, to put it back when it is
// held and released: a list entry's bytes without its marker, a topic's
// whole file; nothing for a note, which never leaves its file (keeping it
// would store every note twice, and write it a third time into the audit
// trail).
func rawOf(s *source, en ingest.Entry) string {
	if s.kind == ingest.Note {
		return ""
	}
	if s.kind == ingest.Topic {
		return string(en.File) // the whole file, to put back when released
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
