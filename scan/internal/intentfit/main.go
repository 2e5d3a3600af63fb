//go:build intentfit

package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/memgate/memgate/scan"
)

func main() {
	o := scan.DefaultFitOptions()
	dir := flag.String("dir", ".", "the scan package's directory")
	cv := flag.Bool("cv", false, "print cross-validated figures instead of writing the model")
	kfold := flag.Bool("kfold", true, "with -cv, print the 5-fold figures (lines grouped by author, language and obfuscation)")
	loso := flag.Bool("loso", true, "with -cv, print the leave-one-set-out figures (each training set held out in turn)")
	flag.Float64Var(&o.FP, "fp", o.FP, "share of the training sets' held-out benign lines the model may flag")
	flag.Float64Var(&o.FPIn, "fp-in", o.FPIn, "share of the other sets' benign lines the model may flag")
	flag.Float64Var(&o.LambdaIn, "lambda-in", o.LambdaIn, "L2 penalty on the intent inputs' weights")
	flag.Float64Var(&o.LambdaText, "lambda-text", o.LambdaText, "L2 penalty on the text model's weights")
	flag.Float64Var(&o.PosWeight, "pos-weight", o.PosWeight, "an injection's weight in the loss against a benign line's")
	flag.Float64Var(&o.ExtraWeight, "extra-weight", o.ExtraWeight, "a benign line's weight of testdata/dev, testdata/scanner and the notes against a training set's")
	flag.Float64Var(&o.DocsWeight, "docs-weight", o.DocsWeight, "a window's weight of the dependencies' Markdown files against a training set's benign line")
	flag.IntVar(&o.Iters, "iters", o.Iters, "AdaGrad steps")
	flag.IntVar(&o.InnerSets, "inner-sets", o.InnerSets, "set the threshold on this many folds of whole training sets (0: 3 random folds)")
	flag.Float64Var(&o.TextLR, "text-lr", o.TextLR, "scale of the text model's AdaGrad steps against the inputs' (0: 1)")
	margin := flag.Float64("featureless-margin", -1, "with -cv, the margin a window with no intent feature needs past the threshold (-1: the scanner's)")
	flag.Parse()
	if *margin >= 0 {
		scan.SetFeaturelessMargin(*margin)
	}
	var err error
	if *cv {
		if *kfold {
			err = scan.CrossValidateIntent(*dir, o, 5, os.Stdout)
		}
		if *loso && err == nil {
			err = scan.CrossValidateIntent(*dir, o, 0, os.Stdout)
		}
	} else {
		err = scan.FitIntent(*dir, o, os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "intentfit:", err)
		os.Exit(1)
	}
}
