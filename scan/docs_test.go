package scan

import (
	"testing"
)

// TestScanDependencyDocs scans the test's half of the Markdown files of
// memgate's Go dependencies (intent_docs.go), which the fit never sees,
// as notes: real documents by many people, none an attack, so every file
// held is a false hold of the kind a person's own vault would get.
//
// 2026-12-06: the rules of b44f04b, fitted on memory lines alone, held
// 137 of these 194 files (70.6%); fitted with the other half as
// negatives, 6 (3.1%). The ceiling is the one the fit's docs weight was
// chosen under (testdata/blind/README.md).
const dependencyDocsHeldMax = 0.05

func TestScanDependencyDocs(t *testing.T) {
	docs, err := dependencyDocs("testdata", false)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) < 150 {
		t.Fatalf("%d Markdown files in the test's half of the dependencies: too few to measure", len(docs))
	}
	held := 0
	rules := map[string]int{}
	for _, d := range docs {
		hit := false
		for _, f := range Scan(d.text) {
			if f.Class != ClassInjection && f.Class != ClassSecret {
				continue
			}
			rules[f.Rule]++
			if !hit && testing.Verbose() {
				t.Logf("held %s: %s %s", d.path, f.Rule, f.Detail)
			}
			hit = true
		}
		if hit {
			held++
		}
	}
	share := float64(held) / float64(len(docs))
	t.Logf("the dependencies' Markdown files (the test's half): %d of %d held (%.1f%%); findings by rule %v", held, len(docs), 100*share, rules)
	if share > dependencyDocsHeldMax {
		t.Errorf("%.1f%% of the files held (%d of %d), over %.0f%%", 100*share, held, len(docs), 100*dependencyDocsHeldMax)
	}
}
