package ingest

import (
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
)

// An edit of an entry's window, spliced back, must give exactly the bytes
// the same edit of the whole file gives: LF and CRLF files, a last entry
// without a line ending, marked, unmarked and multi-line entries.
func TestWindowEditsMatchWholeFile(t *testing.T) {
	files := []string{
		"# Memory\n\n- Uses Go\n- Prefers tabs <!-- mem:ab12cd34 active -->\n- Two lines\n  continued here\n- Last one",
		"# Memory\r\n\r\n- Uses Go\r\n- Prefers tabs <!-- mem:ab12cd34 active -->\r\n- Last one",
		"- Only entry\n",
		"- 2026-01-02 Dated bucket line\n- Another\n",
	}
	edits := map[string]func(src []byte, e Entry) ([]byte, error){
		"mark": func(src []byte, e Entry) ([]byte, error) { return SetMarker(src, e, "ff00ee11", mem.Active) },
		"hold": func(src []byte, e Entry) ([]byte, error) { return Hold(src, e, "ff00ee11", mem.NeedsReview) },
		"gone": Remove,
		"text": func(src []byte, e Entry) ([]byte, error) { return ReplaceText(src, e, "Corrected\nover two lines") },
	}
	for _, kind := range []Kind{MemoryFile, Bucket} {
		for fi, f := range files {
			doc, err := Parse(kind, "f.md", []byte(f), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Entries) == 0 {
				t.Fatalf("%s file %d: no entries", kind, fi)
			}
			for _, e := range doc.Entries {
				for name, edit := range edits {
					src := []byte(f)
					whole, werr := edit(src, e)
					win, local, lead := e.Window(src)
					part, perr := edit(win, local)
					if (werr == nil) != (perr == nil) {
						t.Fatalf("%s file %d %q %s: whole err %v, window err %v", kind, fi, e.Text, name, werr, perr)
					}
					if werr != nil {
						continue
					}
					if string(part[:lead]) != string(win[:lead]) {
						t.Fatalf("%s file %d %q %s: window edit changed its lead", kind, fi, e.Text, name)
					}
					got := f[:e.Start] + string(part[lead:]) + f[e.End:]
					if got != string(whole) {
						t.Errorf("%s file %d %q %s:\nwindow %q\nwhole  %q", kind, fi, e.Text, name, got, whole)
					}
					if name == "text" && strings.Contains(f, "\r\n") && !strings.Contains(got, "Corrected\r\n") {
						t.Errorf("%s file %d %q: CRLF lost in %q", kind, fi, e.Text, got)
					}
				}
			}
		}
	}
}
