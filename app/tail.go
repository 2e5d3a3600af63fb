package app

import (
	"bytes"
	"maps"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/vault"
)

// Appending to a large MEMORY.md is what agents do all day, and a
// reconcile that parses, checks and renders the whole file costs the
// file, not the append: ~200 ms of CPU per save at 20,000 entries. When
// the file only grew at its end since memgate last wrote it (its bytes
// up to the state's tail are the ones hashed then), step 1 and render
// look at the tail alone: ingest.ParseFrom parses from the last entry
// that was there (an appended line can still continue it), and the
// entries before it keep their marks as they are.
//
// Whatever the tail cannot decide alone goes the whole-file way: an
// entry in the tail carrying an id or a text of an entry above it (which
// entry is which needs the whole file), an item above that changed in
// the store, bytes that changed between read and write.

// tailState is a file state's tail: where it starts (the start of the
// file's last entry when it was parsed whole, and the headings above),
// the hash of the bytes before it, and the ids of the entries after it.
type tailState struct {
	ingest.Resume
	Sum string   `json:"sum"`
	IDs []string `json:"ids,omitempty"`
}

// maxTailEntries bounds the tail: past it the next reconcile parses the
// whole file again and starts a new tail at its last entry.
const maxTailEntries = 256

// tailRun is a reconcile of the tail alone: the file's marks as saved,
// and which of them are the tail's (step 1 checks those; the others, the
// entries above, stand). A run reads marks and never changes it: the
// state cache may hold it.
type tailRun struct {
	resume ingest.Resume
	sum    string
	marks  map[string]mark
	tail   map[string]mark
}

// above: id is the id of an entry before the tail.
func (r *tailRun) above(id string) bool {
	if _, ok := r.tail[id]; ok {
		return false
	}
	_, ok := r.marks[id]
	return ok
}

// grownTail parses data from st's tail when data is the file st was saved
// for, grown at its end; nil when the whole file must be parsed.
func (e *Engine) grownTail(s *source, path string, data []byte, st *fileState) (*ingest.Document, *tailRun) {
	t := st.Tail
	if t == nil || e.wholeFiles || st.Removed || st.Marks == nil || e.dirty[path] || isIndex(s) ||
		(s.kind != ingest.MemoryFile && s.kind != ingest.Bucket) ||
		len(t.IDs) > maxTailEntries || t.Off > len(data) || vault.Hash(data[:t.Off]).String() != t.Sum {
		return nil, nil
	}
	doc, err := ingest.ParseFrom(s.kind, path, data, t.Resume, ingest.Options{MaxFileSize: e.cfg.MaxFileSize})
	if err != nil {
		return nil, nil // the whole parse reports it
	}
	e.flagBlocks(doc, data)
	run := &tailRun{resume: t.Resume, sum: t.Sum, marks: st.Marks, tail: make(map[string]mark, len(t.IDs))}
	for _, id := range t.IDs {
		if m, ok := st.Marks[id]; ok {
			run.tail[id] = m
		}
	}
	var above map[string]struct{}
	for _, en := range doc.Entries {
		if en.ID != "" && run.above(en.ID) {
			return nil, nil // an id copied from above
		}
		if !en.Held && en.Hash != "" {
			if above == nil {
				above = e.textsAbove(path, run)
			}
			if _, ok := above[en.Hash]; ok {
				return nil, nil // a text also above: the whole file decides
			}
		}
	}
	e.tails.Add(1)
	return doc, run
}

// textsAbove is the text hashes of the marks above run's tail. They stand
// while the tail does: a tail run never changes them (an entry above that
// needs a change ends the tail: nextTail), and a round that is not a tail
// run, after which a tail may start with other marks above (a held
// entry's mark is its item's text, not its placeholder's bytes), drops
// them (finish). So the set is made once per tail and kept per file,
// with the tail's Sum as a second check: looking for an appended text
// among every mark of a 20,000-entry MEMORY.md was 2.5-3 ms of each
// append at 100,000 notes. The caller holds e.mu.
func (e *Engine) textsAbove(path string, run *tailRun) map[string]struct{} {
	if c, ok := e.above[path]; ok && c.sum == run.sum {
		return c.texts
	}
	texts := make(map[string]struct{}, len(run.marks))
	for id, m := range run.marks {
		if run.above(id) {
			texts[m.H] = struct{}{}
		}
	}
	if e.above == nil || len(e.above) >= stateCacheFiles {
		e.above = map[string]aboveSet{} // a workspace has a handful of list files
	}
	e.above[path] = aboveSet{sum: run.sum, texts: texts}
	return texts
}

// aboveSet is a file's textsAbove, for the tail whose Sum is sum.
type aboveSet struct {
	sum   string
	texts map[string]struct{}
}

// prefixChanged: an item of an entry before the tail changed in the store
// (dirty), so its entry may need a rewrite.
func (r *tailRun) prefixChanged(dirty map[string]bool) bool {
	for id := range dirty {
		if r.above(id) {
			return true
		}
	}
	return false
}

// nextTail is the tail to save with the marks written: the same one after
// a tail run, a new one from the whole parse doc otherwise; nil when the
// written bytes out do not begin with data's bytes up to it (render
// rewrote an entry above it, or rendered other bytes).
func nextTail(run *tailRun, doc *ingest.Document, data, out []byte, written map[string]mark) *tailState {
	var t tailState
	var above func(id string) bool
	switch {
	case run != nil:
		t.Resume, t.Sum = run.resume, run.sum
		above = run.above
	case doc != nil && doc.Resume != nil:
		t.Resume = *doc.Resume
		ids := map[string]bool{}
		for _, en := range doc.Entries {
			if en.Start < t.Off && en.ID != "" {
				ids[en.ID] = true
			}
		}
		above = func(id string) bool { return ids[id] }
	default:
		return nil
	}
	if t.Off > len(data) || t.Off > len(out) || !bytes.Equal(out[:t.Off], data[:t.Off]) {
		return nil
	}
	if t.Sum == "" {
		t.Sum = vault.Hash(data[:t.Off]).String()
	}
	for id := range written {
		if !above(id) {
			t.IDs = append(t.IDs, id)
		}
	}
	return &t
}

// withPrefix is the marks of the whole file after a tail run wrote the
// tail's.
func (r *tailRun) withPrefix(written map[string]mark) map[string]mark {
	all := maps.Clone(r.marks)
	for id := range r.tail {
		delete(all, id)
	}
	maps.Copy(all, written)
	return all
}
