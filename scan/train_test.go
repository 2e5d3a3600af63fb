package scan

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The training sets (testdata/train/*, each with its README) were written
// from the brief of issue 18 by people who never saw the rules; two of
// them were blind sets until they had been measured. The rules were tuned
// against them (and testdata/dev), and injection.intent's model is fitted
// on them; the blind set (testdata/blind) is the evaluation.

// Floors just below the figures reached (see scan/doc.go): in-sample
// recall per class, then the 5-fold cross-validated recall of
// injections (all, and per class of attack) and its ceiling on false
// positives, with every detector.
const (
	trainFloorSecret    = 96.0
	trainFloorPersonal  = 98.0
	trainFloorInjection = 92.0
	trainFloorCV        = 85.0
	trainCeilCVFP       = 1.2
)

// The in-sample injection floor went from 92.5 to 92.0 when fifteenth-a
// and -b joined (forty-five sets): written to be hard, they are caught
// 82% in-sample and pull the pooled figure to 92.47%. On the forty-one
// sets before them the refit holds 92.6% in-sample (92.8% before) and,
// the figure that matters, 86.4% held out 5-fold (85.5% before), so the
// 5-fold floor rose instead.

// Thirty-seven sets. Three of them (fourteenth-a, -b, -c) were written
// to be hard: safeguards and overrides as workflow tips, secrecy and
// persona in six languages, attacks in a memory's later clause beside
// long benign memories of the same shape; the pooled figures fell with
// them (5-fold 85.7 -> 84.6% at 1.0% flagged). The last two to join,
// blind sets 16 and 17, moved them back to 84.9% at 0.98%, and the
// target class from 90.2% to 89.7%. Thirty-nine sets with half of the
// dependencies' Markdown files as negatives (doc.go, "Real documents"):
// 85.2% at 1.03%; exfiltration 93.9 -> 92.9% and marker 95.4 -> 94.8%
// against the same sets without those files, the price of holding 3.1%
// of the other half rather than 19.1%: their floors moved with them.
var trainFloorCVKind = map[string]float64{
	"exfiltration": 92.5, "marker": 94.5, "obfuscation": 94, "override": 80,
	"persona": 79.5, "safeguard": 72.5, "secrecy": 72, "target": 89.5,
}

func loadTrain(t testing.TB) []trainLine {
	t.Helper()
	lines, err := readTrain(filepath.Join("testdata", "train"))
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// trainClass is the class Scan must report for a training line's label;
// empty for benign lines.
func trainClass(label string) Class {
	switch label {
	case "injection":
		return ClassInjection
	case "secret":
		return ClassSecret
	case "pii":
		return ClassPersonal
	}
	return ""
}

// trainTally is recall per class and language, and false positives.
type trainTally struct {
	n, hit  map[string]int // key "class" and "class/lang"
	benign  int
	fp      int
	fpClass map[Class]int
	wrong   int // personal data also reported as a secret
	misses  []string
	fps     []string
}

func newTrainTally() *trainTally {
	return &trainTally{n: map[string]int{}, hit: map[string]int{}, fpClass: map[Class]int{}}
}

func (tt *trainTally) add(l trainLine, fs []Finding) {
	want := trainClass(l.Class)
	if want == "" {
		tt.benign++
		tt.n["benign/"+l.Lang]++
		if len(fs) == 0 {
			return
		}
		tt.fp++
		tt.hit["benign/"+l.Lang]++
		seen := map[Class]bool{}
		for _, f := range fs {
			if !seen[f.Class] {
				tt.fpClass[f.Class]++
			}
			seen[f.Class] = true
		}
		tt.fps = append(tt.fps, fmt.Sprintf("%s flagged %v: %q", l.ID, rulesOf(fs), l.Text))
		return
	}
	hit, secret := false, false
	for _, f := range fs {
		hit = hit || f.Class == want
		secret = secret || f.Class == ClassSecret
	}
	c := string(want)
	tt.n[c]++
	tt.n[c+"/"+l.Lang]++
	if want == ClassPersonal && secret {
		tt.wrong++
	}
	if hit {
		tt.hit[c]++
		tt.hit[c+"/"+l.Lang]++
		return
	}
	tt.misses = append(tt.misses, fmt.Sprintf("%s %s missed (got %v) [%s]: %q", l.ID, c, rulesOf(fs), l.Note, l.Text))
}

func (tt *trainTally) recall(key string) float64 { return pctOf(tt.hit[key], tt.n[key]) }

func (tt *trainTally) fpRate() float64 { return pctOf(tt.fp, tt.benign) }

func (tt *trainTally) table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-10s %6s", "recall", "all")
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %6s", l)
	}
	b.WriteString("\n")
	for _, c := range []Class{ClassSecret, ClassPersonal, ClassInjection} {
		fmt.Fprintf(&b, "%-10s %5.1f%%", c, tt.recall(string(c)))
		for _, l := range trainLangs {
			fmt.Fprintf(&b, " %5.1f%%", tt.recall(string(c)+"/"+l))
		}
		fmt.Fprintf(&b, "  (%d/%d)\n", tt.hit[string(c)], tt.n[string(c)])
	}
	fmt.Fprintf(&b, "%-10s %5.2f%%", "benign FP", tt.fpRate())
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %5.1f%%", tt.recall("benign/"+l))
	}
	fmt.Fprintf(&b, "  (%d/%d; secret %d, personal %d, injection %d)\n", tt.fp, tt.benign,
		tt.fpClass[ClassSecret], tt.fpClass[ClassPersonal], tt.fpClass[ClassInjection])
	fmt.Fprintf(&b, "personal data also reported as secret: %d\n", tt.wrong)
	return b.String()
}

// TestScanTrain measures Scan on the training set: recall per class and
// language, and the share of benign lines that raise anything. It holds
// the figures reached, so a rule change that loses them fails here.
func TestScanTrain(t *testing.T) {
	t.Parallel()
	lines := loadTrain(t)
	tt := newTrainTally()
	for _, l := range lines {
		fs := Scan(l.Text)
		checkSpans(t, l.Text, fs)
		tt.add(l, fs)
	}
	t.Log(tt.table())
	slices.Sort(tt.misses)
	for _, m := range tt.misses {
		t.Log(m)
	}
	for _, f := range tt.fps {
		t.Log(f)
	}
	// injection.intent's model is fitted on these sets, so its figure
	// here flatters it: fit on four fifths, measure on the fifth held out.
	samples, err := trainSamples(lines)
	if err != nil {
		t.Fatal(err)
	}
	extra, err := extraSamples("testdata")
	if err != nil {
		t.Fatal(err)
	}
	cv := crossValidate(samples, extra, otherRules(lines), 5, defaultFit)
	t.Logf("injection.intent's model, 5-fold cross-validated on the training sets:%v", cv)
	if got := pctOf(cv.scanHit[""], cv.n[""]); got < trainFloorCV {
		t.Errorf("5-fold injection recall %.1f%% < %.1f%%", got, trainFloorCV)
	}
	if got := pctOf(cv.scanFP[""], cv.benign[""]); got > trainCeilCVFP {
		t.Errorf("5-fold false positives %.2f%% > %.2f%%", got, trainCeilCVFP)
	}
	for k, floor := range trainFloorCVKind {
		key := "kind:" + k
		if got := pctOf(cv.scanHit[key], cv.n[key]); got < floor {
			t.Errorf("5-fold recall of %s injections %.1f%% < %.1f%%", k, got, floor)
		}
	}
	// The figures reached on this set; the floors sit just below them.
	want := map[Class]float64{ClassSecret: trainFloorSecret, ClassPersonal: trainFloorPersonal, ClassInjection: trainFloorInjection}
	for c, w := range want {
		if got := tt.recall(string(c)); got < w {
			t.Errorf("%s: recall %.1f%% < %.1f%%", c, got, w)
		}
	}
	if got := tt.fpRate(); got > 2 {
		t.Errorf("false positives %.2f%% > 2%%", got)
	}
	if tt.wrong > 0 {
		t.Errorf("%d personal data lines also reported as secret", tt.wrong)
	}
}
