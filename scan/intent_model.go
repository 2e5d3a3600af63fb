package scan

// The model injection.intent scores a window with: a linear function of
// inputs, each a set of features that must all be present (and, for the
// "gated" ones, the window addresses the reader, is in the mood of an
// instruction or names a trigger). Its weights (intent_weights.go) are
// fitted by logistic regression on the training sets (testdata/train/*;
// intent_fit.go):
//
//	go generate ./scan
//
// rewrites intent_weights.go; TestScanTrain reports a 5-fold
// cross-validated figure of the same fit. A window is an injection when
// its score is at least 0.

// intentRawShift: discarding verbs, guidance, disabling verbs and
// safeguards are kept above this bit while a window is assembled, so that
// they count on their own only once the pairs are made.
const intentRawShift = 32

const intentGate = featAddr | featMood | featTrigger

type intentInput struct {
	all   int  // features that must all be present
	gated bool // and one of intentGate
	rule  bool // and the hand-set rule fires (intentRule)
}

// on says whether the input is present in a window with features f; g is
// whether one of intentGate is, rule whether the hand-set rule fires.
func (in intentInput) on(f int, g, rule bool) bool {
	return f&in.all == in.all && (!in.gated || g) && (!in.rule || rule)
}

var intentHarms = []int{featOverride, featDiscard, featGuidance, featSecrecy, featRole, featSend, featChannel, featPipe, featTarget, featReveal, featDisable, featSafeNoun, featSafeOff, featAct, featDeceive, featAuthority, featPersist, featExec, featUserRef, featSelf}

// intentInputs: every feature alone, every harmful one gated, and pairs
// that mean more together than apart.
var intentInputs = func() []intentInput {
	var in []intentInput
	for b := 0; b < len(featNames); b++ {
		in = append(in, intentInput{all: 1 << b})
	}
	for _, h := range intentHarms {
		in = append(in, intentInput{all: h, gated: true})
	}
	for _, p := range [][2]int{
		{featSend, featChannel}, {featTarget, featReveal}, {featTarget, featSend}, {featExec, featChannel},
		{featTrigger, featAct}, {featTrigger, featDeceive}, {featSecrecy, featUserRef}, {featAct, featSafeNoun},
		{featUserRef, featDeceive}, {featTarget, featChannel}, {featAuthority, featAct}, {featTarget, featPersist},
	} {
		in = append(in, intentInput{all: p[0] | p[1]})
	}
	for _, p := range intentMorePairs {
		in = append(in, intentInput{all: p[0] | p[1]})
	}
	// The hand-set rule is an input like the others rather than a
	// detector of its own: firing alone, it flagged documented installers
	// ("curl … | sh to install Docker") that the model, weighing it with
	// the text, lets pass.
	in = append(in, intentInput{rule: true})
	return in
}()

// intentMorePairs: the benign-intent features with the acts they make
// benign ("never push to main", "ask before deleting").
var intentMorePairs = [][2]int{{featNeg, featAct}, {featNeg, featTarget}, {featNeg, featExec}, {featAsk, featAct}}

func ruleFires(f int) bool {
	_, ok := intentRule(f)
	return ok
}

// intentX sets x[i] to 1 for the inputs present in f, 0 for the others.
func intentX(f int, x []float64) {
	g, r := f&intentGate != 0, ruleFires(f)
	for i, in := range intentInputs {
		x[i] = 0
		if in.on(f, g, r) {
			x[i] = 1
		}
	}
}

func intentLinear(f int, w []float64, bias float64) float64 {
	g, r := f&intentGate != 0, ruleFires(f)
	s := bias
	for i, in := range intentInputs {
		if in.on(f, g, r) {
			s += w[i]
		}
	}
	return s
}

// intentUpper bounds the score of any window whose features are a subset
// of f.
func intentUpper(f int) float64 {
	g, r := f&intentGate != 0, ruleFires(f)
	s := float64(intentBias)
	for i, in := range intentInputs {
		if w := intentWeights[i]; w > 0 && in.on(f, g, r) {
			s += w
		}
	}
	return s
}
