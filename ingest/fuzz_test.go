package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
	yaml "go.yaml.in/yaml/v3"
)

var fuzzKinds = []Kind{MemoryFile, Bucket, Note}

func fuzzSeeds(f *testing.F, add func(k byte, src []byte)) {
	matches, _ := filepath.Glob(filepath.Join("testdata", "parse", "*", "*.md"))
	more, _ := filepath.Glob(filepath.Join("testdata", "parse", "*", "*", "*.md"))
	for i, p := range append(matches, more...) {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		add(byte(i), src)
	}
	add(0, []byte("<!-- 2026-09-12T10:00:00Z -->\n- a <!-- mem:abcd active -->\n  b\n\n```\n- c\n"))
	add(1, []byte("- 2026-09-12 — x\r\n- y <!-- mem:abcd bogus -->"))
	add(2, []byte("\ufeff---\r\nmemory_status: active # c\r\n---\r\nbody"))
}

// FuzzParseEdit: any bytes, parsed as any kind, never panic; every entry's
// spans hold; marker, hold and remove edits change only the entry's bytes
// and are idempotent; restating an entry changes nothing.
func FuzzParseEdit(f *testing.F) {
	fuzzSeeds(f, func(k byte, src []byte) { f.Add(k, src) })
	f.Fuzz(func(t *testing.T, k byte, src []byte) {
		kind := fuzzKinds[int(k)%len(fuzzKinds)]
		d, err := Parse(kind, "fuzz.md", src, Options{MaxFileSize: 64 << 10})
		if errors.Is(err, ErrPanic) {
			t.Fatal(err)
		}
		if err != nil {
			return
		}
		checkInvariants(t, src, d)
		if kind == Note {
			return
		}
		n := NewEntry{Text: "appended by fuzz", ID: "fz03", Status: mem.Active}
		if out, err := Append(src, kind, n); err == nil {
			if !bytes.HasPrefix(out, src) {
				t.Fatal("Append changed existing bytes")
			}
			if again, err := Append(out, kind, n); err != nil || !bytes.Equal(again, out) {
				t.Fatalf("Append not idempotent: %v", err)
			}
		} else if !errors.Is(err, ErrBadText) {
			t.Fatalf("Append: %v", err)
		}
		for i, e := range d.Entries {
			if i >= 4 {
				break
			}
			// a marker edit changes only the marker or its insertion point
			if out, err := SetMarker(src, e, "fz01", mem.Stale); err == nil {
				wantLo, wantHi := e.MarkerStart, e.MarkerEnd
				if e.MarkerStart < 0 {
					wantLo, wantHi = e.MarkAt, e.MarkAt
				}
				if !onlyChanged(src, out, wantLo, wantHi) {
					lo, hi := changed(src, out)
					t.Fatalf("entry %d: SetMarker changed [%d,%d), owns [%d,%d)", i, lo, hi, wantLo, wantHi)
				}
				if again, err := SetMarker(out, e, "fz01", mem.Stale); err != nil || !bytes.Equal(again, out) {
					t.Fatalf("entry %d: SetMarker not idempotent: %v", i, err)
				}
			} else if !errors.Is(err, ErrNoMarkerSpot) {
				t.Fatalf("entry %d: SetMarker: %v", i, err)
			}
			if !e.Held {
				if out, err := ReplaceText(src, e, e.Text); err != nil || !bytes.Equal(out, src) {
					t.Fatalf("entry %d: restating the text changed the file: %v", i, err)
				}
				held, err := Hold(src, e, "fz02", mem.NeedsReview)
				if err != nil {
					t.Fatalf("entry %d: Hold: %v", i, err)
				}
				if !onlyChanged(src, held, e.Start, e.End) {
					lo, hi := changed(src, held)
					t.Fatalf("entry %d: Hold changed [%d,%d), owns [%d,%d)", i, lo, hi, e.Start, e.End)
				}
				if again, err := Hold(held, e, "fz02", mem.NeedsReview); err != nil || !bytes.Equal(again, held) {
					t.Fatalf("entry %d: Hold not idempotent: %v", i, err)
				}
				hd, err := Parse(kind, "fuzz.md", held, Options{MaxFileSize: 1 << 20})
				if err != nil {
					t.Fatalf("entry %d: held file does not parse: %v", i, err)
				}
				ph, ok := hd.FindID("fz02")
				if !ok || !ph.Held || ph.Start != e.Start {
					t.Fatalf("entry %d: placeholder not read back as held at %d: %+v", i, e.Start, ph)
				}
				if back, err := Unhold(held, ph, e.Raw); err != nil || !bytes.Equal(back, src) {
					t.Fatalf("entry %d: Unhold did not restore the file: %v", i, err)
				}
			}
			if !e.Held {
				if out, err := ReplaceText(src, e, "fuzzed text\nsecond line"); err == nil {
					lo, hi := e.TextStart, e.TextEnd
					if e.MarkerStart >= e.TextStart && e.MarkerEnd <= e.TextEnd {
						lo, hi = e.Start, e.End
					}
					if !onlyChanged(src, out, lo, hi) {
						t.Fatalf("entry %d: ReplaceText touched bytes outside [%d,%d)", i, lo, hi)
					}
					if again, err := ReplaceText(out, e, "fuzzed text\nsecond line"); err != nil || !bytes.Equal(again, out) {
						t.Fatalf("entry %d: ReplaceText not idempotent: %v", i, err)
					}
				} else if !errors.Is(err, ErrBadText) {
					t.Fatalf("entry %d: ReplaceText: %v", i, err)
				}
			}
			out, err := Remove(src, e)
			if err != nil {
				t.Fatalf("entry %d: Remove: %v", i, err)
			}
			if !bytes.Equal(out, append(append([]byte(nil), src[:e.Start]...), src[e.End:]...)) {
				t.Fatalf("entry %d: Remove touched other bytes", i)
			}
		}
	})
}

// notEditable says, independently of SetNoteKeys, why a note's front
// matter may not be edited: what SetNoteKeys' contract lists (unterminated
// or non-YAML front matter, YAML that does not parse or is not a block
// mapping, over the limits, a memory_* key twice or over several lines),
// or "" when it may be.
func notEditable(d *Document, src []byte) string {
	for _, p := range d.Problems {
		switch p.Code {
		case ProblemUnterminatedFM, ProblemFrontMatter, ProblemDuplicateKey, ProblemUnsupportedFM:
			return p.Code
		}
	}
	fm := d.FrontMatter
	if fm == nil {
		return ""
	}
	if !fm.Editable || fm.Format != "yaml" {
		return "not editable: " + fm.Reason
	}
	content := src[fm.ContentStart:fm.ContentEnd]
	if strings.Contains(strings.ReplaceAll(string(content), "\r\n", ""), "\r") || strings.ContainsAny(string(content), "\u0085\u2028\u2029") {
		return "line breaks other than LF and CRLF"
	}
	// Decoded before the blank check: a blank block YAML refuses (a
	// line holding a tab) cannot take a key either.
	var doc yaml.Node
	if err := yaml.Unmarshal(content, &doc); err != nil {
		return "yaml: " + err.Error()
	}
	if len(bytes.TrimSpace(content)) == 0 {
		return ""
	}
	if checkYAMLLimits(&doc, editLimits.withDefaults()) != nil {
		return "over the limits"
	}
	if len(doc.Content) == 0 {
		return ""
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return ""
	}
	if root.Kind != yaml.MappingNode {
		return "not a mapping"
	}
	if root.Style&yaml.FlowStyle != 0 {
		return "flow style"
	}
	if root.Column > 1 {
		// Keys indented at the top level: a new key at column 1 would not
		// read back, and SetNoteKeys checks that every edit does.
		return "indented top-level keys"
	}
	if len(root.Content)/2 > editLimits.withDefaults().MaxYAMLKeys {
		return "too many keys"
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Kind != yaml.ScalarNode || !strings.HasPrefix(k.Value, "memory_") {
			continue
		}
		if seen[k.Value] {
			return k.Value + " twice"
		}
		seen[k.Value] = true
		if !bytes.Contains(content, []byte(k.Value)) {
			// Spelt with an escape: SetNoteKeys cannot find its value's
			// bytes, and refuses rather than guess.
			return k.Value + " spelt with an escape"
		}
		if v.Kind != yaml.ScalarNode || v.Line != k.Line || v.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 || strings.ContainsAny(v.Value, lineBreaks) {
			return k.Value + " is not a one-line value"
		}
		// A one-line value may still end on a later line (an unclosed
		// quote continued): the raw line must hold the whole scalar.
		if multiLineScalar(content, v) {
			return k.Value + " spans lines"
		}
	}
	return ""
}

// multiLineScalar: the scalar's source does not end on its first line.
func multiLineScalar(content []byte, v *yaml.Node) bool {
	lines := bytes.Split(content, []byte("\n"))
	if v.Line-1 >= len(lines) {
		return true
	}
	next := v.Line // the following line, 0-based
	if next >= len(lines) {
		return false
	}
	l := lines[next]
	t := bytes.TrimLeft(l, " \t")
	// A continuation line is indented and not a new key of the mapping.
	return len(t) > 0 && len(t) < len(l) && !bytes.HasPrefix(t, []byte("#"))
}

// FuzzNoteKeys: setting memory_status on any note either is refused or
// changes only front matter bytes (or adds a block at the start), reads
// back, and is idempotent.
func FuzzNoteKeys(f *testing.F) {
	fuzzSeeds(f, func(k byte, src []byte) { f.Add(src, string(mem.Statuses[int(k)%len(mem.Statuses)])) })
	// Found by the fuzzer: a lone CR is a line break to YAML, not to the
	// edit, so the key it wrote could not be found again.
	f.Add([]byte("---\r\ntags:\r \\rlf\rs: w\n---\n"), "stale")
	// And a double-quoted value closing on the next, unindented line: a
	// key inserted after its first line landed inside the string.
	f.Add([]byte("\ufeff---\ns:\n \nmemory_: \"\ny\"\n---\n"), "stale")
	// And a block of blank lines, one a tab: YAML does not accept that
	// tab, so no key can be written after it (refused, as not editable).
	f.Add([]byte("---\n\t\n---"), "stale")
	// Blocks insertFresh must leave to the full path, or answer as it does.
	for _, fm := range []string{"{a: 1}", "# c\n[a, b]", "!!map\na: 1", "&x a: 1", "\"memory\\x5fstatus\": active", "a: [1,\n  2]",
		"a: |\n  text", "a: b: c", "a: 1\r\nb: 2\r\n", "", "\n\n# only a comment", "a: 'open"} {
		f.Add([]byte("---\n"+fm+"\n---\nbody\n"), "stale")
	}
	f.Fuzz(func(t *testing.T, src []byte, status string) {
		if len(src) > 64<<10 {
			return
		}
		d, err := ParseNote("n.md", src, Options{})
		if err != nil {
			return
		}
		out, err := SetNoteKeys(src, []KeyValue{{KeyStatus, status}})
		// The shortcut for a block without memory keys changes no answer.
		if full, ferr := setNoteKeys(src, []KeyValue{{KeyStatus, status}}, false); (err == nil) != (ferr == nil) || !bytes.Equal(out, full) {
			t.Fatalf("SetNoteKeys %q, %v; the full path %q, %v", out, err, full, ferr)
		}
		if err != nil {
			// A refusal must be one the contract allows, for a reason the
			// note or the value really has: anything else is a valid
			// edit wrongly refused.
			_, badStatus := mem.ParseStatus(status)
			badValue := strings.ContainsAny(status, lineBreaks) || status != "" && badStatus != nil
			switch {
			case errors.Is(err, ErrBadValue):
				if !badValue {
					t.Fatalf("status %q refused as a bad value: %v", status, err)
				}
			case errors.Is(err, ErrNotEditable):
				if badValue {
					t.Fatalf("bad value %q refused as a bad note: %v", status, err)
				}
				if why := notEditable(d, src); why == "" {
					t.Fatalf("an editable note refused: %v\n%q", err, src)
				}
			default:
				t.Fatalf("refused with an error outside the contract: %v", err)
			}
			return
		}
		if _, bad := mem.ParseStatus(status); bad != nil && status != "" {
			t.Fatalf("invalid status %q written", status)
		}
		lo, hi := changed(src, out)
		if fm := d.FrontMatter; fm != nil {
			if !onlyChanged(src, out, fm.ContentStart, fm.ContentEnd) {
				t.Fatalf("changed [%d,%d) outside front matter [%d,%d)", lo, hi, fm.ContentStart, fm.ContentEnd)
			}
		} else if at := d.Entries[0].Start; !onlyChanged(src, out, at, at) {
			t.Fatalf("new block replaced bytes [%d,%d)", lo, hi)
		}
		body := src[d.Entries[0].Start:]
		if !bytes.HasSuffix(out, body) {
			t.Fatal("body changed")
		}
		nd, err := ParseNote("n.md", out, Options{})
		if err != nil || string(nd.Entries[0].Status) != strings.TrimSpace(status) {
			t.Fatalf("status not read back: %v", err)
		}
		if again, err := SetNoteKeys(out, []KeyValue{{KeyStatus, status}}); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("not idempotent: %v", err)
		}
	})
}
