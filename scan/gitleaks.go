package scan

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/viper"
	glconfig "github.com/zricethezav/gitleaks/v8/config"
)

// Gitleaks' rules. Its default configuration (about 220 provider formats:
// npm, PyPI, SendGrid, GitLab, Hugging Face, Datadog...) is maintained by
// people who do nothing else, so memgate loads it as gitleaks itself does
// (viper reads the embedded TOML, config.Translate checks and compiles
// it) and runs every rule in one detector, secret.gitleaks, whose findings
// carry the rule's own id, "secret.gitleaks.<gitleaks id>".
//
// Gitleaks runs a rule only when one of its keywords occurs in the text.
// Here an automaton of the literal prefilter's design (literal.go) finds
// the keywords of all rules, so a text without any costs that reading
// alone; in ASCII texts it reads in the prefilter's own pass
// (readASCII). A rule's regexp is compiled on its first use, not at
// init: compiled, the ~220 regexps (counted repeats such as
// {250,} expand into as many instructions) would hold some 13 MB for
// the life of the process, under a memory limit of 96 MiB, and most are
// never used. After a match, what gitleaks checks before it reports is
// checked too: the secret group, the entropy threshold, the global and
// the rule's allowlists (regexes and stop words; paths and commits mean
// nothing for a memory). Gitleaks' decoding of base64 and hex payloads,
// and its composite rules' proximity checks, are not used: a composite
// rule reports on its main pattern.

// gitleaksPrefix starts the id of every rule taken from gitleaks.
const gitleaksPrefix = "secret.gitleaks."

// glRules are gitleaks' rules, and glAuto the automaton of their
// keywords (a scanUse.prog is an index into glRules), built at package
// init from gitleaks' embedded default configuration; a failure there is
// a build-time bug.
var glRules, glAuto = loadGitleaks()

var gitleaksDetector = scanDetector{
	rule: "secret.gitleaks", class: ClassSecret, desc: "gitleaks rule", find: findGitleaks,
}

// glRule is one gitleaks rule as memgate runs it.
type glRule struct {
	id, desc    string
	src         string // the regexp, compiled on first use
	keywords    []string
	entropy     float64
	secretGroup int
	allow       []glAllow // the rule's
	global      []glAllow
	// assign: an assignment rule whose keywords are its keyword group,
	// tried only where assignStart says. gate, when set, is false for
	// texts the regexp cannot match in.
	assign bool
	gate   func(string) bool

	once sync.Once
	re   *regexp.Regexp
	prog scanProg // at0 and at1, for assign
}

func (g *glRule) compile() {
	g.once.Do(func() {
		g.re = regexp.MustCompile(g.src)
		if g.assign {
			g.prog.at0 = regexp.MustCompile(`\A(?:` + g.src + `)`)
			g.prog.at1 = regexp.MustCompile(`\A(?s:.)(?:` + g.src + `)`)
		}
	})
}

func loadGitleaks() ([]*glRule, *scanAuto) {
	v := viper.New()
	v.SetConfigType("toml")
	if err := v.ReadConfig(strings.NewReader(glconfig.DefaultConfig)); err != nil {
		panic(fmt.Sprintf("scan: read gitleaks default config: %v", err))
	}
	var vc glconfig.ViperConfig
	if err := v.Unmarshal(&vc); err != nil {
		panic(fmt.Sprintf("scan: decode gitleaks default config: %v", err))
	}
	cfg, err := vc.Translate()
	if err != nil {
		panic(fmt.Sprintf("scan: compile gitleaks default config: %v", err))
	}
	global := glAllows(cfg.Allowlists)
	var rules []*glRule
	kwIndex := map[string]int{}
	var lits []string
	var uses [][]scanUse
	for _, r := range cfg.GetOrderedRules() {
		if r.Regex == nil || r.SkipReport || len(r.Keywords) == 0 {
			continue // path-only rules (file names) say nothing about text
		}
		src := r.Regex.String()
		g := &glRule{
			id: gitleaksPrefix + r.RuleID, desc: "gitleaks " + r.RuleID, src: src,
			entropy: r.Entropy, secretGroup: r.SecretGroup, allow: glAllows(r.Allowlists), global: global,
		}
		for _, k := range r.Keywords {
			k = strings.ToLower(k)
			g.keywords = append(g.keywords, k)
			i, ok := kwIndex[k]
			if !ok {
				i = len(lits)
				kwIndex[k] = i
				lits = append(lits, k)
				uses = append(uses, nil)
			}
			uses[i] = append(uses[i], scanUse{prog: int32(len(rules)), start: true, n: int32(len(k))})
		}
		switch alts, ok := plainAlts(src); {
		case topLevelAlt(src):
			// Searched whole when a keyword occurs.
		case r.RuleID == "generic-api-key" && sameWords(g.keywords, genericWords), ok && sameWords(g.keywords, alts):
			g.assign = true
		case strings.HasPrefix(src, glAssignPrefix):
			g.gate = assignGate(g.keywords, assignSpan(src))
		default:
			g.gate = glRunGates[r.RuleID]
		}
		rules = append(rules, g)
	}
	if len(rules) > glMaxRules {
		panic("scan: more gitleaks rules than glMaxRules")
	}
	return rules, newScanAuto(lits, uses, false)
}

// glMaxRules bounds the rules findGitleaks keeps a bit for.
const glMaxRules = 512

// findGitleaks runs the rules one of whose keywords occurs in the plain
// view (ASCII case ignored, as gitleaks lower-cases the text).
func findGitleaks(t *scanText) []scanSpan {
	s := t.plain.s
	f := &t.gl
	if !f.done {
		f.keywords(s)
	}
	if !f.any {
		return nil
	}
	cands := f.cands
	slices.Sort(cands)
	cands = slices.Compact(cands)
	var out []scanSpan
	for i, g := range glRules {
		if f.on[i/64]&(1<<(i%64)) == 0 || (g.gate != nil && !g.gate(s)) {
			continue
		}
		g.compile()
		var ms [][]int
		if g.assign {
			lo, _ := slices.BinarySearch(cands, uint64(i)<<32)
			hi, _ := slices.BinarySearch(cands, uint64(i+1)<<32)
			if hi-lo <= scanMaxCands {
				ms = g.prog.findAll(s, cands[lo:hi], true)
			} else {
				ms = g.re.FindAllStringSubmatchIndex(s, scanMaxPerRule)
			}
		} else {
			ms = g.re.FindAllStringSubmatchIndex(s, scanMaxPerRule)
		}
		for _, m := range ms {
			if g.keep(s, m) {
				a, b := t.plain.span(m[0], m[1])
				out = append(out, scanSpan{start: a, end: b, rule: g.id, ruleDesc: g.desc})
			}
		}
	}
	return out
}

// glFound is what glAuto found in a text's plain view: the rules one of
// whose keywords occurs (on, any) and, for assignment rules, where their
// values may start (cands, rule<<32 | start). done: filled (by
// readASCII, for an ASCII text, or by keywords).
type glFound struct {
	on    [glMaxRules / 64]uint64
	cands []uint64
	any   bool
	done  bool
}

// keywords runs glAuto over s.
func (f *glFound) keywords(s string) {
	a := glAuto
	st := uint16(0)
	for i := 0; i < len(s); i++ {
		st = a.next[int(st&^scanOut)<<a.shift|int(a.cls[s[i]])]
		if st&scanOut != 0 {
			f.keywordsAt(s, i, st)
		}
	}
	f.done = true
}

// keywordsAt records the keywords glAuto reports in state st, at s[i].
func (f *glFound) keywordsAt(s string, i int, st uint16) {
	a := glAuto
	for _, u := range a.out[st&^scanOut] {
		g := glRules[u.prog]
		if !g.assign && f.on[u.prog/64]&(1<<(u.prog%64)) != 0 {
			continue
		}
		// Bytes other than letters share classes: check the keyword.
		p := a.back(s, i, int(u.n))
		if !g.hasKeywordAt(s, p, int(u.n)) {
			continue
		}
		if g.assign {
			r, ok := assignStart(s, p, int(u.n))
			if !ok {
				continue
			}
			f.cands = append(f.cands, uint64(u.prog)<<32|uint64(r))
		}
		f.on[u.prog/64] |= 1 << (u.prog % 64)
		f.any = true
	}
}

// hasKeywordAt: one of g's keywords of n bytes is at s[p:].
func (g *glRule) hasKeywordAt(s string, p, n int) bool {
	for _, k := range g.keywords {
		if len(k) == n && hasFoldAt(s, p, k) {
			return true
		}
	}
	return false
}

// keep applies gitleaks' checks to one match: the secret group, entropy,
// and the allowlists.
func (g *glRule) keep(s string, m []int) bool {
	match := s[m[0]:m[1]]
	secret := match
	if n := len(m) / 2; n > 1 {
		if sg := g.secretGroup; sg > 0 {
			if sg < n && m[2*sg] >= 0 {
				secret = s[m[2*sg]:m[2*sg+1]]
			}
		} else {
			for i := 1; i < n; i++ {
				if m[2*i] >= 0 && m[2*i+1] > m[2*i] {
					secret = s[m[2*i]:m[2*i+1]]
					break
				}
			}
		}
	}
	if g.entropy != 0 && shannon(secret) <= g.entropy {
		return false
	}
	line := lineAround(s, m[0], m[1])
	return !glAllowed(g.global, secret, match, line) && !glAllowed(g.allow, secret, match, line)
}

// glAllow is a gitleaks allowlist reduced to what can apply to a memory:
// its regexes (against the secret, the match or the line) and its stop
// words. Kept apart from gitleaks' Allowlist, whose stop-word trie for
// the generic rule alone holds 8 MB.
type glAllow struct {
	target  string // "", "match" or "line"
	and     bool   // both the regexes and the stop words must hit
	regexes []*regexp.Regexp
	stop    []string
}

// glAllows keeps the allowlists a memory can meet: an AND allowlist that
// names paths or commits never can.
func glAllows(als []*glconfig.Allowlist) []glAllow {
	var out []glAllow
	for _, a := range als {
		and := a.MatchCondition == glconfig.AllowlistMatchAnd
		if and && (len(a.Paths) > 0 || len(a.Commits) > 0) || len(a.Regexes) == 0 && len(a.StopWords) == 0 {
			continue
		}
		out = append(out, glAllow{target: a.RegexTarget, and: and, regexes: a.Regexes, stop: a.StopWords})
	}
	return out
}

// glAllowed is gitleaks' allowlist check (detect.checkFindingAllowed)
// without paths and commits.
func glAllowed(als []glAllow, secret, match, line string) bool {
	for _, a := range als {
		target := secret
		switch a.target {
		case "match":
			target = match
		case "line":
			target = line
		}
		regex := target != "" && slices.ContainsFunc(a.regexes, func(re *regexp.Regexp) bool { return re.MatchString(target) })
		low := strings.ToLower(secret)
		stop := secret != "" && slices.ContainsFunc(a.stop, func(w string) bool { return strings.Contains(low, w) })
		if a.and {
			if (len(a.regexes) == 0 || regex) && (len(a.stop) == 0 || stop) {
				return true
			}
			continue
		}
		if regex || stop {
			return true
		}
	}
	return false
}

func lineAround(s string, a, b int) string {
	i := strings.LastIndexByte(s[:a], '\n') + 1
	j := strings.IndexByte(s[b:], '\n')
	if j < 0 {
		return s[i:]
	}
	return s[i : b+j]
}

// shannon is gitleaks' entropy: bits per character over the runes of v,
// divided by its length in bytes, as gitleaks computes it.
func shannon(v string) float64 {
	if v == "" {
		return 0
	}
	counts := map[rune]int{}
	for _, r := range v {
		counts[r]++
	}
	var e float64
	inv := 1 / float64(len(v))
	for _, c := range counts {
		f := float64(c) * inv
		e -= f * math.Log2(f)
	}
	return e
}

// glAssignPrefix starts gitleaks' "assignment" rules (generic-api-key and
// some sixty provider rules): a run of name characters, a keyword, up to
// 20 more, quotes, then an operator and the value.
const glAssignPrefix = `(?i)[\w.-]{0,50}?(?:`

// assignGate: an assignment rule's regexp starts with `[\w.-]{0,50}?`,
// which no literal pins down, and many of its keywords ("key", "token",
// "password") are common words, so its full search would run on much
// prose. Every match holds a keyword followed by name characters (the
// rest of the regexp's keyword, then up to 20: at most glAssignSpan in
// all), up to 3 blanks or quotes, and an operator ('=', '>', ':', '|',
// '?', ','); a text without one is skipped. Keywords are lower case.
func assignGate(keywords []string, span int) func(string) bool {
	return func(s string) bool {
		for _, w := range keywords {
			for i := 0; ; {
				k := indexFoldASCII(s[i:], w)
				if k < 0 {
					break
				}
				j := i + k + len(w)
				i = i + k + 1
				if assignOp(s, j, span) {
					return true
				}
			}
		}
		return false
	}
}

// assignOp: at j, after a keyword, come at most span name characters, up
// to 3 blanks or quotes, an operator, and a value (assignValue). Blanks
// are both name characters and separators, so reading the first greedily
// decides it.
func assignOp(s string, j, span int) bool {
	for n := 0; j < len(s) && n < span && (s[j] == ' ' || s[j] == '\t' || s[j] == '.' || s[j] == '-' || wordByte(s[j])); n++ {
		j++
	}
	for n := 0; j < len(s) && n < 3 && (reBlank(s[j]) || s[j] == '\'' || s[j] == '"'); n++ {
		j++
	}
	return j < len(s) && strings.IndexByte("=>:|?,", s[j]) >= 0 && assignValue(s, j)
}

// assignValue: after the operator starting at j (at most 4 bytes,
// ":::="), and at most 5 quotes, blanks or '=', every assignment rule's
// value is a run of at least 8 token characters (the shortest is 8 in
// quotes; most are 14 to 64). Prose after a comma or colon ("the key,
// and then") is not.
func assignValue(s string, j int) bool {
	for p := j + 1; p <= j+10 && p < len(s); p++ {
		n := 0
		for q := p; q < len(s) && tokenByte(s[q]); q++ {
			if n++; n >= 8 {
				return true
			}
		}
	}
	return false
}

func tokenByte(c byte) bool {
	return wordByte(c) || c == '.' || c == '=' || c == '+' || c == '/' || c == '-' || c == '\\'
}

// topLevelAlt: the regexp src has an alternative at its top level, which
// a gate or start list written for the assignment shape would not see
// (atlassian's second alternative is a bare token).
func topLevelAlt(src string) bool {
	depth, class := 0, false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			return true
		}
	}
	return false
}

// genericWords are the alternatives of generic-api-key's keyword group,
// which are also its gitleaks keywords.
var genericWords = []string{"access", "auth", "api", "credential", "creds", "key", "passwd", "password", "secret", "token"}

// assignStart says where an assignment rule can start a match around
// its keyword found at k (n bytes). The rule's regexp begins with a lazy
// `[\w.-]{0,50}?` before the keyword, so such a match starts at the first
// of the name characters before k, at most 50 back; and only a keyword
// followed by an operator and a value (assignOp) can be in a match. The
// regexp is then tried only there, anchored, instead of searching every
// text that holds a common word such as "key" or "password". Valid for
// rules whose keyword group is exactly their gitleaks keywords (assign).
func assignStart(s string, k, n int) (int, bool) {
	if !assignOp(s, k+n, 20) {
		return 0, false
	}
	r := k
	for r > 0 && k-r < 50 && (wordByte(s[r-1]) || s[r-1] == '.' || s[r-1] == '-') {
		r--
	}
	return r, true
}

// hasFoldAt: s[k:] starts with a, ASCII letters compared without case
// (a is lower case).
func hasFoldAt(s string, k int, a string) bool {
	if k+len(a) > len(s) {
		return false
	}
	for i := 0; i < len(a); i++ {
		c := s[k+i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != a[i] {
			return false
		}
	}
	return true
}

// plainAlts returns the alternatives of an assignment rule's keyword
// group when each is a plain lower-case word (letters, digits, '_' and
// '-'; the regexp reads them ignoring case).
func plainAlts(re string) ([]string, bool) {
	if !strings.HasPrefix(re, glAssignPrefix) {
		return nil, false
	}
	rest := re[len(glAssignPrefix):]
	end := strings.IndexByte(rest, ')')
	if end <= 0 {
		return nil, false
	}
	alts := strings.Split(rest[:end], "|")
	for _, a := range alts {
		if a == "" || strings.IndexFunc(a, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-')
		}) >= 0 {
			return nil, false
		}
	}
	return alts, true
}

// assignSpan bounds the name characters between a gitleaks keyword and
// the operator in an assignment rule: the 20 of `(?:[ \t\w.-]{0,20})`,
// plus the longest keyword alternative's source (an upper bound on what
// it matches beyond the keyword it holds, "sonar" in "sonar_login").
func assignSpan(re string) int {
	rest := re[len(glAssignPrefix):]
	depth, longest, start := 0, 0, 0
	for i := 0; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			i++
		case '(':
			depth++
		case '|':
			if depth == 0 {
				longest = max(longest, i-start)
				start = i + 1
			}
		case ')':
			if depth == 0 {
				return 20 + max(longest, i-start)
			}
			depth--
		}
	}
	return 20 + len(rest)
}

// glRunGates are gates for the rules whose keywords are too short for the
// automaton ("ey", "sk", "s."): each match holds the literal followed by a
// run of at least n characters of its class.
var glRunGates = map[string]func(string) bool{
	"jwt":                    runGate(".ey", 17, func(c byte) bool { return wordByte(c) || c == '/' || c == '\\' || c == '-' }),
	"twilio-api-key":         runGate("SK", 32, isHex),
	"vault-service-token":    func(s string) bool { return runGate("s.", 24, alnum)(s) || runGate("S.", 24, alnum)(s) },
	"azure-ad-client-secret": runGate("Q~", 31, func(c byte) bool { return wordByte(c) || c == '~' || c == '.' || c == '-' }),
}

func runGate(lit string, n int, class func(byte) bool) func(string) bool {
	return func(s string) bool {
		for i := 0; ; {
			k := strings.Index(s[i:], lit)
			if k < 0 {
				return false
			}
			j := i + k + len(lit)
			i = i + k + 1
			m := 0
			for j < len(s) && m < n && class(s[j]) {
				j++
				m++
			}
			if m >= n {
				return true
			}
		}
	}
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f' }
func alnum(c byte) bool { return '0' <= c && c <= '9' || asciiLetter(c) }

// sameWords: a and b hold the same words.
func sameWords(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(slices.Compact(x), slices.Compact(y))
}
