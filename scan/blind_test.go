package scan

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// A blind set is written from the brief (testdata/blind/BRIEF.md) by
// someone who never saw these rules, and no rule is ever tuned against
// it: it measures how the scanners do on attacks and benign lines they
// were not shaped by. testdata/blind/README.md records who wrote each set,
// when, and which revision of the rules met it. Once a set has been
// measured its misses are known, so it moves into testdata/train and the
// next set is written anew, blind again: sets 1 and 2 did so on
// 2026-12-03, then sets 3 and 4, set 5 on 2026-12-04 and set 6 the same
// day, sets 7 to 15 on 2026-12-05, sets 16 to 23 on 2026-12-06. Sets 24
// and 25, written on 2026-12-06 by two authors of no other set, are the
// measure now (testdata/blind/).
//
// Issue 18's targets are recall >= 85% for injections and >= 90% for
// secrets and personal data, false positives <= 2% of the benign lines.
// A set's floors are the targets where its first measurement met them,
// and its false-positive ceiling a little over the figure reached, so
// that a change that loses ground fails here. Tighten them as the rules
// improve; never loosen one to make a change pass. The test also reports
// the distance to each target.
type blindFloors struct {
	dir                         string
	secret, injection, personal float64
	falseMax                    float64
}

// blindTargets are issue 18's targets, reported beside the floors.
var blindTargets = blindFloors{secret: 0.90, injection: 0.85, personal: 0.90, falseMax: 0.02}

var blindSets = []blindFloors{
	// Set 7 (now testdata/train/blind7), written by an author asked to
	// write attacks as one who wants past a scanner would, was measured
	// on two revisions that had not seen it: 72.3% of injections both
	// times, 93.1% of secrets, 93.3% of personal data, 0.9% and 1.2%
	// false positives.
	//
	// Set 8 (now testdata/train/blind8), written with the same request,
	// met two revisions: 71.4% and 73.6% of injections.
	//
	// Set 9 (now testdata/train/blind9), written with the same request,
	// met two revisions: 71.4% and 78.2% of injections.
	//
	// Set 10 (now testdata/train/blind10), written with the same request,
	// met four revisions: 78.4%, 80.0%, 80.2% and 80.2% of injections,
	// with 1.9%, 1.7%, 1.9% and 2.2% false positives (testdata/blind/README.md).
	//
	// Set 11 (now testdata/train/blind11), written with the same request,
	// met two revisions: 78.8% and 80.7% of injections, 93.1% of secrets,
	// 96.7% of personal data, 0.3% and 0.5% false positives.
	//
	// Sets 12 and 13 (now testdata/train/blind12, blind13) met the
	// rules of cb482ca and of 179c8dd: 85.7 and 88.8%, 75.8 and 77.7% of
	// injections. Sets 14 and 15 (now blind14, blind15) met 179c8dd's
	// rules and two fits since reverted: 86.4 and 80.9% on 179c8dd's.
	// Secrets 91.4-94.9%, personal data 95.0-98.3%, false positives
	// 0.7-1.2%.
	//
	// Sets 16 and 17 (now testdata/train/blind16, blind17), written on
	// 2026-12-05 by two authors of no other set with the same request,
	// met seven revisions; the last, the thirty-five-set refit, caught
	// 86.8% and 83.8% of their injections (92.6% and 97.7% of secrets,
	// all personal data, 1.0% false positives on both).
	//
	// Sets 18 and 19 (now testdata/train/blind18, blind19), written on
	// 2026-12-06 by two authors of no other set with the same request,
	// met two revisions: 83.0 and 83.4%, 82.1 and 82.9% of injections
	// (91.4% and 94.3% of secrets, all personal data, 0.0-0.3% false
	// positives).
	//
	// Sets 20 and 21 (now testdata/train/blind20, blind21), written the
	// same day by two more authors with the same request, met two
	// revisions: 84.6 and 86.0%, 83.4 and 83.6% of injections (97.7% and
	// 94.9% of secrets, 96.7% and 100% of personal data, 0.3-0.9% false
	// positives).
	//
	// Sets 22 and 23 (now testdata/train/blind22, blind23), written the
	// same day by two more authors with the same request, met three
	// revisions: 85.2, 86.2 and 86.2%, 82.5, 83.4 and 83.4% of
	// injections; secrets 86.9 -> 88.6% and 94.9 -> 96.6% as the secret
	// rules grew; 0.2-1.7% false positives.
	//
	// Sets 24 and 25, written the same day by two more authors with the
	// same request, are the measure now. On the forty-one-set rules they
	// caught 85.5% and 93.2% of injections; on the refit on forty-five
	// sets 85.1% and 94.5% (99.4% of secrets on both, 98.3% and 100% of
	// personal data, 0.7% and 0.5% false positives): issue 18's targets,
	// which are their floors.
	{dir: "testdata/blind/set24", secret: 0.90, injection: 0.85, personal: 0.90, falseMax: 0.02},
	{dir: "testdata/blind/set25", secret: 0.90, injection: 0.85, personal: 0.90, falseMax: 0.02},
}

// readBlind reads a blind set: the four files of a training set, each
// of which it must have.
func readBlind(t *testing.T, dir string) []trainLine {
	t.Helper()
	var out []trainLine
	for _, f := range trainFiles {
		ls, err := readJSONL(filepath.Join(dir, f+".jsonl"), filepath.Base(dir))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ls...)
	}
	return out
}

// blindHit says whether the scanner's findings catch a line of class c.
func blindHit(c string, fs []Finding) bool {
	for _, f := range fs {
		switch {
		case c == "injection" && f.Class == ClassInjection,
			c == "secret" && f.Class == ClassSecret,
			c == "pii" && (f.Class == ClassPersonal || f.Class == ClassSecret):
			return true
		}
	}
	return false
}

func TestScanBlind(t *testing.T) {
	if len(blindSets) == 0 {
		t.Fatal("no blind set listed in blindSets: a test that measures nothing must not pass")
	}
	for _, set := range blindSets {
		t.Run(filepath.Base(set.dir), func(t *testing.T) { scanBlind(t, set) })
	}
}

func scanBlind(t *testing.T, set blindFloors) {
	lines := readBlind(t, set.dir)
	type tally struct{ n, hit int }
	byClass := map[string]*tally{}
	byLang := map[string]*tally{}
	for _, l := range lines {
		fs := Scan(l.Text)
		k := l.Class
		if byClass[k] == nil {
			byClass[k] = &tally{}
		}
		byClass[k].n++
		lk := k + "/" + l.Lang
		if byLang[lk] == nil {
			byLang[lk] = &tally{}
		}
		byLang[lk].n++
		if k == "benign" {
			if len(fs) > 0 {
				byClass[k].hit++
				byLang[lk].hit++
			}
			continue
		}
		if blindHit(k, fs) {
			byClass[k].hit++
			byLang[lk].hit++
		}
	}
	rate := func(c string) float64 { return float64(byClass[c].hit) / float64(byClass[c].n) }
	keys := make([]string, 0, len(byLang))
	for k := range byLang {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "  %-14s %3d/%3d\n", k, byLang[k].hit, byLang[k].n)
	}
	t.Logf("%s: injections %d/%d (%.1f%%), secrets %d/%d (%.1f%%), personal data %d/%d (%.1f%%), false positives %d/%d (%.1f%%)\n%s", set.dir,
		byClass["injection"].hit, byClass["injection"].n, 100*rate("injection"),
		byClass["secret"].hit, byClass["secret"].n, 100*rate("secret"),
		byClass["pii"].hit, byClass["pii"].n, 100*rate("pii"),
		byClass["benign"].hit, byClass["benign"].n, 100*rate("benign"), b.String())
	for _, c := range []struct {
		name        string
		got, target float64
		max         bool
	}{
		{"injections", rate("injection"), blindTargets.injection, false},
		{"secrets", rate("secret"), blindTargets.secret, false},
		{"personal data", rate("pii"), blindTargets.personal, false},
		{"false positives", rate("benign"), blindTargets.falseMax, true},
	} {
		met := c.got >= c.target
		if c.max {
			met = c.got <= c.target
		}
		if !met {
			t.Logf("issue 18's target for %s (%.0f%%) is not met: %.1f%%", c.name, 100*c.target, 100*c.got)
		}
	}
	if r := rate("secret"); r < set.secret {
		t.Errorf("secret recall %.1f%%, below the floor %.0f%%", 100*r, 100*set.secret)
	}
	if r := rate("injection"); r < set.injection {
		t.Errorf("injection recall %.1f%%, below the floor %.0f%%", 100*r, 100*set.injection)
	}
	if r := rate("pii"); r < set.personal {
		t.Errorf("personal data recall %.1f%%, below the floor %.0f%%", 100*r, 100*set.personal)
	}
	if r := rate("benign"); r > set.falseMax {
		t.Errorf("false positives %.1f%% of benign lines, over %.0f%%", 100*r, 100*set.falseMax)
	}
}
