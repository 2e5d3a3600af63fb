package ingest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/adrg/frontmatter"
	"github.com/memgate/memgate/mem"
	"go.yaml.in/yaml/v3"
)

// Front matter is found in two steps. First an Obsidian-exact guard: the
// opening delimiter must be the file's first line (after a BOM), exactly
// "---" (or "+++" for TOML) with at most trailing blanks, and a closing
// line must follow; adrg/frontmatter alone would skip leading blank lines
// and trim delimiters, which Obsidian does not, and a note it read
// differently from Obsidian would be edited where the person cannot see
// it. Then adrg/frontmatter splits the block, with a format of our own
// whose unmarshal step only keeps the raw bytes: the YAML is decoded
// later, with go.yaml.in/yaml/v3 into a node tree, and only when a
// memory_* key is there. The body starts len(src)-len(rest) bytes in, so
// BOM, CRLF and every byte around the block stay where they were.

var bom = []byte{0xEF, 0xBB, 0xBF}

// Memory keys, in the order new ones are written.
const (
	KeyID         = "memory_id"
	KeyStatus     = "memory_status"
	KeyConfidence = "memory_confidence"
	KeyPrivacy    = "memory_privacy"
	KeyScope      = "memory_scope"
	KeyKey        = "memory_key"
	KeyValidFrom  = "memory_valid_from"
	KeyValidTo    = "memory_valid_to"
)

// MemoryKeys lists the memory_* keys a note may carry, in write order.
var MemoryKeys = []string{KeyID, KeyStatus, KeyConfidence, KeyPrivacy, KeyScope, KeyKey, KeyValidFrom, KeyValidTo}

func keyRank(k string) int {
	for i, m := range MemoryKeys {
		if m == k {
			return i
		}
	}
	return -1
}

// lineAt returns the line starting at off: its content without line ending
// and the offset just past its line ending.
func lineAt(src []byte, off int) (line []byte, next int) {
	i := bytes.IndexByte(src[off:], '\n')
	if i < 0 {
		return src[off:], len(src)
	}
	line = src[off : off+i]
	line = bytes.TrimSuffix(line, []byte("\r"))
	return line, off + i + 1
}

func isDelim(line []byte, d string) bool {
	return string(bytes.TrimRight(line, " \t")) == d
}

// splitFrontMatter finds a front matter block opening at off (just past a
// BOM). terminated is false when an opening delimiter has no closing one;
// then the whole file is body.
func splitFrontMatter(src []byte, off int) (fm *FrontMatter, unterminated bool) {
	if off >= len(src) || (src[off] != '-' && src[off] != '+') {
		return nil, false
	}
	first, next := lineAt(src, off)
	var closers []string
	format := "yaml"
	switch {
	case isDelim(first, "---"):
		closers = []string{"---", "..."}
	case isDelim(first, "+++"):
		closers = []string{"+++"}
		format = "toml"
	default:
		return nil, false
	}
	if next == len(src) && (len(src) == 0 || src[len(src)-1] != '\n') {
		return nil, true // "---" with nothing after it
	}
	for p := next; p < len(src); {
		line, n := lineAt(src, p)
		for _, c := range closers {
			if isDelim(line, c) {
				fm := &FrontMatter{
					Start: off, End: n,
					ContentStart: next, ContentEnd: p,
					Format: format, Editable: format == "yaml",
				}
				// Only the block goes to the library: the body is not
				// its business, and copying it cost as much as parsing.
				if end, ok := librarySplit(src[off:n], string(first), c); ok && off+end == n {
					fm.End = off + end
				}
				return fm, false
			}
		}
		p = n
	}
	return nil, true
}

// librarySplit has adrg/frontmatter split the block that opens src with
// the delimiter line open and closes at the first line that is close, and
// returns where the body starts. The guard in splitFrontMatter has already
// found the same block; the two agree unless the YAML holds a line that is
// the closer only once its leading blanks are trimmed, which Obsidian does
// not do, and then the guard's reading is kept.
func librarySplit(src []byte, open, close string) (bodyStart int, ok bool) {
	keep := func([]byte, any) error { return nil }
	f := frontmatter.NewFormat(strings.TrimRight(open, " \t"), close, keep)
	br := fmReaders.Get().(*bufio.Reader)
	br.Reset(bytes.NewReader(src))
	rest, err := frontmatter.Parse(br, nil, f)
	br.Reset(nil)
	fmReaders.Put(br)
	if err != nil {
		return 0, false
	}
	return len(src) - len(rest), true
}

// fmReaders hand frontmatter.Parse a reader it keeps as it is
// (bufio.NewReader returns a *bufio.Reader of the default size
// unchanged): it would wrap its input in a new 4 KiB one per call, and a
// note is split up to four times on a first ingest, 1.8 of the 21 GB
// the 100,000-note ingest allocated.
var fmReaders = sync.Pool{New: func() any { return bufio.NewReader(nil) }}

// fmKey is one occurrence of a memory_* key at the top level.
type fmKey struct {
	name  string
	key   *yaml.Node
	value *yaml.Node
}

// yamlFront is front matter decoded to a node tree, never to a map: the
// tree keeps line numbers so edits can touch only their own lines.
type yamlFront struct {
	root *yaml.Node // the top-level mapping, nil for an empty block
	keys map[string][]fmKey
}

func parseYAMLFront(content []byte, o Options) (*yamlFront, error) {
	yf := &yamlFront{keys: map[string][]fmKey{}}
	if len(bytes.TrimSpace(content)) == 0 {
		return yf, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(content, &doc); err != nil {
		return nil, err
	}
	if err := checkYAMLLimits(&doc, o); err != nil {
		return nil, err
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return yf, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return yf, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, errors.New("front matter is not a mapping")
	}
	if n := len(root.Content) / 2; n > o.MaxYAMLKeys {
		return nil, fmt.Errorf("%w: %d keys, more than %d", ErrYAMLLimit, n, o.MaxYAMLKeys)
	}
	yf.root = root
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Kind == yaml.ScalarNode && strings.HasPrefix(k.Value, "memory_") {
			yf.keys[k.Value] = append(yf.keys[k.Value], fmKey{name: k.Value, key: k, value: v})
		}
	}
	return yf, nil
}

// checkYAMLLimits bounds aliases, depth and the size the tree would have
// with every alias expanded. yaml.v3 does not expand aliases while building
// a node tree, so a billion-laughs block costs only its own size here; the
// check exists so that nothing downstream that does expand them ever sees
// one.
func checkYAMLLimits(doc *yaml.Node, o Options) error {
	aliases := 0
	sizes := map[*yaml.Node]int{}
	var size func(n *yaml.Node, depth int) (int, error)
	size = func(n *yaml.Node, depth int) (int, error) {
		if depth > o.MaxYAMLDepth {
			return 0, fmt.Errorf("%w: nesting deeper than %d", ErrYAMLLimit, o.MaxYAMLDepth)
		}
		if s, ok := sizes[n]; ok {
			return s, nil
		}
		total := 1
		if n.Kind == yaml.AliasNode {
			aliases++
			if aliases > o.MaxYAMLAliases {
				return 0, fmt.Errorf("%w: more than %d aliases", ErrYAMLLimit, o.MaxYAMLAliases)
			}
			if n.Alias != nil {
				s, err := size(n.Alias, depth+1)
				if err != nil {
					return 0, err
				}
				total += s
			}
		}
		for _, c := range n.Content {
			s, err := size(c, depth+1)
			if err != nil {
				return 0, err
			}
			total += s
			if total > o.MaxYAMLNodes {
				return 0, fmt.Errorf("%w: more than %d nodes with aliases expanded", ErrYAMLLimit, o.MaxYAMLNodes)
			}
		}
		sizes[n] = total
		return total, nil
	}
	_, err := size(doc, 0)
	return err
}

// scalarValue returns a memory key's value; an alias to a scalar counts.
func scalarValue(v *yaml.Node) (string, bool) {
	if v.Kind == yaml.AliasNode && v.Alias != nil {
		v = v.Alias
	}
	if v.Kind != yaml.ScalarNode {
		return "", false
	}
	if v.Tag == "!!null" {
		return "", true
	}
	return v.Value, true
}

var dateLayouts = []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02"}

// parseDate accepts the date and time shapes people and agents write.
func parseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date: %q", s)
}

// validateKey checks a memory_* value as written in a file or by an edit.
func validateKey(key, val string) error {
	switch key {
	case KeyID:
		if !ValidID(val) {
			return fmt.Errorf("%w: %q", ErrBadID, val)
		}
	case KeyStatus:
		if _, err := mem.ParseStatus(val); err != nil {
			return err
		}
	case KeyConfidence:
		f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil || f < 0 || f > 1 {
			return fmt.Errorf("confidence %q is not a number from 0 to 1", val)
		}
	case KeyPrivacy:
		if _, err := mem.ParsePrivacy(val); err != nil || strings.TrimSpace(val) == "" {
			return fmt.Errorf("unknown privacy %q", val)
		}
	case KeyScope, KeyKey:
		if strings.TrimSpace(val) == "" || strings.ContainsAny(val, "\r\n") {
			return fmt.Errorf("%s must be one non-empty line", key)
		}
	case KeyValidFrom, KeyValidTo:
		if _, err := parseDate(val); err != nil {
			return err
		}
	default:
		return fmt.Errorf("unknown key %s", key)
	}
	return nil
}

// readMemoryKeys fills a note entry from its memory_* keys, reporting
// invalid values and duplicates. It returns false when a key is duplicated,
// which makes the block read-only: which of two memory_status lines would a
// write-back change?
func readMemoryKeys(d *Document, e *Entry, yf *yamlFront, lineBase int) (editable bool) {
	editable = true
	for _, name := range sortedKeys(yf.keys) {
		occ := yf.keys[name]
		line := lineBase + occ[0].key.Line - 1
		if len(occ) > 1 {
			editable = false
			d.problem(lineBase+occ[1].key.Line-1, ProblemDuplicateKey, fmt.Sprintf("%s appears %d times; write-back refused", name, len(occ)))
			continue
		}
		if keyRank(name) < 0 {
			d.problem(line, ProblemUnknownKey, fmt.Sprintf("unknown key %s", name))
			continue
		}
		val, ok := scalarValue(occ[0].value)
		if !ok {
			d.problem(line, ProblemBadKey, fmt.Sprintf("%s is not a single value", name))
			continue
		}
		if val == "" {
			continue
		}
		if err := validateKey(name, val); err != nil {
			code := ProblemBadKey
			if name == KeyStatus {
				code = ProblemBadStatus
			}
			d.problem(line, code, err.Error())
			continue
		}
		switch name {
		case KeyID:
			e.ID = val
		case KeyStatus:
			e.Status = mem.Status(strings.TrimSpace(val))
		case KeyConfidence:
			f, _ := strconv.ParseFloat(strings.TrimSpace(val), 64)
			e.Confidence = &f
		case KeyPrivacy:
			e.Privacy, _ = mem.ParsePrivacy(val)
		case KeyScope:
			e.Scope = val
		case KeyKey:
			e.Key = val
		case KeyValidFrom:
			e.ValidFrom, _ = parseDate(val)
		case KeyValidTo:
			e.ValidTo, _ = parseDate(val)
		}
	}
	return editable
}

func sortedKeys(m map[string][]fmKey) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	// Small n: insertion sort by first line keeps problems in file order.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && m[out[j]][0].key.Line < m[out[j-1]][0].key.Line; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
