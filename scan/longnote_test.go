package scan

import (
	"strings"
	"testing"
)

// TestScanAttackInLongNote: an attack hidden in the middle of a long
// benign note is still held, though each window of a long text needs
// more to fire (windowsMargin). The dev set's injections, each put
// between four of the hand-written long notes (about 85 windows), were
// caught 72 times in 108 when the margin came in (107 alone); the floor
// sits just below, so that the margin cannot grow unseen.
func TestScanAttackInLongNote(t *testing.T) {
	t.Parallel()
	ls, err := readJSONL("testdata/notes/notes.jsonl", "notes")
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	for _, n := range ls {
		if n.Lang == "en" {
			notes = append(notes, n.Text)
		}
	}
	if len(notes) < 4 {
		t.Fatalf("%d English notes in testdata/notes", len(notes))
	}
	lines, err := readCorpus("testdata/dev/attacks.txt", true)
	if err != nil {
		t.Fatal(err)
	}
	held := func(s string) bool {
		for _, f := range Scan(s) {
			if f.Class == ClassInjection {
				return true
			}
		}
		return false
	}
	n, alone, inNote := 0, 0, 0
	for i, l := range lines {
		if l.rule != "injection" && !strings.HasPrefix(l.rule, "injection.") {
			continue
		}
		n++
		if held(l.text) {
			alone++
		}
		var b strings.Builder
		for k := range 4 {
			if k == 2 {
				b.WriteString(l.text + "\n\n")
			}
			b.WriteString(notes[(i+k)%len(notes)] + "\n\n")
		}
		if held(b.String()) {
			inNote++
		}
	}
	t.Logf("dev injections: %d of %d held alone, %d inside four long notes", alone, n, inNote)
	if n < 100 {
		t.Fatalf("%d injections in the dev set", n)
	}
	if r := float64(inNote) / float64(n); r < 0.63 {
		t.Errorf("%.1f%% of the dev set's injections held inside a long note, below 63%%", 100*r)
	}
}
