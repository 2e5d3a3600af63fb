package ingest

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// KeyValue sets one memory_* key; an empty Value clears (removes) it.
type KeyValue struct {
	Key   string
	Value string
}

type fmEdit struct {
	start, end int
	repl       string
	rank       int
}

// SetNoteKeys sets or clears memory_* keys in a note's front matter and
// returns the new bytes. Only the lines (or, for a changed value, only the
// value token) of those keys change: other keys, their order, comments,
// quoting, the body, a BOM, the line ending and the final newline stay as
// they were. A note without front matter gets a block (after its BOM, in
// its line ending). Refused with ErrNotEditable: unterminated or non-YAML
// front matter, YAML that does not parse or exceeds the limits, a
// duplicated memory_* key, a memory_* value spanning several lines, or any
// edit that would not read back (top-level keys indented, say).
// A value given with a line break in it is refused with ErrBadValue:
// every memory_* value is one line, and only a one-line value can be
// found and edited again. Setting a key to the value it has is a no-op.
func SetNoteKeys(src []byte, kvs []KeyValue) ([]byte, error) { return setNoteKeys(src, kvs, true) }

// setNoteKeys is SetNoteKeys; fresh=false never takes insertFresh's
// shortcut, so that a test can hold the two paths to the same answer.
func setNoteKeys(src []byte, kvs []KeyValue, fresh bool) ([]byte, error) {
	for _, kv := range kvs {
		if keyRank(kv.Key) < 0 {
			return nil, fmt.Errorf("%w: %s is not a memory key", ErrBadValue, kv.Key)
		}
		if strings.ContainsAny(kv.Value, lineBreaks) {
			return nil, fmt.Errorf("%w: %s %q has a line break", ErrBadValue, kv.Key, kv.Value)
		}
		if kv.Value != "" {
			if err := validateKey(kv.Key, kv.Value); err != nil {
				return nil, fmt.Errorf("%w: %v", ErrBadValue, err)
			}
		}
	}
	kvs = append([]KeyValue(nil), kvs...)
	sort.SliceStable(kvs, func(i, j int) bool { return keyRank(kvs[i].Key) < keyRank(kvs[j].Key) })

	o := editLimits.withDefaults()
	if err := guard("", src, o); err != nil {
		return nil, err
	}
	p := newParser(Note, "", src, o)
	for _, pr := range p.d.Problems {
		if pr.Code == ProblemUnterminatedFM {
			return nil, fmt.Errorf("%w: unterminated front matter", ErrNotEditable)
		}
	}
	eol := p.d.EOL
	fm := p.d.FrontMatter
	if fm == nil {
		var b strings.Builder
		for _, kv := range kvs {
			if kv.Value != "" {
				b.WriteString(kv.Key + ": " + yamlValue(kv.Value, 0) + eol)
			}
		}
		if b.Len() == 0 {
			return src, nil
		}
		at := 0
		if p.d.BOM {
			at = 3
		}
		return splice(src, at, at, "---"+eol+b.String()+"---"+eol), nil
	}
	if !fm.Editable {
		return nil, fmt.Errorf("%w: %s", ErrNotEditable, fm.Reason)
	}
	content := src[fm.ContentStart:fm.ContentEnd]
	if oddBreaks(content) {
		return nil, fmt.Errorf("%w: front matter breaks lines other than with LF or CRLF", ErrNotEditable)
	}
	if fresh {
		if out, ok := insertFresh(src, fm, content, eol, kvs); ok {
			return out, nil
		}
	}
	yf, err := parseYAMLFront(content, o)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotEditable, err)
	}
	if yf.root != nil && yf.root.Style&yaml.FlowStyle != 0 {
		return nil, fmt.Errorf("%w: flow-style front matter", ErrNotEditable)
	}
	lineOff := lineOffsets(content)
	// where new keys go: after the last single-line memory key, else at
	// the end of the block
	insertAt, last := fm.ContentEnd, 0
	for name, occ := range yf.keys {
		if len(occ) > 1 {
			return nil, fmt.Errorf("%w: %s appears %d times", ErrNotEditable, name, len(occ))
		}
		if occ[0].key.Line > last {
			if s, e, ok := keyLine(content, lineOff, occ[0]); ok {
				_ = s
				last, insertAt = occ[0].key.Line, fm.ContentStart+e
			} else {
				last, insertAt = occ[0].key.Line, fm.ContentEnd
			}
		}
	}
	var edits []fmEdit
	var inserts strings.Builder
	for _, kv := range kvs {
		occ, ok := yf.keys[kv.Key]
		if !ok {
			if kv.Value != "" {
				inserts.WriteString(kv.Key + ": " + yamlValue(kv.Value, 0) + eol)
			}
			continue
		}
		ls, le, single := keyLine(content, lineOff, occ[0])
		if !single {
			return nil, fmt.Errorf("%w: %s is not a one-line value", ErrNotEditable, kv.Key)
		}
		if kv.Value == "" {
			edits = append(edits, fmEdit{start: fm.ContentStart + ls, end: fm.ContentStart + le})
			continue
		}
		if cur, _ := scalarValue(occ[0].value); cur == kv.Value {
			continue
		}
		vs, ve, quote, ok := valueToken(content[ls:le], kv.Key)
		if !ok {
			return nil, fmt.Errorf("%w: cannot locate the value of %s", ErrNotEditable, kv.Key)
		}
		repl := yamlValue(kv.Value, quote)
		if vs == ve && (vs == 0 || content[ls+vs-1] == ':') {
			repl = " " + repl
		}
		edits = append(edits, fmEdit{start: fm.ContentStart + ls + vs, end: fm.ContentStart + ls + ve, repl: repl})
	}
	if inserts.Len() > 0 {
		edits = append(edits, fmEdit{start: insertAt, end: insertAt, repl: inserts.String()})
	}
	if len(edits) == 0 {
		return src, nil
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	out := src
	for _, e := range edits {
		out = splice(out, e.start, e.end, e.repl)
	}
	// Safety net: the block must still parse and say what was asked.
	if !readsBack(out, kvs) {
		return nil, fmt.Errorf("%w: edit would not read back", ErrNotEditable)
	}
	return out, nil
}

// insertFresh is SetNoteKeys for a block that names no memory key, the
// case of every note memgate writes for the first time: each key asked
// for goes, in order, at the end of the block, where the full path would
// put it. Decoding the YAML only to learn that no key is there was 0.24
// of the 0.61 CPU-s SetNoteKeys took in a 10,000-note first ingest;
// readsBack still decodes the result. ok is false when the edit is not
// that simple or would not read back (a block the full path refuses, or a
// memory key spelt with an escape): the full path then decides, and says
// why it refuses. A block whose first node is a flow collection, a tag,
// an anchor or an alias always takes the full path, which refuses flow
// style outright.
func insertFresh(src []byte, fm *FrontMatter, content []byte, eol string, kvs []KeyValue) ([]byte, bool) {
	if bytes.Contains(content, []byte("memory_")) {
		return nil, false
	}
	for line := range bytes.Lines(content) {
		t := bytes.TrimLeft(line, " \t")
		if len(t) == 0 || t[0] == '\n' || t[0] == '\r' || t[0] == '#' {
			continue
		}
		if strings.IndexByte("{[!&*", t[0]) >= 0 {
			return nil, false
		}
		break
	}
	var ins strings.Builder
	for _, kv := range kvs {
		if kv.Value != "" {
			ins.WriteString(kv.Key + ": " + yamlValue(kv.Value, 0) + eol)
		}
	}
	if ins.Len() == 0 {
		return nil, false // nothing to set: the full path checks the block
	}
	out := splice(src, fm.ContentEnd, fm.ContentEnd, ins.String())
	if !readsBack(out, kvs) {
		return nil, false
	}
	return out, true
}

// readsBack reports whether a note's front matter, after an edit, decodes
// and holds exactly the asked memory keys: each set key once with its
// value, each cleared one absent. Only the front matter is read back (the
// body is untouched by the edit, and parsing it was most of the cost of
// writing memory_id and memory_status into ten thousand notes).
func readsBack(out []byte, kvs []KeyValue) bool {
	o := editLimits.withDefaults()
	if guard("", out, o) != nil {
		return false
	}
	p := newParser(Note, "", out, o)
	fm := p.d.FrontMatter
	if fm == nil || fm.Format != "yaml" || len(p.d.Problems) > 0 {
		return false
	}
	yf, err := parseYAMLFront(out[fm.ContentStart:fm.ContentEnd], o)
	if err != nil {
		return false
	}
	for _, kv := range kvs {
		occ := yf.keys[kv.Key]
		if kv.Value == "" {
			if len(occ) != 0 {
				return false
			}
			continue
		}
		if len(occ) != 1 || occ[0].value.Kind != yaml.ScalarNode || occ[0].value.Value != kv.Value {
			return false
		}
	}
	return true
}

// oddBreaks reports a line break other than LF or CRLF: a lone CR, NEL,
// LS or PS. YAML counts each as a new line and the edit's line offsets do
// not, so a key found by the parser's line would be looked for on another
// line (the fuzzer found a lone CR making a written key uneditable).
func oddBreaks(b []byte) bool {
	for i, c := range b {
		if c == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			return true
		}
	}
	return bytes.Contains(b, []byte("\u0085")) || bytes.Contains(b, []byte("\u2028")) || bytes.Contains(b, []byte("\u2029"))
}

// lineOffsets returns the offset of each 1-based line of b (index 0 = line 1).
func lineOffsets(b []byte) []int {
	offs := []int{0}
	for i, c := range b {
		if c == '\n' {
			offs = append(offs, i+1)
		}
	}
	return offs
}

// keyLine returns the span of the whole line holding a top-level key
// (through its line ending) and whether the value is a one-line scalar on
// that line that an edit may touch.
func keyLine(content []byte, offs []int, k fmKey) (start, end int, single bool) {
	ln := k.key.Line
	if ln < 1 || ln > len(offs) {
		return 0, 0, false
	}
	start = offs[ln-1]
	_, next := lineAt(content, start)
	end = next
	v := k.value
	single = k.key.Column == 1 && v.Kind == yaml.ScalarNode && v.Line == ln &&
		v.Style&(yaml.LiteralStyle|yaml.FoldedStyle|yaml.TaggedStyle) == 0 && v.Anchor == ""
	if single && v.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
		// A quoted scalar may close on a later line, indented or not: the
		// fuzzer found `memory_: "` closed on the next line, and a key
		// inserted after the first line landed inside the string. One
		// line only if the quote closes on it (a quoted key fails this
		// too, and is left alone).
		_, _, _, single = valueToken(content[start:end], k.key.Value)
	}
	if single && next < len(content) {
		// a plain scalar may continue on indented lines
		nl, _ := lineAt(content, next)
		if len(nl) > 0 && (nl[0] == ' ' || nl[0] == '\t') && !blank(nl) {
			single = false
		}
	}
	return start, end, single
}

// valueToken finds the value of "key: value  # comment" in line, returning
// its offsets and its quote character (0 for plain).
func valueToken(line []byte, key string) (start, end int, quote byte, ok bool) {
	line = bytes.TrimRight(line, "\r\n")
	if !bytes.HasPrefix(line, []byte(key)) {
		return 0, 0, 0, false
	}
	i := len(key)
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if i >= len(line) || line[i] != ':' {
		return 0, 0, 0, false
	}
	i++
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	start = i
	if i >= len(line) || line[i] == '#' {
		// empty value; keep a space before an inline comment
		return start, start, 0, true
	}
	switch q := line[i]; q {
	case '"', '\'':
		for j := i + 1; j < len(line); j++ {
			if q == '"' && line[j] == '\\' {
				j++
				continue
			}
			if line[j] == q {
				if q == '\'' && j+1 < len(line) && line[j+1] == '\'' {
					j++
					continue
				}
				return start, j + 1, q, true
			}
		}
		return 0, 0, 0, false
	}
	end = len(line)
	if c := bytes.Index(line[i:], []byte(" #")); c >= 0 {
		end = i + c
	}
	for end > start && (line[end-1] == ' ' || line[end-1] == '\t') {
		end--
	}
	return start, end, 0, true
}

var plainRe = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_./:+-]*$`)

// yamlValue renders a value for a memory key: plain when YAML reads it back
// as the same string (or the date/number it denotes), else quoted, in
// quote's style when the old value was quoted.
func yamlValue(v string, quote byte) string {
	if quote == '\'' && !strings.ContainsFunc(v, needsEscape) {
		return "'" + strings.ReplaceAll(v, "'", "''") + "'"
	}
	if quote == 0 && plainRe.MatchString(v) && !strings.HasSuffix(v, ":") {
		switch strings.ToLower(v) {
		case "true", "false", "yes", "no", "on", "off", "null", "y", "n":
		default:
			return v
		}
	}
	var b strings.Builder
	b.WriteByte('"')
	for i, r := range v {
		switch {
		case r == '\\' || r == '"':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case needsEscape(r):
			// Not printable in YAML, or a line break to YAML: escaped, so
			// the value stays one token on one line.
			fmt.Fprintf(&b, `\u%04x`, r)
		case r == utf8.RuneError:
			_, n := utf8.DecodeRuneInString(v[i:])
			b.WriteString(v[i : i+n]) // as it was, valid or not
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// needsEscape: r cannot stand as itself in a quoted YAML scalar on one line.
func needsEscape(r rune) bool {
	return r < 0x20 && r != '\t' || r == 0x7f || r == 0x85 || r == 0x2028 || r == 0x2029 || r == 0xfeff
}

// lineBreaks are the characters YAML (1.1, as well as 1.2's readers that
// keep the old set) may take for a line break.
const lineBreaks = "\r\n\u0085\u2028\u2029"

// NewNote returns the bytes of a new note holding text, with the given
// memory_* keys as front matter, in LF line endings.
func NewNote(kvs []KeyValue, text string) ([]byte, error) {
	if err := checkText(Note, text); err != nil {
		return nil, err
	}
	out, err := SetNoteKeys([]byte(strings.TrimRight(text, "\n")+"\n"), kvs)
	if err != nil {
		return nil, err
	}
	return out, nil
}
