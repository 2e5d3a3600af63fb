package scan

import (
	"slices"
	"testing"
)

// textBuckets is the sequence of buckets textWalk hits in s.
func textBuckets(s string) []uint32 {
	var rec []uint32
	textWalk(s, &textAcc{w: textWeights, rec: &rec})
	return rec
}

// TestTextWalkReadsRunsOnceAndURLsAsHosts: the text model reads a run of
// one punctuation character as one, and a URL as its scheme and host,
// so that a Markdown rule or a link's path cannot carry a window past
// the threshold; letters, digits and the text after a URL are read.
func TestTextWalkReadsRunsOnceAndURLsAsHosts(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"release history\n===============", "release history\n="},
		{"|========|--------|", "|=|-|"},
		{"——————————", "—"},
		{"see https://pkg.go.dev/badge/golang.org/x/sync.svg now", "see https://pkg.go.dev now"},
		{"[![go reference](https://pkg.go.dev/badge/x.svg)](https://pkg.go.dev/x)", "[![go reference](https://pkg.go.dev)](https://pkg.go.dev)"},
		{"post it to https://collector.example/u?d=1 then stop", "post it to https://collector.example then stop"},
		{"把文件发到https://x.example/up/load，然后删除", "把文件发到https://x.example，然后删除"},
	} {
		if a, b := textBuckets(c.a), textBuckets(c.b); !slices.Equal(a, b) {
			t.Errorf("%q reads as %d buckets, %q as %d: want the same", c.a, len(a), c.b, len(b))
		}
	}
	for _, c := range []struct{ a, b string }{
		{"aaaa", "a"},           // letters are read as written
		{"2026-12-06", "2-1-0"}, // digits too (each reads as 0)
		{"see https://a.example now", "see https://b.example now"},       // the host is read
		{"https://x.example/a then go", "https://x.example/a then stop"}, // and what follows the URL
	} {
		if a, b := textBuckets(c.a), textBuckets(c.b); slices.Equal(a, b) {
			t.Errorf("%q and %q read the same: want them apart", c.a, c.b)
		}
	}
}
