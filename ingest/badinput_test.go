package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

const billionLaughs = `---
memory_status: active
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
---
body
`

// TestBadInput: every hostile or broken file gives a clear error or a
// problem, fast and without runaway memory, and is never written to where
// that would be unsafe.
func TestBadInput(t *testing.T) {
	t.Parallel()
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{0xde, 0xad}, 64)...)
	tenMB := append(append([]byte("- "), bytes.Repeat([]byte("x"), 10<<20)...), '\n')
	brackets := strings.Repeat("[", 50000) + strings.Repeat("]", 50000) + "\n"
	cases := []struct {
		name string
		kind Kind
		src  []byte
		opts Options
		err  error  // whole-file error expected
		code string // else a problem with this code expected ("" = none required)
		// noWrite: SetNoteKeys must refuse
		noWrite bool
	}{
		{name: "billion laughs", kind: Note, src: []byte(billionLaughs), code: ProblemFrontMatter, noWrite: true},
		{name: "billion laughs without memory keys", kind: Note, src: []byte(strings.Replace(billionLaughs, "memory_status: active\n", "", 1)), noWrite: true},
		{name: "billion laughs in a memory file", kind: MemoryFile, src: []byte(billionLaughs)},
		{name: "duplicate memory_status", kind: Note, src: []byte("---\nmemory_status: active\nmemory_status: rejected\n---\nx\n"), code: ProblemDuplicateKey, noWrite: true},
		{name: "unterminated front matter", kind: Note, src: []byte("---\nmemory_status: active\n\nbody\n"), code: ProblemUnterminatedFM, noWrite: true},
		{name: "invalid UTF-8", kind: MemoryFile, src: []byte("- fine\n- bad \xff\xfe byte\n"), err: ErrInvalidUTF8},
		{name: "NUL bytes", kind: Bucket, src: []byte("- a\x00b\n"), err: ErrBinary},
		{name: "PNG named .md", kind: Note, src: png, err: ErrBinary},
		{name: "10 MB single line", kind: MemoryFile, src: tenMB, err: ErrTooLarge},
		{name: "10 MB single line under a raised cap", kind: MemoryFile, src: tenMB, opts: Options{MaxFileSize: 16 << 20}},
		{name: "50,000 nested brackets", kind: MemoryFile, src: []byte(brackets)},
		{name: "50,000 nested brackets in a note", kind: Note, src: []byte(brackets)},
		{name: "50,000 nested quotes", kind: MemoryFile, src: []byte("ok\n" + strings.Repeat(">", 50000) + " deep\n"), err: ErrTooDeep},
		{name: "50,000 nested lists", kind: Bucket, src: []byte(strings.Repeat("- ", 50000) + "deep\n"), err: ErrTooDeep},
		{name: "60 nested lists are fine", kind: Bucket, src: []byte(strings.Repeat("- ", 60) + "deep\n")},
		{name: "50,000 nested flow sequences in front matter", kind: Note, src: []byte("---\nmemory_key: x\nk: " + brackets + "---\nb\n"), code: ProblemFrontMatter, noWrite: true},
		{name: "deep YAML nesting", kind: Note, src: []byte("---\nmemory_key: x\n" + deepYAML(100) + "---\nb\n"), code: ProblemFrontMatter, noWrite: true},
		{name: "empty", kind: MemoryFile, src: nil},
		{name: "only a BOM", kind: Note, src: []byte("\ufeff")},
		{name: "only a delimiter", kind: Note, src: []byte("---"), code: ProblemUnterminatedFM, noWrite: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			d, err := Parse(c.kind, "bad.md", c.src, c.opts)
			took := time.Since(start)
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			if took > 5*time.Second && !raceEnabled {
				t.Errorf("took %v", took)
			}
			// Generous: parallel tests share the counter. A runaway
			// (billion laughs expanded) would be gigabytes.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 512<<20 {
				t.Errorf("allocated %d MiB", alloc>>20)
			}
			if c.err != nil {
				var pe *Error
				if !errors.Is(err, c.err) || !errors.As(err, &pe) || pe.File != "bad.md" {
					t.Fatalf("err = %v, want %v naming the file", err, c.err)
				}
				if c.err != ErrTooLarge && pe.Line == 0 {
					t.Errorf("error names no line: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error %v", err)
			}
			checkInvariants(t, c.src, d)
			if c.code != "" {
				found := false
				for _, p := range d.Problems {
					found = found || (p.Code == c.code && p.File == "bad.md" && p.Line > 0)
				}
				if !found {
					t.Errorf("no %s problem with file and line in %v", c.code, d.Problems)
				}
			}
			if c.noWrite {
				if out, err := SetNoteKeys(c.src, []KeyValue{{KeyStatus, "rejected"}}); err == nil {
					t.Errorf("SetNoteKeys wrote to it:\n%.200q", out)
				}
			}
		})
	}
}

func deepYAML(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "k:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "v\n")
	return b.String()
}

func TestUnterminatedFrontMatterIsBody(t *testing.T) {
	t.Parallel()
	d := must2(ParseNote("n.md", []byte("---\nmemory_status: active\n\n# Body\n"), Options{}))
	if d.FrontMatter != nil || d.Entries[0].Status != "" || !strings.HasPrefix(d.Entries[0].Text, "---") {
		t.Fatalf("unterminated block not read as body: %+v %+v", d.FrontMatter, d.Entries[0])
	}
}

func TestPanicBecomesError(t *testing.T) {
	t.Parallel()
	parse := func() (d *Document, err error) {
		defer recoverParse("boom.md", &d, &err)
		var m map[string]int
		m["x"]++ // a nil-map write: a real runtime panic
		return &Document{}, nil
	}
	d, err := parse()
	if d != nil || !errors.Is(err, ErrPanic) || !strings.Contains(err.Error(), "boom.md") {
		t.Fatalf("got %v, %v", d, err)
	}
}

// TestFrontMatterKeyLimit: a note whose front matter holds more keys than
// MaxYAMLKeys is a front-matter problem and never editable, memory keys or
// not; at the limit it is fine.
func TestFrontMatterKeyLimit(t *testing.T) {
	t.Parallel()
	note := func(n int, memKey bool) []byte {
		var b strings.Builder
		b.WriteString("---\n")
		if memKey {
			b.WriteString("memory_status: active\n")
		}
		for i := range n {
			fmt.Fprintf(&b, "key%05d: value %d\n", i, i)
		}
		b.WriteString("---\nbody\n")
		return []byte(b.String())
	}
	cases := []struct {
		name    string
		keys    int
		memKey  bool
		problem bool
	}{
		{"10,000 keys", 10_000, false, true},
		{"10,000 keys and a memory key", 10_000, true, true},
		{"1,000 keys", 1000, false, false},
		{"1,000 keys and a memory key", 1000, true, false},
	}
	for _, c := range cases {
		doc, err := Parse(Note, "Memory/n.md", note(c.keys, c.memKey), Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := false
		for _, p := range doc.Problems {
			got = got || p.Code == ProblemFrontMatter
		}
		if got != c.problem {
			t.Errorf("%s: front matter problem %v, want %v (%v)", c.name, got, c.problem, doc.Problems)
		}
		if _, err := SetNoteKeys(note(c.keys, c.memKey), []KeyValue{{Key: KeyID, Value: "abc234"}}); (err != nil) != c.problem {
			t.Errorf("%s: SetNoteKeys error %v, want refused=%v", c.name, err, c.problem)
		}
	}
}
