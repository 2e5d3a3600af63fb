package scan

import (
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Two more disguises a model reads through and the phrase rules do not:
// text written as hex ("6375726c202d73…", a payload a build note asks to
// decode and run) and text spelt out one character at a time with a
// separator between ("I-g-n-o-r-i-e-r-e", "忽-略-之-前-的"). Like base64,
// each is undone once and the result rescanned with baseDetectors; the
// line is reported only when what it reads as trips an injection rule, so
// a git SHA, a checksum or an initialism ("U.S.A.") costs a look and
// nothing more.

var hexDetector = scanDetector{
	rule: "injection.hex", class: ClassInjection, desc: "hex payload that decodes to injection text",
	find: findHex,
}

var spelledDetector = scanDetector{
	rule: "injection.spelled_out", class: ClassInjection, desc: "text spelt one character at a time that reads as injection text when joined",
	find: findSpelled,
}

// hexMinRun is the shortest hex run decoded: 12 bytes of text. A shorter
// one holds no instruction, and most ids and hashes are longer and
// decode to noise.
const hexMinRun = 24

// findHex decodes runs of hex digits that decode to readable text with
// at least one blank (an instruction has words; a hash decodes to bytes
// that are not text) and reports a run whose text trips an injection rule.
func findHex(t *scanText) []scanSpan {
	return decodedRuns(t, &hexDigit, hexMinRun, false, decodeHex)
}

// decodeHex returns the text run encodes when it is readable: valid
// UTF-8, mostly printable, with a blank between words.
func decodeHex(run string) (string, bool) {
	b, err := hex.DecodeString(run[:len(run)&^1])
	if err != nil || !utf8.Valid(b) {
		return "", false
	}
	d := string(b)
	if !strings.ContainsAny(d, " \t") {
		return "", false
	}
	return d, readable(d)
}

// readable: at least nine in ten characters printable.
func readable(d string) bool {
	printable, n := 0, 0
	for _, r := range d {
		n++
		if unicode.IsPrint(r) || r == '\n' || r == '\t' || r == '\r' {
			printable++
		}
	}
	return n > 0 && printable*10 >= n*9
}

// hexDigit is isHex as a table, for decodedRuns.
var hexDigit = func() (t [256]bool) {
	for c := range t {
		t[c] = isHex(byte(c))
	}
	return t
}()

// injectionIn is the rule of the first injection finding (or scanner
// error) in text d scanned with baseDetectors, or "".
func injectionIn(d string) string {
	for _, f := range scanWith(d, baseDetectors) {
		if f.Class == ClassInjection || f.Class == ClassScannerError {
			return f.Rule
		}
	}
	return ""
}

// spelledMin is the fewest characters a spelt-out run joins: "I-g-n-o"
// is not yet a word worth a rescan, and initialisms ("U.S.A.", "e.g.")
// stay below it.
const spelledMin = 5

// spelledShort is the fewest a run joins once a text has a long one.
const spelledShort = 3

// findSpelled looks at a text that holds a run of at least spelledMin
// letters, each alone between one and the same separator
// ("系-统-提-示-词"): it joins that run and every other of at least
// spelledShort ("a-l-l-e"), keeps the rest of the text as it is and
// rescans the whole, so that the words around a run count with it.
func findSpelled(t *scanText) []scanSpan {
	s := t.plain.s
	if !longSpelled(s, t.ascii) {
		return nil
	}
	var b strings.Builder
	first, last := -1, -1
	for i := 0; i < len(s); {
		end, n := spelledRun(s, i)
		if n < spelledShort {
			_, w := utf8.DecodeRuneInString(s[i:])
			b.WriteString(s[i : i+w])
			i += w
			continue
		}
		if first < 0 {
			first = i
		}
		last = end
		for _, r := range s[i:end] {
			if !spelledSep(r) {
				b.WriteRune(r)
			}
		}
		i = end
	}
	rule := injectionIn(b.String())
	if rule == "" {
		return nil
	}
	a, e := t.plain.span(first, last)
	return []scanSpan{{start: a, end: e, detail: "joined, reads as text matching " + rule}}
}

// spelledRun measures the run that starts at i: its end and how many
// letters it holds (0 or 1 when none starts there). A letter ends the run
// when no separator follows it, so "a-b-cde" joins a, b and c; the
// rescan, not the shape, decides.
func spelledRun(s string, i int) (end, n int) {
	var sep rune
	end = i
	for j := i; j < len(s); {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) {
			break
		}
		n++
		end = j + w
		j += w
		if j >= len(s) {
			break
		}
		c, cw := utf8.DecodeRuneInString(s[j:])
		if !spelledSep(c) || (sep != 0 && c != sep) {
			break
		}
		if nr, _ := utf8.DecodeRuneInString(s[j+cw:]); !unicode.IsLetter(nr) {
			break
		}
		sep = c
		j += cw
	}
	return end, n
}

// sepAt says whether s holds sep at j.
func sepAt(s string, j int, sep string) bool { return j <= len(s) && strings.HasPrefix(s[j:], sep) }

// longSpelled reports a run of at least spelledMin letters. It finds each
// separator with strings.Index, which scans many bytes at a time (one
// pass of strings.IndexAny for all of them costs more: it goes byte by
// byte), and looks further only where the same separator follows one
// letter later. A blank is not looked for: blanks stand between words
// everywhere, and the text model already reads Latin letters spaced out
// ("i g n o r e").
func longSpelled(s string, ascii bool) bool {
	seps := spelledSeps
	if ascii {
		seps = seps[:spelledSepsASCII]
	}
	for _, sep := range seps {
		for k := 0; ; {
			i := strings.Index(s[k:], sep)
			if i < 0 {
				break
			}
			var long bool
			if k, long = spelledAt(s, k+i, len(sep)); long {
				return true
			}
		}
	}
	return false
}

// spelledAt looks at the separator s[i:i+w]: whether a run of at least
// spelledMin letters goes through it, and where to look next.
func spelledAt(s string, i, w int) (next int, long bool) {
	k := i + w
	if i == 0 || k >= len(s) {
		return k, false
	}
	lw := 1 // the letter after the separator
	if s[k] >= utf8.RuneSelf {
		_, lw = utf8.DecodeRuneInString(s[k:])
	} else if !asciiLetter(s[k]) {
		return k, false
	}
	if !strings.HasPrefix(s[k+lw:], s[i:k]) {
		return k, false
	}
	_, pw := utf8.DecodeLastRuneInString(s[:i])
	end, n := spelledRun(s, i-pw)
	return max(k, end), n >= spelledMin
}

// spelledSeps: the separators put between the characters of a spelt-out
// word, the first spelledSepsASCII of them in ASCII.
var spelledSeps = []string{"-", ".", "_", "*", "|", "/", "+", "~", "·", "・", "\u3000", "‐", "–"}

const spelledSepsASCII = 8

// spelledSep says whether r is one of spelledSeps.
func spelledSep(r rune) bool {
	switch r {
	case '-', '.', '_', '*', '|', '/', '+', '~', '·', '・', '\u3000', '‐', '–':
		return true
	}
	return false
}
