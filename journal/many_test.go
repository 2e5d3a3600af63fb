package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// AppendMany writes its records in order under consecutive seqs, and an
// invalid one writes nothing.
func TestAppendMany(t *testing.T) {
	t.Parallel()
	dir, kr, wall := t.TempDir(), newKeys(t), newWall()
	w := openWriter(t, dir, "laptop", kr, wall)
	mustAppend(t, w, Record{Op: OpStatus, ItemID: "a1", Status: "active"})
	if _, err := w.AppendMany([]Record{{Op: OpCreate, ItemID: "b2", Text: "x"}, {Op: OpStatus, ItemID: "c3"}}); err == nil {
		t.Fatal("a status record without a status was taken")
	}
	out, err := w.AppendMany([]Record{
		{Op: OpCreate, ItemID: "b2", Text: "held text", Status: StatusNeedsReview},
		{Op: OpStatus, ItemID: "b2", Status: "active"},
		{Op: OpPrivacy, ItemID: "a1", Privacy: "sensitive"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range out {
		if r.Seq != uint64(i+2) || r.Device != "laptop" || (i > 0 && r.HLC <= out[i-1].HLC) {
			t.Fatalf("record %d: %+v", i, r)
		}
	}
	r, err := NewReader(ReaderConfig{Dir: dir, Keys: kr})
	if err != nil {
		t.Fatal(err)
	}
	recs, probs, err := r.Poll()
	if err != nil || len(probs) != 0 || len(recs) != 4 {
		t.Fatalf("poll: %d records, problems %v, err %v", len(recs), probs, err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, SubDir, "laptop.log"))
	if n := strings.Count(string(b), "\n"); n != 4 || strings.Contains(string(b), "held text") {
		t.Fatalf("log has %d lines (want 4), or a readable held text", n)
	}
}
