package app

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/store"
)

// A note is printed in the context block as one line: its title, then its
// description (the description or summary property, else its first
// sentence), then its id, at most about maxNoteLine characters. The full
// text is one memory_get away. The line is built from the item alone —
// title and description as the engine recorded them from the note's front
// matter, or front matter kept in the item's own text (a topic file), or
// the body — so every source of notes renders the same way.

// maxNoteLine caps a note's line, id included (runes).
const maxNoteLine = 200

// noteLine is a note's one line: "Title — description (id: x)".
func noteLine(it *store.Item) string {
	title, desc := strings.TrimSpace(it.Source.Anchor), strings.TrimSpace(it.Source.Summary)
	text := it.Text
	var body string
	if strings.HasPrefix(text, "---") || strings.HasPrefix(text, "\ufeff---") {
		name, sum, b := ingest.NoteFields([]byte(text))
		if title == "" {
			title = name
		}
		if desc == "" {
			desc = sum
		}
		body = string(b)
	} else {
		body = text
	}
	if title == "" {
		title = firstHeading(body)
	}
	if desc == "" {
		desc = firstSentence(body, title)
	}
	title, desc = oneLine(title), oneLine(desc)
	if title == "" {
		title = "untitled note"
	}
	tail := " (id: " + it.ID + ")"
	room := maxNoteLine - utf8.RuneCountInString(tail)
	head := title
	// A title may already carry the description (a Claude Code topic's
	// anchor is "name — description").
	if desc != "" && !strings.Contains(strings.ToLower(title), strings.ToLower(desc)) {
		head = title + " — " + desc
	}
	return clip(head, room) + tail
}

// oneLine collapses every run of white space (newlines included) into
// one space.
func oneLine(s string) string {
	// Most titles and descriptions are one line already: no allocation.
	clean := len(s) == 0 || (s[0] != ' ' && s[len(s)-1] != ' ')
	for i := 0; clean && i < len(s); i++ {
		switch c := s[i]; {
		case c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f' || c >= 0x80:
			clean = false
		case c == ' ' && i+1 < len(s) && s[i+1] == ' ':
			clean = false
		}
	}
	if clean {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// clip shortens s to at most n runes, at a word boundary when there is
// one in its last part, marking the cut with an ellipsis.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n-1]
	cut := len(r)
	for i := len(r) - 1; i > len(r)*2/3; i-- {
		if unicode.IsSpace(r[i]) {
			cut = i
			break
		}
	}
	return strings.TrimRight(string(r[:cut]), " ,;:—-") + "…"
}

// firstHeading is the text of the body's first ATX heading, or "".
func firstHeading(body string) string {
	fenced := false
	for line := range strings.Lines(body) {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			fenced = !fenced
			continue
		}
		if !fenced && strings.HasPrefix(l, "#") {
			if t := strings.TrimSpace(strings.TrimLeft(l, "#")); t != "" {
				return t
			}
		}
	}
	return ""
}

// firstSentence is the first sentence of the body's first paragraph of
// prose: headings, code, comments, rules and tables are skipped, list
// and quote markers dropped, and a paragraph that only repeats the title
// passed over.
func firstSentence(body, title string) string {
	var para []string
	fenced, comment := false, false
	flush := func() string {
		p := oneLine(strings.Join(para, " "))
		para = para[:0]
		if p == "" || strings.EqualFold(p, title) {
			return ""
		}
		return sentence(p)
	}
	for line := range strings.Lines(body) {
		l := strings.TrimSpace(line)
		switch {
		case comment:
			if strings.Contains(l, "-->") {
				comment = false
			}
			continue
		case strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~"):
			fenced = !fenced
			continue
		case fenced:
			continue
		case strings.HasPrefix(l, "<!--"):
			comment = !strings.Contains(l, "-->")
			continue
		}
		skip := l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "|") ||
			strings.Trim(l, "-*_ ") == "" || strings.HasPrefix(l, "![")
		if skip {
			if s := flush(); s != "" {
				return s
			}
			continue
		}
		l = strings.TrimLeft(l, ">")
		l = strings.TrimSpace(l)
		for _, m := range []string{"- [ ] ", "- [x] ", "- ", "* ", "+ "} {
			if strings.HasPrefix(l, m) {
				l = l[len(m):]
				break
			}
		}
		para = append(para, l)
	}
	return flush()
}

// sentence cuts a paragraph after its first sentence: a '.', '!' or '?'
// followed by a space and an upper-case letter or a digit, or the end.
func sentence(p string) string {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '.', '!', '?':
			if i+1 == len(p) {
				return p
			}
			if p[i+1] == ' ' && i+2 < len(p) {
				r, _ := utf8.DecodeRuneInString(p[i+2:])
				if unicode.IsUpper(r) || unicode.IsDigit(r) {
					return p[:i+1]
				}
			}
		}
	}
	return p
}
