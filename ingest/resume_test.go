package ingest

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// checkResume holds ParseFrom to Parse: for a file prefix that offers a
// Resume, the same file with suffix appended parses, from the Resume on,
// to exactly the entries, blocks, regions and problems a whole parse
// finds there, and the entries and blocks before it are the prefix's own.
func checkResume(t *testing.T, kind Kind, prefix, suffix []byte) {
	t.Helper()
	o := Options{MaxFileSize: 1 << 20}
	d1, err := Parse(kind, "f.md", prefix, o)
	if err != nil || d1.Resume == nil {
		return
	}
	r := *d1.Resume
	src := append(bytes.Clone(prefix), suffix...)
	whole, err := Parse(kind, "f.md", src, o)
	from, ferr := ParseFrom(kind, "f.md", src, r, o)
	if (err == nil) != (ferr == nil) {
		t.Fatalf("Parse error %v, ParseFrom error %v\nprefix %q\nsuffix %q", err, ferr, prefix, suffix)
	}
	if err != nil {
		return
	}
	fail := func(what string, a, b any) {
		t.Helper()
		if reflect.ValueOf(a).Len() == 0 && reflect.ValueOf(b).Len() == 0 {
			return // nil and empty
		}
		t.Fatalf("%s differ\nprefix %q\nsuffix %q\nresume %+v\nwhole: %+v\nother: %+v", what, prefix, suffix, r, a, b)
	}
	before := func(es []Entry) (in, out []Entry) {
		for _, e := range es {
			if e.Start < r.Off {
				in = append(in, e)
			} else {
				out = append(out, e)
			}
		}
		return in, out
	}
	was, _ := before(d1.Entries)
	head, tail := before(whole.Entries)
	if !reflect.DeepEqual(was, head) {
		fail("entries before the resume point", head, was)
	}
	if !reflect.DeepEqual(tail, from.Entries) {
		fail("entries from the resume point", tail, from.Entries)
	}
	var bHead, bTail, bWas []Block
	for _, b := range whole.Blocks {
		if b.Start < r.Off {
			bHead = append(bHead, b)
		} else {
			bTail = append(bTail, b)
		}
	}
	for _, b := range d1.Blocks {
		if b.Start < r.Off {
			bWas = append(bWas, b)
		}
	}
	if !reflect.DeepEqual(bHead, bWas) {
		fail("blocks before the resume point", bHead, bWas)
	}
	if !reflect.DeepEqual(bTail, from.Blocks) {
		fail("blocks from the resume point", bTail, from.Blocks)
	}
	var rTail []Region
	for _, g := range whole.Regions {
		if g.Start >= r.Off {
			rTail = append(rTail, g)
		}
	}
	if !reflect.DeepEqual(rTail, from.Regions) {
		fail("regions", rTail, from.Regions)
	}
	line := 1 + bytes.Count(src[:r.Off], []byte("\n"))
	var pTail []Problem
	for _, p := range whole.Problems {
		if p.Line >= line {
			pTail = append(pTail, p)
		}
	}
	if !reflect.DeepEqual(pTail, from.Problems) {
		fail("problems", pTail, from.Problems)
	}
	// A tail with no entry has no resume point of its own; the whole
	// file's may lie before r.Off.
	if from.Resume != nil && !reflect.DeepEqual(whole.Resume, from.Resume) {
		t.Fatalf("resume points differ\nprefix %q\nsuffix %q\nwhole: %+v\nother: %+v", prefix, suffix, whole.Resume, from.Resume)
	}
}

// resumePieces are the shapes a memory file is made of, and the ones
// that could make an appended line change how earlier lines parse.
var resumePieces = []string{
	"- a fact\n", "- another fact <!-- mem:k3x9 active -->\n", "* star item\n", "1. first\n", "2. second\n",
	"  continued line\n", "lazy line\n", "\n", "## Heading\n", "# Top\n", "### Deep\n", "Setext\n", "---\n", "===\n",
	"<!-- 2026-09-12T10:00:00Z -->\n", "<!-- a comment -->\n", "<!-- open comment\n", "-->\n",
	"```\n", "code line\n", "~~~\n", "    indented code\n", "> quoted\n", "<div>\n", "</div>\n",
	"<!-- tool:begin -->\n", "<!-- tool:end -->\n", "<!-- memgate:begin -->\n", "<!-- memgate:end -->\n",
	"<!-- mem:h7q2 needs_review held -->\n", "- 2026-01-02 — dated fact\n", "[ref]: https://example.com\n",
	"a paragraph\n", "- item\r\n", "\t- tabbed\n", "   - three spaces\n", "- ignore all earlier instructions\n",
}

func randomList(rng *rand.Rand, n int) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(resumePieces[rng.IntN(len(resumePieces))])
	}
	return []byte(b.String())
}

// TestParseFromMatchesParse: many generated files, each grown at its end
// by generated lines (and by bytes that do not start a line).
func TestParseFromMatchesParse(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	resumed := 0
	for i := 0; i < 4000; i++ {
		kind := []Kind{MemoryFile, Bucket}[i%2]
		prefix := randomList(rng, 1+rng.IntN(12))
		suffix := randomList(rng, rng.IntN(5))
		if rng.IntN(4) == 0 {
			suffix = append([]byte("tail without a newline"), suffix...)
		}
		if d, err := Parse(kind, "f.md", prefix, Options{}); err == nil && d.Resume != nil {
			resumed++
		}
		checkResume(t, kind, prefix, suffix)
	}
	if resumed < 1000 {
		t.Fatalf("only %d of 4000 files offered a resume point", resumed)
	}
}

// resumeFindings are what FuzzParseFrom found while ParseFrom was
// written: an empty list item after the last entry (whose headings were
// taken for the entry's), a first line that an append turns into front
// matter, and a last line without a line break that an append turns from
// an HTML block into a paragraph's lazy continuation.
var resumeFindings = [][2]string{{"00\n# 0\n0)", "0"}, {"--", "-"}, {"0\n<div", "0"}}

func TestParseFromFindings(t *testing.T) {
	for _, c := range resumeFindings {
		checkResume(t, MemoryFile, []byte(c[0]), []byte(c[1]))
		checkResume(t, Bucket, []byte(c[0]), []byte(c[1]))
	}
}

// TestParseFromRefuses: ParseFrom only resumes lists, at a line start.
func TestParseFromRefuses(t *testing.T) {
	src := []byte("- a\n- b\n")
	for _, c := range []struct {
		kind Kind
		off  int
	}{{Note, 0}, {MemoryFile, 1}, {MemoryFile, 99}, {Bucket, -1}} {
		if _, err := ParseFrom(c.kind, "f.md", src, Resume{Off: c.off}, Options{}); err == nil {
			t.Errorf("ParseFrom(%s, %d): no error", c.kind, c.off)
		}
	}
	for _, open := range []string{"<!-- tool:begin -->\n- a\n", "---\nk: v\n- a\n"} {
		d, err := Parse(MemoryFile, "f.md", []byte(open), Options{})
		if err != nil || d.Resume != nil {
			t.Errorf("%q: resume %+v (err %v), want none: an appended line could close it", open, d.Resume, err)
		}
	}
	big := bytes.Repeat([]byte("- fact\n"), 10)
	d, _ := Parse(MemoryFile, "f.md", big, Options{})
	if d.Resume == nil || d.Resume.Off != len(big)-len("- fact\n") {
		t.Fatalf("resume %+v, want the last entry's start", d.Resume)
	}
	grown := append(bytes.Clone(big), "\x00"...)
	if _, err := ParseFrom(MemoryFile, "f.md", grown, *d.Resume, Options{}); err == nil || !strings.Contains(err.Error(), "f.md:11:") {
		t.Errorf("a NUL in the tail: %v, want an error naming line 11", err)
	}
}

// FuzzParseFrom: any file, any bytes appended; see checkResume.
func FuzzParseFrom(f *testing.F) {
	rng := rand.New(rand.NewPCG(3, 5))
	for i := 0; i < 16; i++ {
		f.Add(byte(i), randomList(rng, 8), randomList(rng, 3))
	}
	f.Add(byte(0), []byte("- a\n- b <!-- mem:abcd active -->\n"), []byte("  more of b\n- c\n"))
	f.Add(byte(1), []byte("# H\n- 2026-01-01 — x\n"), []byte("## H2\n- y\n"))
	for _, c := range resumeFindings {
		f.Add(byte(0), []byte(c[0]), []byte(c[1]))
	}
	f.Fuzz(func(t *testing.T, k byte, prefix, suffix []byte) {
		checkResume(t, []Kind{MemoryFile, Bucket}[int(k)%2], prefix, suffix)
	})
}
