package scan

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Obfuscation detectors: characters a person does not see but a model
// reads, letters borrowed from another script, and payloads wrapped in
// base64. The invisible-character rules look at the raw text, because the
// views drop exactly these characters.

// scanDetectors is every rule Scan runs. base64 decodes and rescans with
// baseDetectors, which is why it is not in that list.
var scanDetectors = append(append([]scanDetector(nil), baseDetectors...), base64Detector, hexDetector, spelledDetector)

var baseDetectors = func() []scanDetector {
	ds := append([]scanDetector(nil), secretDetectors...)
	ds = append(ds, proseDetectors...)
	ds = append(ds, providerDetectors...)
	ds = append(ds, gitleaksDetector)
	ds = append(ds, personalDetectors...)
	ds = append(ds, injectionDetectors...)
	ds = append(ds, intentDetector)
	return append(ds, obfuscationDetectors...)
}()

var obfuscationDetectors = []scanDetector{
	{rule: "injection.invisible_char", class: ClassInjection, desc: "zero-width or invisible characters", unicodeOnly: true,
		find: func(t *scanText) []scanSpan { return findInvisible(t, invisZeroWidth) }},
	{rule: "injection.bidi_control", class: ClassInjection, desc: "bidirectional control characters", unicodeOnly: true,
		find: func(t *scanText) []scanSpan { return findInvisible(t, invisBidi) }},
	{rule: "injection.tag_char", class: ClassInjection, desc: "Unicode tag characters (hidden text)", unicodeOnly: true,
		find: func(t *scanText) []scanSpan { return findInvisible(t, invisTag) }},
	{rule: "injection.homoglyph", class: ClassInjection, desc: "word mixing Latin with look-alike letters of another script", unicodeOnly: true,
		find: findHomoglyphs},
}

var base64Detector = scanDetector{
	rule: "injection.base64", class: ClassInjection, desc: "base64 payload that decodes to injection text",
	find: findBase64,
}

type invisKind uint8

const (
	invisNone invisKind = iota
	invisZeroWidth
	invisBidi
	invisTag
)

// findInvisible reports each run of characters of kind want in the raw
// text. Characters that real writing needs are let through: a BOM at the
// very start, zero-width joiners inside emoji sequences and Indic or Arabic
// words, direction marks in right-to-left text, and the tag characters of
// a subdivision flag emoji.
func findInvisible(t *scanText, want invisKind) []scanSpan {
	if t.ascii || !t.mayHide() {
		return nil
	}
	raw := t.raw
	var spans []scanSpan
	rtl := -1 // lazily: does the text hold right-to-left letters?
	inFlag := false
	runStart, runEnd, runN := -1, -1, 0
	var first rune
	flush := func() {
		if runStart >= 0 {
			spans = append(spans, scanSpan{start: runStart, end: runEnd, detail: fmt.Sprintf("%d× starting U+%04X", runN, first)})
			runStart, runN = -1, 0
		}
	}
	prev := rune(-1)
	for i := 0; i < len(raw) && len(spans) < scanMaxPerRule; {
		r, w := utf8.DecodeRuneInString(raw[i:])
		next, _ := utf8.DecodeRuneInString(raw[i+w:])
		k := invisNone
		switch {
		case r < 0xAD:
		case r == 0x1F3F4:
			inFlag = true
		case r >= 0xE0000 && r <= 0xE007F:
			if !inFlag {
				k = invisTag
			}
			if r == 0xE007F {
				inFlag = false
			}
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
			k = invisBidi
		case r == 0x200E || r == 0x200F || r == 0x061C:
			if rtl < 0 {
				rtl = 0
				if hasRTL(raw) {
					rtl = 1
				}
			}
			if rtl == 0 {
				k = invisBidi
			}
		case r == 0x200B, r >= 0x2060 && r <= 0x2064, r == 0x180E, r == 0x034F,
			r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0:
			k = invisZeroWidth
		case r == 0xFEFF:
			if i > 0 {
				k = invisZeroWidth
			}
		case r == 0x200C || r == 0x200D:
			if !(emojiLike(prev) && emojiLike(next)) && !(joinerScript(prev) && joinerScript(next)) {
				k = invisZeroWidth
			}
		case unicode.Is(unicode.Variation_Selector, r):
			// One selector picks a glyph (emoji, CJK variant); a run of
			// them is the known trick of encoding bytes as selectors.
			if unicode.Is(unicode.Variation_Selector, prev) || unicode.Is(unicode.Variation_Selector, next) {
				k = invisZeroWidth
			}
		}
		if r < 0xE0000 || r > 0xE007F {
			if r != 0x1F3F4 && r != 0x200D && !unicode.Is(unicode.Variation_Selector, r) && !(r >= 0x1F3FB && r <= 0x1F3FF) {
				inFlag = false
			}
		}
		if k == want {
			if runStart < 0 {
				runStart, first = i, r
			}
			runEnd = i + w
			runN++
		} else {
			flush()
		}
		prev = r
		i += w
	}
	flush()
	return spans
}

// mayHide reports whether the raw text has any character findInvisible
// can report (the cases of its switch), so texts without one, nearly all,
// skip its three passes. Worked out once per text.
func (t *scanText) mayHide() bool {
	if t.hides == 0 {
		t.hides = 2
		for _, r := range t.raw {
			if r >= 0x34F && (r == 0x34F || r == 0x61C || r == 0x115F || r == 0x1160 || 0x180B <= r && r <= 0x180F ||
				0x200B <= r && r <= 0x200F || 0x202A <= r && r <= 0x202E || 0x2060 <= r && r <= 0x2069 || r == 0x3164 ||
				0xFE00 <= r && r <= 0xFE0F || r == 0xFEFF || r == 0xFFA0 || 0xE0000 <= r && r <= 0xE01EF) {
				t.hides = 1
				break
			}
		}
	}
	return t.hides == 1
}

func hasRTL(s string) bool {
	for _, r := range s {
		if r >= 0x590 && (unicode.Is(unicode.Hebrew, r) || unicode.Is(unicode.Arabic, r) || unicode.Is(unicode.Syriac, r) || unicode.Is(unicode.Thaana, r)) {
			return true
		}
	}
	return false
}

// emojiLike reports characters that take part in emoji ZWJ sequences.
func emojiLike(r rune) bool {
	return (r >= 0x1F000 && r <= 0x1FAFF) || (r >= 0x2600 && r <= 0x27BF) || (r >= 0x2300 && r <= 0x23FF) ||
		(r >= 0x2B00 && r <= 0x2BFF) || r == 0xFE0F || r == 0x2640 || r == 0x2642 || r == 0x2695 || r == 0x2708
}

// joinerScript reports scripts whose spelling uses ZWJ/ZWNJ (Persian,
// Arabic, the Brahmic scripts).
func joinerScript(r rune) bool {
	if r < 0x600 {
		return false
	}
	return unicode.In(r, unicode.Arabic, unicode.Syriac, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi,
		unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam,
		unicode.Sinhala, unicode.Myanmar, unicode.Khmer, unicode.Tibetan, unicode.Mongolian)
}

// findHomoglyphs reports words that mix Latin letters with letters of
// another script that pass for Latin ("іgnоrе" with Cyrillic і and о).
// Real words keep to one script, so a mixed one is a disguise; the phrase
// detectors see through it on the folded view, this rule names the trick.
func findHomoglyphs(t *scanText) []scanSpan {
	if t.ascii || !hasConfusable(t.plain.s) {
		return nil
	}
	v := &t.plain
	s := v.s
	var spans []scanSpan
	start, latin, foreign := -1, false, false
	var bad rune
	end := func(i int) {
		if start >= 0 && latin && foreign {
			a, b := v.span(start, i)
			spans = append(spans, scanSpan{start: a, end: b, detail: fmt.Sprintf("%q has U+%04X", s[start:i], bad)})
		}
		start, latin, foreign = -1, false, false
	}
	for i := 0; i < len(s) && len(spans) < scanMaxPerRule; {
		r, w := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) {
			if start < 0 {
				start = i
			}
			switch {
			case r < utf8.RuneSelf:
				latin = true
			case unicode.Is(unicode.Latin, r):
				latin = true
			default:
				if _, ok := confusable(r); ok {
					foreign, bad = true, r
				}
			}
		} else {
			end(i)
		}
		i += w
	}
	end(len(s))
	return spans
}

// hasConfusable reports a letter confusable maps, without which no word
// is mixed. They all lie in U+0131..U+058F (Latin oddities, Greek,
// Cyrillic, Armenian).
func hasConfusable(s string) bool {
	for _, r := range s {
		if r >= 0x131 && r <= 0x58F {
			if _, ok := confusable(r); ok {
				return true
			}
		}
	}
	return false
}

// findBase64 decodes runs of base64 (standard or URL alphabet, padded or
// not) that decode to readable text, and reports a run when its text trips
// an injection rule. Only one level is decoded, which keeps the work
// linear.
func findBase64(t *scanText) []scanSpan {
	return decodedRuns(t, &b64Chars, b64MinRun, true, decodeBase64)
}

// b64MinRun is the shortest base64 run decoded: 18 bytes of text.
const b64MinRun = 24

// decodedRuns reports each run of at least min bytes of class in the
// plain view (with up to two '=' after it, when pad) that decode turns
// into text tripping an injection rule.
func decodedRuns(t *scanText, class *[256]bool, min int, pad bool, decode func(string) (string, bool)) []scanSpan {
	s := t.plain.s
	if !hasRunOf(s, min, class) {
		return nil
	}
	var spans []scanSpan
	for i := 0; i < len(s) && len(spans) < scanMaxPerRule; {
		if !class[s[i]] {
			i++
			continue
		}
		j := i
		for j < len(s) && class[s[j]] {
			j++
		}
		k := j
		for pad && k < len(s) && k-j < 2 && s[k] == '=' {
			k++
		}
		if j-i >= min {
			if dec, ok := decode(s[i:j]); ok {
				if rule := injectionIn(dec); rule != "" {
					a, b := t.plain.span(i, k)
					spans = append(spans, scanSpan{start: a, end: b, detail: "decodes to text matching " + rule})
				}
			}
		}
		i = k
	}
	return spans
}

// hasRunOf reports a run of at least min bytes of class. Every such run
// covers a position k*min + min-1, so only those are looked at, and
// around them.
func hasRunOf(s string, min int, class *[256]bool) bool {
	for p := min - 1; p < len(s); p += min {
		if !class[s[p]] {
			continue
		}
		a, b := p, p+1
		for a > 0 && class[s[a-1]] {
			a--
		}
		for b < len(s) && class[s[b]] {
			b++
		}
		if b-a >= min {
			return true
		}
	}
	return false
}

var b64Chars = func() (t [256]bool) {
	for c := range t {
		t[c] = 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/' || c == '-' || c == '_'
	}
	return t
}()

// decodeBase64 returns the decoded text when it is readable: valid UTF-8,
// mostly printable. Keys, hashes and identifiers decode to noise and are
// skipped.
func decodeBase64(run string) (string, bool) {
	if len(run)%4 == 1 {
		run = run[:len(run)-1]
	}
	enc := base64.RawStdEncoding
	if strings.ContainsAny(run, "-_") {
		if strings.ContainsAny(run, "+/") {
			return "", false
		}
		enc = base64.RawURLEncoding
	}
	b, err := enc.DecodeString(run)
	if err != nil || !utf8.Valid(b) || !readable(string(b)) {
		return "", false
	}
	return string(b), true
}
