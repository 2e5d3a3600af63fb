package scan

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The blind set (testdata/blind/) was written from a brief by someone who
// never saw these rules, and no rule is ever tuned against it: it measures
// how the scanners do on attacks and benign lines they were not shaped
// by. testdata/blind/README.md records who wrote it, when, and which
// revision of the rules first met it. When the rules change materially,
// the set is written anew, blind again.
//
// Issue 18's targets are recall >= 90% for secrets, >= 85% for
// injections, false positives <= 2% of the benign lines; the rules on main
// meet the first only (each set's README.md has the figures of each
// revision), so this test asserts floors just under today's figures: a change that makes
// the scanners worse on attacks they were not shaped by fails it. Raise
// the floors to the targets when the rules meet them, never the other way.
//
// There are two sets, each written by its own author from the same brief
// (testdata/blind/BRIEF.md for the second): set 1 (testdata/blind/*.jsonl)
// was met by the rules of 2026-12-02, and its misses were printed then,
// so it is no longer wholly blind; set 2 (testdata/blind/set2/) was
// written on 2026-12-03, and this test prints only its counts.
type blindFloors struct {
	dir                         string
	secret, injection, personal float64
	falseMax                    float64
	listMisses                  bool
}

var blindSets = []blindFloors{
	{dir: "testdata/blind", secret: 0.95, injection: 0.75, personal: 0.93, falseMax: 0.02, listMisses: true},
	// Its false positives are over the target (2.7%): the floor keeps
	// them from growing while the rules are worked on.
	{dir: "testdata/blind/set2", secret: 0.95, injection: 0.60, personal: 0.95, falseMax: 0.03},
}

type blindLine struct {
	ID, Class, Lang, Text, Note string
}

func readBlind(t *testing.T, dir string) []blindLine {
	t.Helper()
	var out []blindLine
	for _, f := range []string{"injection", "secret", "pii", "benign"} {
		fh, err := os.Open(filepath.Join(dir, f+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var l blindLine
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			out = append(out, l)
		}
		fh.Close()
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
	for _, set := range blindSets {
		t.Run(filepath.Base(set.dir), func(t *testing.T) { scanBlind(t, set) })
	}
}

func scanBlind(t *testing.T, set blindFloors) {
	lines := readBlind(t, set.dir)
	type tally struct{ n, hit int }
	byClass := map[string]*tally{}
	byLang := map[string]*tally{}
	var misses, fps []string
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
				fps = append(fps, fmt.Sprintf("%s %s: %s", l.ID, fs[0].Rule, l.Text))
			}
			continue
		}
		if blindHit(k, fs) {
			byClass[k].hit++
			byLang[lk].hit++
		} else {
			misses = append(misses, fmt.Sprintf("%s (%s)", l.ID, l.Note))
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
	if testing.Verbose() && set.listMisses {
		t.Logf("missed:\n  %s", strings.Join(misses, "\n  "))
		t.Logf("false positives:\n  %s", strings.Join(fps, "\n  "))
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
