package scan

import (
	"bytes"
	"compress/flate"
	"fmt"
	"go/format"
	"hash/fnv"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

//go:generate go run -tags intentfit ./internal/intentfit

// The fitter of injection.intent's model: L2-regularised logistic
// regression over the intent inputs (intent_model.go) and the text
// model's buckets (intent_text.go), fitted on the training sets
// (testdata/train/*), testdata/dev, testdata/scanner and the benchmark's
// notes. internal/intentfit runs it (go generate) and writes
// intent_weights.go and intent_text.bin; TestScanTrain cross-validates it.
// It lives outside the tests so that both can, and it costs the scanner
// nothing: nothing it runs calls it, so the linker drops it.

// fitConfig is what the fit can be told; defaultFit is what generated
// the weights in the tree.
type fitConfig struct {
	// fp is the share of the training sets' benign lines the model may
	// flag when they are held out (innerSets folds within what it is
	// fitted on); fpIn, of the other sets' benign lines, which it is
	// fitted on.
	fp, fpIn float64
	// lambdaIn and lambdaText are the L2 penalties on the inputs' and the
	// text model's weights.
	lambdaIn, lambdaText float64
	// posWeight is an injection's weight against a benign line's;
	// extraWeight, a benign line's of the other sets (dev, corpus, notes:
	// hard negatives written against the rules) against a training set's.
	posWeight, extraWeight float64
	// docsWeight is a window's weight of the dependencies' Markdown files
	// (intent_docs.go) against a training set's benign line.
	docsWeight float64
	iters      int
	// innerSets, when above 0, holds out whole training sets for the
	// threshold's inner folds (the sets dealt round-robin into
	// min(innerSets, sets) folds), so that the benign lines it is set on
	// were written by an author the inner model never saw; 0 holds out
	// 3 random folds of groups.
	innerSets int
	// textLR scales the text model's AdaGrad steps against the inputs'
	// (0 reads as 1): smaller, the fit leans on the intent features, which
	// a new author's lines share, more than on the n-grams, which they
	// share less.
	textLR float64
}

// fp 0.015: the highest target at which, 5-fold over the thirty-five
// training sets, the scanner flagged at most 1.0% of benign lines (0.991%;
// 0.0155: 1.02%, 0.016: 1.04%); over thirty-seven it flags 0.98%, over
// thirty-nine with the dependencies' docs as negatives 1.03%, over
// forty-one 1.04% (0.02: 1.39%, 0.025: 1.75%; testdata/blind/README.md
// says why those were not taken), over forty-five 1.07% (0.02: 1.40%).
// Three
// of the sets hold long benign memories that read like attacks, so the
// same share of benign lines costs more recall than on the others.
var defaultFit = fitConfig{fp: 0.015, fpIn: 0.003, lambdaIn: 5e-4, lambdaText: 1e-6, posWeight: 1, extraWeight: 3, docsWeight: 0.1, iters: 250, innerSets: 5, textLR: 0.5}

// intentSample is one line as the model sees it: the features of each
// window (sentence k with the next one), the text model's buckets of each
// sentence, and its label.
type intentSample struct {
	id, lang string
	set      string // train, dev, corpus or notes
	group    string // lines of one group are held out together
	kind     string // an injection's class (injectionKind)
	inj      bool
	benign   bool // a benign line: counts as a false positive when it fires
	wins     []int
	sb       [][]uint32
}

func newIntentSample(id, set, text string, inj, benign bool) (intentSample, error) {
	st, err := newScanText(text)
	if err != nil {
		return intentSample{}, fmt.Errorf("%s: %v", id, err)
	}
	v, ws := intentWindows(st, false)
	s := intentSample{id: id, set: set, group: id, inj: inj, benign: benign}
	for k, w := range ws {
		s.wins = append(s.wins, w.feats)
		var rec []uint32
		se := st.sents[k]
		textWalk(v.s[se[0]:se[1]], &textAcc{w: textWeights, rec: &rec})
		s.sb = append(s.sb, rec)
	}
	return s, nil
}

// trainSamples are the training sets' injection and benign lines. An
// obfuscated injection is grouped with the other obfuscated lines of its
// set and language: their authors hid a few payloads many ways, and a
// payload seen in clear in one fold would flatter the next.
func trainSamples(lines []trainLine) ([]intentSample, error) {
	var out []intentSample
	for _, l := range lines {
		inj, benign := l.Class == "injection", l.Class == "benign"
		if !inj && !benign {
			continue
		}
		s, err := newIntentSample(l.ID, "train", l.Text, inj, benign)
		if err != nil {
			return nil, err
		}
		s.lang = l.Lang
		if inj {
			s.kind = injectionKind(l.Note)
			if s.kind == "obfuscation" {
				s.group = l.Set + "/obfuscation/" + l.Lang
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// extraSamples are the other labelled lines under dir (the scan
// package's testdata) the model is fitted on in every fold: the dev set,
// the scanner corpus, BenchmarkScanNotes' benign notes and the long
// benign notes of testdata/notes.
func extraSamples(dir string) ([]intentSample, error) {
	var out []intentSample
	add := func(id, set, text string, inj, benign bool) error {
		s, err := newIntentSample(id, set, text, inj, benign)
		out = append(out, s)
		return err
	}
	for _, c := range []struct {
		set, dir, file string
		attacks        bool
	}{
		{"dev", "dev", "attacks.txt", true}, {"dev", "dev", "benign.txt", false},
		{"corpus", "scanner", "attacks.txt", true}, {"corpus", "scanner", "benign.txt", false},
	} {
		ls, err := readCorpus(filepath.Join(dir, c.dir, c.file), c.attacks)
		if err != nil {
			return nil, err
		}
		for _, l := range ls {
			// The dev set labels by class, the corpus by rule.
			inj := c.attacks && (l.rule == "injection" || strings.HasPrefix(l.rule, "injection."))
			id := fmt.Sprintf("%s/%s:%d", c.dir, c.file, l.line)
			if err := add(id, c.set, l.text, inj, !c.attacks); err != nil {
				return nil, err
			}
		}
	}
	for i, n := range scanNotes(64) {
		if err := add(fmt.Sprintf("note-%d", i), "notes", n, false, true); err != nil {
			return nil, err
		}
	}
	// Long benign notes, written by hand in the seven languages
	// (testdata/notes): every window of a long note is one more chance
	// to fire, which the training sets' single lines never put to the
	// model. Fitted on the lines of those sets alone, it flagged 109 of
	// the 14,500 entries of app's benchmark workspace, all of them notes.
	notes, err := readJSONL(filepath.Join(dir, "notes", "notes.jsonl"), "notes")
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		if err := add(n.ID, "notes", n.Text, false, true); err != nil {
			return nil, err
		}
	}
	// Real documents: the fit's half of the dependencies' Markdown files
	// (intent_docs.go).
	docs, err := dependencyDocs(dir, true)
	if err != nil {
		return nil, fmt.Errorf("the dependencies' Markdown files: %v", err)
	}
	for _, d := range docs {
		if err := add(d.path, "docs", d.text, false, true); err != nil {
			return nil, err
		}
	}
	return out, nil
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

// score is the best window's score.
func (m *intentModel) score(s *intentSample) float64 {
	best := math.Inf(-1)
	margin := windowsMargin(len(s.wins))
	for k, f := range s.wins {
		a, b := s.windowBuckets(k)
		sum := int32(0)
		for _, x := range a {
			sum += int32(m.text[x])
		}
		for _, x := range b {
			sum += int32(m.text[x])
		}
		z := intentLinear(f, m.w, m.bias) + textScore(sum, int32(len(a)+len(b)), m.scale)
		if f == 0 {
			z -= featurelessMargin
		}
		best = max(best, z-margin)
	}
	return best
}

func (m *intentModel) fires(s *intentSample) bool { return m.score(s) >= 0 }

// fitEx is one example: the inputs present, the buckets hit, the weight
// of each bucket hit (1/sqrt of their number), the label and the
// example's weight in the loss.
type fitEx struct {
	in     []int32
	bk     []uint32
	inv    float64
	y, wgt float64
}

// examples turns samples into examples. An injection, or a short benign
// line, is one example with the features and buckets of all its windows
// (the attack may sit in any); a longer benign line gives one example per
// window, since each must stay below the threshold on its own.
func examples(samples []intentSample, posWeight, extraWeight, docsWeight float64) []fitEx {
	var out []fitEx
	x := make([]float64, len(intentInputs))
	add := func(f int, bk []uint32, y, wgt float64) {
		intentX(f, x)
		e := fitEx{bk: bk, y: y, wgt: wgt}
		for i, v := range x {
			if v != 0 {
				e.in = append(e.in, int32(i))
			}
		}
		if len(bk) >= textMinHits {
			e.inv = textNorm(len(bk))
		}
		out = append(out, e)
	}
	for _, s := range samples {
		if len(s.wins) == 0 {
			continue
		}
		neg := 1.0
		switch s.set {
		case "train":
		case "docs":
			neg = docsWeight
		default:
			neg = extraWeight
		}
		if s.inj || len(s.wins) <= 2 {
			y, wgt := 0.0, neg
			if s.inj {
				y, wgt = 1, posWeight
			}
			f := 0
			var bk []uint32
			for k, w := range s.wins {
				f |= w
				bk = append(bk, s.sb[k]...)
			}
			add(f, bk, y, wgt)
			continue
		}
		for k, w := range s.wins {
			a, b := s.windowBuckets(k)
			add(w, append(slices.Clip(a), b...), 0, neg)
		}
	}
	return out
}

// fitIntent fits the model on samples (fitRaw), then sets its threshold:
// at most cfg.fp of the training sets' benign lines may fire when scored
// by models fitted without them (3 folds of groups within samples), and
// at most cfg.fpIn of each other set's benign lines, scored in-sample.
func fitIntent(samples []intentSample, cfg fitConfig) *intentModel {
	m := fitRaw(samples, cfg)
	k := 3
	innerFold := func(s *intentSample) int { return foldOf(s.group+"/inner", k) }
	if cfg.innerSets > 0 {
		var trained []intentSample
		for i := range samples {
			if samples[i].set == "train" {
				trained = append(trained, samples[i])
			}
		}
		sets := trainSets(trained)
		k = min(cfg.innerSets, len(sets))
		innerFold = func(s *intentSample) int { return slices.Index(sets, sampleSet(s)) % k }
	}
	var oof []float64
	for fold := range k {
		var in []intentSample
		var out []*intentSample
		for i := range samples {
			s := &samples[i]
			if s.set == "train" && innerFold(s) == fold {
				if s.benign {
					out = append(out, s)
				}
				continue
			}
			in = append(in, *s)
		}
		fm := fitRaw(in, cfg)
		for _, s := range out {
			oof = append(oof, fm.score(s))
		}
	}
	cut := quantileCut(oof, cfg.fp, len(oof))
	for _, set := range []string{"dev", "corpus", "notes"} {
		var zs []float64
		n := 0
		for i := range samples {
			if s := &samples[i]; s.benign && s.set == set {
				n++
				zs = append(zs, m.score(s))
			}
		}
		cut = max(cut, quantileCut(zs, cfg.fpIn, n))
	}
	m.bias = math.Round((m.bias-cut-0.005)*1000) / 1000
	return m
}

// quantileCut is the score at or above which at most fp of n lines score.
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
func fitRaw(samples []intentSample, cfg fitConfig) *intentModel {
	exs := examples(samples, cfg.posWeight, cfg.extraWeight, cfg.docsWeight)
	nIn := len(intentInputs)
	w := make([]float64, nIn)
	tw := make([]float64, 1<<textBits)
	used := map[uint32]bool{}
	total := 0.0
	for _, e := range exs {
		total += e.wgt
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
	const lr = 0.3
	lrText := lr
	if cfg.textLR > 0 {
		lrText = lr * cfg.textLR
	}
	for range cfg.iters {
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
			d := (1/(1+math.Exp(-z)) - e.y) * e.wgt / total
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
			g := gw[i] + cfg.lambdaIn*w[i]
			aw[i] += g * g
			w[i] -= lr * g / (math.Sqrt(aw[i]) + 1e-8)
		}
		for _, b := range buckets {
			g := gt[b] + cfg.lambdaText*tw[b]
			at[b] += g * g
			tw[b] -= lrText * g / (math.Sqrt(at[b]) + 1e-8)
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

// foldOf puts a group in one of k folds by a hash of its name.
func foldOf(group string, k int) int {
	h := fnv.New32a()
	h.Write([]byte(group))
	return int(h.Sum32() % uint32(k))
}

// cvResult is a cross-validated figure: the model fitted on k-1 folds of
// the training sets (and the other sets), measured on the held-out one.
type cvResult struct {
	// Injections caught by the model, by language and by class ("" for
	// all); with the other detectors, a held-out line counts when Scan's
	// other rules or the model fire.
	hit, scanHit, n map[string]int
	// Benign lines flagged, by language ("" for all).
	fp, scanFP, benign map[string]int
	extraFP, extraBN   map[string]int // benign lines of the other sets that fire (in-sample)
	injZ, benZ         []float64      // held-out scores
	flagged            []string       // held-out benign lines flagged, and by what
	missed             []string       // held-out injections missed, with their class
}

// atFP is the recall the held-out scores would reach with the threshold
// set on them for a false-positive rate of fp: what a better-chosen bias
// could reach, an optimistic figure.
func (r cvResult) atFP(fp float64) float64 {
	b := slices.Clone(r.benZ)
	slices.Sort(b)
	cut := b[len(b)-1-int(math.Floor(fp*float64(len(b))))]
	hit := 0
	for _, z := range r.injZ {
		if z > cut {
			hit++
		}
	}
	return pctOf(hit, len(r.injZ))
}

// crossValidate fits on k-1 folds of the training samples plus extra,
// and measures on the held-out fold. other says, by id, whether Scan's
// other detectors report an injection (for injection lines) or anything
// (for benign ones).
func crossValidate(samples, extra []intentSample, other map[string]bool, k int, cfg fitConfig) cvResult {
	return crossValidateBy(samples, extra, other, k, func(s *intentSample) int { return foldOf(s.group, k) }, cfg)
}

// leaveSetOut fits on every training set but one (plus extra) and
// measures on the one held out, for each set in turn: the nearest a fit
// comes to meeting a new author's blind set. Its figures by set are under
// the keys "set:<name>".
func leaveSetOut(samples, extra []intentSample, other map[string]bool, cfg fitConfig) cvResult {
	sets := trainSets(samples)
	return crossValidateBy(samples, extra, other, len(sets), func(s *intentSample) int {
		return slices.Index(sets, sampleSet(s))
	}, cfg)
}

// sampleSet is the training set a sample comes from (its id's prefix).
func sampleSet(s *intentSample) string {
	set, _, _ := strings.Cut(s.id, "/")
	return set
}

// trainSets are the training sets the samples come from, in order.
func trainSets(samples []intentSample) []string {
	var sets []string
	for i := range samples {
		if set := sampleSet(&samples[i]); !slices.Contains(sets, set) {
			sets = append(sets, set)
		}
	}
	slices.Sort(sets)
	return sets
}

// crossValidateBy is crossValidate with the folds fold assigns, 0 to k-1.
func crossValidateBy(samples, extra []intentSample, other map[string]bool, k int, fold func(*intentSample) int, cfg fitConfig) cvResult {
	r := cvResult{hit: map[string]int{}, scanHit: map[string]int{}, n: map[string]int{},
		fp: map[string]int{}, scanFP: map[string]int{}, benign: map[string]int{},
		extraFP: map[string]int{}, extraBN: map[string]int{}}
	for fi := range k {
		var train, test []intentSample
		for i := range samples {
			s := samples[i]
			if fold(&s) == fi {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
		m := fitIntent(append(train, extra...), cfg)
		for i := range test {
			s := &test[i]
			z := m.score(s)
			f := z >= 0
			switch {
			case s.inj:
				r.injZ = append(r.injZ, z)
				if !f && !other[s.id] {
					all := 0
					for _, w := range s.wins {
						all |= w
					}
					r.missed = append(r.missed, fmt.Sprintf("%s (%s, %.2f) [%s]", s.id, s.kind, z, featList(all)))
				}
				for _, key := range []string{"", s.lang, "kind:" + s.kind, "set:" + sampleSet(s)} {
					r.n[key]++
					if f {
						r.hit[key]++
					}
					if f || other[s.id] {
						r.scanHit[key]++
					}
				}
			case s.benign:
				r.benZ = append(r.benZ, z)
				switch {
				case f:
					r.flagged = append(r.flagged, fmt.Sprintf("%s (the model, %.2f)", s.id, z))
				case other[s.id]:
					r.flagged = append(r.flagged, s.id+" (other rules)")
				}
				for _, key := range []string{"", s.lang, "set:" + sampleSet(s)} {
					r.benign[key]++
					if f {
						r.fp[key]++
					}
					if f || other[s.id] {
						r.scanFP[key]++
					}
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

// keyed is the names counted under prefix ("set:", "kind:"), in order:
// the training sets seen, the injection classes seen.
func (r cvResult) keyed(prefix string) []string {
	var out []string
	for key := range r.n {
		if name, ok := strings.CutPrefix(key, prefix); ok {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

func (r cvResult) String() string {
	var b strings.Builder
	row := func(name string, hit, n map[string]int) {
		fmt.Fprintf(&b, "%-22s %5.1f%%", name, pctOf(hit[""], n[""]))
		for _, l := range trainLangs {
			fmt.Fprintf(&b, " %5.1f%%", pctOf(hit[l], n[l]))
		}
		fmt.Fprintf(&b, "  (%d/%d)\n", hit[""], n[""])
	}
	fmt.Fprintf(&b, "\n%-22s %6s", "k-fold", "all")
	for _, l := range trainLangs {
		fmt.Fprintf(&b, " %6s", l)
	}
	b.WriteString("\ninjections recall\n")
	row("  model", r.hit, r.n)
	row("  model or other rules", r.scanHit, r.n)
	b.WriteString("benign lines flagged\n")
	row("  model", r.fp, r.benign)
	row("  model or other rules", r.scanFP, r.benign)
	b.WriteString("injections recall by class (model or other rules)\n")
	for _, k := range r.keyed("kind:") {
		key := "kind:" + k
		fmt.Fprintf(&b, "  %-20s %5.1f%%  (%d/%d)\n", k, pctOf(r.scanHit[key], r.n[key]), r.scanHit[key], r.n[key])
	}
	if sets := r.keyed("set:"); len(sets) > 1 {
		b.WriteString("by held-out set: model or other rules (model alone), benign flagged\n")
		var sum, sumM, sumFP float64
		for _, set := range sets {
			key := "set:" + set
			rec, recM, fp := pctOf(r.scanHit[key], r.n[key]), pctOf(r.hit[key], r.n[key]), pctOf(r.scanFP[key], r.benign[key])
			sum, sumM, sumFP = sum+rec, sumM+recM, sumFP+fp
			fmt.Fprintf(&b, "  %-20s %5.1f%% (%5.1f%%) %4d/%-4d  FP %4.2f%% (%d/%d)\n", set, rec, recM, r.scanHit[key], r.n[key], fp, r.scanFP[key], r.benign[key])
		}
		n := float64(len(sets))
		fmt.Fprintf(&b, "  %-20s %5.1f%% (%5.1f%%)            FP %4.2f%%\n", "mean", sum/n, sumM/n, sumFP/n)
	}
	fmt.Fprintf(&b, "model's held-out recall at a held-out FP of 0.5/1/1.5/2%%: %.1f%% %.1f%% %.1f%% %.1f%%\n", r.atFP(0.005), r.atFP(0.01), r.atFP(0.015), r.atFP(0.02))
	for _, set := range []string{"dev", "corpus", "notes", "docs"} {
		fmt.Fprintf(&b, "in-sample benign FP %s: %.2f%% (%d/%d over the folds)\n", set, pctOf(r.extraFP[set], r.extraBN[set]), r.extraFP[set], r.extraBN[set])
	}
	return b.String()
}

// trainLangs are the brief's seven languages.
var trainLangs = []string{"en", "fr", "de", "es", "pt", "zh", "ja"}

func pctOf(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }

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

// writeModel writes m into dir as intent_weights.go and intent_text.bin;
// it reports the size of intent_text.bin and the buckets set.
func writeModel(dir string, m *intentModel, generator string) (size, set int, err error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Code generated by %s; DO NOT EDIT.\n\npackage scan\n\n", generator)
	sb.WriteString("// Fitted on testdata/train/*, testdata/dev, testdata/scanner,\n// testdata/notes, BenchmarkScanNotes' notes and half of the\n// dependencies' Markdown files (see intent_model.go, intent_text.go,\n// intent_fit.go and intent_docs.go).\n\n")
	fmt.Fprintf(&sb, "const intentBias = %g\n\n", m.bias)
	fmt.Fprintf(&sb, "// textScale is the weight of one step of intent_text.bin's int8 weights.\nconst textScale = %g\n\n", m.scale)
	fmt.Fprintf(&sb, "var intentWeights = [%d]float64{\n", len(m.w))
	for i, v := range m.w {
		in := intentInputs[i]
		name := featList(in.all)
		if in.rule {
			name = "the hand-set rule"
		}
		if in.gated {
			name += " (gated)"
		}
		fmt.Fprintf(&sb, "\t%g, // %s\n", v, name)
	}
	sb.WriteString("}\n")
	src, err := format.Source([]byte(sb.String()))
	if err != nil {
		return 0, 0, err
	}
	if err := os.WriteFile(filepath.Join(dir, "intent_weights.go"), src, 0o644); err != nil {
		return 0, 0, err
	}
	var buf bytes.Buffer
	zw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return 0, 0, err
	}
	raw := make([]byte, len(m.text))
	for i, v := range m.text {
		raw[i] = byte(v)
		if v != 0 {
			set++
		}
	}
	if _, err := io.Copy(zw, bytes.NewReader(raw)); err != nil {
		return 0, 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, 0, err
	}
	return buf.Len(), set, os.WriteFile(filepath.Join(dir, "intent_text.bin"), buf.Bytes(), 0o644)
}
