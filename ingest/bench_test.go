package ingest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

// genNote writes a note of roughly 4 KiB that looks like a vault's: rich
// front matter (memory keys on half of them), headings, paragraphs with
// inline markup, lists, a code fence, links.
func genNote(r *rand.Rand, i int) string {
	words := strings.Fields("the user prefers pnpm over npm team lead Dana reviews infra changes on Tuesdays deploy release process product pricing customer contract Berlin office standup retro budget roadmap quarter metrics dashboard onboarding")
	sentence := func(n int) string {
		var b strings.Builder
		for k := 0; k < n; k++ {
			if k > 0 {
				b.WriteByte(' ')
			}
			w := words[r.IntN(len(words))]
			switch r.IntN(12) {
			case 0:
				w = "**" + w + "**"
			case 1:
				w = "[[" + w + "]]"
			case 2:
				w = "`" + w + "`"
			case 3:
				w = "[" + w + "](https://example.com/" + w + ")"
			}
			b.WriteString(w)
		}
		return b.String() + "."
	}
	var b strings.Builder
	b.WriteString("---\n# properties\ntitle: \"Note " + fmt.Sprint(i) + "\"\naliases:\n  - alias " + fmt.Sprint(i) + "\ntags: [memory, work]\ncreated: 2026-09-12\n")
	if i%2 == 0 {
		fmt.Fprintf(&b, "memory_id: n%05d\nmemory_status: active\nmemory_confidence: 0.85\nmemory_scope: global\n", i)
	}
	b.WriteString("---\n# Note " + fmt.Sprint(i) + "\n\n")
	for b.Len() < 3800 {
		switch r.IntN(5) {
		case 0:
			b.WriteString("## " + sentence(4) + "\n\n")
		case 1:
			for k := 0; k < 4; k++ {
				b.WriteString("- " + sentence(8) + "\n")
			}
			b.WriteByte('\n')
		case 2:
			b.WriteString("```go\nfunc main() { fmt.Println(\"hi\") }\n```\n\n")
		default:
			b.WriteString(sentence(30) + "\n" + sentence(20) + "\n\n")
		}
	}
	return b.String()
}

// BenchmarkVault parses a generated 10,000-note vault (read from disk) with
// ParseNote and, in the same iteration, reads it and runs a default
// goldmark.Parse over it, reporting both and their ratio. Target: ratio
// ≤ 1.3.
//
//	go test -run '^$' -bench BenchmarkVault -benchtime 3x ./ingest
func BenchmarkVault(b *testing.B) {
	dir := b.TempDir()
	r := rand.New(rand.NewPCG(1, 2))
	const n = 10000
	paths := make([]string, n)
	var total int64
	for i := range paths {
		paths[i] = filepath.Join(dir, fmt.Sprintf("note%05d.md", i))
		s := genNote(r, i)
		total += int64(len(s))
		if err := os.WriteFile(paths[i], []byte(s), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	md := goldmark.New().Parser()
	var base, ours time.Duration
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		start := time.Now()
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			md.Parse(text.NewReader(src))
		}
		base += time.Since(start)
		start = time.Now()
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := ParseNote(p, src, Options{}); err != nil {
				b.Fatal(err)
			}
		}
		ours += time.Since(start)
	}
	b.StopTimer()
	b.ReportMetric(base.Seconds()/float64(b.N), "baseline-s/vault")
	b.ReportMetric(ours.Seconds()/float64(b.N), "ingest-s/vault")
	b.ReportMetric(float64(n*b.N)/ours.Seconds(), "notes/s")
	b.ReportMetric(float64(total*int64(b.N))/ours.Seconds()/(1<<20), "MiB/s")
	b.ReportMetric(ours.Seconds()/base.Seconds(), "ratio")
}

// BenchmarkMemoryFile parses a memory file of 10,000 timestamped entries
// (about 1 MiB, under the default cap).
func BenchmarkMemoryFile(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("# Memory\n\n")
	for i := 0; sb.Len() < 1<<20-200; i++ {
		fmt.Fprintf(&sb, "<!-- 2026-09-12T10:%02d:00Z -->\n- Entry %d about the user's preferences <!-- mem:e%05d active -->\n", i%60, i, i)
	}
	src := []byte(sb.String())
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ParseMemoryFile("MEMORY.md", src, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
