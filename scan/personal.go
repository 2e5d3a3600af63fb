package scan

import (
	"regexp"
	"strings"
)

// Personal data: numbers that identify a person or an account of theirs
// but grant no access by themselves (card numbers, US social security
// numbers, UK National Insurance numbers, IBANs, phone numbers). The
// engine makes such a memory `sensitive` and keeps it active, where a
// secret is held. Each detector checks what the number's issuer defines
// (Luhn for cards, mod 97 for IBANs, the SSA's and HMRC's reserved
// ranges), so versions, dates, order numbers and ids of the same shape
// stay quiet. They read the plain view, where full-width digits are
// ASCII; a text with fewer than seven digits holds none of them and is
// not looked at.

var personalDetectors = []scanDetector{
	{rule: "personal.card_number", class: ClassPersonal, desc: "payment card number (Luhn-valid)", find: findCards},
	{rule: "personal.us_ssn", class: ClassPersonal, desc: "US social security number", find: findSSN},
	{rule: "personal.uk_nino", class: ClassPersonal, desc: "UK National Insurance number", find: findNINO},
	{rule: "personal.iban", class: ClassPersonal, desc: "IBAN (mod-97 valid)", find: findIBAN},
	{rule: "personal.phone", class: ClassPersonal, desc: "phone number", find: findPhones},
	{rule: "personal.national_id", class: ClassPersonal, desc: "national identity number (FR NIR, ES DNI/NIE, CN resident id, JP My Number)", find: findNationalIDs},
}

// fewDigits: t's plain view holds fewer than n ASCII digits. Counted
// once per text: most texts have too few for any of these detectors.
func fewDigits(t *scanText, n int) bool {
	t.countDigits()
	return t.digits < n
}

// digitRun: the plain view holds n digits in a row, allowing between
// them runs of at most maxSep of the separators of kind k.
func digitRun(t *scanText, k runKind, n int) bool {
	t.countDigits()
	return int(t.runs[k]) >= n
}

// runKind names a set of separators a run of digits may have between
// its digits, and how many in a row.
type runKind uint8

const (
	runPlain     runKind = iota // none
	runSpace                    // one blank
	runDash                     // one dash
	runSpaceDash                // one blank or dash
	runPhone                    // up to two of "-. ()"
	runKinds
)

var runSeps = [runKinds]struct {
	seps   string
	maxSep int32
}{{"", 0}, {" ", 1}, {"-", 1}, {" -", 1}, {"-. ()", 2}}

// runSepMask[c] has bit k set when c separates digits in runs of kind k.
var runSepMask = func() (m [256]uint8) {
	for k, r := range runSeps {
		for i := 0; i < len(r.seps); i++ {
			m[r.seps[i]] |= 1 << k
		}
	}
	return m
}()

// countDigits counts, in one pass over the plain view, its digits and
// its longest run of digits of every kind; the personal detectors ask
// for them many times per text.
func (t *scanText) countDigits() {
	if t.digits >= 0 {
		return
	}
	s := t.plain.s
	var count, sep, best [runKinds]int32
	digits := 0
	// running: a count may be above zero. Until a digit comes, nothing
	// else changes the counts (a separator's count is reset by the digit
	// that follows it), so most bytes cost one test.
	running := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c-'0' < 10 {
			digits++
			running = true
			for k := range runKinds {
				count[k]++
				best[k] = max(best[k], count[k])
				sep[k] = 0
			}
			continue
		}
		if !running {
			continue
		}
		m := runSepMask[c]
		if m == 0 {
			count, sep = [runKinds]int32{}, [runKinds]int32{}
			running = false
			continue
		}
		for k := range runKinds {
			if m&(1<<k) != 0 && sep[k] < runSeps[k].maxSep {
				sep[k]++
			} else {
				count[k], sep[k] = 0, 0
			}
		}
	}
	t.digits, t.runs = digits, best
}

// personalSpan maps a match in the plain view to the original text.
func personalSpan(t *scanText, a, b int) scanSpan {
	s, e := t.plain.span(a, b)
	return scanSpan{start: s, end: e}
}

var cardRe = regexp.MustCompile(`\d(?:[ -]?\d){12,18}`)

// findCards reports 13 to 19 digits, alone or in groups of 3 to 6 split
// by single blanks or dashes, that pass Luhn and start as a card network
// numbers its cards (Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37,
// Discover 6011/64/65, JCB 35, Diners 30/36/38, UnionPay 62).
func findCards(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 13) || !digitRun(t, runSpaceDash, 13) {
		return nil
	}
	var out []scanSpan
	for _, m := range cardRe.FindAllStringIndex(s, scanMaxPerRule) {
		a, b := m[0], m[1]
		if (a > 0 && cardNeighbour(s, a-1, -1)) || (b < len(s) && cardNeighbour(s, b, 1)) {
			continue
		}
		run := s[a:b]
		digits := strings.Map(func(r rune) rune {
			if r == ' ' || r == '-' {
				return -1
			}
			return r
		}, run)
		if !cardGroups(run) || !luhn(digits) || !cardIIN(digits) || strings.Count(digits, digits[:1]) == len(digits) {
			continue
		}
		out = append(out, personalSpan(t, a, b))
	}
	return out
}

// numberNeighbour: a byte that, next to a run of digits, makes it part of
// a longer token (an id, a version, a decimal, a hash).
func numberNeighbour(c byte) bool {
	return wordByte(c) || c == '.' || c == '/' || c == '-' || c == '#' || c == ':' || c == ','
}

// cardNeighbour is numberNeighbour at s[i], except that a comma, colon or
// full stop with no digit beyond it ("卡号：6234 …", "… 0963, exp 09/27",
// "… card 4567 1818 0946 6589.") ends a sentence or its clause rather than
// a number; dir is the side away from the run.
func cardNeighbour(s string, i, dir int) bool {
	c := s[i]
	if c == ',' || c == ':' || c == '.' {
		j := i + dir
		return j >= 0 && j < len(s) && s[j]-'0' < 10
	}
	return numberNeighbour(c)
}

// cardGroups: groups of 3 to 6 digits, or two groups (UnionPay prints
// 19 digits as 6 and 13).
func cardGroups(run string) bool {
	gs := strings.FieldsFunc(run, func(r rune) bool { return r == ' ' || r == '-' })
	if len(gs) == 2 && len(gs[0]) == 6 {
		return true
	}
	for _, g := range gs {
		if g != run && (len(g) < 3 || len(g) > 6) {
			return false
		}
	}
	return true
}

func luhn(d string) bool {
	sum := 0
	for i := 0; i < len(d); i++ {
		v := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			if v *= 2; v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	return sum%10 == 0
}

func cardIIN(d string) bool {
	p2 := int(d[0]-'0')*10 + int(d[1]-'0')
	p4 := p2*100 + int(d[2]-'0')*10 + int(d[3]-'0')
	switch {
	case d[0] == '4':
		return true
	case p2 >= 51 && p2 <= 55, p4 >= 2221 && p4 <= 2720:
		return len(d) == 16
	case p2 == 34 || p2 == 37:
		return len(d) == 15
	case p4 == 6011, p2 == 64, p2 == 65, p2 == 35, p2 == 62:
		return len(d) >= 16
	case p2 == 30 || p2 == 36 || p2 == 38:
		return len(d) >= 14
	case p4 == 5018 || p4 == 5020 || p4 == 5038 || p4 == 6304 || p4 == 6759 || p4 == 6761 || p4 == 6762 || p4 == 6763:
		return len(d) >= 12 // Maestro
	}
	return false
}

var (
	ssnRe    = regexp.MustCompile(`(\d{3})-(\d{2})-(\d{4})`)
	ssnKeyRe = regexp.MustCompile(`(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?)\s*(?:is|:|#|=)?\s*(\d{3}[\s-]?\d{2}[\s-]?\d{4})\b`)
)

// findSSN reports ddd-dd-dddd outside longer tokens, and nine digits
// named as an SSN, when the number is one the SSA could issue (area not
// 000, 666 or 9xx, group not 00, serial not 0000).
func findSSN(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 9) {
		return nil
	}
	var out []scanSpan
	var ms [][]int
	if digitRun(t, runDash, 9) {
		ms = ssnRe.FindAllStringIndex(s, scanMaxPerRule)
	}
	for _, m := range ms {
		a, b := m[0], m[1]
		if (a > 0 && numberNeighbour(s[a-1])) || (b < len(s) && (numberNeighbour(s[b]) && s[b] != '.' && s[b] != ',' || b+1 < len(s) && (s[b] == '.' || s[b] == ',') && s[b+1]-'0' < 10)) {
			continue
		}
		if ssnValid(strings.ReplaceAll(s[a:b], "-", "")) {
			out = append(out, personalSpan(t, a, b))
		}
	}
	if indexFoldASCII(s, "ssn") < 0 && indexFoldASCII(s, "social") < 0 {
		return out
	}
	for _, m := range ssnKeyRe.FindAllStringSubmatchIndex(s, scanMaxPerRule) {
		if ssnValid(strings.NewReplacer(" ", "", "-", "").Replace(s[m[2]:m[3]])) {
			out = append(out, personalSpan(t, m[2], m[3]))
		}
	}
	return out
}

func ssnValid(d string) bool {
	if len(d) != 9 {
		return false
	}
	area, group, serial := d[:3], d[3:5], d[5:]
	return area != "000" && area != "666" && area[0] != '9' && group != "00" && serial != "0000"
}

var ninoRe = regexp.MustCompile(`\b([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])( ?)(\d{2})( ?)(\d{2})( ?)(\d{2})( ?)([A-D])\b`)

// findNINO reports UK National Insurance numbers: HMRC's letter rules,
// spaced consistently or not at all, without the prefixes it never issues.
func findNINO(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 6) || !digitRun(t, runSpace, 6) {
		return nil
	}
	var out []scanSpan
	for _, m := range ninoRe.FindAllStringSubmatchIndex(s, scanMaxPerRule) {
		switch s[m[2]:m[3]] {
		case "BG", "GB", "NK", "KN", "TN", "NT", "ZZ":
			continue
		}
		sp := s[m[4]:m[5]]
		if s[m[8]:m[9]] != sp || s[m[12]:m[13]] != sp || s[m[16]:m[17]] != sp {
			continue
		}
		out = append(out, personalSpan(t, m[0], m[1]))
	}
	return out
}

var ibanRe = regexp.MustCompile(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}`)

// ibanLen is the IBAN length of the countries that issue them, from the
// SWIFT registry (the common ones; others are not reported).
var ibanLen = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
	"CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24,
	"FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21,
	"HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LI": 21,
	"LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30,
	"NL": 18, "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24,
	"SE": 24, "SI": 19, "SK": 24, "SM": 27, "TN": 24, "TR": 26, "UA": 29, "VG": 24, "XK": 20,
}

// findIBAN reports IBANs of a known country's length whose mod-97 check
// holds, written whole or in groups.
func findIBAN(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 7) || !ibanStart(s) {
		return nil
	}
	var out []scanSpan
	for _, m := range ibanRe.FindAllStringIndex(s, scanMaxPerRule) {
		a := m[0]
		n, ok := ibanLen[s[a:a+2]]
		if !ok {
			continue
		}
		// Take exactly n characters, blanks aside: a word in capitals
		// after the number is not part of it.
		var b strings.Builder
		end := a
		for end < m[1] && b.Len() < n {
			if s[end] != ' ' {
				b.WriteByte(s[end])
			}
			end++
		}
		if b.Len() != n || (end < len(s) && alnum(s[end]) && (end == 0 || s[end-1] != ' ')) {
			continue
		}
		if ibanValid(b.String()) {
			out = append(out, personalSpan(t, a, end))
		}
	}
	return out
}

func ibanValid(iban string) bool {
	r := iban[4:] + iban[:4]
	rem := 0
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case c >= '0' && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		default:
			return false
		}
	}
	return rem == 1
}

var (
	// An international number: +, country code, then groups.
	phoneIntlRe = regexp.MustCompile(`\+\d{1,3}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,5}){2,6}`)
	// North American: (212) 555-0198, 212-555-0198, 212.555.0198.
	phoneNANPRe = regexp.MustCompile(`\(\d{3}\) ?\d{3}[-. ]\d{4}|\b\d{3}([-.])\d{3}([-.])\d{4}\b`)
	// French: 06 12 34 56 78.
	phoneFRRe = regexp.MustCompile(`\b0[1-9](?:[ .]\d{2}){4}\b`)
	// A number named as a phone number, in the corpus' languages.
	phoneMobile9Re = regexp.MustCompile(`\b[67]\d{2} \d{3} \d{3}\b|\b9[1236]\d \d{3} \d{3}\b`)
	phoneKeyRe     = regexp.MustCompile(`(?i)(?:\b(?:phone|tel|telephone|mobile|cell|cellphone|whatsapp|t[ée]l[ée]phone|portable|handy|telefon|handynummer|rufnummer|tel[ée]fono|telefone|m[óo]vil|celular|telem[óo]vel|n[úu]mero)\b|电话|手机|電話|携帯|ケータイ)[^\d+\n]{0,12}(\+?\(?\d[\d ().-]{6,18}\d)`)
)

// findPhones reports international numbers (+ and 8 to 15 digits), North
// American and French national shapes, and any 8 to 15 digits a phone
// word names. Dates, versions and ids do not start with + and have no
// such word before them.
func findPhones(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 8) {
		return nil
	}
	var out []scanSpan
	add := func(a, b, lo, hi int) {
		if (a > 0 && (wordByte(s[a-1]) || s[a-1] == '.' || s[a-1] == '/')) || (b < len(s) && (wordByte(s[b]) || s[b] == '/')) {
			return
		}
		n := 0
		for i := a; i < b; i++ {
			if s[i]-'0' < 10 {
				n++
			}
		}
		if n >= lo && n <= hi {
			out = append(out, personalSpan(t, a, b))
		}
	}
	if plusDigit(s) {
		for _, m := range phoneIntlRe.FindAllStringIndex(s, scanMaxPerRule) {
			add(m[0], m[1], 8, 15)
		}
	}
	if !digitRun(t, runPhone, 8) {
		return out // every other shape has eight digits or more in one run
	}
	for _, m := range phoneNANPRe.FindAllStringSubmatchIndex(s, scanMaxPerRule) {
		if m[2] >= 0 && s[m[2]:m[3]] != s[m[4]:m[5]] {
			continue
		}
		d := strings.TrimLeft(s[m[0]:m[1]], "(")
		if d[0] < '2' || d[0] > '9' {
			continue // area codes start 2-9
		}
		add(m[0], m[1], 10, 10)
	}
	for _, m := range phoneFRRe.FindAllStringIndex(s, scanMaxPerRule) {
		add(m[0], m[1], 10, 10)
	}
	if groupedRun(s, 9) {
		for _, m := range phoneNatRe.FindAllStringIndex(s, scanMaxPerRule) {
			add(m[0], m[1], 9, 12)
		}
	}
	if !phoneWord(s) {
		return out
	}
	// Spanish and Portuguese mobiles in three groups of three ("Móvil de
	// Paloma: 657 995 384"): a count or an amount has that shape too, so
	// only beside a phone word, which may stand further off than
	// phoneKeyRe's.
	for _, m := range phoneMobile9Re.FindAllStringIndex(s, scanMaxPerRule) {
		add(m[0], m[1], 9, 9)
	}
	for _, m := range phoneKeyRe.FindAllStringSubmatchIndex(s, scanMaxPerRule) {
		a, b := m[2], m[3]
		if strings.Count(s[a:b], ".") > 1 && !strings.Contains(s[a:b], " ") {
			continue // a version or a dotted date
		}
		add(a, b, 8, 15)
	}
	return out
}

// The checks below only save time: each is true of every text a
// detector's regexps can match in, and cheap, so that the regexps, which
// search the whole text, run only on the few texts with a number of the
// right shape.

// groupedRun: s holds n digits split into groups by single blanks or
// dashes, at least two groups, as every national phone shape has.
func groupedRun(s string, n int) bool {
	count, split, sep := 0, false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c-'0' < 10:
			if sep {
				split = true
			}
			sep = false
			if count++; count >= n && split {
				return true
			}
		case (c == ' ' || c == '-') && count > 0 && !sep:
			sep = true
		default:
			count, split, sep = 0, false, false
		}
	}
	return false
}

// ibanStart: two capitals and two digits, as every IBAN begins.
func ibanStart(s string) bool {
	for i := 0; i+3 < len(s); i++ {
		if s[i]-'A' < 26 && s[i+1]-'A' < 26 && s[i+2]-'0' < 10 && s[i+3]-'0' < 10 {
			return true
		}
	}
	return false
}

func plusDigit(s string) bool {
	for i := strings.IndexByte(s, '+'); i >= 0 && i+1 < len(s); {
		if s[i+1]-'0' < 10 {
			return true
		}
		k := strings.IndexByte(s[i+1:], '+')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// phoneWords are the words phoneKeyRe starts with, as written (its
// case-insensitive ASCII ones lower case); accented forms hold an ASCII
// part listed here ("l" of "teléfono": "fono", "m" + "vil").
var phoneWords = []string{"phone", "tel", "mobile", "cell", "whatsapp", "portable", "handy", "rufnummer", "fono", "vil", "celular", "vel", "mero", "电话", "手机", "電話", "携帯", "ケータイ"}

func phoneWord(s string) bool { return holdsWord(s, phoneWords) }

// holdsWord reports whether s holds one of words: an ASCII word in any
// case, any other exactly.
func holdsWord(s string, words []string) bool {
	for _, w := range words {
		if w[0] < 0x80 {
			if indexFoldASCII(s, w) >= 0 {
				return true
			}
		} else if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

var (
	// National shapes, each with its country's grouping: a bare run of
	// digits is left to phoneKeyRe, which needs a phone word.
	phoneNatRe = regexp.MustCompile(`\(\d{2}\) ?9?\d{4}-\d{4}` + // Brazil: (11) 95946-4713
		`|\b07\d{3} \d{6}\b|\b0[12]\d \d{4} \d{4}\b` + // UK: 07700 900263, 020 7946 0648
		`|\b0(?:1[5-7]\d{1,2}|30|40|69|89) \d{3,8}(?: \d{3,4})?\b` + // Germany: 0175 1147804, 030 23125 385
		`|\b[6-9]\d(?: \d{3}(?: \d{2}){2}|\d(?: \d{2}){3})\b` + // Spain: 91 425 72 28, 697 02 52 28
		`|\b1[3-9]\d[ -]\d{4}[ -]\d{4}\b|\b0\d{2,3}-\d{7,8}\b` + // China: 184 0205 4757, 010-48891244
		`|\b0\d{1,4}-\d{1,4}-\d{4}\b`) // Japan: 03-6585-5171, 090-7417-6064
)

// National identity numbers authors write beside the brief's: each is
// reported only when its check holds (France's NIR key, Spain's DNI/NIE
// letter, China's ISO 7064 MOD 11-2 digit and birth date) or, for
// Japan's My Number, whose one check digit matches a tenth of all
// 12-digit numbers, when a word names it as well.
var (
	nirRe      = regexp.MustCompile(`\b([12]) ?(\d{2}) ?(0[1-9]|1[0-2]|[2-9]\d) ?(\d{2}|2[AB]) ?(\d{3}) ?(\d{3}) ?(\d{2})\b`)
	dniRe      = regexp.MustCompile(`(?:\b([XYZ])[ -]?|\b)(\d{7,8})[ -]?([A-Z])\b`)
	cnIDRe     = regexp.MustCompile(`\b[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]\b`)
	myNumberRe = regexp.MustCompile(`\b\d{4}[ -]?\d{4}[ -]?\d{4}\b`)
)

// findNationalIDs reports French NIRs, Spanish DNIs and NIEs, Chinese
// resident identity numbers and Japanese My Numbers.
func findNationalIDs(t *scanText) []scanSpan {
	s := t.plain.s
	if fewDigits(t, 7) || !digitRun(t, runSpaceDash, 7) {
		return nil
	}
	var out []scanSpan
	clean := func(a, b int) bool {
		return (a == 0 || !cardNeighbour(s, a-1, -1)) && (b == len(s) || !wordByte(s[b]) && s[b] != '-' && s[b] != '/')
	}
	if digitRun(t, runSpace, 11) {
		for _, m := range nirRe.FindAllStringSubmatchIndex(s, scanMaxPerRule) {
			if clean(m[0], m[1]) && nirValid(s, m) {
				out = append(out, personalSpan(t, m[0], m[1]))
			}
		}
	}
	var dms [][]int
	if dniShape(s) {
		dms = dniRe.FindAllStringSubmatchIndex(s, scanMaxPerRule)
	}
	for _, m := range dms {
		prefix := ""
		if m[2] >= 0 {
			prefix = s[m[2]:m[3]]
		}
		if clean(m[0], m[1]) && dniValid(prefix, s[m[4]:m[5]], s[m[6]]) {
			out = append(out, personalSpan(t, m[0], m[1]))
		}
	}
	if digitRun(t, runPlain, 17) {
		for _, m := range cnIDRe.FindAllStringIndex(s, scanMaxPerRule) {
			if clean(m[0], m[1]) && cnIDValid(s[m[0]:m[1]]) {
				out = append(out, personalSpan(t, m[0], m[1]))
			}
		}
	}
	if digitRun(t, runSpaceDash, 12) && myNumberWord(s) {
		for _, m := range myNumberRe.FindAllStringIndex(s, scanMaxPerRule) {
			d := strings.NewReplacer(" ", "", "-", "").Replace(s[m[0]:m[1]])
			if clean(m[0], m[1]) && myNumberValid(d) {
				out = append(out, personalSpan(t, m[0], m[1]))
			}
		}
	}
	return out
}

// dniShape: 7 or more digits in a row, then a capital letter, with at
// most a blank or a dash between, as every DNI and NIE ends.
func dniShape(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c-'0' < 10:
			run++
			continue
		case run >= 7 && (c == ' ' || c == '-') && i+1 < len(s) && s[i+1]-'A' < 26,
			run >= 7 && c-'A' < 26:
			return true
		}
		run = 0
	}
	return false
}

// nirValid: the key is 97 less the first 13 digits mod 97 (Corsica's 2A
// and 2B read as 19 and 18).
func nirValid(s string, m []int) bool {
	dept := s[m[8]:m[9]]
	switch dept {
	case "2A":
		dept = "19"
	case "2B":
		dept = "18"
	}
	var n int64
	for _, g := range []string{s[m[2]:m[3]], s[m[4]:m[5]], s[m[6]:m[7]], dept, s[m[10]:m[11]], s[m[12]:m[13]]} {
		for i := 0; i < len(g); i++ {
			n = n*10 + int64(g[i]-'0')
		}
	}
	key := int64(s[m[14]]-'0')*10 + int64(s[m[14]+1]-'0')
	return key == 97-n%97
}

// dniValid: the letter is TRWAGMYFPDXBNJZSQVHLCKE at the number mod 23;
// an NIE's X, Y or Z reads as 0, 1 or 2 before its seven digits.
func dniValid(prefix, digits string, letter byte) bool {
	if (prefix == "") != (len(digits) == 8) {
		return false
	}
	n := 0
	if prefix != "" {
		n = strings.Index("XYZ", prefix)
	}
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
	}
	if strings.Count(digits, digits[:1]) == len(digits) {
		return false
	}
	return "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] == letter
}

// cnIDValid: ISO 7064 MOD 11-2 over the first 17 digits.
func cnIDValid(id string) bool {
	w := [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i := range 17 {
		sum += int(id[i]-'0') * w[i]
	}
	c := id[17]
	if c == 'x' {
		c = 'X'
	}
	return "10X98765432"[sum%11] == c
}

// myNumberValid: the check digit of the 11 before it, weighted 2-7 then
// 2-6 from the right, is 11 less their sum mod 11, or 0 when that is 0 or 1.
func myNumberValid(d string) bool {
	if len(d) != 12 || strings.Count(d, d[:1]) == 12 {
		return false
	}
	sum := 0
	for n := 1; n <= 11; n++ {
		p := int(d[11-n] - '0')
		q := n + 1
		if n > 6 {
			q = n - 5
		}
		sum += p * q
	}
	r := sum % 11
	c := 0
	if r > 1 {
		c = 11 - r
	}
	return int(d[11]-'0') == c
}

var myNumberWords = []string{"マイナンバー", "個人番号", "my number", "mynumber"}

func myNumberWord(s string) bool { return holdsWord(s, myNumberWords) }
