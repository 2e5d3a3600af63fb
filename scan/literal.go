package scan

import (
	"math/bits"
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Literal prefilter. Go's regexp looks for a match by trying every start
// position, which costs tens of nanoseconds per byte per pattern, and a
// memory is mostly prose in which every pattern fails. So each pattern is
// taken apart once, at init (from its syntax tree), into literal strings:
// those its matches must begin with ("ignore all", "<|im_start", "akia"),
// and those every match must contain ("system prompt", "user:"). One pass
// of an Aho-Corasick automaton finds where they occur, and then:
//   - a pattern none of whose literals occur is skipped;
//   - a pattern with start literals is tried only where they occur, and
//     only if its contained literals occur too, anchored there. That finds
//     exactly the matches FindAll reports: every match starts at such a
//     place, places are tried left to right from the end of the previous
//     match, and the anchored pattern is given the character before the
//     place, so \b and (?m)^ see the same context. Past scanMaxCands
//     places the pattern runs its full search instead;
//   - a pattern with contained literals only runs its full search when
//     they occur;
//   - the few patterns whose literals say little have hand-written checks
//     instead (scanPattern.gate and starts).
//
// The automaton reads with ASCII case ignored and every run of regexp
// blanks (\s: tab, newline, form feed, return, space) read as one space,
// so `ignore\s+all` yields the literal "ignore all" whatever the spacing.
// Literals are derived for that reading: lower case, blanks as a single
// space. Bytes may share a class (the reading then finds more, which the
// regexps sort out). A pattern whose literals would be short or would start
// with a blank keeps the full search; so does every pattern on a text that
// holds the two non-ASCII letters that (?i) folds onto ASCII (K, ſ), which
// the automaton does not fold. NFKC removes both, so that is a guard only.
//
// Texts with non-ASCII run one automaton per view. ASCII texts, nearly
// all, run one automaton over the raw text, reading it as the folded view
// would (leetspeak digits, \v as a blank): that is both the plain view and,
// but for squeezed blanks, the folded one, so the folded view is only made
// when a folded pattern has a place to try (see scanText.foldCands). The
// same pass steps gitleaks' keyword automaton and injection.intent's cue
// automaton (readASCII).

// scanLitMax bounds the literal set of one pattern: past it the derivation
// keeps the shorter prefixes it has (always sound, less selective).
const scanLitMax = 64

// scanLitLen stops extending a literal once it is this long: longer ones
// add automaton states and hardly any selectivity.
const scanLitLen = 10

// scanLitTail bounds how far past scanLitLen the last piece of a literal
// may run ("<|start_header_id"); the rest is cut off.
const scanLitTail = 16

// scanNeedLen cuts the literals a match contains (they gate, and need not
// say where): enough to be rare, short enough to keep the automaton small.
const scanNeedLen = 6

// scanLitMin is the shortest literal worth filtering on; below it nearly
// every text has a candidate and the full search is cheaper.
const scanLitMin = 3

type scanProgMode uint8

const (
	// progFull: no useful literals; the pattern runs its full search.
	progFull scanProgMode = iota
	// progAnchored: tried only where a start literal occurs.
	progAnchored
	// progGated: full search, but only when a contained literal occurs.
	progGated
)

// scanProg is the prefilter plan for one regexp, made at init.
type scanProg struct {
	id int // index into scanText.found and key of scanText.cands
	// need, if not -1, is a second index into scanText.found: literals one
	// of which every match contains, more telling than its start (the
	// start of "show|print|... your ... system prompt" is a common verb,
	// "system prompt" is not). An anchored pattern runs only if both occur.
	need int
	mode scanProgMode
	view scanViewKind
	// at0 and at1 are the regexp anchored at the start of the text and
	// after one character of context: for progAnchored, and for patterns
	// with scanPattern.starts.
	at0, at1 *regexp.Regexp
}

// scanLit is one literal of a pattern, in the automaton's reading. exact:
// the piece of pattern matched exactly s, so the next piece may extend it.
// bnd: the pattern asserts a word boundary right before s, which the
// candidate check applies before paying for a regexp call.
type scanLit struct {
	s     string
	exact bool
	bnd   bool
}

// scanUse tells the automaton what a literal means when it is found.
type scanUse struct {
	prog  int32
	n     int32 // the literal's length in the automaton's reading
	start bool  // a start literal (else a contained one)
	bnd   bool
}

// scanAuto is a dense Aho-Corasick automaton over byte classes. A state's
// row in next starts at its number shifted left by shift, so a step is one
// load; an entry is the successor state, with scanOut set when it reports
// literals, which out lists by state. uint16 entries and few classes keep
// the table small: it is read at random, once per byte of every text.
type scanAuto struct {
	cls   [256]uint8
	shift uint
	blank uint8 // the class of the regexp blanks
	// digit is the class of the ASCII digits in the ASCII automaton,
	// which reads each as leetAt does (digits, their classes as such);
	// never a class in the others.
	digit  uint8
	digits [10]uint8
	next   []uint16
	out    [][]scanUse
}

const scanOut = 1 << 15

// scanPlan is the prefilter for every detector, built once at init and
// read-only after. (An init func, not an initialiser: Scan, which the
// detectors reach through base64, reads it.)
var scanPlan *scanPlanT

func init() { scanPlan = planScan(scanDetectors) }

type scanPlanT struct {
	autos [2]*scanAuto // by scanViewKind, for texts with non-ASCII
	// ascii reads an ASCII text as the folded view would have it (ASCII
	// case, blank runs and leetspeak digits folded): it holds the literals
	// of both views, so one pass over the raw text serves both (the plain
	// view of ASCII is the text itself; see foldCands for the folded one).
	ascii *scanAuto
	nprog int
	view  []scanViewKind // by scanProg.id (and need)
}

// planScan attaches a scanProg to every regexp of ds (the pattern tables are
// shared, so baseDetectors and the rest see the same plans) and builds one
// automaton per view.
func planScan(ds []scanDetector) *scanPlanT {
	// lits and uses by automaton: the two views, then ASCII.
	var lits [3][]string
	var uses [3][][]scanUse
	index := [3]map[string]int{{}, {}, {}}
	add1 := func(a int, l scanLit, u scanUse) {
		i, ok := index[a][l.s]
		if !ok {
			i = len(lits[a])
			index[a][l.s] = i
			lits[a] = append(lits[a], l.s)
			uses[a] = append(uses[a], nil)
		}
		u.n = int32(len(l.s))
		uses[a][i] = append(uses[a][i], u)
	}
	pl := &scanPlanT{}
	add := func(v scanViewKind, l scanLit, u scanUse) {
		add1(int(v), l, u)
		if isASCII(l.s) {
			add1(2, l, u)
		}
	}
	newID := func(v scanViewKind) int {
		pl.view = append(pl.view, v)
		pl.nprog++
		return pl.nprog - 1
	}
	cut := func(l []scanLit, n int) []scanLit {
		// A shorter prefix is still a prefix.
		for i := range l {
			if len(l[i].s) > n {
				l[i].s = l[i].s[:n]
			}
		}
		return dedupeLits(l)
	}
	// tail keeps the last n bytes of each contained literal: still held by
	// every match, and the end ("system :", "](http") is often the rarer
	// part.
	tail := func(l []scanLit, n int) []scanLit {
		for i := range l {
			if len(l[i].s) > n {
				l[i].s = l[i].s[len(l[i].s)-n:]
			}
		}
		return dedupeLits(l)
	}
	// needs are numbered after every pattern's own ids, which then run
	// without gaps (see scanPattern.idLo).
	var needs []func()
	plan := func(v scanViewKind, re *regexp.Regexp, starts bool, hand []string) *scanProg {
		pr := &scanProg{id: newID(v), need: -1, view: v}
		if hand != nil {
			pr.mode = progGated
			for _, l := range hand {
				u := scanUse{prog: int32(pr.id)}
				add1(int(v), scanLit{s: l}, u)
				if !isASCII(l) {
					continue // no ASCII text holds it
				}
				// A gated pattern runs only where its literals occur, so
				// one the ASCII automaton cannot hold would silently
				// switch the pattern off for ASCII text.
				a, ok := leetLit(l)
				if !ok {
					panic("scan: hand-set literal " + strconv.Quote(l) + " is too short once its edge digits are cut (leetLit)")
				}
				add1(2, scanLit{s: a}, u)
			}
		}
		ast, err := syntax.Parse(re.String(), syntax.Perl)
		if err != nil {
			panic(err) // the pattern compiled, so it parses
		}
		anchor := func() {
			pr.at0 = regexp.MustCompile(`\A(?:` + re.String() + `)`)
			pr.at1 = regexp.MustCompile(`\A(?s:.)(?:` + re.String() + `)`)
		}
		if starts {
			anchor() // tried where scanPattern.starts says
		}
		if starts || hand != nil {
			return pr
		}
		if start, ok := litPrefixes(ast); ok && usable(start, true, v) {
			start = cut(start, scanLitLen+scanLitTail)
			pr.mode = progAnchored
			anchor()
			for _, l := range start {
				add(v, l, scanUse{prog: int32(pr.id), start: true, bnd: l.bnd})
			}
			if in, ok := litFactors(ast, true); ok && usable(in, false, v) && !slices.Equal(in, start) {
				needs = append(needs, func() {
					pr.need = newID(v)
					for _, l := range tail(in, scanNeedLen) {
						add(v, l, scanUse{prog: int32(pr.need)})
					}
				})
			}
		} else if in, ok := litFactors(ast, false); ok && usable(in, false, v) {
			in = tail(in, scanNeedLen)
			pr.mode = progGated
			for _, l := range in {
				add(v, l, scanUse{prog: int32(pr.id)})
			}
		}
		return pr
	}
	seen := map[*scanPattern]bool{}
	for i := range ds {
		if len(ds[i].pats) == 0 || seen[&ds[i].pats[0]] {
			continue
		}
		for j := range ds[i].pats {
			p := &ds[i].pats[j]
			if seen[p] {
				continue
			}
			seen[p] = true
			p.idLo = pl.nprog
			if p.re != nil {
				p.reProg = plan(p.view, p.re, p.starts != nil, p.lits)
			}
			p.altProgs = make([]*scanProg, len(p.alts))
			for k, re := range p.alts {
				p.altProgs[k] = plan(p.view, re, false, p.lits)
			}
			p.idHi = pl.nprog
			p.planned = p.idHi > p.idLo
			for _, pr := range append([]*scanProg{p.reProg}, p.altProgs...) {
				p.planned = p.planned && (pr == nil || pr.mode != progFull)
			}
		}
	}
	for _, f := range needs {
		f()
	}
	for _, d := range ds {
		if pats := d.pats; len(pats) > 0 {
			pats[0].detPlanned = true
			for _, p := range pats {
				pats[0].detPlanned = pats[0].detPlanned && p.planned
			}
			lo, hi := pats[0].idLo, pats[len(pats)-1].idHi
			if hi == lo {
				pats[0].detPlanned = false
				continue
			}
			w0, w1 := lo/64, (hi-1)/64
			m0, m1 := ^uint64(0)<<(lo%64), ^uint64(0)>>(63-(hi-1)%64)
			if w0 == w1 {
				m0 &= m1
				m1 = m0
			}
			pats[0].detW, pats[0].detM = [2]int{w0, w1}, [2]uint64{m0, m1}
		}
	}
	if pl.nprog > scanProgMax {
		panic("ingest: more scanner regexps than scanProgMax")
	}
	for v := range pl.autos {
		pl.autos[v] = newScanAuto(lits[v], uses[v], false)
	}
	pl.ascii = newScanAuto(lits[2], uses[2], true)
	return pl
}

// usable: every literal is long enough to filter on, and start literals
// begin with a character (a leading blank stands for a whole run, so it
// names no single start position). The ASCII automaton reads an ASCII
// text as the folded view has it, so plain-view literals must not hold
// what that reading changes beyond case: digits (leetspeak) and \v.
func usable(l []scanLit, start bool, v scanViewKind) bool {
	if len(l) == 0 {
		return false
	}
	for _, x := range l {
		if x.s == "" || (start && x.s[0] == ' ') {
			return false
		}
		if v == viewPlain && strings.ContainsAny(x.s, "0123456789\v") {
			return false
		}
		if len(x.s) < scanLitMin && !(len(x.s) == 2 && !strings.ContainsFunc(x.s, isWordOrBlank)) {
			// Two punctuation characters ("![", "##") are rare enough.
			return false
		}
	}
	return true
}

func isWordOrBlank(r rune) bool { return r == ' ' || r < utf8.RuneSelf && wordByte(byte(r)) }

// reBlank reports the characters \s matches in RE2: ASCII only.
func reBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// litRune is r in the automaton's reading.
func litRune(r rune) rune {
	if r < utf8.RuneSelf && reBlank(byte(r)) {
		return ' '
	}
	if 'A' <= r && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

// joinLit appends b to a as the automaton reads them: blank runs are one
// space.
func joinLit(a, b string) string {
	if strings.HasSuffix(a, " ") && strings.HasPrefix(b, " ") {
		b = b[1:]
	}
	return a + b
}

// litPrefixes returns literals one of which begins every match of re. ok is
// false when there is no such finite set.
func litPrefixes(re *syntax.Regexp) (lits []scanLit, ok bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpNoWordBoundary, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText:
		// Assertions other than \b are left to the anchored regexp.
		return []scanLit{{exact: true}}, true
	case syntax.OpWordBoundary:
		return []scanLit{{exact: true, bnd: true}}, true
	case syntax.OpLiteral:
		out := []scanLit{{exact: true}}
		for _, r := range re.Rune {
			alts := []rune{r}
			if re.Flags&syntax.FoldCase != 0 && r >= utf8.RuneSelf {
				// The automaton folds ASCII case only; spell out the rest.
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					alts = append(alts, f)
				}
			}
			var next []scanLit
			for _, a := range alts {
				next = append(next, scanLit{s: string(litRune(a)), exact: true})
			}
			if out = crossLits(out, next); len(out) > scanLitMax {
				return nil, false
			}
		}
		return out, true
	case syntax.OpCharClass:
		var out []scanLit
		n := 0
		for i := 0; i < len(re.Rune); i += 2 {
			n += int(re.Rune[i+1]-re.Rune[i]) + 1
			if n > 5 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, scanLit{s: string(litRune(r)), exact: true})
			}
		}
		if len(out) == 0 {
			return nil, false
		}
		return dedupeLits(out), true
	case syntax.OpCapture:
		return litPrefixes(re.Sub[0])
	case syntax.OpAlternate:
		var out []scanLit
		for _, sub := range re.Sub {
			l, ok := litPrefixes(sub)
			if !ok {
				return nil, false
			}
			out = append(out, l...)
		}
		return shortenLits(out)
	case syntax.OpQuest:
		l, ok := litPrefixes(re.Sub[0])
		if !ok {
			return nil, false
		}
		return dedupeLits(append(l, scanLit{exact: true})), true
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		l, ok := litPrefixes(re.Sub[0])
		if !ok {
			return nil, false
		}
		lo := 1
		if re.Op == syntax.OpStar {
			lo = 0
		} else if re.Op == syntax.OpRepeat {
			lo = re.Min
		}
		if blankOnly(l) {
			// Any number of blanks reads as one space (or none).
			if lo == 0 {
				return []scanLit{{exact: true}, {s: " ", exact: true}}, true
			}
			return l, true
		}
		if lo == 0 {
			return dedupeLits(append(inexact(l), scanLit{exact: true})), true
		}
		out := l
		for i := 1; i < lo && len(out) <= scanLitMax; i++ {
			out = crossLits(out, l)
		}
		if len(out) > scanLitMax {
			return inexact(l), true
		}
		if re.Op != syntax.OpRepeat || re.Max != re.Min {
			out = inexact(out)
		}
		return out, true
	case syntax.OpConcat:
		out := []scanLit{{exact: true}}
		for _, sub := range re.Sub {
			if !anyExact(out) {
				break
			}
			l, ok := litPrefixes(sub)
			if !ok {
				return inexact(out), true
			}
			next := crossLits(out, l)
			if len(next) > scanLitMax {
				// Too many to extend all: either stop here or extend and
				// cut them all shorter, whichever filters better.
				out = inexact(out)
				if cut, ok := shortenLits(next); ok && litScore(cut) > litScore(out) {
					out = inexact(cut)
				}
				return out, true
			}
			out = next
		}
		return out, true
	}
	return nil, false
}

// shortenLits cuts the literals of a set too large to keep to a common
// length short enough that, merged, they fit (a prefix of a prefix is
// still one); ok is false when not even scanLitMin bytes will do.
func shortenLits(l []scanLit) ([]scanLit, bool) {
	l = dedupeLits(l)
	for n := scanLitLen; len(l) > scanLitMax; n-- {
		if n < scanLitMin {
			return nil, false
		}
		for i := range l {
			if len(l[i].s) > n {
				l[i] = scanLit{s: l[i].s[:n], bnd: l[i].bnd}
			}
		}
		l = dedupeLits(l)
	}
	return l, true
}

// litFactors returns literals one of which occurs in every match of re:
// for each branch, the most selective start literals of some tail of it.
// With past set, a concatenation's first piece is passed over: the
// literals are then a second test beside the start literals.
func litFactors(re *syntax.Regexp, past bool) ([]scanLit, bool) {
	switch re.Op {
	case syntax.OpCapture:
		return litFactors(re.Sub[0], past)
	case syntax.OpAlternate:
		var out []scanLit
		for _, sub := range re.Sub {
			l, ok := litFactors(sub, past)
			if !ok {
				return nil, false
			}
			out = append(out, l...)
		}
		return dedupeLits(out), true
	case syntax.OpConcat:
		var best []scanLit
		for i := range re.Sub {
			if past && i == 0 {
				continue
			}
			tail := &syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[i:]}
			if l, ok := litPrefixes(tail); ok && litScore(l) > litScore(best) {
				best = l
			}
			if l, ok := litFactors(re.Sub[i], false); ok && litScore(l) > litScore(best) {
				best = l
			}
		}
		return best, best != nil
	}
	l, ok := litPrefixes(re)
	return l, ok && litScore(l) > 0
}

// litScore ranks literal sets by their shortest member (what bounds how
// often the set is found), then by size; 0 means useless.
func litScore(l []scanLit) int {
	if len(l) == 0 {
		return 0
	}
	short := len(l[0].s)
	for _, x := range l {
		short = min(short, len(strings.TrimSpace(x.s)))
	}
	if short == 0 {
		return 0
	}
	return short*1000 - len(l)
}

func blankOnly(l []scanLit) bool {
	for _, x := range l {
		if x.s != " " || !x.exact {
			return false
		}
	}
	return len(l) > 0
}

// crossLits extends every exact literal of a by every literal of b.
func crossLits(a, b []scanLit) []scanLit {
	var out []scanLit
	for _, x := range a {
		if !x.exact || len(x.s) >= scanLitLen {
			out = append(out, scanLit{s: x.s, bnd: x.bnd})
			continue
		}
		for _, y := range b {
			out = append(out, scanLit{s: joinLit(x.s, y.s), exact: y.exact, bnd: x.bnd || (x.s == "" && y.bnd)})
		}
	}
	return dedupeLits(out)
}

func inexact(l []scanLit) []scanLit {
	out := make([]scanLit, len(l))
	for i, x := range l {
		out[i] = scanLit{s: x.s, bnd: x.bnd}
	}
	return dedupeLits(out)
}

func anyExact(l []scanLit) bool {
	for _, x := range l {
		if x.exact {
			return true
		}
	}
	return false
}

// dedupeLits merges equal literals: the merged one asserts a boundary and
// may be extended only if every way to it does and may.
func dedupeLits(l []scanLit) []scanLit {
	slices.SortFunc(l, func(a, b scanLit) int { return strings.Compare(a.s, b.s) })
	out := l[:0]
	for _, x := range l {
		if n := len(out); n > 0 && out[n-1].s == x.s {
			out[n-1].bnd = out[n-1].bnd && x.bnd
			out[n-1].exact = out[n-1].exact && x.exact
			continue
		}
		out = append(out, x)
	}
	return out
}

// newScanAuto builds the automaton for lits; uses[i] is what lits[i] means.
// fold makes the ASCII automaton (see scanPlanT.ascii).
func newScanAuto(lits []string, uses [][]scanUse, fold bool) *scanAuto {
	a := &scanAuto{digit: 0xff}
	// Class 0 is every byte no literal holds; ASCII upper case and the
	// regexp blanks share the class of what they read as. The blanks
	// always have a class of their own: findLits reads runs of them as one.
	// Every letter has its own class and the other bytes share four, so
	// rows are 32 entries: a class shared by two bytes only finds more
	// (each find is checked by its regexp, and a literal gate is only a
	// necessary condition).
	var cls [256]uint8
	ncls := 1
	cls[' '] = uint8(ncls)
	ncls++
	for _, l := range lits {
		for i := 0; i < len(l); i++ {
			if c := l[i]; cls[c] == 0 && asciiLetter(c) {
				cls[c] = uint8(ncls)
				ncls++
			}
		}
	}
	for _, l := range lits {
		for i := 0; i < len(l); i++ {
			if c := l[i]; cls[c] == 0 {
				cls[c] = uint8(ncls) + c%4
			}
		}
	}
	ncls += 4
	for c := 'A'; c <= 'Z'; c++ {
		cls[c] = cls[c+'a'-'A']
	}
	for _, c := range []byte("\t\n\f\r") {
		cls[c] = cls[' ']
	}
	a.shift = uint(bits.Len(uint(ncls - 1)))
	if ncls >= int(a.digit) {
		panic("ingest: too many byte classes in the scanner's automaton")
	}
	a.blank = cls[' ']
	a.cls = cls
	if fold {
		// The folded view turns \v into a blank and a digit touching a
		// letter into a letter. Literals of the plain view hold neither
		// (see usable), so for them this only finds more.
		a.cls['\v'] = cls[' ']
		for c := '0'; c <= '9'; c++ {
			a.digits[c-'0'] = cls[c]
			a.cls[c] = a.digit
		}
	}
	// The trie, then failure links breadth first; a state's row is its
	// trie edges with the rest taken from its failure state's row.
	type node struct {
		edge  map[uint8]int
		fail  int
		out   []scanUse
		blank bool // reached by a blank
	}
	nodes := []node{{edge: map[uint8]int{}}}
	for i, l := range lits {
		s := 0
		for j := 0; j < len(l); j++ {
			c := cls[l[j]]
			n, ok := nodes[s].edge[c]
			if !ok {
				n = len(nodes)
				nodes = append(nodes, node{edge: map[uint8]int{}, blank: c == cls[' ']})
				nodes[s].edge[c] = n
			}
			s = n
		}
		nodes[s].out = append(nodes[s].out, uses[i]...)
	}
	if len(nodes) >= scanOut {
		panic("ingest: too many states in the scanner's automaton")
	}
	row := 1 << a.shift
	a.next = make([]uint16, len(nodes)*row)
	a.out = make([][]scanUse, len(nodes))
	queue := []int{0}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s != 0 {
			nodes[s].out = append(nodes[s].out, nodes[nodes[s].fail].out...)
		}
		a.out[s] = nodes[s].out
		for c := range ncls {
			n, ok := nodes[s].edge[uint8(c)]
			switch {
			case ok && s == 0:
				nodes[n].fail = 0
			case ok:
				nodes[n].fail = int(a.next[nodes[s].fail*row+c])
			case s == 0:
				n = 0
			default:
				n = int(a.next[nodes[s].fail*row+c])
			}
			a.next[s*row+c] = uint16(n)
			if ok {
				queue = append(queue, n)
			}
		}
	}
	for i, n := range a.next {
		if len(a.out[n]) > 0 {
			a.next[i] |= scanOut
		}
	}
	// The reading takes a run of blanks as one: a state whose string ends
	// in a blank stays put on another, reporting nothing new.
	for s := range nodes {
		if nodes[s].blank {
			a.next[s*row+int(a.blank)] = uint16(s)
		}
	}
	return a
}

// filter runs the automata over the views, or for ASCII text the ASCII
// automaton over the text.
func (t *scanText) filter() {
	if t.ascii {
		t.filtered = true
		t.readASCII(t.raw)
		slices.Sort(t.cands)
		return
	}
	t.filtered = !strings.Contains(t.plain.s, "\u212a") && !strings.Contains(t.plain.s, "\u017f") &&
		!strings.Contains(t.folded.s, "\u212a") && !strings.Contains(t.folded.s, "\u017f")
	if !t.filtered {
		return
	}
	t.findLits(scanPlan.autos[viewPlain], t.plain.s)
	t.findLits(scanPlan.autos[viewFolded], t.folded.s)
	slices.Sort(t.cands)
}

// foldCands moves the candidates of folded patterns, found by the ASCII
// automaton in the raw text, to the folded view, which lacks the bytes at
// drops (ascending). Start literals begin with a non-blank, which both
// have.
func (t *scanText) foldCands(drops []int) {
	if len(drops) == 0 {
		return
	}
	for i, c := range t.cands {
		if scanPlan.view[c>>32] != viewFolded {
			continue
		}
		p := int(uint32(c))
		n, _ := slices.BinarySearch(drops, p)
		t.cands[i] = c - uint64(n)
	}
}

// findLits runs a over s read as the automaton reads (ASCII case ignored,
// a run of blanks as one space), marking gates and collecting candidates.
func (t *scanText) findLits(a *scanAuto, s string) {
	st := uint16(0)
	for i := 0; i < len(s); i++ {
		st = a.next[int(st&^scanOut)<<a.shift|int(a.litClass(s, i))]
		if st&scanOut != 0 {
			t.litsAt(a, s, i, st)
		}
	}
}

// litClass is the class a gives s[i], a digit read as leetAt reads it.
func (a *scanAuto) litClass(s string, i int) uint8 {
	cl := a.cls[s[i]]
	if cl == a.digit {
		if c := leetAt(s, i); c <= '9' {
			cl = a.digits[c-'0']
		} else {
			cl = a.cls[c]
		}
	}
	return cl
}

// litsAt records the literals a reports in state st, at s[i].
func (t *scanText) litsAt(a *scanAuto, s string, i int, st uint16) {
	for _, u := range a.out[st&^scanOut] {
		if !u.start {
			t.found[u.prog/64] |= 1 << (u.prog % 64)
			continue
		}
		p := a.back(s, i, int(u.n))
		if u.bnd && !wordBoundary(s, p) {
			continue
		}
		t.found[u.prog/64] |= 1 << (u.prog % 64)
		t.cands = append(t.cands, uint64(u.prog)<<32|uint64(p))
	}
}

// readASCII is filter's pass over an ASCII text. Three automata read
// it: the literal prefilter's, gitleaks' keywords' and injection.intent's
// cues' (the plain view of ASCII is the text itself, and so is the
// folded one that intent reads, unless the text is leetish). Each step
// of an automaton waits on the load of the step before it, so one loop
// that steps all three lets the processor overlap the three chains:
// three loops cost about twice as much (BenchmarkScanNotes).
func (t *scanText) readASCII(s string) {
	a, g, c := scanPlan.ascii, glAuto, intentAuto
	var sa, sg, sc uint16
	for i := 0; i < len(s); i++ {
		b := s[i]
		sa = a.next[int(sa&^scanOut)<<a.shift|int(a.litClass(s, i))]
		sg = g.next[int(sg&^scanOut)<<g.shift|int(g.cls[b])]
		sc = c.next[int(sc&^scanOut)<<c.shift|int(c.cls[b])]
		if (sa|sg|sc)&scanOut == 0 {
			continue
		}
		if sa&scanOut != 0 {
			t.litsAt(a, s, i, sa)
		}
		if sg&scanOut != 0 {
			t.gl.keywordsAt(s, i, sg)
		}
		if sc&scanOut != 0 {
			t.hits = cuesAt(s, i, sc, t.hits)
		}
	}
	t.gl.done = true
	// intent reads the folded view of a leetish text: its cues there are
	// found when it asks.
	t.hitsDone = !leetish(s)
	if !t.hitsDone {
		t.hits = t.hits[:0]
	}
}

// back returns where in s a literal of n bytes (as the automaton reads)
// begins that ends with the byte read at i: n-1 bytes back, a blank run
// being one. Literals are found at their end; only their start is wanted.
func (a *scanAuto) back(s string, i, n int) int {
	for ; n > 1; n-- {
		i--
		for i > 0 && a.cls[s[i]] == a.blank && a.cls[s[i-1]] == a.blank {
			i--
		}
	}
	return i
}

// wordBoundary is RE2's \b at p: ASCII word characters only.
func wordBoundary(s string, p int) bool {
	return (p > 0 && wordByte(s[p-1])) != (p < len(s) && wordByte(s[p]))
}

func wordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// scanProgMax bounds the number of regexps the prefilter plans for.
const scanProgMax = 512

func (t *scanText) hasLit(id int) bool { return t.found[id/64]&(1<<(id%64)) != 0 }

// idle reports that d cannot find anything in t: it is all patterns, and
// the prefilter found none of their literals. Most detectors are idle on
// most texts; skipping them skips their setup too.
func (d *scanDetector) idle(t *scanText) bool {
	if d.find != nil || !t.filtered || len(d.pats) == 0 {
		return false
	}
	p := &d.pats[0]
	if !p.detPlanned {
		return false
	}
	// The detector's ids are the bits of found from word w0 (masked by
	// m0) to word w1 (masked by m1).
	w0, w1 := p.detW[0], p.detW[1]
	if t.found[w0]&p.detM[0] != 0 || t.found[w1]&p.detM[1] != 0 {
		return false
	}
	for w := w0 + 1; w < w1; w++ {
		if t.found[w] != 0 {
			return false
		}
	}
	return true
}

// candsOf returns the candidate positions of prog id, ascending.
func (t *scanText) candsOf(id int) []uint64 {
	key := uint64(id) << 32
	i, _ := slices.BinarySearch(t.cands, key)
	j := i
	for j < len(t.cands) && t.cands[j]>>32 == uint64(id) {
		j++
	}
	return t.cands[i:j]
}

// leetLit is literal l as the ASCII automaton reads it where it occurs in
// a text: each digit that touches a letter inside l is read as the letter
// leetAt makes of it. A digit at either end with no letter beside it
// inside l depends on the text around it, so it is cut off (what is left
// is still held by every occurrence). ok is false if too little is left
// to filter on; the caller must then not gate on l at all.
func leetLit(l string) (string, bool) {
	if !strings.ContainsAny(l, "0123456789") {
		return l, true
	}
	b := []byte(l)
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = leetAt(l, i)
		}
	}
	lo, hi := 0, len(b)
	edge := func(i int) bool {
		c := l[i]
		if c < '0' || c > '9' {
			return false
		}
		return (i == 0 || !asciiLetter(l[i-1])) && (i+1 >= len(l) || !asciiLetter(l[i+1]))
	}
	for lo < hi && edge(lo) {
		lo++
	}
	for hi > lo && edge(hi-1) {
		hi--
	}
	if hi-lo < scanLitMin {
		return "", false
	}
	return string(b[lo:hi]), true
}
