package mem

import "testing"

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
