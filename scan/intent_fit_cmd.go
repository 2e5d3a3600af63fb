//go:build intentfit

package scan

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// What internal/intentfit calls. It is built only with the intentfit tag,
// so that the scanner's API holds nothing about fitting.

// FitOptions are the fit's settings; DefaultFitOptions, those that
// generated the weights in the tree.
type FitOptions struct {
	// FP is the share of the training sets' benign lines the model may
	// flag when held out; FPIn, of the other sets' benign lines.
	FP, FPIn float64
	// LambdaIn and LambdaText are the L2 penalties on the intent inputs'
	// and the text model's weights.
	LambdaIn, LambdaText float64
	// PosWeight is an injection's weight in the loss against a benign
	// line's.
	PosWeight float64
	// ExtraWeight is a benign line's weight of testdata/dev,
	// testdata/scanner and the notes against a training set's.
	ExtraWeight float64
	// DocsWeight is a window's weight of the dependencies' Markdown files.
	DocsWeight float64
	Iters      int
	// InnerSets, when above 0, sets the threshold on folds of whole
	// training sets (at most InnerSets of them) rather than 3 random ones.
	InnerSets int
	// TextLR scales the text model's steps against the inputs' (0: 1).
	TextLR float64
}

func DefaultFitOptions() FitOptions {
	c := defaultFit
	return FitOptions{FP: c.fp, FPIn: c.fpIn, LambdaIn: c.lambdaIn, LambdaText: c.lambdaText, PosWeight: c.posWeight, ExtraWeight: c.extraWeight, DocsWeight: c.docsWeight, Iters: c.iters, InnerSets: c.innerSets, TextLR: c.textLR}
}

func (o FitOptions) config() fitConfig {
	return fitConfig{fp: o.FP, fpIn: o.FPIn, lambdaIn: o.LambdaIn, lambdaText: o.LambdaText, posWeight: o.PosWeight, extraWeight: o.ExtraWeight, docsWeight: o.DocsWeight, iters: o.Iters, innerSets: o.InnerSets, textLR: o.TextLR}
}

// fitData reads the training sets and the other labelled lines under the
// scan package's directory dir.
func fitData(dir string) ([]trainLine, []intentSample, []intentSample, error) {
	lines, err := readTrain(filepath.Join(dir, "testdata", "train"))
	if err != nil {
		return nil, nil, nil, err
	}
	samples, err := trainSamples(lines)
	if err != nil {
		return nil, nil, nil, err
	}
	extra, err := extraSamples(filepath.Join(dir, "testdata"))
	return lines, samples, extra, err
}

// FitIntent fits injection.intent's model on every labelled set under
// the scan package's directory dir and rewrites its intent_weights.go and
// intent_text.bin.
func FitIntent(dir string, o FitOptions, log io.Writer) error {
	_, samples, extra, err := fitData(dir)
	if err != nil {
		return err
	}
	m := fitIntent(append(samples, extra...), o.config())
	size, set, err := writeModel(dir, m, "go run -tags intentfit ./internal/intentfit")
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "bias %g, text scale %g, %d buckets set, intent_text.bin %d bytes\n", m.bias, m.scale, set, size)
	return nil
}

// CrossValidateIntent prints the model's k-fold cross-validated figures
// on the training sets, as TestScanTrain does, without writing anything;
// with k 0, its leave-one-set-out figures instead (fitted on every
// training set but one, measured on that one, for each).
func CrossValidateIntent(dir string, o FitOptions, k int, log io.Writer) error {
	lines, samples, extra, err := fitData(dir)
	if err != nil {
		return err
	}
	var r cvResult
	if k == 0 {
		r = leaveSetOut(samples, extra, otherRules(lines), o.config())
		fmt.Fprintf(log, "leave-one-set-out, %+v:%v", o, r)
	} else {
		r = crossValidate(samples, extra, otherRules(lines), k, o.config())
		fmt.Fprintf(log, "%d-fold, %+v:%v", k, o, r)
	}
	texts := map[string]string{}
	for _, l := range lines {
		texts[l.ID] = l.Text
	}
	for _, f := range r.flagged {
		id, _, _ := strings.Cut(f, " ")
		fmt.Fprintf(log, "flagged %s: %q\n", f, texts[id])
	}
	for _, m := range r.missed {
		id, _, _ := strings.Cut(m, " ")
		fmt.Fprintf(log, "missed %s: %q\n", m, texts[id])
	}
	return nil
}

// SetFeaturelessMargin sets how far past the threshold a window with no
// intent feature must score to fire, for cross-validating other margins.
func SetFeaturelessMargin(v float64) { featurelessMargin = v }
