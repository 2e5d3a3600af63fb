package scan

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// Class groups findings by what the engine does with the entry.
type Class string

const (
	// ClassSecret: the text holds a credential; the memory becomes privacy
	// secret and is held for review.
	ClassSecret Class = "secret"
	// ClassInjection: the text tries to steer the agent that reads it; the
	// memory is held for review.
	ClassInjection Class = "injection"
	// ClassPersonal: the text holds personal data that grants no access
	// (a card number, a national id, an IBAN, a phone number); the memory
	// becomes privacy sensitive and is not held.
	ClassPersonal Class = "personal"
	// ClassScannerError: a detector failed; the memory is held for review
	// because nobody could say it is safe.
	ClassScannerError Class = "scanner_error"
)

// Finding is one detector's hit in a text.
type Finding struct {
	// Rule is the detector's stable id, e.g. "secret.aws_access_key" or
	// "injection.override" (see Rules).
	Rule  string
	Class Class
	// Start and End are byte offsets into the text given to Scan, never
	// into a normalised form of it: 0 <= Start <= End <= len(text).
	Start, End int
	// Detail says what matched, for a reviewer. It never repeats a secret.
	Detail string
}

// Rule describes one detector.
type Rule struct {
	ID          string
	Class       Class
	Description string
}

// Rules lists every detector Scan runs, in a stable order.
func Rules() []Rule {
	out := make([]Rule, 0, len(scanDetectors))
	for _, d := range scanDetectors {
		if d.find != nil && d.rule == gitleaksDetector.rule {
			for _, g := range glRules {
				out = append(out, Rule{ID: g.id, Class: d.class, Description: g.desc})
			}
			continue
		}
		out = append(out, Rule{ID: d.rule, Class: d.class, Description: d.desc})
	}
	return out
}

// Scan runs every detector over text and returns the findings ordered by
// position. A nil result means nothing was found and nothing failed.
func Scan(text string) []Finding {
	return scanWith(text, scanDetectors)
}

// scanMaxPerRule bounds the findings one rule reports for one text, so a
// hostile entry of a million zero-width characters yields a bounded list
// (one finding is enough to hold it).
const scanMaxPerRule = 32

// scanDetector is one rule. It is either a set of patterns or a find
// function for checks a regular expression cannot express.
type scanDetector struct {
	rule  string
	class Class
	desc  string
	pats  []scanPattern
	find  func(t *scanText) []scanSpan
	// unicodeOnly: find reports nothing in ASCII text, so it is not run.
	unicodeOnly bool
	// quotable: a match in quotation marks is a phrase mentioned, not
	// said (see quotedMention).
	quotable bool
}

// scanPattern is one regular expression over one view of the text.
type scanPattern struct {
	view scanViewKind
	// needles: the pattern cannot match unless the folded view contains one
	// of these (lower-case, no digits, since the folded view maps digits in
	// words to letters). They only save time; nil means always run.
	needles []string
	// plainNeedles are the same for the plain view, matched exactly; for
	// other scripts, which the folded view garbles.
	plainNeedles []string
	// re is the pattern, or alts its alternatives compiled one by one
	// (see scanAlts); keep is given the submatch indices of re, or of the
	// alternative that matched.
	re   *regexp.Regexp
	alts []*regexp.Regexp
	// keep rejects matches that RE2 cannot rule out (it has no
	// lookaround): placeholders instead of secrets, local hosts and so on.
	// m holds the submatch indices into the view's text.
	keep func(s string, m []int) bool
	// gate, when set, is false only for texts (of the pattern's view) the
	// pattern cannot match: a hand-written check for patterns whose start
	// the literal prefilter cannot pin down, so they do not run their full
	// search over every text that merely holds a common word. Like the
	// needles it only saves time.
	gate func(s string) bool
	// starts, when set, lists every position in s (the pattern's view) at
	// which re can start a match, ascending (more are allowed): re is then
	// tried only there, as with start literals. For a pattern whose start
	// no literal pins down but something nearby does.
	starts func(s string) []uint64
	// near, when set, is false for a candidate start p (of an anchored
	// pattern) where no match can start: a hand-written look past p for
	// what every match holds close by. Like the needles it only saves
	// time: each try of a pattern with submatches clears a bitmap as
	// long as the rest of the text.
	near func(s string, p int) bool
	// lits, when set, are literals one of which every match of re holds,
	// as the literal automaton reads (lower case, a blank as one space):
	// chosen by hand where what the prefilter works out alone is too short
	// to use. re then runs only if one occurs.
	lits []string
	// reProg and altProgs are the literal prefilters of re and alts, set
	// at init (see literal.go). Patterns made elsewhere (tests) have
	// none and run the full search.
	reProg   *scanProg
	altProgs []*scanProg
	// planned: every regexp has a literal prefilter, so the pattern can
	// find nothing unless a literal of one of the scanProg.id in [idLo,
	// idHi) occurs. The first pattern of a detector also speaks for all
	// of them, whose ids run on (see scanDetector.idle): detPlanned, and
	// the words and masks of scanText.found that hold their ids.
	planned, detPlanned bool
	idLo, idHi          int
	detW                [2]int
	detM                [2]uint64
}

type scanViewKind uint8

const (
	viewPlain scanViewKind = iota
	viewFolded
)

// scanSpan is a hit in original-text offsets.
type scanSpan struct {
	start, end int
	detail     string
	// rule and ruleDesc, when set, name the finding instead of its
	// detector (a detector that runs many rules, such as gitleaks').
	rule, ruleDesc string
}

// scanView is a transformed copy of the text. start[i] and end[i] are the
// original byte span that byte i of s came from.
type scanView struct {
	s          string
	start, end []int32
	// ident: s is the original text itself (ASCII input), so offsets map
	// to themselves and start/end are not built.
	ident bool
	// lazy: start and end are made on first use. Only a finding needs
	// them and most texts have none, so a view that can be made without
	// them (s alone, by a fast path) leaves them for later: made from s
	// (lazyPlain, s being a text NFKC leaves alone) or by folding from.
	lazy scanLazy
	from *scanView
}

type scanLazy uint8

const (
	lazyNone scanLazy = iota
	lazyPlain
	lazyFolded
)

// span maps the view range [a, b) back to the original text.
func (v *scanView) span(a, b int) (int, int) {
	if len(v.s) == 0 {
		return 0, 0
	}
	a = min(max(a, 0), len(v.s)-1)
	if v.ident {
		return a, min(max(a, b), len(v.s))
	}
	switch v.lazy {
	case lazyPlain:
		w, _ := plainViewWalk(v.s)
		v.start, v.end = w.start, w.end
	case lazyFolded:
		f := foldedView(v.from, true)
		v.start, v.end = f.start, f.end
	}
	v.lazy = lazyNone
	if b <= a {
		return int(v.start[a]), int(v.start[a])
	}
	b = min(b, len(v.s))
	return int(v.start[a]), int(v.end[b-1])
}

// scanText holds the views of one text, built once per Scan.
type scanText struct {
	raw    string
	ascii  bool // raw is pure ASCII: the Unicode-only detectors can skip it
	plain  scanView
	folded scanView // see foldedView
	// foldLater: folded is not made yet (ASCII texts only).
	foldLater bool
	hides     int8 // see mayHide: 0 unknown, 1 yes, 2 no
	// needleText is the folded view with line breaks read as blanks, so
	// a needle such as "you are" still finds "you\nare". Made on first
	// use: the literal prefilter spares most patterns their needles.
	needleText string
	needled    bool
	// needleBuf holds needleText's bytes when it is made, kept with the
	// pooled scanText: needleText is only searched, never kept, and a
	// copy per text was half of what Scan allocated.
	needleBuf []byte
	// What the literal prefilter found, by scanProg.id: found (a bit set),
	// that one of the pattern's literals occurs; cands, sorted
	// prog<<32|position, where its start literals do. filtered is false when the text holds what
	// the automaton cannot read (see literal.go); every pattern then
	// runs its full search.
	// hits holds injection.intent's cues (a buffer kept with the pooled
	// scanText).
	hits []intentHit
	// hitsDone: hits holds the cues of the plain view, found by
	// readASCII.
	hitsDone bool
	gl       glFound // gitleaks' keywords, see findGitleaks
	sents    [][2]int
	feats    []int
	wins     []intentWindow
	tsums    [][2]int32 // the text model's sum and hits, per sentence
	// digits counts the ASCII digits of the plain view, for the personal
	// detectors (-1 until counted; see digitCount).
	digits   int
	runs     [runKinds]int32 // longest digit runs, counted with digits
	found    [scanProgMax / 64]uint64
	cands    []uint64
	filtered bool
}

func (t *scanText) needles() string {
	if !t.needled {
		if t.foldLater {
			// An ASCII text whose folded view nobody asked for yet:
			// fold and squeeze in one pass (most texts need the view
			// only for this).
			t.needleBuf = foldSqueezeASCII(t.needleBuf[:0], t.raw)
			t.needleText = unsafe.String(unsafe.SliceData(t.needleBuf), len(t.needleBuf))
		} else if f := t.foldedView().s; strings.Contains(f, "\n") {
			t.needleBuf = squeezeLinesTo(t.needleBuf[:0], f)
			t.needleText = unsafe.String(unsafe.SliceData(t.needleBuf), len(t.needleBuf))
		} else {
			t.needleText = f
		}
		t.needled = true
	}
	return t.needleText
}

// foldedView returns the folded view, making it on first use: an ASCII
// text's literals are found on the raw text (see scanText.filter), so
// only a text that gets as far as a folded pattern needs the view.
func (t *scanText) foldedView() *scanView {
	if t.foldLater {
		var drops []int
		t.folded = scanView{s: foldASCII(t.raw, &drops), lazy: lazyFolded, from: &t.plain}
		t.foldCands(drops)
		// Only now: a panic above fails the detector that asked, and the
		// next one to ask tries again rather than reading an empty view.
		t.foldLater = false
	}
	return &t.folded
}

func (t *scanText) view(k scanViewKind) *scanView {
	if k == viewFolded {
		return t.foldedView()
	}
	return &t.plain
}

// scanTextPool recycles scanText, its candidate slice included; nothing
// of a scanText outlives the scanWith that got it (findings copy what they
// quote), and newScanText resets every field.
var scanTextPool = sync.Pool{New: func() any { return new(scanText) }}

func scanWith(text string, ds []scanDetector) []Finding {
	t, err := newScanTextSafe(text)
	if err != nil {
		return []Finding{{Rule: "scan.normalize", Class: ClassScannerError, Start: 0, End: len(text), Detail: err.Error()}}
	}
	defer scanTextPool.Put(t)
	var out []Finding
	for i := range ds {
		if d := &ds[i]; !(d.unicodeOnly && t.ascii) && !d.idle(t) {
			out = runDetector(d, t, out)
		}
	}
	slices.SortFunc(out, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End), strings.Compare(a.Rule, b.Rule))
	})
	return slices.CompactFunc(out, func(a, b Finding) bool {
		return a.Rule == b.Rule && a.Start == b.Start && a.End == b.End
	})
}

func newScanTextSafe(text string) (t *scanText, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("normalising failed: %v", r)
		}
	}()
	return newScanText(text)
}

// scanMaxGrowth bounds how far NFKC may expand a text (U+FDFA alone turns 3
// bytes into 33). Past it the views, with their offset tables, would cost
// many times the entry's size; such a text is not a memory anyone wrote, so
// it fails closed into review instead.
const scanMaxGrowth = 4

var errScanExpands = fmt.Errorf("text expands more than %dx under NFKC", scanMaxGrowth)

// runDetector appends d's findings for t to out. A panic inside d becomes a
// scanner_error finding over the whole text, so a bug holds the entry
// instead of letting it through.
func runDetector(d *scanDetector, t *scanText, out []Finding) (res []Finding) {
	n := len(out)
	defer func() {
		if r := recover(); r != nil {
			res = append(out[:n], Finding{
				Rule: d.rule, Class: ClassScannerError, Start: 0, End: len(t.raw),
				Detail: fmt.Sprintf("detector %s failed: %v", d.rule, r),
			})
		}
	}()
	var spans []scanSpan
	if d.find != nil {
		spans = d.find(t)
	} else {
		spans = d.match(t)
	}
	for _, s := range spans {
		if len(out)-n >= scanMaxPerRule {
			break
		}
		start, end := min(max(s.start, 0), len(t.raw)), min(max(s.end, 0), len(t.raw))
		if end < start {
			start, end = end, start
		}
		rule, detail := d.rule, d.desc
		if s.rule != "" {
			rule, detail = s.rule, s.ruleDesc
		}
		if s.detail != "" {
			detail += ": " + s.detail
		}
		out = append(out, Finding{Rule: rule, Class: d.class, Start: start, End: end, Detail: detail})
	}
	return out
}

func (d *scanDetector) match(t *scanText) []scanSpan {
	var spans []scanSpan
	for i := range d.pats {
		r := patternRun{d: d, p: &d.pats[i], t: t}
		if r.p.re != nil {
			spans = r.run(r.p.reProg, r.p.re, r.p.keep, r.p.starts, spans)
		}
		for j, re := range r.p.alts {
			var pr *scanProg
			if j < len(r.p.altProgs) {
				pr = r.p.altProgs[j]
			}
			spans = r.run(pr, re, r.p.keep, nil, spans)
		}
	}
	return spans
}

// patternRun is one pattern of a detector at work on one text.
type patternRun struct {
	d *scanDetector
	p *scanPattern
	t *scanText
	// needled: 0 not yet checked, 1 the needles allow the pattern, 2 they
	// rule it out. Checked only once a regexp is about to run.
	needled int
}

func (r *patternRun) allowed() bool {
	if r.needled == 0 {
		p, t := r.p, r.t
		r.needled = 2
		if (p.needles == nil || containsAny(t.needles(), p.needles)) &&
			(p.plainNeedles == nil || (!t.ascii && containsAny(t.plain.s, p.plainNeedles))) {
			r.needled = 1
		}
	}
	return r.needled == 1
}

// run runs one regexp of the pattern the way its prefilter allows.
func (r *patternRun) run(pr *scanProg, re *regexp.Regexp, keep func(string, []int) bool, starts func(string) []uint64, spans []scanSpan) []scanSpan {
	t, gate := r.t, r.p.gate
	if pr == nil || !t.filtered {
		if !r.allowed() {
			return spans
		}
		return r.d.matchRe(re, keep, t.view(r.p.view), spans)
	}
	switch pr.mode {
	case progGated:
		if !t.hasLit(pr.id) {
			return spans
		}
	case progAnchored:
		if !t.hasLit(pr.id) || (pr.need >= 0 && !t.hasLit(pr.need)) {
			return spans
		}
	}
	v := t.view(r.p.view)
	if gate != nil && !gate(v.s) {
		return spans
	}
	var cands []uint64
	switch {
	case pr.mode == progAnchored:
		cands = t.candsOf(pr.id)
	case starts != nil && pr.at0 != nil:
		cands = starts(v.s)
	default:
		if !r.allowed() {
			return spans
		}
		return r.d.matchRe(re, keep, v, spans)
	}
	if near := r.p.near; near != nil {
		kept := cands[:0:0] // cands may be the text's own: never written
		for _, c := range cands {
			if near(v.s, int(uint32(c))) {
				kept = append(kept, c)
			}
		}
		if cands = kept; len(cands) == 0 {
			return spans
		}
	}
	if len(cands) > scanMaxCands {
		// Each try may read to the end of the text; past this many the
		// full search, linear however many there are, is the safe bet.
		if !r.allowed() {
			return spans
		}
		return r.d.matchRe(re, keep, v, spans)
	}
	// Needles after the tries here: the tries are cheap and most find
	// nothing, which spares the needles' passes.
	ms := pr.findAll(v.s, cands, keep != nil)
	if len(ms) == 0 || !r.allowed() {
		return spans
	}
	for _, m := range ms {
		spans = r.d.addMatch(keep, v, m, spans)
	}
	return spans
}

// scanMaxCands bounds the anchored tries of one regexp on one text (see
// patternRun.run), which keeps Scan linear in the text's length.
const scanMaxCands = 32

func (d *scanDetector) matchRe(re *regexp.Regexp, keep func(string, []int) bool, v *scanView, spans []scanSpan) []scanSpan {
	var ms [][]int
	if keep != nil {
		ms = re.FindAllStringSubmatchIndex(v.s, scanMaxPerRule)
	} else {
		// Without submatches RE2 tracks no capture state: noticeably
		// cheaper on the NFA path.
		ms = re.FindAllStringIndex(v.s, scanMaxPerRule)
	}
	for _, m := range ms {
		spans = d.addMatch(keep, v, m, spans)
	}
	return spans
}

// findAll returns what FindAll(s, scanMaxPerRule) would, trying the
// pattern only at the candidate positions (ascending, repeats allowed): a
// match starting at a candidate past the previous match is the next one
// FindAll reports, since no match starts anywhere else.
func (pr *scanProg) findAll(s string, cands []uint64, sub bool) [][]int {
	var out [][]int
	pos := 0
	for i, c := range cands {
		p := int(uint32(c))
		if p < pos || (i > 0 && c == cands[i-1]) {
			continue
		}
		re, in, off := pr.at0, s, 0
		if p > 0 {
			// One character of context before p, so \b and (?m)^ at p
			// read what they read in the whole text.
			re, in, off = pr.at1, s[p-1:], p-1
		}
		var m []int
		if sub {
			m = re.FindStringSubmatchIndex(in)
		} else {
			m = re.FindStringIndex(in)
		}
		if m == nil {
			continue
		}
		for j := range m {
			if m[j] >= 0 {
				m[j] += off
			}
		}
		m[0] = p
		pos = m[1]
		if out = append(out, m); len(out) == scanMaxPerRule {
			break
		}
	}
	return out
}

func (d *scanDetector) addMatch(keep func(string, []int) bool, v *scanView, m []int, spans []scanSpan) []scanSpan {
	if keep != nil && !keep(v.s, m) {
		return spans
	}
	if d.quotable && quotedMention(v.s, m[0], m[1]) {
		return spans
	}
	a, b := v.span(m[0], m[1])
	s := scanSpan{start: a, end: b}
	// A secret's text never goes into a finding: findings are shown
	// and logged, and the point is to keep the value out of sight.
	if d.class != ClassSecret {
		s.detail = quoteShort(v.s[m[0]:m[1]])
	}
	return append(spans, s)
}

func containsAny(s string, needles []string) bool {
	for _, n := range needles {
		if strings.Contains(s, n) {
			return true
		}
	}
	return false
}

// quoteShort quotes a matched phrase for a finding's detail, cut so a
// finding stays one readable line.
func quoteShort(s string) string {
	const limit = 60
	if len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// newScanText builds the plain and folded views of raw and runs the
// literal prefilter over them.
func newScanText(raw string) (*scanText, error) {
	t := scanTextPool.Get().(*scanText)
	*t = scanText{raw: raw, ascii: isASCII(raw), cands: t.cands[:0], needleBuf: t.needleBuf[:0], hits: t.hits[:0], gl: glFound{cands: t.gl.cands[:0]}, sents: t.sents[:0], feats: t.feats[:0], wins: t.wins[:0], tsums: t.tsums[:0], digits: -1}
	if t.ascii {
		// NFKC is the identity on ASCII and ASCII has no Cf characters.
		t.plain = scanView{s: raw, ident: true}
		t.foldLater = true
	} else {
		var ok bool
		if t.plain, ok = plainView(raw); !ok {
			return nil, errScanExpands
		}
		t.folded = foldedView(&t.plain, false)
		t.folded.lazy, t.folded.from = lazyFolded, &t.plain
	}
	t.filter()
	return t, nil
}

// squeezeLinesTo appends s to dst with every run of spaces and line
// breaks folded to one space.
func squeezeLinesTo(dst []byte, s string) []byte {
	blank := false
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ' ' || c == '\n' {
			if !blank {
				dst = append(dst, ' ')
			}
			blank = true
			continue
		}
		blank = false
		dst = append(dst, s[i])
	}
	return dst
}

// isASCII reads eight bytes at a time: Scan asks it of every text.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		if x&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// plainView is NFKC of raw with format characters and variation selectors
// dropped. NFKC is walked segment by segment so that each output byte
// knows its input span; a segment NFKC left unchanged maps byte for byte.
func plainView(raw string) (scanView, bool) {
	if plainAsIs(raw) {
		// Most non-ASCII text (accents, dashes, quotes, emoji) is already
		// NFKC with nothing to drop: the view is the text, and only the
		// offsets, which map each byte to its whole character, need the
		// walk below, if a finding ever asks for them.
		return scanView{s: raw, lazy: lazyPlain}, true
	}
	return plainViewWalk(raw)
}

// plainAsIs reports valid UTF-8 that NFKC leaves alone and that holds no
// character the plain view drops.
func plainAsIs(raw string) bool {
	if !utf8.ValidString(raw) {
		return false
	}
	for _, r := range raw {
		if dropInPlain(r) {
			return false
		}
	}
	return norm.NFKC.IsNormalString(raw)
}

func plainViewWalk(raw string) (scanView, bool) {
	n := len(raw)
	v := scanView{start: make([]int32, 0, n), end: make([]int32, 0, n)}
	var b strings.Builder
	b.Grow(n)
	var it norm.Iter
	it.InitString(norm.NFKC, raw)
	for !it.Done() {
		if b.Len() > scanMaxGrowth*n+4096 {
			return scanView{}, false
		}
		p0 := it.Pos()
		seg := it.Next()
		p1 := it.Pos()
		exact := p1-p0 == len(seg) && string(seg) == raw[p0:p1]
		for i := 0; i < len(seg); {
			r, w := utf8.DecodeRune(seg[i:])
			os, oe := p0, p1
			if exact {
				os, oe = p0+i, p0+i+w
			}
			i += w
			if dropInPlain(r) {
				continue
			}
			if r == utf8.RuneError && w == 1 {
				// Keep the view valid UTF-8 so every pattern sees one rune.
				b.WriteRune(utf8.RuneError)
				w = utf8.RuneLen(utf8.RuneError)
			} else {
				b.Write(seg[i-w : i])
			}
			for range w {
				v.start = append(v.start, int32(os))
				v.end = append(v.end, int32(oe))
			}
		}
	}
	v.s = b.String()
	return v, true
}

// dropInPlain reports characters that render as nothing and so must not
// split a phrase: format characters (zero-width, bidi, tags, BOM, soft
// hyphen) and variation selectors.
func dropInPlain(r rune) bool {
	if r < 0x600 {
		return r == 0xAD // the only one below the Arabic block
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}

// foldASCII is foldedView(...).s for an ASCII text, in one pass and
// without offsets; it must stay byte for byte what foldedView makes. The
// positions in s of the bytes it drops (blanks after the first of a run)
// go to drops.
func foldASCII(s string, drops *[]int) string {
	var b strings.Builder
	b.Grow(len(s))
	blank := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch foldKind[c] {
		case foldKeep:
			blank = false
			b.WriteByte(foldLower[c])
		case foldBlank:
			if blank {
				*drops = append(*drops, i)
			} else {
				b.WriteByte(' ')
			}
			blank = true
		case foldDigit:
			blank = false
			b.WriteByte(leetAt(s, i))
		}
	}
	return b.String()
}

// foldSqueezeASCII appends squeezeLinesTo(foldASCII(s)) to dst: line
// breaks and runs of blanks read as one space.
func foldSqueezeASCII(dst []byte, s string) []byte {
	blank := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		k := foldKind[c]
		if c == '\n' {
			k = foldBlank
		}
		switch k {
		case foldKeep:
			blank = false
			dst = append(dst, foldLower[c])
		case foldBlank:
			if !blank {
				dst = append(dst, ' ')
			}
			blank = true
		case foldDigit:
			blank = false
			dst = append(dst, leetAt(s, i))
		}
	}
	return dst
}

// leetAt is the digit s[i] as the folded view has it: a letter when it
// touches one.
func leetAt(s string, i int) byte {
	if (i > 0 && asciiLetter(s[i-1])) || (i+1 < len(s) && asciiLetter(s[i+1])) {
		return byte(leetASCII(s[i]))
	}
	return s[i]
}

const (
	foldKeep = iota
	foldBlank
	foldDigit
)

// foldKind and foldLower drive foldASCII: what a byte is to the folded
// view, and the byte lower-cased.
var foldKind, foldLower = func() (kind, lower [256]byte) {
	for c := range 256 {
		lower[c] = byte(c)
		if 'A' <= c && c <= 'Z' {
			lower[c] = byte(c + 'a' - 'A')
		}
	}
	for _, c := range " \t\r\f\v" {
		kind[c] = foldBlank
	}
	for c := '0'; c <= '9'; c++ {
		kind[c] = foldDigit
	}
	return kind, lower
}()

func asciiLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// foldedView lower-cases the plain view and undoes the cheap disguises a
// phrase can wear: look-alike letters from other scripts, digits standing
// in for letters, combining marks, runs of blanks.
//
// Without offsets only s is made: offsets cost more than the rest, and
// only a finding needs them.
func foldedView(p *scanView, offsets bool) scanView {
	s := p.s
	var v scanView
	if offsets {
		v.start, v.end = make([]int32, 0, len(s)), make([]int32, 0, len(s))
	}
	var b strings.Builder
	b.Grow(len(s))
	blank := false
	add := func(r rune, i, w int) {
		n := b.Len()
		b.WriteRune(r)
		if !offsets {
			return
		}
		os, oe := p.span(i, i+w)
		for range b.Len() - n {
			v.start = append(v.start, int32(os))
			v.end = append(v.end, int32(oe))
		}
	}
	for i := 0; i < len(s); {
		if c := s[i]; !offsets && foldKind[c] == foldKeep && c < utf8.RuneSelf {
			// The common case, as foldASCII does it.
			blank = false
			b.WriteByte(foldLower[c])
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\n':
			blank = false
			add(r, i, w)
		case r == ' ' || r == '\t' || r == '\r' || r == '\f' || r == '\v' || (r >= utf8.RuneSelf && unicode.IsSpace(r)):
			if !blank {
				add(' ', i, w)
			}
			blank = true
		case r < utf8.RuneSelf:
			blank = false
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			} else if '0' <= r && r <= '9' {
				r = leet(s, i, r)
			}
			add(r, i, w)
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
			// Dropped: composed accents survive NFKC, so what is left is
			// stacking used to break up words.
		default:
			blank = false
			if l, ok := confusable(r); ok {
				r = l
			}
			add(unicode.ToLower(r), i, w)
		}
		i += w
	}
	v.s = b.String()
	return v
}

// leet maps a digit that touches a letter to the letter it stands in for
// ("ign0re", "prev1ous"). Digits alone ("12 chars") stay digits.
func leet(s string, i int, r rune) rune {
	l := leetASCII(byte(r))
	if l == r {
		return r
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	next, _ := utf8.DecodeRuneInString(s[i+1:])
	if unicode.IsLetter(prev) || unicode.IsLetter(next) {
		return l
	}
	return r
}

// leetASCII is the letter digit c stands in for, or c.
func leetASCII(c byte) rune {
	switch c {
	case '0':
		return 'o'
	case '1':
		return 'i'
	case '3':
		return 'e'
	case '4':
		return 'a'
	case '5':
		return 's'
	case '7':
		return 't'
	}
	return rune(c)
}

// confusable maps letters of other scripts that look like a Latin letter to
// that letter (a subset of Unicode's confusables list: the ones that pass
// for Latin in ordinary fonts).
func confusable(r rune) (rune, bool) {
	switch r {
	// Cyrillic
	case 'а', 'А':
		return 'a', true
	case 'В', 'в', 'Ь', 'ь':
		return 'b', true
	case 'с', 'С':
		return 'c', true
	case 'ԁ':
		return 'd', true
	case 'е', 'Е', 'ё', 'Ё':
		return 'e', true
	case 'һ', 'Һ', 'Н', 'н':
		return 'h', true
	case 'і', 'І', 'ї', 'Ї', 'ӏ', 'Ӏ':
		return 'i', true
	case 'ј', 'Ј':
		return 'j', true
	case 'к', 'К':
		return 'k', true
	case 'м', 'М':
		return 'm', true
	case 'п':
		return 'n', true
	case 'о', 'О':
		return 'o', true
	case 'р', 'Р':
		return 'p', true
	case 'ԛ', 'Ԛ':
		return 'q', true
	case 'г':
		return 'r', true
	case 'ѕ', 'Ѕ':
		return 's', true
	case 'т', 'Т':
		return 't', true
	case 'ц':
		return 'u', true
	case 'ѵ', 'Ѵ':
		return 'v', true
	case 'ԝ', 'Ԝ':
		return 'w', true
	case 'х', 'Х':
		return 'x', true
	case 'у', 'У', 'ү', 'Ү':
		return 'y', true
	// Greek
	case 'α', 'Α':
		return 'a', true
	case 'Β', 'β':
		return 'b', true
	case 'ε', 'Ε':
		return 'e', true
	case 'Η':
		return 'h', true
	case 'ι', 'Ι':
		return 'i', true
	case 'κ', 'Κ':
		return 'k', true
	case 'Μ':
		return 'm', true
	case 'Ν', 'η':
		return 'n', true
	case 'ο', 'Ο', 'σ':
		return 'o', true
	case 'ρ', 'Ρ':
		return 'p', true
	case 'τ', 'Τ':
		return 't', true
	case 'υ', 'Υ':
		return 'u', true
	case 'ν':
		return 'v', true
	case 'χ', 'Χ':
		return 'x', true
	case 'Ζ':
		return 'z', true
	// Armenian and Latin oddities
	case 'օ':
		return 'o', true
	case 'ս':
		return 'u', true
	case 'հ':
		return 'h', true
	case 'ı', 'ɪ':
		return 'i', true
	case 'ɡ', 'ɢ':
		return 'g', true
	case 'ɑ':
		return 'a', true
	case 'ʏ':
		return 'y', true
	}
	return r, false
}

// quotedMention says whether s[a:b] sits inside quotation marks that
// close within the same clause: a note about attacks ("payloads like
// “ignore previous instructions”", "lines starting with "Human:"")
// quotes the phrase it is about, while an attack says it. Forged turns
// and overrides in quotes that run on to an instruction are still
// matched by the model, which reads the whole window.
func quotedMention(s string, a, b int) bool {
	// The match may hold its own opening quote (`"Human:`).
	open, _ := utf8.DecodeRuneInString(s[a:])
	closers, ok := quoteClosers[open]
	if !ok {
		open, _ = utf8.DecodeLastRuneInString(strings.TrimRight(s[max(0, a-4):a], " "))
		if closers, ok = quoteClosers[open]; !ok {
			return false
		}
	}
	if last, _ := utf8.DecodeLastRuneInString(s[a:b]); b-a > 1 && strings.ContainsRune(closers, last) {
		return true
	}
	for i, r := range s[b:min(len(s), b+48)] {
		if strings.ContainsRune(closers, r) {
			return true
		}
		if r == '.' || r == ';' || r == '\n' || r == '。' || (i > 0 && r == ':') {
			return false
		}
	}
	return false
}

// quoteClosers are the marks that close each opening quotation mark.
var quoteClosers = map[rune]string{'"': `"`, '\'': `'`, '“': `”"`, '„': `“”"`, '«': `»`, '「': `」`, '『': `』`, '‘': `’'`}
