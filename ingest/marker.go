package ingest

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/memgate/memgate/mem"
)

// Marker syntax. Both forms are HTML comments, so a rendered file shows
// nothing, and both are short enough that a person editing the entry's text
// leaves them alone.
//
//	inline, at the end of an entry's first line:
//	    - 2026-09-12 — Prefers pnpm over npm <!-- mem:k3x9q2 active -->
//	placeholder, a line of its own where a held entry stood:
//	    <!-- mem:k3x9q2 needs_review — held in memgate -->
//
// The id is what the store issued ([a-z0-9]{4,16}); the status word is
// optional when parsing (the store is the authority) and always written.
// Inside code fences and code blocks neither form is a marker: parsers only
// look at paragraph lines and top-level HTML blocks, which never include
// code.

// Marker is a parsed marker or placeholder.
type Marker struct {
	ID     string
	Status mem.Status
	// Word is the status word as written, kept so an invalid one can be
	// reported.
	Word string
	Held bool
}

const heldSuffix = "— held in memgate"

var (
	idRe = regexp.MustCompile(`^[a-z0-9]{4,16}$`)
	// inlineRe matches a marker that starts where it is applied and ends
	// the line (trailing blanks allowed).
	inlineRe = regexp.MustCompile(`^<!--[ \t]*mem:([a-z0-9]{4,16})(?:[ \t]+([A-Za-z_]+))?[ \t]*-->[ \t]*$`)
	// placeholderRe matches a whole line that is only a marker, with or
	// without the "held in memgate" note.
	placeholderRe = regexp.MustCompile(`^ {0,3}<!--[ \t]*mem:([a-z0-9]{4,16})(?:[ \t]+([A-Za-z_]+))?([ \t]+(?:—|–|-{1,2})[ \t]*held in memgate)?[ \t]*-->[ \t]*$`)
)

// ValidID reports whether id has the shape of a store id.
func ValidID(id string) bool { return idRe.MatchString(id) }

// RenderMarker returns the inline marker for id and status.
func RenderMarker(id string, st mem.Status) string {
	if st == "" {
		return "<!-- mem:" + id + " -->"
	}
	return "<!-- mem:" + id + " " + string(st) + " -->"
}

// RenderPlaceholder returns the placeholder line (without line ending) that
// stands where a held entry was.
func RenderPlaceholder(id string, st mem.Status) string {
	if st == "" {
		st = mem.NeedsReview
	}
	return "<!-- mem:" + id + " " + string(st) + " " + heldSuffix + " -->"
}

// ParseMarker parses one marker comment or placeholder line (no line
// ending). ok is false when s is neither. Held is set by the "held in
// memgate" note; in a file, any line that is only a marker is a
// placeholder, with or without it.
func ParseMarker(s string) (m Marker, ok bool) {
	if sub := placeholderRe.FindStringSubmatch(s); sub != nil {
		m = Marker{ID: sub[1], Word: sub[2], Held: sub[3] != ""}
	} else if sub := inlineRe.FindStringSubmatch(strings.TrimSpace(s)); sub != nil {
		m = Marker{ID: sub[1], Word: sub[2]}
	} else {
		return Marker{}, false
	}
	if st, err := mem.ParseStatus(m.Word); err == nil {
		m.Status = st
	}
	return m, true
}

// findInline looks for a marker at the end of line (no line ending). It
// returns the marker's offsets within line, or -1 when there is none.
// loose reports text that starts like our marker but does not parse, so it
// can be reported rather than silently ignored.
func findInline(line []byte) (m Marker, start, end int, loose bool) {
	t := bytes.TrimRight(line, " \t")
	if !bytes.HasSuffix(t, []byte("-->")) {
		return Marker{}, -1, -1, bytes.Contains(line, []byte("<!--")) && looseMarker(line)
	}
	// Anchor the match at the last comment opener: searching the whole
	// line for an end-anchored pattern backtracks from every position.
	i := bytes.LastIndex(t, []byte("<!--"))
	if i < 0 {
		return Marker{}, -1, -1, false
	}
	loc := inlineRe.FindSubmatchIndex(line[i:])
	if loc == nil {
		return Marker{}, -1, -1, looseMarker(line)
	}
	m = Marker{ID: string(line[i+loc[2] : i+loc[3]])}
	if loc[4] >= 0 {
		m.Word = string(line[i+loc[4] : i+loc[5]])
		if st, err := mem.ParseStatus(m.Word); err == nil {
			m.Status = st
		}
	}
	return m, i, len(t), looseMarker(line[:i])
}

var looseRe = regexp.MustCompile(`<!--[ \t]*mem:`)

func looseMarker(b []byte) bool { return looseRe.Match(b) }
