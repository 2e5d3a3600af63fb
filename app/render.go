package app

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// Step 2 of a reconcile: rewrite the file from the store. render decides
// per entry which item it shows and dispatches by source kind: an index
// line of Claude Code, a note or topic (front matter), a list entry
// (marker, placeholder).

// rendered is the result of render.
type rendered struct {
	out []byte
	// marks are the entries the new bytes carry.
	marks map[string]mark
	// unplanned: some entry had no plan (it arrived after step 1 read the
	// file) and was left for the next round.
	unplanned bool
	// predicted: marks were worked out from the edits, not parsed back.
	predicted bool
	// from: marks are those of the entries from this offset on (a render
	// of a file's grown tail alone; tail.go).
	from int
	// late are the entries left for the next round because their status
	// word changed by hand during the write-back (renderPass.late).
	late map[string]mark
}

// renderJob is one file's step 2: the bytes to render and what step 1
// decided about them.
type renderJob struct {
	s    *source
	path string
	// old are the file's bytes (nil: nothing to render); pre, when not
	// nil, is their parse.
	old []byte
	pre *ingest.Document
	// from is where pre starts when it is the parse of old's grown tail
	// alone (ingest.ParseFrom); 0 for a whole parse.
	from int
	// pl is step 1's plan for the entries that carried no known marker.
	pl plan
	// Entries exactly as memgate last left them (marks) whose items have
	// not changed (dirty) are not looked up; full looks up every one.
	marks map[string]mark
	dirty map[string]bool
	full  bool
	// read, when old is not what step 1 read, are the marks of the
	// entries step 1 did read: a status word that differs from them was
	// changed by hand during the write-back.
	read map[string]mark
}

// renderPass is what a render carries across its passes: the plan's
// queues as they are consumed, the items looked up, and the current
// pass's parse.
type renderPass struct {
	e *Engine
	renderJob
	assign  map[string][]string // text hash → ids still to place
	remove  map[string]int      // text hash → copies still to remove
	swapped map[string]bool     // corrections put in place this render
	items   map[string]*store.Item
	doc     *ingest.Document
	present map[string]bool // ids the current parse carries
	// late are the entries whose status word was changed by hand after
	// step 1 read the file, with the mark memgate last knew for each.
	late map[string]mark
}

// edit is one entry's rewrite. after is the mark the entry will carry
// once rewritten, nil when the edit is not one whose parse is
// predictable; gone: the entry is removed.
type edit struct {
	next  []byte
	after *mark
	gone  bool
}

// get is the item id, from the plan, an earlier lookup or the store; nil
// when it does not exist.
func (r *renderPass) get(id string) *store.Item {
	if it, ok := r.items[id]; ok {
		return it
	}
	if it, ok := r.pl.items[id]; ok {
		return it
	}
	it, err := r.e.st.Get(id)
	if err != nil {
		r.items[id] = nil
		return nil
	}
	r.items[id] = &it
	return &it
}

// render is step 2: the file's bytes as the store says they should be.
// Each pass decides in file order which item every entry shows, then
// rewrites from the end so earlier offsets stay valid; a pass whose edits
// change the parse in ways it cannot predict is followed by another.
func (e *Engine) render(j renderJob) (rendered, error) {
	r, err := e.renderPasses(j)
	if err == nil && len(r.out) > len(j.old) && len(r.out) > e.maxFileSize() {
		// Markers must not push a file memgate can read past what it will
		// read: the file would drop out of governance at the next change.
		return rendered{}, fmt.Errorf("%s: %w: marking it would make it %d bytes, over the %d-byte cap (max_file_size)", j.path, ingest.ErrTooLarge, len(r.out), e.maxFileSize())
	}
	if err == nil && r.predicted && e.checkMarks {
		e.checkPredicted(j.s, j.path, r)
	}
	if err == nil && len(r.late) > 0 {
		// An entry left as the person wrote it keeps the mark memgate last
		// knew, so that the next round sees the edit as theirs and applies
		// or refuses it.
		r.marks = maps.Clone(r.marks)
		maps.Copy(r.marks, r.late)
	}
	return r, err
}

// maxFileSize is the parse cap in force.
func (e *Engine) maxFileSize() int {
	if e.cfg.MaxFileSize > 0 {
		return e.cfg.MaxFileSize
	}
	return ingest.DefaultMaxFileSize
}

// renderPasses is render's work, in passes.
func (e *Engine) renderPasses(j renderJob) (rendered, error) {
	if j.old == nil {
		return rendered{}, nil
	}
	r := &renderPass{e: e, renderJob: j, assign: map[string][]string{}, remove: maps.Clone(j.pl.remove),
		swapped: map[string]bool{}, items: map[string]*store.Item{}, doc: j.pre, late: map[string]mark{}}
	if r.remove == nil {
		r.remove = map[string]int{}
	}
	for h, ids := range j.pl.assign {
		r.assign[h] = slices.Clone(ids)
	}
	buf, unplanned, from := j.old, false, j.from
	for pass := 0; pass < 4; pass++ {
		if r.doc == nil {
			from = 0
			var err error
			if r.doc, err = e.parse(j.s, j.path, buf); err != nil {
				return rendered{out: j.old}, nil // not ours to touch
			}
		}
		r.present = map[string]bool{}
		// predicted are the marks the rewritten bytes will parse to, kept
		// while every edit of this pass is one whose effect on the parse is
		// known (a marker set, an entry held or removed, note keys set); it
		// saves parsing the result again just to read them back.
		predicted, predictable := marksOf(r.doc), true
		for _, en := range r.doc.Entries {
			if en.ID != "" {
				predictable = predictable && !r.present[en.ID] // a duplicated id: let the parse decide
				r.present[en.ID] = true
			}
		}
		ids, drop, late := r.decide(pass)
		unplanned = unplanned || late
		changed := false
		// A note is one entry and is edited whole; a list entry is edited
		// in its window and the pass splices every window in at its end,
		// so that rewriting all of a large file stays linear.
		list := j.s.kind != ingest.Note && j.s.kind != ingest.Topic
		var sp splices
		for i := len(r.doc.Entries) - 1; i >= 0; i-- {
			en := r.doc.Entries[i]
			src, at, lead := buf, en, 0
			if list {
				src, at, lead = en.Window(buf)
			}
			var ed edit
			var err error
			switch {
			case drop[i]:
				ed.next, err = ingest.Remove(src, at)
				ed.gone = true
			case ids[i] == "":
				continue
			case isIndex(j.s) && r.get(ids[i]).Source.Path != j.path:
				ed.next, err = renderIndexLine(src, at, r.get(ids[i]))
			case !list:
				var keep bool
				if ed, keep, err = r.renderNote(buf, en, r.get(ids[i])); keep {
					continue
				}
			default:
				ed, err = r.renderListEntry(src, at, r.get(ids[i]))
			}
			if errors.Is(err, ingest.ErrNoMarkerSpot) {
				continue
			}
			if err == nil && list && string(ed.next) != string(src) && string(ed.next[:min(lead, len(ed.next))]) != string(src[:lead]) {
				err = fmt.Errorf("edit reached before the entry")
			}
			if err != nil {
				return rendered{}, fmt.Errorf("%s:%d: %w", j.path, en.Line, err)
			}
			if string(ed.next) != string(src) {
				changed = true
				if list {
					sp = append(sp, splice{en.Start, en.End, ed.next[lead:]})
				} else {
					buf = ed.next
				}
				switch {
				case ed.gone:
					delete(predicted, en.ID)
				case ed.after == nil:
					predictable = false
				default:
					delete(predicted, en.ID)
					predicted[ids[i]] = *ed.after
				}
			}
		}
		if len(sp) > 0 {
			buf = sp.apply(buf)
		}
		if !changed {
			return rendered{out: buf, marks: marksOf(r.doc), unplanned: unplanned, from: from, late: r.late}, nil
		}
		if predictable {
			return rendered{out: buf, marks: predicted, unplanned: unplanned, predicted: true, from: from, late: r.late}, nil
		}
		// Entries this pass rewrote no longer match their marks, so the
		// next pass looks at exactly those.
		r.doc = nil
	}
	return rendered{}, fmt.Errorf("%s: write-back did not settle", j.path)
}

// splice replaces src[start:end]; splices are collected from the end of
// the file backwards, without overlapping.
type splice struct {
	start, end int
	with       []byte
}

type splices []splice

// apply makes src with every splice in place, in one copy.
func (sp splices) apply(src []byte) []byte {
	n := len(src)
	for _, s := range sp {
		n += len(s.with) - (s.end - s.start)
	}
	out := make([]byte, 0, n)
	at := 0
	for i := len(sp) - 1; i >= 0; i-- {
		out = append(out, src[at:sp[i].start]...)
		out = append(out, sp[i].with...)
		at = sp[i].end
	}
	return append(out, src[at:]...)
}

// decide is which item each entry of the current parse shows (ids, in
// file order, as assignments are) and which entries go (drop). unplanned:
// an entry arrived after step 1 read the file, or a status word changed
// by hand since; both are left for the next round.
func (r *renderPass) decide(pass int) (ids []string, drop []bool, unplanned bool) {
	entries := r.doc.Entries
	ids, drop = make([]string, len(entries)), make([]bool, len(entries))
	for i, en := range entries {
		if !r.full && unchanged(en, r.marks, r.dirty) {
			continue
		}
		if isIndex(r.s) {
			en = r.e.suspectIndexLine(r.path, en)
		}
		if en.ID != "" && !r.pl.copies[en.ID] && r.get(en.ID) != nil {
			was, known := r.lastMark(en.ID)
			if en.Status == mem.Active && r.get(en.ID).Status != mem.Active && r.e.claims.has(en.ID) {
				// A word waiting for another device's journal record:
				// left as written, with the mark memgate last knew, so
				// that the next look at the file sees it again.
				r.late[en.ID] = was
				continue
			}
			if known && pass == 0 && r.pre == nil && en.Status != "" && en.Status != was.S && en.Status != r.get(en.ID).Status {
				// A status word changed by hand after step 1 read the
				// file: left as the person wrote it for step 1 to
				// decide next round (applied, or refused and reverted
				// with an error), never silently overwritten here.
				r.late[en.ID] = was
				unplanned = true
				continue
			}
			if !known && pass == 0 && r.read != nil {
				// A marked entry that arrived after step 1 read the file
				// (a removed file put back while memgate read it): left as
				// it came, with no mark, for step 1 to decide next round
				// (a stale memory whose entry is back is restored).
				r.late[en.ID] = mark{}
				unplanned = true
				continue
			}
			ids[i] = en.ID
			continue
		}
		if isIndex(r.s) {
			if it, ok := r.e.indexTopic(r.s, r.path, en); ok {
				if it != nil {
					ids[i] = it.ID
				}
				continue // a topic not ingested yet: its line waits for it
			}
		}
		if en.Held || strings.TrimSpace(en.Text) == "" {
			continue
		}
		if q := r.assign[en.Hash]; len(q) > 0 {
			ids[i], r.assign[en.Hash] = q[0], q[1:]
		} else if r.remove[en.Hash] > 0 {
			drop[i] = true
			r.remove[en.Hash]--
		} else if pass == 0 {
			unplanned = true
		}
	}
	return ids, drop, unplanned
}

// lastMark is the mark an entry had when memgate last looked: as step 1
// read it, or else as memgate last wrote it.
func (r *renderPass) lastMark(id string) (mark, bool) {
	if m, ok := r.read[id]; ok {
		return m, true
	}
	m, ok := r.marks[id]
	return m, ok
}

// renderNote makes a note or a Claude Code topic what its item says: the
// id and status in its front matter and, for a topic, its body held or
// back. keep: the front matter cannot be edited, so the note is left as
// it is.
func (r *renderPass) renderNote(buf []byte, en ingest.Entry, it *store.Item) (ed edit, keep bool, err error) {
	// A corrected note becomes its correction in place: the new id first,
	// then (next pass) the corrected body.
	if p, ok := r.e.partner(*it); ok && !r.present[p.ID] {
		it = &p
		r.swapped[p.ID] = true
	} else if r.swapped[it.ID] && en.Hash != it.TextHash && en.TextStart <= en.TextEnd {
		return edit{next: slices.Concat(buf[:en.TextStart], []byte(it.Text), buf[en.TextEnd:])}, false, nil
	} else {
		ed.after = &mark{S: it.Status, H: markHash(en)}
	}
	body := buf
	if r.s.kind == ingest.Topic {
		// A topic is read raw by the agent: it leaves the file while it
		// may not be read (topicBody). Held whole, it is the placeholder
		// line alone, which carries the id and status.
		var whole bool
		if body, whole, err = topicBody(buf, en, it); err != nil {
			return edit{}, false, err
		}
		if string(body) != string(buf) {
			ed.after = nil
		}
		if whole {
			ed.next = body
			return ed, false, nil
		}
	}
	ed.next, err = ingest.SetNoteKeys(body, []ingest.KeyValue{{Key: ingest.KeyID, Value: it.ID}, {Key: ingest.KeyStatus, Value: string(it.Status)}})
	if errors.Is(err, ingest.ErrNotEditable) {
		if string(body) != string(buf) {
			// Put back, but its front matter takes no keys (not YAML, or
			// beyond the parser's limits): the released bytes stand as
			// they were, and the item is found again by its text.
			return edit{next: body}, false, nil
		}
		return edit{}, true, nil
	}
	return ed, false, err
}

// renderListEntry makes a list entry (a memory file's, a bucket's) what
// its item says: marked, held as a placeholder, or back in place; a
// correction takes the place of what it corrects.
func (r *renderPass) renderListEntry(buf []byte, en ingest.Entry, it *store.Item) (edit, error) {
	if p, ok := r.e.partner(*it); ok && !r.present[p.ID] {
		if !en.Held {
			next, err := ingest.SetMarker(buf, en, p.ID, p.Status)
			r.swapped[p.ID] = true
			return edit{next: next}, err
		}
		// Corrected while held: the correction takes the placeholder's
		// place, readable if it may be read.
		if p.Privacy != mem.Normal {
			next, err := ingest.SetMarker(buf, en, p.ID, p.Status)
			return edit{next: next}, err
		}
		n := ingest.NewEntry{Text: p.Text, ID: p.ID, Status: p.Status}
		if r.s.kind == ingest.Bucket && p.ValidFrom != nil {
			n.Date = *p.ValidFrom
		}
		line, err := ingest.RenderEntry(r.s.kind, n, r.doc.EOL)
		if err != nil {
			return edit{}, err
		}
		next, err := ingest.Unhold(buf, en, []byte(line))
		return edit{next: next}, err
	}
	if r.swapped[it.ID] && !en.Held && en.Hash != it.TextHash {
		next, err := ingest.ReplaceText(buf, en, it.Text)
		return edit{next: next}, err
	}
	next, err := r.e.renderEntry(buf, en, it)
	ed := edit{next: next}
	switch {
	case en.Held && err == nil && string(next) != string(buf):
		// Unheld: the restored bytes carry no marker yet; the next pass
		// gives them this id.
		r.assign[it.TextHash] = append([]string{it.ID}, r.assign[it.TextHash]...)
	case !en.Held && !readable(it):
		ed.after = &mark{S: it.Status} // a placeholder: no text, no hash
	case !en.Held:
		ed.after = &mark{S: it.Status, H: markHash(en)}
	}
	return ed, err
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
	if r.from > 0 {
		doc.Entries = slices.DeleteFunc(doc.Entries, func(en ingest.Entry) bool { return en.Start < r.from })
	}
	if got := marksOf(doc); !maps.Equal(got, r.marks) {
		panic(fmt.Sprintf("%s: predicted marks %v, parsed %v", path, r.marks, got))
	}
}

// readable: an item whose text an agent reading the file may see.
func readable(it *store.Item) bool { return it.Status == mem.Active && it.Privacy == mem.Normal }
