package ingest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/parse")

// goldenInput is one fixture file and the kind its directory names.
type goldenInput struct {
	path string // relative to testdata/parse
	kind Kind
	src  []byte
}

func goldenInputs(t testing.TB) []goldenInput {
	t.Helper()
	root := filepath.Join("testdata", "parse")
	var out []goldenInput
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".md") {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		kind := map[string]Kind{"memory": MemoryFile, "kb": Bucket, "notes": Note}[strings.Split(filepath.ToSlash(rel), "/")[0]]
		src, err := os.ReadFile(p)
		out = append(out, goldenInput{path: filepath.ToSlash(rel), kind: kind, src: src})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 10 {
		t.Fatalf("only %d golden inputs", len(out))
	}
	return out
}

// parseName is the name a fixture is parsed under: notes keep their folder
// below notes/ so Category and Title are what a vault would give.
func parseName(in goldenInput) string {
	if in.kind == Note {
		return strings.TrimPrefix(in.path, "notes/")
	}
	return filepath.Base(in.path)
}

type goldenEntry struct {
	Line       int      `json:"line"`
	Span       string   `json:"span"`
	TextSpan   string   `json:"text_span"`
	MarkerSpan string   `json:"marker_span,omitempty"`
	Text       string   `json:"text,omitempty"`
	Hash       string   `json:"hash,omitempty"`
	ID         string   `json:"id,omitempty"`
	Status     string   `json:"status,omitempty"`
	Held       bool     `json:"held,omitempty"`
	Section    string   `json:"section,omitempty"`
	Category   string   `json:"category,omitempty"`
	Title      string   `json:"title,omitempty"`
	ValidFrom  string   `json:"valid_from,omitempty"`
	ValidTo    string   `json:"valid_to,omitempty"`
	Confidence *float64 `json:"confidence,omitempty"`
	Privacy    string   `json:"privacy,omitempty"`
	Scope      string   `json:"scope,omitempty"`
	Key        string   `json:"key,omitempty"`
	Raw        string   `json:"raw"`
}

type goldenDoc struct {
	Kind        Kind          `json:"kind"`
	BOM         bool          `json:"bom,omitempty"`
	EOL         string        `json:"eol"`
	FrontMatter *FrontMatter  `json:"front_matter,omitempty"`
	Entries     []goldenEntry `json:"entries"`
	Regions     []Region      `json:"regions,omitempty"`
	Problems    []string      `json:"problems,omitempty"`
}

func dumpDoc(d *Document) []byte {
	g := goldenDoc{Kind: d.Kind, BOM: d.BOM, EOL: d.EOL, FrontMatter: d.FrontMatter, Regions: d.Regions}
	for _, e := range d.Entries {
		ge := goldenEntry{Line: e.Line, Span: rng(e.Start, e.End), TextSpan: rng(e.TextStart, e.TextEnd),
			Text: e.Text, Hash: e.Hash, ID: e.ID, Status: string(e.Status), Held: e.Held, Section: e.Section,
			Category: e.Category, Title: e.Title, Confidence: e.Confidence, Privacy: string(e.Privacy),
			Scope: e.Scope, Key: e.Key, Raw: string(e.Raw)}
		if e.MarkerStart >= 0 {
			ge.MarkerSpan = rng(e.MarkerStart, e.MarkerEnd)
		}
		if !e.ValidFrom.IsZero() {
			ge.ValidFrom = e.ValidFrom.Format("2006-01-02T15:04:05Z07:00")
		}
		if !e.ValidTo.IsZero() {
			ge.ValidTo = e.ValidTo.Format("2006-01-02T15:04:05Z07:00")
		}
		g.Entries = append(g.Entries, ge)
	}
	for _, p := range d.Problems {
		g.Problems = append(g.Problems, p.String())
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(g); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func rng(a, b int) string { return fmt.Sprintf("[%d,%d)", a, b) }

func TestGolden(t *testing.T) {
	t.Parallel()
	for _, in := range goldenInputs(t) {
		t.Run(in.path, func(t *testing.T) {
			t.Parallel()
			d, err := Parse(in.kind, parseName(in), in.src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkInvariants(t, in.src, d)
			got := dumpDoc(d)
			gp := filepath.Join("testdata", "parse", in.path+".golden")
			if *update {
				if err := os.WriteFile(gp, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(gp)
			if err != nil {
				t.Fatalf("%v (run go test ./ingest -run TestGolden -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from golden; run with -update and review the diff\ngot:\n%s", gp, got)
			}
		})
	}
}

// checkInvariants holds for every parse of every input: spans in order and
// inside the file, Raw is its span, Norm and Hash come from mem.
func checkInvariants(t testing.TB, src []byte, d *Document) {
	t.Helper()
	prev := 0
	for i, e := range d.Entries {
		if e.Start < prev || e.End < e.Start || e.End > len(src) {
			t.Fatalf("entry %d span [%d,%d) out of order (prev end %d, len %d)", i, e.Start, e.End, prev, len(src))
		}
		prev = e.End
		if !bytes.Equal(src[e.Start:e.End], e.Raw) {
			t.Fatalf("entry %d Raw is not its span", i)
		}
		if e.TextStart < e.Start || e.TextEnd > e.End || e.TextEnd < e.TextStart {
			t.Fatalf("entry %d text span [%d,%d) outside [%d,%d)", i, e.TextStart, e.TextEnd, e.Start, e.End)
		}
		if e.MarkerStart >= 0 && (e.MarkerStart < e.Start || e.MarkerEnd > e.End) {
			t.Fatalf("entry %d marker outside entry", i)
		}
		if !e.Held && (e.Norm != mem.Normalize(e.Text) || e.Hash != mem.Hash(e.Norm)) {
			t.Fatalf("entry %d Norm/Hash not from mem", i)
		}
		if !e.Held && e.Kind != Note && strings.TrimSpace(e.Text) == "" {
			t.Fatalf("entry %d has no text", i)
		}
	}
}

// changed returns the range of src that differs from out: out and src share
// src[:lo] as prefix and src[hi:] as suffix.
func changed(src, out []byte) (lo, hi int) {
	for lo < len(src) && lo < len(out) && src[lo] == out[lo] {
		lo++
	}
	hi = len(src)
	for k := len(out); hi > lo && k > lo && src[hi-1] == out[k-1]; hi, k = hi-1, k-1 {
	}
	return lo, hi
}

// onlyChanged reports whether out equals src outside src[lo:hi]: same
// prefix before lo, same suffix from hi. (Comparing common prefixes would
// misplace an insertion next to equal bytes.)
func onlyChanged(src, out []byte, lo, hi int) bool {
	return bytes.HasPrefix(out, src[:lo]) && bytes.HasSuffix(out[lo:], src[hi:])
}

// TestRoundTrip: no edit changes nothing; edits that restate what the file
// says are no-ops; setting a status changes only the marker or the
// memory_status value, and exactly there.
func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for _, in := range goldenInputs(t) {
		t.Run(in.path, func(t *testing.T) {
			t.Parallel()
			src := in.src
			d, err := Parse(in.kind, parseName(in), src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			// Splicing every entry's Raw back over itself is the identity
			// (a parse followed by a render with no change).
			var rebuilt []byte
			pos := 0
			for _, e := range d.Entries {
				rebuilt = append(append(rebuilt, src[pos:e.Start]...), e.Raw...)
				pos = e.End
			}
			if rebuilt = append(rebuilt, src[pos:]...); !bytes.Equal(rebuilt, src) {
				t.Fatal("render without change is not byte-identical")
			}
			if in.kind == Note {
				roundTripNote(t, src, d)
				return
			}
			for i, e := range d.Entries {
				if !e.Held {
					same(t, i, "ReplaceText(own text)", src, must(ReplaceText(src, e, e.Text)))
				}
				if e.ID != "" && e.Status != "" {
					same(t, i, "SetMarker(own marker)", src, must(SetMarker(src, e, e.ID, e.Status)))
				}
				if !e.Held {
					held := must(Hold(src, e, "hold01", mem.NeedsReview))
					same(t, i, "Hold twice", held, must(Hold(held, e, "hold01", mem.NeedsReview)))
					hd, err := Parse(in.kind, "", held, Options{})
					if err != nil {
						t.Fatal(err)
					}
					ph := findID(hd, "hold01")
					if ph == nil || !ph.Held || ph.Start != e.Start {
						t.Fatalf("entry %d: placeholder not parsed back as held at %d", i, e.Start)
					}
					back := must(Unhold(held, *ph, e.Raw))
					same(t, i, "Hold then Unhold", src, back)
					same(t, i, "Unhold twice", back, must(Unhold(back, *ph, e.Raw)))
				}
				// Setting a new status changes only the marker bytes.
				out, err := SetMarker(src, e, "new0id", mem.Rejected)
				if err == ErrNoMarkerSpot {
					continue
				}
				if err != nil {
					t.Fatalf("entry %d: SetMarker: %v", i, err)
				}
				wantLo, wantHi := e.MarkerStart, e.MarkerEnd
				if e.MarkerStart < 0 {
					wantLo, wantHi = e.MarkAt, e.MarkAt
				}
				if !onlyChanged(src, out, wantLo, wantHi) {
					lo, hi := changed(src, out)
					t.Fatalf("entry %d: SetMarker changed [%d,%d), may only change [%d,%d)", i, lo, hi, wantLo, wantHi)
				}
				same(t, i, "SetMarker twice", out, must(SetMarker(out, e, "new0id", mem.Rejected)))
				od, err := Parse(in.kind, "", out, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if x := findID(od, "new0id"); x == nil || x.Status != mem.Rejected || (!e.Held && x.Norm != e.Norm) {
					t.Fatalf("entry %d: marker not read back: %+v", i, x)
				}
			}
		})
	}
}

func roundTripNote(t *testing.T, src []byte, d *Document) {
	t.Helper()
	e := d.Entries[0]
	editable := d.FrontMatter == nil || d.FrontMatter.Editable
	for _, p := range d.Problems {
		if p.Code == ProblemUnterminatedFM {
			editable = false
		}
	}
	out, err := SetNoteKeys(src, []KeyValue{{KeyStatus, string(mem.Rejected)}})
	if !editable {
		if err == nil {
			t.Fatalf("write-back to a read-only front matter succeeded:\n%s", out)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := changed(src, out)
	if d.FrontMatter != nil {
		// only inside the front matter, and on the memory_status line when
		// there is one
		if lo < d.FrontMatter.ContentStart || hi > d.FrontMatter.ContentEnd {
			t.Fatalf("changed [%d,%d) outside front matter [%d,%d)", lo, hi, d.FrontMatter.ContentStart, d.FrontMatter.ContentEnd)
		}
		if i := bytes.Index(src, []byte("\nmemory_status:")); i >= 0 {
			ls := i + 1
			le := ls + bytes.IndexByte(src[ls:], '\n')
			if lo < ls || hi > le {
				t.Fatalf("changed [%d,%d) outside the memory_status line [%d,%d)", lo, hi, ls, le)
			}
		}
	} else if lo != hi || (lo != 0 && lo != 3) {
		t.Fatalf("new front matter not inserted at the start: changed [%d,%d)", lo, hi)
	}
	if !bytes.Equal(out[len(out)-(len(src)-e.Start):], src[e.Start:]) {
		t.Fatal("body changed")
	}
	same(t, 0, "SetNoteKeys twice", out, must(SetNoteKeys(out, []KeyValue{{KeyStatus, string(mem.Rejected)}})))
	nd, err := ParseNote("n.md", out, Options{})
	if err != nil || nd.Entries[0].Status != mem.Rejected {
		t.Fatalf("status not read back: %v %+v", err, nd)
	}
	if e.Status != "" {
		same(t, 0, "SetNoteKeys(own status)", src, must(SetNoteKeys(src, []KeyValue{{KeyStatus, string(e.Status)}})))
	}
	// Clearing what was just set returns to the original when the key was
	// added, and removes exactly its line otherwise.
	cleared := must(SetNoteKeys(out, []KeyValue{{KeyStatus, ""}}))
	if !bytes.Contains(src, []byte("memory_status:")) && d.FrontMatter != nil && !bytes.Equal(cleared, src) {
		t.Fatalf("set then clear is not the identity:\n%q\n%q", src, cleared)
	}
}

func findID(d *Document, id string) *Entry {
	for i := range d.Entries {
		if d.Entries[i].ID == id {
			return &d.Entries[i]
		}
	}
	return nil
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

func same(t *testing.T, i int, what string, want, got []byte) {
	t.Helper()
	if !bytes.Equal(want, got) {
		lo, hi := changed(want, got)
		t.Fatalf("entry %d: %s changed bytes [%d,%d): %q", i, what, lo, hi, fmt.Sprint(string(got[lo:min(len(got), hi+20)])))
	}
}

// TestStatusChangeRanges pins, for real fixtures, the exact bytes a status
// change rewrites: the status word of the marker, or the memory_status
// value, and nothing else.
func TestStatusChangeRanges(t *testing.T) {
	t.Parallel()
	cases := []struct {
		file, old string
		kind      Kind
		edit      func(src []byte, d *Document) ([]byte, error)
	}{
		{"kb/user.md", "<!-- mem:k3x9q2 active -->", Bucket, func(src []byte, d *Document) ([]byte, error) {
			e, _ := d.FindID("k3x9q2")
			return SetMarker(src, e, "k3x9q2", mem.Rejected)
		}},
		{"memory/crlf-bom.md", "<!-- mem:crlf01 active -->", MemoryFile, func(src []byte, d *Document) ([]byte, error) {
			e, _ := d.FindID("crlf01")
			return SetMarker(src, e, "crlf01", mem.Rejected)
		}},
		{"memory/MEMORY.md", "<!-- mem:zz9y8x rejected — held in memgate -->", MemoryFile, func(src []byte, d *Document) ([]byte, error) {
			e, _ := d.FindID("zz9y8x")
			return SetMarker(src, e, "zz9y8x", mem.NeedsReview)
		}},
		{"notes/Memory/pnpm.md", "memory_status: active", Note, func(src []byte, d *Document) ([]byte, error) {
			return SetNoteKeys(src, []KeyValue{{KeyStatus, "rejected"}})
		}},
		{"notes/crlf-bom.md", `memory_status: "needs_review"`, Note, func(src []byte, d *Document) ([]byte, error) {
			return SetNoteKeys(src, []KeyValue{{KeyStatus, "rejected"}})
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join("testdata", "parse", c.file))
			if err != nil {
				t.Fatal(err)
			}
			d, err := Parse(c.kind, filepath.Base(c.file), src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			out, err := c.edit(src, d)
			if err != nil {
				t.Fatal(err)
			}
			// The status word sits after the id (marker) or the colon and
			// any opening quote (front matter).
			at := bytes.Index(src, []byte(c.old))
			if at < 0 {
				t.Fatal("fixture changed")
			}
			var word string
			for _, st := range mem.Statuses {
				if i := bytes.Index([]byte(c.old), []byte(" "+string(st))); i >= 0 {
					word, at = string(st), at+i+1
					break
				}
				if i := bytes.Index([]byte(c.old), []byte(`"`+string(st))); i >= 0 {
					word, at = string(st), at+i+1
					break
				}
			}
			lo, hi := changed(src, out)
			if lo != at || hi != at+len(word) {
				t.Fatalf("changed [%d,%d), want exactly the status word %q at [%d,%d)", lo, hi, word, at, at+len(word))
			}
		})
	}
}

// The Obsidian-exact guard and adrg/frontmatter find the same body start
// for front matter Obsidian reads: LF, CRLF, a BOM, trailing blanks on a
// delimiter, TOML, an empty block.
func TestLibrarySplitAgrees(t *testing.T) {
	t.Parallel()
	for _, src := range []string{
		"---\nmemory_id: abcd1234\n---\nbody\n",
		"---\r\na: 1\r\n---\r\n\r\nbody\r\n",
		"\xEF\xBB\xBF---\na: 1\n---\nbody",
		"--- \na: 1\n---  \nbody\n",
		"+++\na = 1\n+++\nbody\n",
		"---\n---\n",
		"---\na: |\n  text\n---\n",
	} {
		doc, err := ParseNote("n.md", []byte(src), Options{})
		if err != nil || doc.FrontMatter == nil {
			t.Fatalf("%q: %v, front matter %v", src, err, doc.FrontMatter)
		}
		fm := doc.FrontMatter
		first, _ := lineAt([]byte(src), fm.Start)
		closer := "---"
		if fm.Format == "toml" {
			closer = "+++"
		}
		end, ok := librarySplit([]byte(src)[fm.Start:fm.End], string(first), closer)
		if !ok || fm.Start+end != fm.End {
			t.Errorf("%q: library body start %d (ok %v), guard %d", src, fm.Start+end, ok, fm.End)
		}
	}
}
