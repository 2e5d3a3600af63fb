package scan

import (
	"bytes"
	"compress/flate"
	"flag"
	"fmt"
	"go/format"
	"hash/fnv"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
)

var intentFit = flag.Bool("intentfit", false, "fit injection.intent's model on testdata/train (and the other sets) and rewrite intent_weights.go and intent_text.bin")

// intentSample is one line as the model sees it: the features of each
// window (sentence k with the next one), the text model's buckets of
// each sentence, and its label.
type intentSample struct {
	id, lang string
	set      string // train, dev, corpus or notes
	inj      bool
	benign   bool // a benign line: counts as a false positive when it fires
	wins     []int
	sb       [][]uint32
}

func intentSample1(t testing.TB, id, lang, set, text string, inj, benign bool) intentSample {
	st, err := newScanText(text)
	if err != nil {
		t.Fatal(err)
	}
	v, ws := intentWindows(st, false)
	s := intentSample{id: id, lang: lang, set: set, inj: inj, benign: benign}
	for k, w := range ws {
		s.wins = append(s.wins, w.feats)
		var rec []uint32
		se := st.sents[k]
		textWalk(v.s[se[0]:se[1]], &textAcc{w: textWeights, rec: &rec})
		s.sb = append(s.sb, rec)
	}
	return s
}

func intentSamples(t testing.TB, lines []trainLine) []intentSample {
	var out []intentSample
	for _, l := range lines {
		out = append(out, intentSample1(t, l.ID, l.Lang, "train", l.Text, l.Class == "injection", l.Class == "benign"))
	}
	return out
}

// intentExtra is every other labelled line the model is fitted on, in
// every fold: the dev set, the scanner corpus and BenchmarkScanNotes'
// benign notes.
func intentExtra(t testing.TB) []intentSample {
	var out []intentSample
	for _, a := range loadCorpusIn(t, "dev", "attacks.txt", true) {
		out = append(out, intentSample1(t, fmt.Sprintf("dev-attack-%d", a.line), "", "dev", a.text, a.rule == "injection", false))
	}
	for _, b := range loadCorpusIn(t, "dev", "benign.txt", false) {
		out = append(out, intentSample1(t, fmt.Sprintf("dev-benign-%d", b.line), "", "dev", b.text, false, true))
	}
	for _, a := range loadCorpusIn(t, "scanner", "attacks.txt", true) {
		out = append(out, intentSample1(t, fmt.Sprintf("corpus-attack-%d", a.line), "", "corpus", a.text, strings.HasPrefix(a.rule, "injection."), false))
	}
	for _, b := range loadCorpusIn(t, "scanner", "benign.txt", false) {
		out = append(out, intentSample1(t, fmt.Sprintf("corpus-benign-%d", b.line), "", "corpus", b.text, false, true))
	}
	for i, n := range scanNotes(64) {
		out = append(out, intentSample1(t, fmt.Sprintf("note-%d", i), "", "notes", n, false, true))
	}
	return out
}

// intentModel is a fitted model: weights of intentInputs, the bias, and
// the text model's weights as stored (int8) with their scale.
type intentModel struct {
	w     []float64
	bias  float64
	text  []int8
	scale float64
}

// windowBuckets are the buckets of window k: sentence k and the next.
func (s *intentSample) windowBuckets(k int) (a, b []uint32) {
	if k+1 < len(s.sb) {
		return s.sb[k], s.sb[k+1]
	}
	return s.sb[k], nil
}

// score is the best window's score; rule, whether the hand-set rule
// fires on one.
func (m *intentModel) score(s *intentSample) (best float64, rule bool) {
	best = math.Inf(-1)
	for k, f := range s.wins {
		if _, ok := intentRule(f); ok {
			rule = true
		}
		a, b := s.windowBuckets(k)
		sum := int32(0)
		for _, x := range a {
			sum += int32(m.text[x])
		}
		for _, x := range b {
			sum += int32(m.text[x])
		}
		n := len(a) + len(b)
		z := intentLinear(f, m.w, m.bias)
		if n >= textMinHits {
			z += float64(sum) * m.scale / math.Sqrt(float64(n))
		}
		best = max(best, z)
	}
	return best, rule
}

func (m *intentModel) fires(s *intentSample) bool {
	z, rule := m.score(s)
	return rule || z >= 0
}

// fitEx is one example: the inputs present, the buckets hit, and the
// weight of each bucket hit (1/sqrt of their number).
type fitEx struct {
	in  []int32
	bk  []uint32
	inv float64
	y   float64
}

// intentFitFP is the share of testdata/train's benign lines the model may
// flag when they are held out; intentFitFPIn, of the other sets' benign
// lines, which it was fitted on.
var intentFitFP, intentFitFPIn = 0.007, 0.003

// intentLambda is the L2 penalty on the inputs' and the text weights.
var intentLambdaIn, intentLambdaText = 1e-4, 1e-6

func examples(samples []intentSample) []fitEx {
	var out []fitEx
	x := make([]float64, len(intentInputs))
	add := func(f int, bk []uint32, y float64) {
		intentX(f, x)
		e := fitEx{bk: bk, y: y}
		for i, v := range x {
			if v != 0 {
				e.in = append(e.in, int32(i))
			}
		}
		if len(bk) >= textMinHits {
			e.inv = 1 / math.Sqrt(float64(len(bk)))
		}
		out = append(out, e)
	}
	for _, s := range samples {
		if len(s.wins) == 0 {
			continue
		}
		y := 0.0
		if s.inj {
			y = 1
		}
		if s.inj || len(s.wins) <= 2 {
			f := 0
			var bk []uint32
			for k, w := range s.wins {
				f |= w
				bk = append(bk, s.sb[k]...)
			}
			add(f, bk, y)
			continue
		}
		for k, w := range s.wins {
			a, b := s.windowBuckets(k)
			add(w, append(slices.Clip(a), b...), y)
		}
	}
	return out
}

// fitIntent fits the model on samples (fitRaw), then sets its threshold:
// at most intentFitFP of testdata/train's benign lines may fire when
// scored by models fitted without them (3 folds within samples), and at
// most intentFitFPIn of each other set's benign lines, scored in-sample.
func fitIntent(samples []intentSample) *intentModel {
	m := fitRaw(samples)
	const k = 3
	var oof []float64
	for fold := 0; fold < k; fold++ {
		var in []intentSample
		var out []*intentSample
		for i := range samples {
			s := &samples[i]
			if s.set == "train" && foldOf(s.id+"/inner", k) == fold {
				if s.benign {
					out = append(out, s)
				}
				continue
			}
			in = append(in, *s)
		}
		fm := fitRaw(in)
		for _, s := range out {
			z, rule := fm.score(s)
			if !rule {
				oof = append(oof, z)
			}
		}
	}
	cut := quantileCut(oof, intentFitFP, len(oof))
	for _, set := range []string{"dev", "corpus", "notes"} {
		var zs []float64
		n := 0
		for i := range samples {
			if s := &samples[i]; s.benign && s.set == set {
				n++
				if z, rule := m.score(s); !rule {
					zs = append(zs, z)
				}
			}
		}
		cut = max(cut, quantileCut(zs, intentFitFPIn, n))
	}
	m.bias = math.Round((m.bias-cut-0.005)*1000) / 1000
	return m
}

// quantileCut is the score at or above which at most fp of n lines score
// (zs: the scores of those the rule does not already flag).
func quantileCut(zs []float64, fp float64, n int) float64 {
	slices.Sort(zs)
	k := int(math.Floor(fp * float64(n)))
	if k >= len(zs) {
		return math.Inf(-1)
	}
	return zs[len(zs)-1-k]
}

// fitRaw fits the model by L2-regularised logistic regression (full
// batch, AdaGrad steps) over the examples of samples and stores the text
// weights as int8; the bias is the one fitted.
func fitRaw(samples []intentSample) *intentModel {
	exs := examples(samples)
	nIn := len(intentInputs)
	w := make([]float64, nIn)
	tw := make([]float64, 1<<textBits)
	used := map[uint32]bool{}
	for _, e := range exs {
		for _, b := range e.bk {
			used[b] = true
		}
	}
	var buckets []uint32
	for b := range used {
		buckets = append(buckets, b)
	}
	slices.Sort(buckets)
	gw := make([]float64, nIn)
	gt := make([]float64, 1<<textBits)
	aw := make([]float64, nIn)
	at := make([]float64, 1<<textBits)
	bias, ab := 0.0, 0.0
	const lr, iters = 0.3, 250
	m := float64(len(exs))
	for it := 0; it < iters; it++ {
		clear(gw)
		for _, b := range buckets {
			gt[b] = 0
		}
		gb := 0.0
		for _, e := range exs {
			z := bias
			for _, i := range e.in {
				z += w[i]
			}
			for _, b := range e.bk {
				z += tw[b] * e.inv
			}
			d := (1/(1+math.Exp(-z)) - e.y) / m
			gb += d
			for _, i := range e.in {
				gw[i] += d
			}
			for _, b := range e.bk {
				gt[b] += d * e.inv
			}
		}
		ab += gb * gb
		bias -= lr * gb / (math.Sqrt(ab) + 1e-8)
		for i := range w {
			g := gw[i] + intentLambdaIn*w[i]
			aw[i] += g * g
			w[i] -= lr * g / (math.Sqrt(aw[i]) + 1e-8)
		}
		for _, b := range buckets {
			g := gt[b] + intentLambdaText*tw[b]
			at[b] += g * g
			tw[b] -= lr * g / (math.Sqrt(at[b]) + 1e-8)
		}
	}
	mod := &intentModel{w: w, text: make([]int8, 1<<textBits)}
	for i := range w {
		w[i] = math.Round(w[i]*100) / 100
	}
	top := 0.0
	for _, v := range tw {
		top = max(top, math.Abs(v))
	}
	mod.scale = top / 127
	if top == 0 {
		mod.scale = 1
	}
	for i, v := range tw {
		mod.text[i] = int8(math.Round(v / mod.scale))
	}
	mod.bias = bias
	return mod
}

// foldOf puts a line in one of k folds by a hash of its id.
func foldOf(id string, k int) int {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int(h.Sum32() % uint32(k))
}

// cvResult is a cross-validated figure: the model fitted on k-1 folds of
// testdata/train (and the other sets), measured on the held-out one.
type cvResult struct {
	hit, n     map[string]int // injections, by language ("" for all)
	fp, benign int
	// With the other detectors: a held-out line counts when Scan's other
	// rules or the model fire.
	scanHit          map[string]int
	scanFP           int
	extraFP, extraBN map[string]int // benign lines of the other sets that fire (in-sample)
	injZ, benZ       []float64      // held-out scores (+Inf where the rule fires)
}

// atFP is the recall the held-out scores would reach with the threshold
// set on them for a false-positive rate of fp: what a better-chosen bias
// could reach, an optimistic figure.
func (r cvResult) atFP(fp float64) float64 {
	b := slices.Clone(r.benZ)
	slices.Sort(b)
	k := int(math.Floor(fp * float64(len(b))))
	cut := b[len(b)-1-k]
	hit := 0
	for _, z := range r.injZ {
		if z > cut {
			hit++
		}
	}
	return pctOf(hit, len(r.injZ))
}

// crossValidate fits on k-1 folds of the training lines (samples, all
// of set "train") plus extra, and measures on the held-out fold. other
// says, by id, whether Scan's other detectors report an injection (for
// injection lines) or anything (for benign ones).
func crossValidate(samples, extra []intentSample, other map[string]bool, k int) cvResult {
	r := cvResult{hit: map[string]int{}, n: map[string]int{}, scanHit: map[string]int{}, extraFP: map[string]int{}, extraBN: map[string]int{}}
	for fold := 0; fold < k; fold++ {
		var train, test []intentSample
		for _, s := range samples {
			if foldOf(s.id, k) == fold {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
		m := fitIntent(append(train, extra...))
		for i := range test {
			s := &test[i]
			f := m.fires(s)
			z, rule := m.score(s)
			if rule {
				z = math.Inf(1)
			}
			if s.inj {
				r.injZ = append(r.injZ, z)
			} else if s.benign {
				r.benZ = append(r.benZ, z)
			}
			switch {
			case s.inj:
				for _, l := range []string{"", s.lang} {
					r.n[l]++
					if f {
						r.hit[l]++
					}
					if f || other[s.id] {
						r.scanHit[l]++
					}
				}
			case s.benign:
				r.benign++
				if f {
					r.fp++
				}
				if f || other[s.id] {
					r.scanFP++
				}
			}
		}
		for i := range extra {
			if s := &extra[i]; s.benign {
				r.extraBN[s.set]++
				if m.fires(s) {
					r.extraFP[s.set]++
				}
			}
		}
	}
	return r
}

func (r cvResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-22s %6s", "k-fold injections", "all")
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %6s", l)
	}
	fmt.Fprintf(&b, "\n%-22s %5.1f%%", "model", pctOf(r.hit[""], r.n[""]))
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %5.1f%%", pctOf(r.hit[l], r.n[l]))
	}
	fmt.Fprintf(&b, "\n%-22s %5.1f%%", "model or other rules", pctOf(r.scanHit[""], r.n[""]))
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %5.1f%%", pctOf(r.scanHit[l], r.n[l]))
	}
	fmt.Fprintf(&b, "\nheld-out benign FP: model %.2f%% (%d/%d), with other rules %.2f%% (%d)\n", pctOf(r.fp, r.benign), r.fp, r.benign, pctOf(r.scanFP, r.benign), r.scanFP)
	fmt.Fprintf(&b, "held-out recall at a held-out FP of 0.5/1/1.5/2%%: %.1f%% %.1f%% %.1f%% %.1f%%\n", r.atFP(0.005), r.atFP(0.01), r.atFP(0.015), r.atFP(0.02))
	for _, set := range []string{"dev", "corpus", "notes"} {
		fmt.Fprintf(&b, "in-sample benign FP %s: %.2f%% (%d/%d over the folds)\n", set, pctOf(r.extraFP[set], r.extraBN[set]), r.extraFP[set], r.extraBN[set])
	}
	return b.String()
}

// otherRules runs Scan without injection.intent over the training lines:
// for an injection line, whether another rule reports an injection; for a
// benign one, whether anything is reported.
func otherRules(lines []trainLine) map[string]bool {
	var ds []scanDetector
	for _, d := range scanDetectors {
		if d.rule != intentDetector.rule {
			ds = append(ds, d)
		}
	}
	out := map[string]bool{}
	for _, l := range lines {
		fs := scanWith(l.Text, ds)
		switch l.Class {
		case "injection":
			for _, f := range fs {
				out[l.ID] = out[l.ID] || f.Class == ClassInjection
			}
		case "benign":
			out[l.ID] = len(fs) > 0
		}
	}
	return out
}

var intentCV = flag.Bool("intentcv", false, "print injection.intent's cross-validated figures for a few settings")

func TestIntentCV(t *testing.T) {
	if !*intentCV {
		t.Skip("run with -intentcv")
	}
	lines := loadTrain(t)
	samples := intentSamples(t, lines)
	extra := intentExtra(t)
	other := otherRules(lines)
	var grid []float64
	for _, f := range strings.Fields(os.Getenv("INTENT_GRID")) {
		var v float64
		fmt.Sscan(f, &v)
		grid = append(grid, v)
	}
	for i := 0; i+2 < len(grid)+1; i += 3 {
		intentFitFP, intentLambdaIn, intentLambdaText = grid[i], grid[i+1], grid[i+2]
		t.Logf("fit FP %.3f, lambda %g/%g: %v", intentFitFP, intentLambdaIn, intentLambdaText, crossValidate(samples, extra, other, 5))
	}
}

func TestIntentFit(t *testing.T) {
	if !*intentFit {
		t.Skip("run with -intentfit to refit")
	}
	lines := loadTrain(t)
	samples := append(intentSamples(t, lines), intentExtra(t)...)
	m := fitIntent(samples)
	var sb strings.Builder
	sb.WriteString("package scan\n\n// Code generated by go test ./scan -run TestIntentFit -intentfit; DO NOT EDIT.\n\n")
	sb.WriteString("// Fitted on testdata/train, testdata/dev, testdata/scanner and BenchmarkScanNotes' notes\n// (see intent_model.go and intent_text.go).\n\n")
	fmt.Fprintf(&sb, "const intentBias = %g\n\n", m.bias)
	fmt.Fprintf(&sb, "// textScale is the weight of one step of intent_text.bin's int8 weights.\nconst textScale = %g\n\n", m.scale)
	fmt.Fprintf(&sb, "var intentWeights = [%d]float64{\n", len(m.w))
	for i, v := range m.w {
		in := intentInputs[i]
		name := featList(in.all)
		if in.gated {
			name += " (gated)"
		}
		fmt.Fprintf(&sb, "\t%g, // %s\n", v, name)
	}
	sb.WriteString("}\n")
	src, err := format.Source([]byte(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("intent_weights.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	raw := make([]byte, len(m.text))
	nz := 0
	for i, v := range m.text {
		raw[i] = byte(v)
		if v != 0 {
			nz++
		}
	}
	zw.Write(raw)
	zw.Close()
	if err := os.WriteFile("intent_text.bin", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("bias %g, text scale %g, %d buckets set, intent_text.bin %d bytes", m.bias, m.scale, nz, buf.Len())
}
