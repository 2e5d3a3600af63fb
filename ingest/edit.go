package ingest

import (
	"bytes"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memgate/memgate/mem"
)

// Edits are pure: they take the file's current bytes and an Entry from a
// parse of (possibly older) bytes, and return new bytes. Each first checks
// that src[e.Start:e.End] still equals e.Raw; if not, it looks for e.Raw as
// a whole-line run that occurs exactly once and edits it there; otherwise it
// returns ErrStale and the caller re-parses. Only the entry's own bytes
// change, and applying the same edit twice returns the bytes of the first.

// editLimits lets edits re-parse their own output for verification without
// tripping the size cap a caller chose for reading.
var editLimits = Options{MaxFileSize: 1 << 30}

// atLineStart lists where b occurs in src as whole lines: at a line start,
// and ending in a line ending or at the end of src. It stops after two.
func atLineStart(src, b []byte) []int {
	var offs []int
	if len(b) == 0 {
		return nil
	}
	for i := 0; i < len(src) && len(offs) < 2; {
		j := bytes.Index(src[i:], b)
		if j < 0 {
			break
		}
		k := i + j
		if (k == 0 || src[k-1] == '\n') && (b[len(b)-1] == '\n' || k+len(b) == len(src)) {
			offs = append(offs, k)
		}
		i = k + 1
	}
	return offs
}

func exactAt(src, b []byte, off int) bool {
	return off >= 0 && off+len(b) <= len(src) && len(b) > 0 && bytes.Equal(src[off:off+len(b)], b) &&
		(off == 0 || src[off-1] == '\n') && (b[len(b)-1] == '\n' || off+len(b) == len(src))
}

// locate finds e's bytes in src: where the parse saw them, else as the
// only whole-line occurrence.
func locate(src []byte, e Entry) (int, error) {
	if exactAt(src, e.Raw, e.Start) {
		return e.Start, nil
	}
	if offs := atLineStart(src, e.Raw); len(offs) == 1 {
		return offs[0], nil
	}
	return -1, ErrStale
}

// replaceEntry swaps the entry's bytes for newRaw. When the entry is not
// where it was but newRaw is (or is somewhere, as whole lines), the edit
// was already applied: checking that before searching by content keeps a
// second application from editing an identical twin of the entry.
func replaceEntry(src []byte, e Entry, newRaw []byte) ([]byte, int, error) {
	off := -1
	if exactAt(src, e.Raw, e.Start) {
		off = e.Start
	} else if exactAt(src, newRaw, e.Start) {
		return src, e.Start, nil
	} else if offs := atLineStart(src, newRaw); len(offs) > 0 {
		return src, offs[0], nil
	} else if offs := atLineStart(src, e.Raw); len(offs) == 1 {
		off = offs[0]
	} else {
		return nil, -1, &Error{Line: e.Line, Err: ErrStale}
	}
	if bytes.Equal(e.Raw, newRaw) {
		return src, off, nil
	}
	out := make([]byte, 0, len(src)-len(e.Raw)+len(newRaw))
	out = append(out, src[:off]...)
	out = append(out, newRaw...)
	out = append(out, src[off+len(e.Raw):]...)
	return out, off, nil
}

func splice(b []byte, start, end int, repl string) []byte {
	out := make([]byte, 0, len(b)-(end-start)+len(repl))
	out = append(out, b[:start]...)
	out = append(out, repl...)
	return append(out, b[end:]...)
}

func checkMarker(id string, st mem.Status) error {
	if !ValidID(id) {
		return fmt.Errorf("%w: %q", ErrBadID, id)
	}
	if !st.Valid() {
		return fmt.Errorf("%w: status %q", ErrBadValue, st)
	}
	return nil
}

// SetMarker writes id and status into the entry's marker: it replaces an
// existing marker (or a held entry's placeholder comment) or appends one to
// the end of the entry's first line. Notes carry their status in front
// matter (SetNoteKeys) and return ErrWrongKind.
func SetMarker(src []byte, e Entry, id string, st mem.Status) ([]byte, error) {
	if err := checkMarker(id, st); err != nil {
		return nil, err
	}
	if e.Kind.noteLike() {
		return nil, ErrWrongKind
	}
	var newRaw []byte
	switch {
	case e.Held:
		newRaw = splice(e.Raw, e.MarkerStart-e.Start, e.MarkerEnd-e.Start, strings.TrimSpace(RenderPlaceholder(id, st)))
	case e.MarkerStart >= 0:
		newRaw = splice(e.Raw, e.MarkerStart-e.Start, e.MarkerEnd-e.Start, RenderMarker(id, st))
	case e.MarkAt >= 0:
		newRaw = splice(e.Raw, e.MarkAt-e.Start, e.MarkAt-e.Start, " "+RenderMarker(id, st))
	default:
		return nil, ErrNoMarkerSpot
	}
	out, _, err := replaceEntry(src, e, newRaw)
	return out, err
}

// trailingEOL is the line ending Raw ends with ("" at the end of a file
// without one).
func trailingEOL(raw []byte) string {
	switch {
	case bytes.HasSuffix(raw, []byte("\r\n")):
		return "\r\n"
	case bytes.HasSuffix(raw, []byte("\n")):
		return "\n"
	}
	return ""
}

// checkText refuses text that would not come back as one entry with the
// same text: blank lines split an entry, a comment opener could forge or
// swallow a marker, NUL and invalid UTF-8 would make the file unreadable.
func checkText(kind Kind, text string) error {
	switch {
	case strings.TrimSpace(text) == "":
		return fmt.Errorf("%w: empty", ErrBadText)
	case !utf8.ValidString(text) || strings.IndexByte(text, 0) >= 0:
		return fmt.Errorf("%w: not UTF-8 text", ErrBadText)
	case !kind.noteLike() && strings.Contains(text, "<!--"):
		return fmt.Errorf("%w: contains an HTML comment", ErrBadText)
	case !kind.noteLike() && strings.Contains(strings.ReplaceAll(text, "\r", ""), "\n\n"):
		return fmt.Errorf("%w: contains a blank line", ErrBadText)
	}
	return nil
}

// layoutText renders Text for the file: the file's line ending, and
// continuation lines indented to the list item's content column.
func layoutText(text, eol string, indent int) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.Split(text, "\n")
	pad := strings.Repeat(" ", indent)
	for i := 1; i < len(lines); i++ {
		if lines[i] != "" && !strings.HasPrefix(lines[i], pad) {
			lines[i] = pad + lines[i]
		}
	}
	return strings.Join(lines, eol)
}

// ReplaceText swaps the entry's text for text, keeping its bullet, date
// prefix, timestamp comment and marker. The result is re-parsed and the
// edit refused (ErrBadText) unless the entry reads back as text.
func ReplaceText(src []byte, e Entry, text string) ([]byte, error) {
	if e.Held {
		return nil, ErrWrongKind
	}
	if e.Text == text {
		if _, err := locate(src, e); err != nil {
			return nil, &Error{Line: e.Line, Err: err}
		}
		return src, nil
	}
	if err := checkText(e.Kind, text); err != nil {
		return nil, err
	}
	repl := layoutText(text, detectEOL(src), e.Indent)
	ts, te := e.TextStart-e.Start, e.TextEnd-e.Start
	if e.MarkerStart >= e.TextStart && e.MarkerEnd <= e.TextEnd && e.MarkerStart >= 0 {
		// The marker sat inside a multi-line text: keep it on the first line.
		mk := string(e.Raw[e.MarkerStart-e.Start : e.MarkerEnd-e.Start])
		first, rest, found := strings.Cut(repl, detectEOL(src))
		repl = first + " " + mk
		if found {
			repl += detectEOL(src) + rest
		}
	}
	newRaw := splice(e.Raw, ts, te, repl)
	out, off, err := replaceEntry(src, e, newRaw)
	if err != nil {
		return nil, err
	}
	if err := verifyEntry(out, e.Kind, off, text); err != nil {
		return nil, err
	}
	return out, nil
}

// verifyEntry re-parses out and checks that an entry starting at off reads
// back with text's normal form.
func verifyEntry(out []byte, kind Kind, off int, text string) error {
	d, err := Parse(kind, "", out, editLimits)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadText, err)
	}
	want := mem.Normalize(text)
	for _, x := range d.Entries {
		if x.Start == off && x.Norm == want {
			return nil
		}
	}
	return fmt.Errorf("%w: the file would not read it back as one entry", ErrBadText)
}

// Hold swaps the entry for its placeholder line, which names id and status;
// the caller keeps e.Raw (in the store) to put back with Unhold. Holding a
// held entry updates its placeholder.
func Hold(src []byte, e Entry, id string, st mem.Status) ([]byte, error) {
	if err := checkMarker(id, st); err != nil {
		return nil, err
	}
	if e.Kind.noteLike() {
		return nil, ErrWrongKind
	}
	if e.Held {
		return SetMarker(src, e, id, st)
	}
	out, _, err := replaceEntry(src, e, []byte(RenderPlaceholder(id, st)+trailingEOL(e.Raw)))
	return out, err
}

// Unhold swaps a held entry's placeholder back for raw, the entry's bytes
// as Hold found them (or a newly rendered entry). If the placeholder ended
// a line and raw does not, the placeholder's line ending is kept.
func Unhold(src []byte, e Entry, raw []byte) ([]byte, error) {
	if !e.Held {
		return nil, ErrWrongKind
	}
	if len(raw) == 0 {
		return nil, fmt.Errorf("%w: nothing to restore", ErrBadText)
	}
	if eol := trailingEOL(e.Raw); eol != "" && trailingEOL(raw) == "" {
		raw = append(append([]byte(nil), raw...), eol...)
	}
	out, _, err := replaceEntry(src, e, raw)
	return out, err
}

// Remove deletes the entry's bytes. Removing an entry that is no longer in
// the file is a no-op; one whose bytes now occur more than once (and not
// where they were) is ErrStale.
func Remove(src []byte, e Entry) ([]byte, error) {
	if e.Kind.noteLike() {
		return nil, ErrWrongKind
	}
	off, err := locate(src, e)
	if err != nil {
		if len(e.Raw) > 0 && !bytes.Contains(src, e.Raw) {
			return src, nil
		}
		return nil, &Error{Line: e.Line, Err: err}
	}
	return splice(src, off, off+len(e.Raw), ""), nil
}

// NewEntry is a memory to append to a memory file or bucket.
type NewEntry struct {
	Text string
	// ID and Status, when ID is set, are written as the entry's marker.
	ID     string
	Status mem.Status
	// Date is a bucket entry's date prefix, or a memory file entry's
	// timestamp comment. Zero writes neither.
	Date time.Time
}

// RenderEntry returns the lines for n in a file of kind using eol.
func RenderEntry(kind Kind, n NewEntry, eol string) (string, error) {
	if kind != MemoryFile && kind != Bucket {
		return "", ErrWrongKind
	}
	if err := checkText(kind, n.Text); err != nil {
		return "", err
	}
	if n.ID != "" {
		if err := checkMarker(n.ID, n.Status); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	if kind == MemoryFile && !n.Date.IsZero() {
		b.WriteString("<!-- " + n.Date.UTC().Format(time.RFC3339) + " -->" + eol)
	}
	b.WriteString("- ")
	if kind == Bucket && !n.Date.IsZero() {
		b.WriteString(n.Date.Format("2006-01-02") + " — ")
	}
	first, rest, multi := strings.Cut(layoutText(n.Text, eol, 2), eol)
	b.WriteString(first)
	if n.ID != "" {
		b.WriteString(" " + RenderMarker(n.ID, n.Status))
	}
	if multi {
		b.WriteString(eol + rest)
	}
	b.WriteString(eol)
	return b.String(), nil
}

// Append adds n at the end of a memory file or bucket. It is a no-op when
// an entry with n.ID (or, without an id, with n's normalised text) is
// already there.
func Append(src []byte, kind Kind, n NewEntry) ([]byte, error) {
	d, err := Parse(kind, "", src, editLimits)
	if err != nil {
		return nil, err
	}
	hash := mem.TextHash(n.Text)
	for _, x := range d.Entries {
		if (n.ID != "" && x.ID == n.ID) || (n.ID == "" && x.Hash == hash) {
			return src, nil
		}
	}
	lines, err := RenderEntry(kind, n, d.EOL)
	if err != nil {
		return nil, err
	}
	// Try directly after the last line, then after a blank line (a fence
	// or block left open above would otherwise swallow the entry).
	for _, sep := range []string{"", d.EOL} {
		out := append([]byte(nil), src...)
		if len(out) > 0 && out[len(out)-1] != '\n' {
			out = append(out, d.EOL...)
		}
		out = append(out, sep...)
		off := len(out)
		out = append(out, lines...)
		if verifyEntry(out, kind, off, n.Text) == nil {
			return out, nil
		}
	}
	return nil, fmt.Errorf("%w: appended entry would not read back", ErrBadText)
}

// Window is what an edit of e needs of src: e's own bytes, preceded by the
// line ending before them (so that an entry without one of its own still
// tells the file's line ending), and e with its offsets relative to that
// window. lead is how many bytes of context come first; an edit of the
// window leaves them alone. Editing windows instead of the whole file
// keeps a rewrite of every entry of a large memory file linear: each edit
// copies its entry, not the file.
func (e Entry) Window(src []byte) (win []byte, local Entry, lead int) {
	base := e.Start
	switch {
	case base >= 2 && src[base-2] == '\r' && src[base-1] == '\n':
		base -= 2
	case base >= 1 && src[base-1] == '\n':
		base--
	}
	local = e
	local.Start, local.End = e.Start-base, e.End-base
	local.TextStart, local.TextEnd = e.TextStart-base, e.TextEnd-base
	for _, p := range []*int{&local.MarkerStart, &local.MarkerEnd, &local.MarkAt} {
		if *p >= 0 {
			*p -= base
		}
	}
	return src[base:e.End], local, e.Start - base
}
