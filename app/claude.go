package app

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// Claude Code's auto memory (a claude_code source) is a directory of topic
// files and their index, MEMORY.md. A topic file is one memory; its index
// line "- [Title](file.md) — hook" is not a memory of its own but the
// topic's entry in what Claude Code loads into every session, so it
// follows its topic: it carries the topic's marker, and when the topic is
// held (review, rejected, stale, sensitive, secret) the line is held with
// it and comes back with it, byte for byte (store.Source.Index keeps it).
// An index line whose file does not exist is a memory of its own.

// claudeIndex is the index's file name.
const claudeIndex = "MEMORY.md"

// claudeIndexLines is how much of the index Claude Code loads into a
// session; entries below it are never read by the agent.
const claudeIndexLines = 200

// indexLinkRe matches an index line's text: a markdown link to a .md file
// at its start.
var indexLinkRe = regexp.MustCompile(`^\[[^\]]*\]\(\s*<?([^)<>\s]+\.md)>?\s*\)`)

// isIndex: s is the index view of a claude_code source.
func isIndex(s *source) bool { return s.cfg.Kind == KindClaudeCode && s.kind == ingest.MemoryFile }

// indexTopic says whether en, an entry of a claude_code index, stands for
// a topic file, and which item that topic is (nil when the topic has not
// been ingested yet). The caller holds e.mu.
func (e *Engine) indexTopic(s *source, path string, en ingest.Entry) (*store.Item, bool) {
	if suspect(en) {
		return nil, false
	}
	if en.ID != "" {
		if it, err := e.st.Get(en.ID); err == nil && it.Source.Path != path {
			return &it, true
		}
	}
	if en.Held {
		return nil, false
	}
	m := indexLinkRe.FindStringSubmatch(en.Text)
	if m == nil {
		return nil, false
	}
	name, err := url.PathUnescape(m[1])
	if err != nil {
		name = m[1]
	}
	target := filepath.Join(filepath.Dir(path), filepath.FromSlash(name))
	if r, ok := s.vsrc.Rel(target); !ok || r == claudeIndex || !s.vsrc.Governs(target) {
		return nil, false
	}
	if fi, err := os.Lstat(target); err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	items, err := e.st.BySource(target)
	if err != nil || len(items) == 0 {
		return nil, true
	}
	// The topic's current item: the one its file stands for (not one it
	// superseded, nor a tombstone of a rewrite).
	best := &items[0]
	for i := range items {
		if rankTopic(items[i].Status) > rankTopic(best.Status) {
			best = &items[i]
		}
	}
	return best, true
}

func rankTopic(s mem.Status) int {
	switch s {
	case mem.Active:
		return 5
	case mem.NeedsReview, mem.Candidate:
		return 4
	case mem.Stale:
		return 3
	case mem.Rejected:
		return 2
	}
	return 1
}

// indexLine is step 1 for an index line that stands for a topic: it
// records the line's bytes on the topic's item, so that holding the topic
// can take the line out and put it back. It reports whether en was such a
// line (and so is not a memory of its own).
func (e *Engine) indexLine(s *source, path string, en ingest.Entry) (bool, error) {
	it, ok := e.indexTopic(s, path, en)
	if !ok {
		return false, nil
	}
	if it == nil || en.Held {
		return true, nil
	}
	if raw := stripMarker(en); raw != it.Source.Index {
		src := it.Source
		src.Index = raw
		if _, err := e.st.Update(store.System("ingest"), it.ID, store.Patch{Source: &src}, "index line in "+claudeIndex); err != nil {
			return true, err
		}
	}
	return true, nil
}

// renderIndexLine is step 2 for an index line that stands for topic it:
// out of the file while the topic may not be read, back in (with the
// topic's marker) when it may.
func renderIndexLine(buf []byte, en ingest.Entry, it *store.Item) ([]byte, error) {
	return renderLine(buf, en, it, it.Source.Index)
}

// topicBody holds or puts back a topic as its item says. A topic is held
// whole (the file becomes its placeholder line: the name and description
// are read raw as much as the body) when the store keeps the whole file
// to put back; an item whose Source.Raw is the body alone (kept by an
// earlier memgate, until the file is next read) is held as before, body
// only, so that releasing it never drops the front matter. whole reports
// that the result is held whole: its id and status live in the
// placeholder, and no front matter keys may be added.
func topicBody(buf []byte, en ingest.Entry, it *store.Item) (next []byte, whole bool, err error) {
	show := readable(it)
	switch {
	case en.Held && show:
		if it.Source.Raw == "" {
			return buf, false, nil
		}
		if ingest.HeldWhole(en) {
			next, err = ingest.UnholdTopic(buf, en, []byte(it.Source.Raw))
			return next, false, err
		}
		next, err = ingest.UnholdBody(buf, en, []byte(it.Source.Raw))
		return next, false, err
	case en.Held && (en.ID != it.ID || en.Status != it.Status):
		if ingest.HeldWhole(en) {
			next, err = ingest.HoldTopic(buf, en, it.ID, it.Status)
			return next, true, err
		}
		next, err = ingest.HoldBody(buf, en, it.ID, it.Status)
		return next, false, err
	case en.Held:
		return buf, ingest.HeldWhole(en), nil
	case show || len(bytes.TrimSpace(en.File)) == 0:
		return buf, false, nil
	case it.Source.Raw == string(en.Raw):
		if strings.TrimSpace(en.Text) == "" {
			return buf, false, nil
		}
		next, err = ingest.HoldBody(buf, en, it.ID, it.Status)
		return next, false, err
	}
	next, err = ingest.HoldTopic(buf, en, it.ID, it.Status)
	return next, true, err
}

// indexPath is the index beside a claude_code topic, for OnCommit: a
// topic's change rewrites its index line too.
func indexPath(src store.Source) string {
	if src.Kind != KindClaudeCode || filepath.Base(src.Path) == claudeIndex {
		return ""
	}
	return filepath.Join(filepath.Dir(src.Path), claudeIndex)
}

// countUnread counts the readable entries of an index below the lines
// Claude Code loads.
func countUnread(doc *ingest.Document) int {
	n := 0
	for _, en := range doc.Entries {
		if !en.Held && en.Line > claudeIndexLines {
			n++
		}
	}
	return n
}

// suspect: an index entry whose text a scanner flags. Claude Code reads the
// index raw, so such a line is never a topic's line (which would be
// released with its topic): it is a memory of its own, held for review.
func suspect(en ingest.Entry) bool {
	return !en.Held && strings.TrimSpace(en.Text) != "" && len(scanText(en.Text)) > 0
}

// suspectIndexLine returns en without its marker's id when that id is a
// topic's and the line is suspect: the line then goes the way of a new
// entry (created, held for review) instead of speaking for the topic.
func (e *Engine) suspectIndexLine(path string, en ingest.Entry) ingest.Entry {
	if en.ID == "" || !suspect(en) {
		return en
	}
	if it, err := e.st.Get(en.ID); err == nil && it.Source.Path != path {
		en.ID = ""
	}
	return en
}
