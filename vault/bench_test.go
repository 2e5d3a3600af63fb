package vault

import (
	"bytes"
	"os"
	"path/filepath"
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
