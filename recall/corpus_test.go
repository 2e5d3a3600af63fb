package recall

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

// corpus generates synthetic notes: about 4 KB each, words drawn with a
// Zipf distribution from a fixed-seed vocabulary of pseudo-words that the
// "en" analyzer keeps as they are (no stemming, no stop words, no two
// words sharing a term), so that a brute-force "contains both words" over
// the generated word lists is exactly what the index can match.
type corpus struct {
	vocab []string
	seed  uint64
}

var (
	vocabOnce  sync.Once
	vocabWords []string
)

const vocabSize = 4000

func vocabulary(tb testing.TB) []string {
	vocabOnce.Do(func() {
		m := newMapping()
		an := m.AnalyzerNamed("en")
		r := rand.New(rand.NewPCG(1, 2))
		on := []string{"b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "kr", "st", "tr", "pl"}
		vo := []string{"a", "o", "u", "i", "ai", "ou"}
		seen := map[string]bool{}
		for len(vocabWords) < vocabSize {
			var sb strings.Builder
			for range 2 + r.IntN(2) {
				sb.WriteString(on[r.IntN(len(on))])
				sb.WriteString(vo[r.IntN(len(vo))])
			}
			if r.IntN(2) == 0 {
				sb.WriteString([]string{"n", "r", "m", "k"}[r.IntN(4)])
			}
			w := sb.String()
			if seen[w] {
				continue
			}
			seen[w] = true
			toks := an.Analyze([]byte(w))
			if len(toks) != 1 || string(toks[0].Term) != w {
				continue
			}
			vocabWords = append(vocabWords, w)
		}
	})
	if len(vocabWords) != vocabSize {
		if tb == nil {
			panic("short vocabulary")
		}
		tb.Fatalf("vocabulary of %d words", len(vocabWords))
	}
	return vocabWords
}

func newCorpus(tb testing.TB, seed uint64) *corpus {
	return &corpus{vocab: vocabulary(tb), seed: seed}
}

var categories = []string{"decision", "preference", "fact", "procedure", "project"}

// note returns note i and the vocabulary ranks of the words in it. The
// same (seed, i, version) always gives the same note.
func (c *corpus) note(i, version int) (Doc, []int) {
	r := rand.New(rand.NewPCG(c.seed, uint64(i)<<16|uint64(version)))
	z := rand.NewZipf(r, 1.07, 2, uint64(len(c.vocab)-1))
	var sb strings.Builder
	sb.Grow(4200)
	ranks := make([]int, 0, 600)
	start := true
	for sb.Len() < 4000 {
		k := int(z.Uint64())
		ranks = append(ranks, k)
		w := c.vocab[k]
		if start {
			w = strings.ToUpper(w[:1]) + w[1:]
			start = false
		}
		sb.WriteString(w)
		switch r.IntN(12) {
		case 0:
			sb.WriteString(". ")
			start = true
		case 1:
			sb.WriteString(", ")
		default:
			sb.WriteByte(' ')
		}
	}
	return Doc{ID: fmt.Sprintf("n%07d", i), Text: sb.String(), Category: categories[i%len(categories)]}, ranks
}

func (c *corpus) docs(n, version int) []Doc {
	out := make([]Doc, n)
	for i := range out {
		out[i], _ = c.note(i, version)
	}
	return out
}
