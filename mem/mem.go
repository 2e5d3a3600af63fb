package mem

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Status is where a memory stands in review. Only Active memories reach an
// agent.
type Status string

const (
	Candidate   Status = "candidate"
	Active      Status = "active"
	NeedsReview Status = "needs_review"
	Stale       Status = "stale"
	Superseded  Status = "superseded"
	Rejected    Status = "rejected"
)

// Statuses lists every status in a stable order.
var Statuses = []Status{Candidate, Active, NeedsReview, Stale, Superseded, Rejected}

// ParseStatus accepts a status word as written in a file or a request.
func ParseStatus(s string) (Status, error) {
	st := Status(strings.TrimSpace(s))
	if st.Valid() {
		return st, nil
	}
	return "", fmt.Errorf("unknown status %q", s)
}

// Valid reports whether s is one of the six statuses.
func (s Status) Valid() bool {
	switch s {
	case Candidate, Active, NeedsReview, Stale, Superseded, Rejected:
		return true
	}
	return false
}

// Privacy says who may read a memory. Secret is never served to anyone.
type Privacy string

const (
	Normal    Privacy = "normal"
	Sensitive Privacy = "sensitive"
	Secret    Privacy = "secret"
)

// ParsePrivacy accepts a privacy word; the empty string means Normal.
func ParsePrivacy(s string) (Privacy, error) {
	p := Privacy(strings.TrimSpace(s))
	if p == "" {
		return Normal, nil
	}
	if p.Valid() {
		return p, nil
	}
	return "", fmt.Errorf("unknown privacy %q", s)
}

// Valid reports whether p is one of the three privacy levels.
func (p Privacy) Valid() bool {
	return p == Normal || p == Sensitive || p == Secret
}

// Rank orders privacy levels so that a reader allowed rank r sees every
// level at or below it.
func (p Privacy) Rank() int {
	switch p {
	case Sensitive:
		return 1
	case Secret:
		return 2
	}
	return 0
}

var folder = cases.Fold()

// Normalize returns the form of a memory's text under which two texts count
// as the same memory: NFKC (so full-width and compatibility forms collapse),
// case folded, with every run of white space folded to one space and the
// ends trimmed. Invisible format characters (zero-width joiners, bidi
// controls, tag characters) are dropped so that they cannot be used to slip
// a rejected text past its tombstone.
func Normalize(s string) string {
	if isASCII(s) {
		return normalizeASCII(s)
	}
	return normalizeUnicode(s)
}

func normalizeUnicode(s string) string {
	s = norm.NFKC.String(s)
	s = folder.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = true
			continue
		case unicode.Is(unicode.Cf, r):
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// isASCII reports whether s is 7-bit: most memories are, and for them
// NFKC changes nothing, case folding is lower-casing and no character is a
// format character, so Normalize can skip the Unicode tables.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// normalizeASCII is Normalize for 7-bit text, in one pass (TestNormalizeASCII
// holds it equal to the general path).
func normalizeASCII(s string) string {
	b := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			space = true
			continue
		}
		if space && len(b) > 0 {
			b = append(b, ' ')
		}
		space = false
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return string(b)
}

// Hash is the identity of a normalised text: hex of the first 16 bytes of
// its SHA-256. 128 bits keep collisions out of reach for any memory store a
// person could build while keeping keys short.
func Hash(normalized string) string {
	sum := sha256.Sum256([]byte(normalized))
	return hex.EncodeToString(sum[:16])
}

// TextHash is Hash(Normalize(text)).
func TextHash(text string) string { return Hash(Normalize(text)) }
