package ingest

import (
	"os"
	"strings"
	"testing"
)

func TestScanHeldoutTmp(t *testing.T) {
	b, _ := os.ReadFile("/tmp/heldout.txt")
	hit, n := 0, 0
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		rule, text, _ := strings.Cut(l, "\t")
		text, _ = unescapeCorpus(text)
		n++
		fs := Scan(text)
		ok := false
		for _, f := range fs {
			ok = ok || f.Rule == rule
		}
		if ok {
			hit++
		} else {
			t.Logf("MISS %s %q got %v", rule, text, rulesOf(fs))
		}
	}
	t.Logf("held-out %d/%d", hit, n)
}
