package scan

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"io"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The text model of injection.intent: a linear function of hashed
// character n-grams and words, beside the intent features. A sentence is
// read as the cue automaton reads it (the folded view, or the raw ASCII
// text with its case ignored), digits read as 0 and blanks as one space,
// with a blank before and after it; each of its character 2-, 3- and
// 4-grams (1-grams too for characters beyond ASCII, so that a Chinese or
// Japanese character counts alone), each word (a run of letters and
// digits below the CJK blocks) and each pair of consecutive words is
// hashed into one of 1<<textBits buckets, each holding a weight. A
// window's text score is the sum of its buckets' weights (a bucket counts
// as often as it is hit) times textScale, divided by the square root of
// the number of hits (none below textMinHits), so long and short windows
// score alike; past textLongHits it is their mean instead (textNorm).
//
// The weights are fitted with the intent features' (intent_fit.go)
// and stored as int8, deflated, in intent_text.bin.

const textBits = 18

//go:embed intent_text.bin
var textBin []byte

// textWeights is intent_text.bin inflated: one int8 weight per bucket.
var textWeights = func() *[1 << textBits]int8 {
	w := new([1 << textBits]int8)
	r := flate.NewReader(bytes.NewReader(textBin))
	var b [1 << textBits]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		panic("scan: intent_text.bin: " + err.Error())
	}
	for i, c := range b {
		w[i] = int8(c)
	}
	return w
}()

// textAcc sums the weights of the buckets a walk hits; rec, when set,
// records the buckets (fitting).
type textAcc struct {
	w   *[1 << textBits]int8
	rec *[]uint32
	sum int32
	n   int32
}

const (
	textP    = 0x100000001b3
	textMix  = 0x9e3779b97f4a7c15
	textWord = 0x51ed270b27d1f3a5
	textPair = 0x2545f4914f6cdd1d
)

//go:noinline
func (a *textAcc) record(b uint32) { *a.rec = append(*a.rec, b) }

// textWalk adds to a the buckets of the sentence s.
//
// A URL reads as its scheme and host: its path, query and fragment read
// as nothing. The channel feature says a URL is there, and a path's
// n-grams are the training sets' made-up paths on one side and real
// documents' badges and links ("[![Go
// Reference](https://pkg.go.dev/badge/…)](https://pkg.go.dev/…)") on the
// other. Measured, it moved little: 5-fold 85.5 against 85.8% of
// injections at the same 1.0% flagged, and as many dependency docs held.
//
// A run of one character that is neither a letter nor a digit reads as
// that character once, as blanks do: a rule of "=====" under a Markdown
// heading, a table's "|=====|" or a line of dashes says nothing more for
// its length, and read as it is it hit one bucket per character, so that
// the heading "Release History" over its rule scored 7.7 on text alone
// (its threshold is 0) and most Markdown files of memgate's own Go
// dependencies, read as notes, had such a window.
//
// The sum and count live in locals and the table in a register: through
// a they would be stored and reloaded at every bucket, four or five times
// a character.
func textWalk(s string, a *textAcc) {
	w, sum, n := a.w, a.sum, a.n
	add := func(h uint64) {
		b := uint32((h * textMix) >> (64 - textBits))
		sum += int32(w[b])
		n++
		if a.rec != nil {
			a.record(b)
		}
	}
	var h1, h2, h3 uint64 // the 1-, 2- and 3-grams ending at the last character
	var wh, pw uint64     // the word being read, the word before it
	prev := rune(' ')
	k := 1 // characters read, the leading blank included
	h1 = ' ' + 1
	host := -1 // past this index, a URL's host is being read
	for i := 0; i <= len(s); {
		var r rune
		if i == len(s) {
			r = ' '
			i++
		} else if c := s[i]; c < utf8.RuneSelf {
			if host >= 0 && i > host {
				if c == '/' {
					for i < len(s) && s[i] < utf8.RuneSelf && !textURLEnd[s[i]] {
						i++
					}
					host = -1
					continue
				}
				if textURLEnd[c] {
					host = -1
				}
			}
			if c == ':' && i+2 < len(s) && s[i+1] == '/' && s[i+2] == '/' {
				host = i + 2
			}
			i++
			r = rune(textASCII[c])
		} else {
			var w int
			r, w = utf8.DecodeRuneInString(s[i:])
			i += w
		}
		if r == prev && (r == ' ' || textRun(r)) {
			continue
		}
		prev = r
		c := uint64(r) + 1
		h4 := h3*textP + c
		h3 = h2*textP + c
		h2 = h1*textP + c
		h1 = c
		k++
		if r >= utf8.RuneSelf {
			add(h1)
		}
		add(h2 + 2)
		if k >= 3 {
			add(h3 + 3)
		}
		if k >= 4 {
			add(h4 + 4)
		}
		if r < utf8.RuneSelf && textWordASCII[r] || r >= 0xc0 && r < 0x2e80 && unicode.IsLetter(r) {
			wh = wh*textP + c
			continue
		}
		if wh != 0 {
			add(wh ^ textWord)
			if pw != 0 {
				add((pw*textP + wh) ^ textPair)
			}
			pw, wh = wh, 0
		}
	}
	a.sum, a.n = sum, n
}

// textASCII is how the text model reads an ASCII byte: upper case as
// lower, digits as 0, blanks (reBlank) as one space. textWordASCII marks
// what it reads as part of a word. Tables, because textWalk runs over
// every byte the scanner reads.
var textASCII, textWordASCII = func() (m [utf8.RuneSelf]byte, w [utf8.RuneSelf]bool) {
	for c := range byte(utf8.RuneSelf) {
		switch {
		case 'A' <= c && c <= 'Z':
			m[c] = c + 'a' - 'A'
		case '0' <= c && c <= '9':
			m[c] = '0'
		case reBlank(c):
			m[c] = ' '
		default:
			m[c] = c
		}
	}
	for c := range byte(utf8.RuneSelf) {
		w[c] = c == '0' || c == '\'' || c == '_' || 'a' <= c && c <= 'z'
	}
	return m, w
}()

// textURLEnd: the bytes that end a URL in text: blanks, brackets, quotes
// and the other delimiters Markdown and prose put around a link.
var textURLEnd = func() (m [utf8.RuneSelf]bool) {
	for c := range byte(utf8.RuneSelf) {
		m[c] = c <= ' ' || strings.IndexByte("()[]<>{}\"'`|\\^", c) >= 0
	}
	return m
}()

// textRun reports whether a run of r reads as one r: every character but
// letters and digits.
func textRun(r rune) bool {
	if r < utf8.RuneSelf {
		return !textWordASCII[r]
	}
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// textScore is the text model's score of n hits with the summed weight
// sum, one weight step being worth scale (textScale once fitted).
func textScore(sum, n int32, scale float64) float64 {
	if n < textMinHits {
		return 0
	}
	return float64(sum) * scale * textNorm(int(n))
}

// textNorm is what a window's summed weight is multiplied by: one over
// the square root of its hits up to textLongHits, and past it one over
// the hits (times the root of textLongHits, so that it is continuous).
//
// Divided by the root alone, a sentence that says one phrase k times
// scores sqrt(k) times the phrase: a benign line of boilerplate repeated
// nine times was held on text alone (app's
// TestMarkedFileOverTwoMiBStaysGoverned). A mean does not grow with
// repeats. Counting each bucket once per sentence would also stop it,
// but costs a set per sentence: it doubled textWalk's time. The mean for
// every window instead (no root at all) cut the 5-fold recall from 81.6%
// to 27.3%. Up to 512 hits, about 150 characters of Latin script, the
// score is what it was, so a typical line keeps it; on the same
// twenty-five sets the 5-fold recall stayed at 81.6%, at 1.1% flagged.
func textNorm(n int) float64 {
	if n <= textLongHits {
		return 1 / math.Sqrt(float64(n))
	}
	return math.Sqrt(textLongHits) / float64(n)
}

// textLongHits: see textNorm.
const textLongHits = 512

// textMinHits: a window with fewer hits (two or three words, as in a list of
// one word per line) gets no text score, so that a few strong n-grams
// alone cannot make it an injection.
const textMinHits = 64
