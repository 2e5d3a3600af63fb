package vault

import (
	"github.com/memgate/memgate/internal/procstat"

	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"
)

// BenchmarkUpdate100KB measures a compare-and-swap write of a 100 KB file
// against plain os.WriteFile in the same run, and reports the ratio. The
// CAS write reads, hashes twice, fsyncs the file and the directory; the
// second baseline (write + fsync) separates the cost of durability from
// the cost of the checks.
//
//	go test -run '^$' -bench Update100KB -benchtime 200x ./vault
func BenchmarkUpdate100KB(b *testing.B) {
	dir := b.TempDir()
	content := bytes.Repeat([]byte("- 2026-09-12 — a memory line of ordinary length <!-- mem:k3x9q2 active -->\n"), 100<<10/78)
	casPath := filepath.Join(dir, "cas.md")
	plainPath := filepath.Join(dir, "plain.md")
	syncPath := filepath.Join(dir, "sync.md")
	for _, p := range []string{casPath, plainPath, syncPath} {
		writeFile(b, p, string(content), 0o644)
	}
	var w Writer
	src := DirSource(dir)
	flip := func(old []byte) ([]byte, error) {
		n := bytes.Clone(old)
		n[0] ^= 1 // always a change, same size
		return n, nil
	}
	var cas, plain, durable time.Duration
	n := 0
	for b.Loop() {
		t0 := time.Now()
		if _, err := w.Update(src, casPath, flip); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		content[0] ^= 1
		if err := os.WriteFile(plainPath, content, 0o644); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		f, err := os.OpenFile(syncPath, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			b.Fatal(err)
		}
		f.Write(content)
		f.Sync()
		f.Close()
		t3 := time.Now()
		cas += t1.Sub(t0)
		plain += t2.Sub(t1)
		durable += t3.Sub(t2)
		n++
	}
	b.ReportMetric(float64(cas.Nanoseconds())/float64(n), "cas-ns/op")
	b.ReportMetric(float64(plain.Nanoseconds())/float64(n), "writefile-ns/op")
	b.ReportMetric(float64(durable.Nanoseconds())/float64(n), "write+fsync-ns/op")
	b.ReportMetric(float64(cas)/float64(plain), "cas/writefile")
	b.ReportMetric(float64(cas)/float64(durable), "cas/write+fsync")
}

// BenchmarkUpdateMany measures the cold-start write-back: 2,000 files of
// about 1 KiB, each getting a small front-matter edit, written by one
// UpdateMany and by a loop of Update in the same run. x-update is how many
// times faster the batch is.
//
//	go test -run '^$' -bench UpdateMany -benchtime 5x ./vault
func BenchmarkUpdateMany(b *testing.B) {
	const files = 2000 // four chunks: the last three reuse replaced inodes
	root := b.TempDir()
	body := bytes.Repeat([]byte("- 2026-09-12 — a memory line of ordinary length <!-- mem:k3x9q2 active -->\n"), 1<<10/78)
	var batchReqs []Request
	var loopPaths []string
	for i := range files {
		for _, set := range []string{"batch", "loop"} {
			p := filepath.Join(root, set, fmt.Sprintf("d%02d", i%20), fmt.Sprintf("note%04d.md", i))
			writeFile(b, p, "---\ntitle: note\nrev: 0\n---\n"+string(body), 0o644)
			if set == "batch" {
				batchReqs = append(batchReqs, Request{Path: p, Edit: bumpRev})
			} else {
				loopPaths = append(loopPaths, p)
			}
		}
	}
	var w Writer
	src := DirSource(root)
	var many, loop, manyCPU time.Duration
	for b.Loop() {
		t0, c0 := time.Now(), procstat.CPUTime()
		for _, r := range w.UpdateMany(src, batchReqs) {
			if r.Err != nil || !r.Written {
				b.Fatalf("%+v", r)
			}
		}
		manyCPU += procstat.CPUTime() - c0
		t1 := time.Now()
		for _, p := range loopPaths {
			if _, err := w.Update(src, p, bumpRev); err != nil {
				b.Fatal(err)
			}
		}
		many += t1.Sub(t0)
		loop += time.Since(t1)
	}
	n := float64(b.N * files)
	b.ReportMetric(float64(many.Microseconds())/n, "batch-µs/file")
	b.ReportMetric(float64(manyCPU.Microseconds())/n, "batch-cpu-µs/file")
	b.ReportMetric(float64(loop.Microseconds())/n, "update-µs/file")
	b.ReportMetric(float64(loop)/float64(many), "x-update")
}

// bumpRev increments the rev: field of the front matter, as a status
// write-back rewrites one line of it.
func bumpRev(old []byte) ([]byte, error) {
	fm, rest, ok := bytes.Cut(old, []byte("\n---\n"))
	if !ok {
		return nil, fmt.Errorf("no front matter")
	}
	lines := bytes.Split(fm, []byte("\n"))
	for i, l := range lines {
		if v, ok := bytes.CutPrefix(l, []byte("rev: ")); ok {
			n, err := strconv.Atoi(string(v))
			if err != nil {
				return nil, err
			}
			lines[i] = []byte("rev: " + strconv.Itoa(n+1))
		}
	}
	return slices.Concat(bytes.Join(lines, []byte("\n")), []byte("\n---\n"), rest), nil
}
