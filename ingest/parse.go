package ingest

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memgate/memgate/mem"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// blockParser is goldmark configured once: CommonMark block parsers only.
// Entries, sections, markers and code fences are all block structure, so no
// inline parser runs: that keeps a parse well inside the cost of a default
// goldmark.Parse and removes the inline parser's pathological inputs
// (deeply nested brackets) altogether. Link reference definitions stay
// paragraph text on purpose: an agent reads those lines too, so they are
// entries like any other. The parser holds no per-parse state and is safe
// for concurrent use.
var blockParser = parser.NewParser(parser.WithBlockParsers(parser.DefaultBlockParsers()...))

// Parse parses src as kind. name is the file's path as the caller knows it
// (it names the file in problems and errors, and gives a bucket its
// category and a note its title and folder).
//
// A file that cannot be parsed at all — too large, binary, invalid UTF-8, or
// a parser panic — returns an *Error wrapping ErrTooLarge, ErrBinary,
// ErrInvalidUTF8 or ErrPanic; the caller skips it with that reason.
// Everything else is a Document whose Problems list what was wrong.
func Parse(kind Kind, name string, src []byte, o Options) (doc *Document, err error) {
	o = o.withDefaults()
	if err := guard(name, src, o); err != nil {
		return nil, err
	}
	defer recoverParse(name, &doc, &err)
	p := newParser(kind, name, src, o)
	switch kind {
	case MemoryFile, Bucket:
		p.parseList()
	case Note, Topic:
		p.parseNote()
	default:
		return nil, &Error{File: name, Err: fmt.Errorf("unknown kind %q", kind)}
	}
	return p.d, nil
}

// ParseFrom parses a memory file or bucket from r.Off on, for a file whose
// bytes before r.Off are those of the parse that gave r (the caller checks
// that, by hash): the result holds the entries, blocks and problems at or
// after r.Off, with offsets and lines into the whole of src, exactly as
// Parse would find them. It costs the length of the tail, which makes an
// append to a large MEMORY.md cost the append.
func ParseFrom(kind Kind, name string, src []byte, r Resume, o Options) (doc *Document, err error) {
	o = o.withDefaults()
	if kind != MemoryFile && kind != Bucket {
		return nil, &Error{File: name, Err: fmt.Errorf("ParseFrom: %q files are not lists", kind)}
	}
	if r.Off < 0 || r.Off > len(src) || (r.Off > 0 && src[r.Off-1] != '\n') {
		return nil, &Error{File: name, Err: fmt.Errorf("ParseFrom: offset %d is not a line start", r.Off)}
	}
	if r.Off == 0 || (r.Off == len(bom) && bytes.HasPrefix(src, bom)) {
		// From the first line: bytes appended to it can make it open
		// front matter. It is the whole file anyway.
		return Parse(kind, name, src, o)
	}
	if len(src) > o.MaxFileSize {
		return nil, &Error{File: name, Err: fmt.Errorf("%w: %d bytes, cap %d", ErrTooLarge, len(src), o.MaxFileSize)}
	}
	// The bytes before r.Off passed the guard when they were parsed; a
	// tail that fails it is guarded again whole, for the error to name the
	// file's line and offset.
	if err := guard(name, src[r.Off:], o); err != nil {
		if werr := guard(name, src, o); werr != nil {
			return nil, werr
		}
		return nil, err
	}
	defer recoverParse(name, &doc, &err)
	p := &fileParser{kind: kind, name: name, src: src, o: o, lcLine: 1, bodyStart: r.Off, startSections: r.Sections}
	p.d = &Document{Kind: kind, File: name, EOL: detectEOL(src), BOM: bytes.HasPrefix(src, bom)}
	p.parseList()
	return p.d, nil
}

// ParseMemoryFile parses an agent's memory file (MEMORY.md): every
// top-level list item and paragraph (and block quote or raw HTML block) is
// an entry; a timestamp comment line such as <!-- 2026-09-12T10:00:00Z -->
// before one dates it and is owned by it; headings give its Section; list
// items may start with a "YYYY-MM-DD — " date. HTML comments, code, and
// generated regions are not entries; placeholder lines are held entries.
func ParseMemoryFile(name string, src []byte, o Options) (*Document, error) {
	return Parse(MemoryFile, name, src, o)
}

// ParseBucket parses a knowledge-base bucket: every top-level bullet is an
// entry ("- YYYY-MM-DD — text", with "—", "–" or "-" as the dash, or
// undated); the file's base name is its Category and the date its
// ValidFrom. The heading, description lines and format comment a bucket is
// seeded with are not entries.
func ParseBucket(name string, src []byte, o Options) (*Document, error) {
	return Parse(Bucket, name, src, o)
}

// ParseNote parses an Obsidian note: one entry whose Text is the body, whose
// Title is the first heading or the file name, and whose ID, Status and
// other governance fields come from memory_* front matter keys, each
// validated; a duplicated memory_* key is reported and makes the front
// matter read-only.
func ParseNote(name string, src []byte, o Options) (*Document, error) {
	return Parse(Note, name, src, o)
}

// recoverParse turns a panic inside a parser (ours or goldmark's or
// yaml's, on input nobody foresaw) into an error naming the file, so one bad
// file cannot take down the engine that watches thousands.
func recoverParse(name string, doc **Document, err *error) {
	if r := recover(); r != nil {
		*doc, *err = nil, &Error{File: name, Err: fmt.Errorf("%w: %v", ErrPanic, r)}
	}
}

var magics = []struct {
	prefix, what string
}{
	{"\x89PNG\r\n\x1a\n", "PNG image"},
	{"GIF87a", "GIF image"},
	{"GIF89a", "GIF image"},
	{"\xff\xd8\xff", "JPEG image"},
	{"%PDF-", "PDF document"},
	{"PK\x03\x04", "zip archive"},
}

// guard refuses what is not a text file memgate should read, before any
// parser spends time or memory on it.
func guard(name string, src []byte, o Options) error {
	if len(src) > o.MaxFileSize {
		return &Error{File: name, Err: fmt.Errorf("%w: %d bytes, cap %d", ErrTooLarge, len(src), o.MaxFileSize)}
	}
	for _, m := range magics {
		if bytes.HasPrefix(src, []byte(m.prefix)) {
			return &Error{File: name, Line: 1, Err: fmt.Errorf("%w: %s", ErrBinary, m.what)}
		}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		return &Error{File: name, Line: 1 + bytes.Count(src[:i], []byte("\n")), Err: fmt.Errorf("%w: NUL byte at offset %d", ErrBinary, i)}
	}
	if !utf8.Valid(src) {
		i := 0
		for i < len(src) {
			r, n := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			i += n
		}
		return &Error{File: name, Line: 1 + bytes.Count(src[:i], []byte("\n")), Err: fmt.Errorf("%w at offset %d", ErrInvalidUTF8, i)}
	}
	if line, depth := deepestLine(src, o.MaxNesting); line > 0 {
		return &Error{File: name, Line: line, Err: fmt.Errorf("%w: more than %d levels", ErrTooDeep, depth)}
	}
	return nil
}

// deepestLine returns the first line whose leading block quote and list
// markers exceed limit, or 0. It over-counts (a "- - -" thematic break
// counts as three lists), which only matters past the limit.
func deepestLine(src []byte, limit int) (line, depth int) {
	ln := 1
	for off := 0; off < len(src); {
		d := 0
		i := off
	markers:
		for i < len(src) {
			switch c := src[i]; {
			case c == ' ' || c == '\t':
				i++
			case c == '>':
				d++
				i++
			case (c == '-' || c == '*' || c == '+') && i+1 < len(src) && (src[i+1] == ' ' || src[i+1] == '\t'):
				d++
				i += 2
			case c >= '0' && c <= '9':
				j := i
				for j < len(src) && j-i < 9 && src[j] >= '0' && src[j] <= '9' {
					j++
				}
				if j+1 < len(src) && (src[j] == '.' || src[j] == ')') && (src[j+1] == ' ' || src[j+1] == '\t') {
					d++
					i = j + 2
					continue
				}
				break markers
			default:
				break markers
			}
		}
		if d > limit {
			return ln, limit
		}
		nl := bytes.IndexByte(src[i:], '\n')
		if nl < 0 {
			break
		}
		off = i + nl + 1
		ln++
	}
	return 0, 0
}

type fileParser struct {
	kind Kind
	name string
	src  []byte
	o    Options
	d    *Document
	// bodyStart is where markdown begins: after a BOM and front matter,
	// or where ParseFrom resumes, with the headings above it.
	bodyStart     int
	startSections []string
	// line cursor for lineOf: entries arrive in order, so counting from
	// the last answer keeps line numbering linear.
	lcOff, lcLine int
}

func newParser(kind Kind, name string, src []byte, o Options) *fileParser {
	p := &fileParser{kind: kind, name: name, src: src, o: o, lcLine: 1}
	p.d = &Document{Kind: kind, File: name, EOL: detectEOL(src)}
	off := 0
	if bytes.HasPrefix(src, bom) {
		p.d.BOM = true
		off = 3
	}
	fm, unterminated := splitFrontMatter(src, off)
	switch {
	case unterminated:
		p.d.problem(p.lineOf(off), ProblemUnterminatedFM, "front matter has no closing delimiter; read as body and never edited")
	case fm != nil:
		p.d.FrontMatter = fm
		if fm.Format != "yaml" {
			fm.Editable = false
			fm.Reason = "only YAML front matter is edited"
		}
		off = fm.End
	}
	p.bodyStart = off
	return p
}

func detectEOL(src []byte) string {
	if i := bytes.IndexByte(src, '\n'); i > 0 && src[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

func (d *Document) problem(line int, code, msg string) {
	d.Problems = append(d.Problems, Problem{File: d.File, Line: line, Code: code, Msg: msg})
}

// lineOf returns the 1-based line of byte offset off.
func (p *fileParser) lineOf(off int) int {
	if off < p.lcOff {
		p.lcOff, p.lcLine = 0, 1
	}
	p.lcLine += bytes.Count(p.src[p.lcOff:off], []byte("\n"))
	p.lcOff = off
	return p.lcLine
}

func (p *fileParser) lineStart(off int) int {
	return bytes.LastIndexByte(p.src[:off], '\n') + 1
}

// lineEnd returns the offset just past the line ending of the line holding
// off (off itself when it already follows a line ending).
func (p *fileParser) lineEnd(off int) int {
	if off > 0 && p.src[off-1] == '\n' {
		return off
	}
	i := bytes.IndexByte(p.src[off:], '\n')
	if i < 0 {
		return len(p.src)
	}
	return off + i + 1
}

func blank(line []byte) bool { return len(bytes.TrimSpace(line)) == 0 }

// block is a top-level markdown block with the whole lines it occupies.
type block struct {
	n          ast.Node
	start, end int
}

// maxStop is the end of the last source segment inside n, or -1.
func maxStop(n ast.Node) int {
	m := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || c.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		if l := c.Lines(); l.Len() > 0 {
			m = max(m, l.At(l.Len()-1).Stop)
		}
		if h, ok := c.(*ast.HTMLBlock); ok && h.HasClosure() {
			m = max(m, h.ClosureLine.Stop)
		}
		return ast.WalkContinue, nil
	})
	return m
}

// span returns the whole lines a block starting at pos occupies, given that
// the next block starts at bound: through its last source segment, then
// over any non-blank lines the AST has no segment for (a closing fence),
// but never over a blank line or into the next block.
func (p *fileParser) span(n ast.Node, pos, bound int) (int, int) {
	start := p.lineStart(pos)
	end := p.lineEnd(max(maxStop(n), pos))
	for end < bound {
		line, next := lineAt(p.src, end)
		if blank(line) || next > bound {
			break
		}
		end = next
	}
	return start, min(max(end, start), max(bound, start))
}

func (p *fileParser) blocks(parent ast.Node, bound int) []block {
	var out []block
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, block{n: c})
	}
	for i := range out {
		b := bound
		if i+1 < len(out) {
			b = p.lineStart(p.pos(out[i+1].n))
		}
		out[i].start, out[i].end = p.span(out[i].n, p.pos(out[i].n), b)
	}
	return out
}

// pos is where a block starts. goldmark records it for every block; the
// fallback is the first source segment inside it.
func (p *fileParser) pos(n ast.Node) int {
	if v := n.Pos(); v >= 0 {
		return v
	}
	at := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			at = c.Lines().At(0).Start
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	if at >= 0 {
		return at
	}
	return p.bodyStart
}

// comment classes for top-level HTML blocks.
const (
	htmlContent = iota // raw HTML an agent reads: an entry
	htmlComment        // a comment and nothing else: not an entry
	htmlTimestamp
	htmlPlaceholder
	htmlBegin
	htmlEnd
)

var (
	commentRe   = regexp.MustCompile(`(?s)<!--.*?-->`)
	timestampRe = regexp.MustCompile(`^ {0,3}<!--[ \t]*(\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)[ \t]*-->[ \t]*$`)
	regionRe    = regexp.MustCompile(`^ {0,3}<!--[ \t]*([A-Za-z][\w.-]*(?::[\w.-]+)*):(begin|start|end)\b[^\n]*?-->[ \t]*$`)
)

type htmlInfo struct {
	class  int
	name   string // region name
	marker Marker
	mStart int // placeholder comment span
	mEnd   int
}

func (p *fileParser) classifyHTML(b block) htmlInfo {
	raw := p.src[b.start:b.end]
	rest := commentRe.ReplaceAll(raw, nil)
	if !blank(rest) {
		return htmlInfo{class: htmlContent}
	}
	first, next := lineAt(p.src, b.start)
	if next < b.end { // several lines: a plain comment
		return htmlInfo{class: htmlComment}
	}
	if sub := placeholderRe.FindSubmatch(first); sub != nil {
		m, _ := ParseMarker(string(first))
		m.Held = true
		s := b.start + bytes.Index(first, []byte("<!--"))
		return htmlInfo{class: htmlPlaceholder, marker: m, mStart: s, mEnd: b.start + bytes.LastIndex(first, []byte("-->")) + 3}
	}
	if timestampRe.Match(first) {
		return htmlInfo{class: htmlTimestamp}
	}
	if sub := regionRe.FindSubmatch(first); sub != nil {
		if string(sub[2]) == "end" {
			return htmlInfo{class: htmlEnd, name: string(sub[1])}
		}
		return htmlInfo{class: htmlBegin, name: string(sub[1])}
	}
	if looseMarker(first) {
		p.d.problem(p.lineOf(b.start), ProblemBadMarker, fmt.Sprintf("comment looks like a memgate marker but does not parse: %.80s", first))
	}
	return htmlInfo{class: htmlComment}
}

// parseList parses a memory file or a bucket.
func (p *fileParser) parseList() {
	if fm := p.d.FrontMatter; fm != nil {
		// An agent that reads the file raw reads its front matter too.
		p.block("frontmatter", fm.Start, fm.End)
	}
	body := p.src[p.bodyStart:]
	root := blockParser.Parse(text.NewReader(body))
	// goldmark must not see front matter (it would read "---" as a rule
	// and the YAML as a heading), so it parses the body alone and its
	// offsets are shifted to index the whole file.
	if p.bodyStart > 0 {
		rebase(root, p.bodyStart)
	}
	blocks := p.blocks(root, len(p.src))
	p.d.Entries = slices.Grow(p.d.Entries, len(blocks))
	category := ""
	if p.kind == Bucket {
		category = strings.TrimSuffix(filepath.Base(p.name), filepath.Ext(p.name))
	}
	// sections are the headings above, by level (1-based); copied before
	// a heading changes them, so that atLast keeps the last entry's.
	sections := slices.Clone(p.startSections)
	var atLast []string
	var ts *block // a timestamp comment waiting for its entry
	for i := 0; i < len(blocks); i++ {
		b := blocks[i]
		switch n := b.n.(type) {
		case *ast.Heading:
			ts = nil
			p.block("heading", b.start, b.end)
			sections = slices.Clone(sections)
			for len(sections) < n.Level {
				sections = append(sections, "")
			}
			sections = sections[:n.Level]
			sections[n.Level-1] = strings.TrimSpace(string(n.Lines().Value(p.src)))
			continue
		case *ast.HTMLBlock:
			info := p.classifyHTML(b)
			switch info.class {
			case htmlTimestamp:
				bb := b
				ts = &bb
				continue
			case htmlPlaceholder:
				ts = nil
				p.placeholder(b, info, joinSection(sections), category)
				atLast = sections
				continue
			case htmlBegin:
				ts = nil
				if j := p.regionEnd(blocks, i, info.name); j > i {
					p.d.Regions = append(p.d.Regions, Region{Name: info.name, Ours: info.name == "memgate",
						Start: b.start, End: blocks[j].end, Line: p.lineOf(b.start)})
					if info.name != "memgate" {
						p.block("region", b.start, blocks[j].end)
					}
					i = j
				} else {
					p.d.problem(p.lineOf(b.start), ProblemUnclosedRegion, fmt.Sprintf("%s:begin has no %s:end; its lines are read as entries", info.name, info.name))
				}
				continue
			case htmlContent:
				// raw HTML: an entry, below
			case htmlComment, htmlEnd:
				ts = nil
				p.block("comment", b.start, b.end)
				continue
			default:
				ts = nil
				continue
			}
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			ts = nil
			p.block("code", b.start, b.end)
			continue
		case *ast.ThematicBreak:
			ts = nil
			continue
		}
		sec := joinSection(sections)
		if list, ok := b.n.(*ast.List); ok {
			items := p.blocks(list, b.end)
			p.d.Entries = slices.Grow(p.d.Entries, len(items))
			n := len(p.d.Entries)
			for k, it := range items {
				var t *block
				if k == 0 {
					t = ts
				}
				p.entry(it, t, true, sec, category)
			}
			if len(p.d.Entries) > n {
				atLast = sections
			}
			ts = nil
			continue
		}
		if p.kind == MemoryFile {
			n := len(p.d.Entries)
			p.entry(b, ts, false, sec, category)
			if len(p.d.Entries) > n {
				atLast = sections
			}
		} else {
			p.block("paragraph", b.start, b.end)
		}
		ts = nil
	}
	p.d.Resume = p.resume(atLast)
}

// resume is where a later parse of this file, grown at its end, may
// start: the start of its last entry, with the headings above it. Bytes
// appended after a file can change how its last block parses (a line
// that continues the last entry, an underline that makes it a heading),
// never how the blocks before it parse, except through constructs left
// open: front matter without its closing delimiter, a region without its
// end marker, a last line without its line break (FuzzParseFrom holds
// ParseFrom to the whole parse).
func (p *fileParser) resume(sections []string) *Resume {
	// A file whose last line has no line break could have that line
	// continued: "<div" is an HTML block, "<div0" a lazy continuation of
	// the paragraph above it.
	if len(p.d.Entries) == 0 || p.src[len(p.src)-1] != '\n' {
		return nil
	}
	for _, pr := range p.d.Problems {
		if pr.Code == ProblemUnclosedRegion || pr.Code == ProblemUnterminatedFM {
			return nil
		}
	}
	off := p.d.Entries[len(p.d.Entries)-1].Start
	if off < p.bodyStart || (off > 0 && p.src[off-1] != '\n') {
		return nil
	}
	return &Resume{Off: off, Sections: slices.Clone(sections)}
}

// block records a non-entry region that has text.
func (p *fileParser) block(kind string, start, end int) {
	if end <= start || blank(p.src[start:end]) {
		return
	}
	p.d.Blocks = append(p.d.Blocks, Block{Kind: kind, Start: start, End: end, Line: p.lineOf(start)})
}

func joinSection(s []string) string {
	var parts []string
	for _, x := range s {
		if x != "" {
			parts = append(parts, x)
		}
	}
	return strings.Join(parts, " > ")
}

func (p *fileParser) regionEnd(blocks []block, i int, name string) int {
	for j := i + 1; j < len(blocks); j++ {
		if _, ok := blocks[j].n.(*ast.HTMLBlock); ok {
			first, _ := lineAt(p.src, blocks[j].start)
			if sub := regionRe.FindSubmatch(first); sub != nil && string(sub[2]) == "end" && string(sub[1]) == name {
				return j
			}
		}
	}
	return -1
}

// rebase shifts every segment and position of a tree parsed from
// src[off:] so that offsets index src.
func rebase(root ast.Node, off int) {
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if n.Type() == ast.TypeBlock {
			l := n.Lines()
			for i := 0; i < l.Len(); i++ {
				seg := l.At(i)
				seg.Start += off
				seg.Stop += off
				l.Set(i, seg)
			}
			if h, ok := n.(*ast.HTMLBlock); ok && h.HasClosure() {
				h.ClosureLine.Start += off
				h.ClosureLine.Stop += off
			}
			if _, isPara := n.(*ast.Paragraph); !isPara {
				if v := n.Pos(); v >= 0 {
					n.SetPos(v + off)
				}
			}
		}
		return ast.WalkContinue, nil
	})
}

var datePrefixRe = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})[ \t]*(?:—|–|-{1,2})[ \t]+`)

// firstText is the first paragraph-like block inside n, the one that holds
// the entry's first line.
func firstText(n ast.Node) ast.Node {
	var found ast.Node
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || c.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		if c.Lines().Len() > 0 || c.Kind() == ast.KindHTMLBlock || c.Kind() == ast.KindFencedCodeBlock {
			found = c
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	return found
}

func (p *fileParser) entry(b block, ts *block, listItem bool, section, category string) {
	e := Entry{Kind: p.kind, Start: b.start, End: b.end, Section: section, Category: category,
		MarkerStart: -1, MarkerEnd: -1, MarkAt: -1}
	if ts != nil {
		e.Start = ts.start
		line, _ := lineAt(p.src, ts.start)
		if sub := timestampRe.FindSubmatch(line); sub != nil {
			if t, err := parseDate(string(sub[1])); err == nil {
				e.ValidFrom = t
			} else {
				p.d.problem(p.lineOf(ts.start), ProblemBadTimestamp, err.Error())
			}
		}
	}
	ft := firstText(b.n)
	if ft == nil || ft.Lines().Len() == 0 {
		if !listItem {
			return
		}
		p.d.problem(p.lineOf(b.start), ProblemEmptyEntry, "empty list item")
		p.block("item", b.start, b.end)
		return
	}
	lines := ft.Lines()
	textStart := lines.At(0).Start
	switch ft.Kind() {
	case ast.KindFencedCodeBlock:
		// the text starts at the opening fence, not inside the code
		textStart = max(p.pos(ft), b.start)
	case ast.KindHTMLBlock, ast.KindCodeBlock:
		textStart = max(p.lineStart(textStart), b.start)
	}
	if listItem {
		e.Indent = textStart - p.lineStart(textStart)
	}
	if sub := datePrefixRe.FindSubmatchIndex(p.src[textStart:min(len(p.src), textStart+64)]); sub != nil {
		if t, err := parseDate(string(p.src[textStart+sub[2] : textStart+sub[3]])); err == nil {
			e.ValidFrom = t
			textStart += sub[1]
		}
	}
	textEnd := b.end
	for textEnd > textStart && isSpace(p.src[textEnd-1]) {
		textEnd--
	}
	e.TextStart, e.TextEnd = textStart, textEnd
	// The marker is sought only on the lines of the entry's leading
	// paragraph: code and nested blocks never hold one.
	if k := ft.Kind(); k == ast.KindParagraph || k == ast.KindTextBlock {
		first := lines.At(0)
		fl := p.src[first.Start:trimEOL(p.src, first.Start, first.Stop)]
		e.MarkAt = first.Start + len(bytes.TrimRight(fl, " \t"))
		for i := 0; i < lines.Len(); i++ {
			seg := lines.At(i)
			ln := p.src[seg.Start:trimEOL(p.src, seg.Start, seg.Stop)]
			m, ms, me, loose := findInline(ln)
			if loose {
				p.d.problem(p.lineOf(seg.Start), ProblemBadMarker, "text looks like a memgate marker but does not parse")
			}
			if ms < 0 {
				continue
			}
			if e.MarkerStart >= 0 {
				p.d.problem(p.lineOf(seg.Start), ProblemDuplicateMarker, "second marker ignored; the first one counts")
				continue
			}
			e.MarkerStart, e.MarkerEnd = seg.Start+ms, seg.Start+me
			e.ID, e.Status = m.ID, m.Status
			if m.Word != "" && m.Status == "" {
				p.d.problem(p.lineOf(seg.Start), ProblemBadStatus, fmt.Sprintf("marker mem:%s has unknown status %q", m.ID, m.Word))
			}
		}
	} else if looseMarker(p.src[textStart:textEnd]) {
		p.d.problem(p.lineOf(textStart), ProblemBadMarker, "marker outside a text line is not read")
	}
	// Text is the entry without the marker; when the marker ends the text
	// the text span stops before it.
	var txt []byte
	if e.MarkerStart >= 0 {
		cut := e.MarkerStart
		for cut > textStart && (p.src[cut-1] == ' ' || p.src[cut-1] == '\t') {
			cut--
		}
		if e.MarkerEnd >= textEnd {
			e.TextEnd = cut
			txt = p.src[textStart:cut]
		} else {
			txt = append(append([]byte(nil), p.src[textStart:cut]...), p.src[e.MarkerEnd:textEnd]...)
		}
	} else {
		txt = p.src[textStart:textEnd]
	}
	e.Text = dedent(txt, e.Indent)
	if strings.TrimSpace(e.Text) == "" {
		p.d.problem(p.lineOf(b.start), ProblemEmptyEntry, "entry has no text")
		if listItem {
			p.block("item", b.start, b.end)
		}
		return
	}
	e.Norm = mem.Normalize(e.Text)
	e.Hash = mem.Hash(e.Norm)
	e.Line = p.lineOf(e.TextStart)
	e.Raw = p.src[e.Start:e.End]
	p.d.Entries = append(p.d.Entries, e)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func trimEOL(src []byte, start, stop int) int {
	for stop > start && (src[stop-1] == '\n' || src[stop-1] == '\r') {
		stop--
	}
	return stop
}

// dedent turns entry bytes into Text: CRLF becomes LF and continuation
// lines lose up to indent leading spaces (the list item's content column),
// so the same memory reads the same in any layout.
func dedent(b []byte, indent int) string {
	if bytes.IndexByte(b, '\n') < 0 {
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(b))
	for i, line := range bytes.Split(b, []byte("\n")) {
		line = bytes.TrimSuffix(line, []byte("\r"))
		if i > 0 {
			sb.WriteByte('\n')
			k := 0
			for k < indent && k < len(line) && line[k] == ' ' {
				k++
			}
			line = line[k:]
		}
		sb.Write(line)
	}
	return sb.String()
}

func (p *fileParser) placeholder(b block, info htmlInfo, section, category string) {
	m := info.marker
	if m.Word != "" && m.Status == "" {
		p.d.problem(p.lineOf(b.start), ProblemBadStatus, fmt.Sprintf("placeholder mem:%s has unknown status %q", m.ID, m.Word))
	}
	p.d.Entries = append(p.d.Entries, Entry{
		Kind: p.kind, Start: b.start, End: b.end, TextStart: info.mStart, TextEnd: info.mStart,
		Line: p.lineOf(b.start), Raw: p.src[b.start:b.end], ID: m.ID, Status: m.Status,
		MarkerStart: info.mStart, MarkerEnd: info.mEnd, Held: true, Section: section, Category: category, MarkAt: -1,
	})
}

// parseNote parses a note: front matter keys, then the body for its title.
func (p *fileParser) parseNote() {
	e := Entry{Kind: Note, Start: p.bodyStart, End: len(p.src), MarkerStart: -1, MarkerEnd: -1, MarkAt: -1}
	base := filepath.Base(p.name)
	e.Title = strings.TrimSuffix(base, filepath.Ext(base))
	if dir := filepath.Dir(p.name); dir != "." && dir != "/" {
		e.Category = filepath.ToSlash(dir)
	}
	if fm := p.d.FrontMatter; fm != nil && fm.Format == "yaml" {
		content := p.src[fm.ContentStart:fm.ContentEnd]
		_, e.Summary = FrontMatterFields(content)
		// Only front matter that mentions a memory key is decoded: the
		// rest of a note's properties are not ours to read, and decoding
		// YAML is the dearest step of a note parse. Front matter longer
		// than the key limit is decoded too, so that it is refused here
		// rather than at the first write-back.
		if bytes.Contains(content, []byte("memory_")) || bytes.Count(content, []byte("\n")) > p.o.MaxYAMLKeys {
			yf, err := parseYAMLFront(content, p.o)
			if yf != nil {
				fm.MemoryKeys = len(yf.keys) > 0
			}
			if err != nil {
				fm.Editable, fm.Reason = false, err.Error()
				p.d.problem(p.lineOf(fm.ContentStart), ProblemFrontMatter, err.Error())
			} else if !readMemoryKeys(p.d, &e, yf, p.lineOf(fm.ContentStart)) {
				fm.Editable, fm.Reason = false, "duplicate memory_* key"
			}
		}
	}
	body := p.src[p.bodyStart:]
	root := blockParser.Parse(text.NewReader(body))
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			if t := strings.TrimSpace(string(h.Lines().Value(body))); t != "" {
				e.Title = t
				return ast.WalkStop, nil
			}
		}
		return ast.WalkContinue, nil
	})
	ts, te := p.bodyStart, len(p.src)
	for ts < te && isSpace(p.src[ts]) {
		ts++
	}
	for te > ts && isSpace(p.src[te-1]) {
		te--
	}
	e.TextStart, e.TextEnd = ts, te
	e.Text = dedent(p.src[ts:te], 0)
	e.Norm = mem.Normalize(e.Text)
	e.Hash = mem.Hash(e.Norm)
	e.Line = p.lineOf(ts)
	e.Raw = p.src[e.Start:e.End]
	if p.kind == Topic {
		p.readTopic(&e)
	}
	p.d.Entries = append(p.d.Entries, e)
}
