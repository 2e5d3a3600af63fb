package mem

import (
	"math/rand/v2"
	"testing"
)

func TestNormalize(t *testing.T) {
	t.Parallel()
	same := []struct{ a, b string }{
		{"Prefers pnpm over npm", "  prefers   PNPM over\tnpm \n"},
		{"ｐｎｐｍ", "pnpm"},                 // full-width → NFKC
		{"pn\u200bpm", "pnpm"},           // zero-width space dropped
		{"Straße", "STRASSE"},            // full case folding
		{"a\u00a0b", "a b"},              // no-break space is white space
		{"ﬁle", "file"},                  // ligature → NFKC
		{"x\U000E0041y", "xy"},           // tag character dropped
		{"left\u202eright", "leftright"}, // bidi override dropped
	}
	for _, c := range same {
		if Normalize(c.a) != Normalize(c.b) {
			t.Errorf("Normalize(%q)=%q, Normalize(%q)=%q; want equal", c.a, Normalize(c.a), c.b, Normalize(c.b))
		}
		if TextHash(c.a) != TextHash(c.b) {
			t.Errorf("TextHash differs for %q and %q", c.a, c.b)
		}
	}
	if TextHash("prefers pnpm") == TextHash("prefers npm") {
		t.Fatal("different texts share a hash")
	}
	if got := len(TextHash("x")); got != 32 {
		t.Fatalf("hash length %d, want 32", got)
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	for _, s := range Statuses {
		if got, err := ParseStatus(string(s)); err != nil || got != s {
			t.Errorf("ParseStatus(%q) = %q, %v", s, got, err)
		}
	}
	if _, err := ParseStatus("activ"); err == nil {
		t.Error("ParseStatus accepted a typo")
	}
	if p, err := ParsePrivacy(""); err != nil || p != Normal {
		t.Errorf("ParsePrivacy(\"\") = %q, %v", p, err)
	}
	if _, err := ParsePrivacy("public"); err == nil {
		t.Error("ParsePrivacy accepted an unknown level")
	}
}

// The ASCII fast path must agree with the Unicode path on every 7-bit
// text, blanks and control characters included.
func TestNormalizeASCII(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		b := make([]byte, r.IntN(40))
		for k := range b {
			if r.IntN(4) == 0 {
				b[k] = " \t\n\v\f\rAZaz09"[r.IntN(12)]
			} else {
				b[k] = byte(r.IntN(128))
			}
		}
		s := string(b)
		if got, want := normalizeASCII(s), normalizeUnicode(s); got != want {
			t.Fatalf("Normalize(%q): fast %q, general %q", s, got, want)
		}
	}
}
