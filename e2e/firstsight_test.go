package e2e

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// TestCrashDuringFirstIngest kills `memgate serve` with SIGKILL in the
// middle of its first ingest of 3,000 notes (UpdateMany chunks of 512, so
// replaced inodes are being reused as temps when the kill lands), again
// and again until a start completes. After every kill each note is its
// original bytes, or them with memory_id and memory_status added, never
// anything else; after the next start no temp file survives; at the end
// every note carries the id of a needs_review item holding its text.
func TestCrashDuringFirstIngest(t *testing.T) {
	bin := memgateBinary(t)
	dir := t.TempDir()
	data := t.TempDir()
	vault := filepath.Join(dir, "vault")
	orig := writeNotes(t, vault, 3000, 3, strings.Repeat("Some ordinary words. ", 30))
	keyLine := regexp.MustCompile(`(?m)^memory_(id|status): .*\n`)
	check := func(when string) {
		t.Helper()
		for p, want := range orig {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%s: %s: %v", when, p, err)
			}
			if got := keyLine.ReplaceAllString(string(b), ""); got != want {
				t.Fatalf("%s: %s is neither its old nor its new content:\n%s", when, p, b)
			}
		}
	}
	kills := 0
	for round := 0; ; round++ {
		// Six kills at random moments of the first ingest (or of what the
		// restart redoes), then a start that is let finish.
		wait := time.Duration(100+rand.IntN(1400)) * time.Millisecond
		if round == 0 {
			// Well inside the first ingest of 3,000 notes (seconds here).
			wait = time.Duration(50+rand.IntN(350)) * time.Millisecond
		}
		if round >= 6 {
			wait = 5 * time.Minute
		}
		cmd, ready := startServe(t, bin, "--data", data, "--vault", vault, "--addr", "127.0.0.1:0")
		select {
		case <-ready:
		case <-time.After(wait):
			if round >= 6 {
				cmd.Process.Kill()
				t.Fatal("a start after the kills did not finish within 5 minutes")
			}
			cmd.Process.Signal(syscall.SIGKILL)
			cmd.Wait()
			kills++
			check(fmt.Sprintf("after kill %d", kills))
			continue
		}
		if tmp := tempFiles(t, dir); len(tmp) > 0 {
			t.Fatalf("temp files survived the restart: %v", tmp[:min(3, len(tmp))])
		}
		cmd.Process.Signal(syscall.SIGTERM)
		if err := cmd.Wait(); err != nil {
			t.Fatalf("serve after SIGTERM: %v", err)
		}
		break
	}
	if kills == 0 {
		t.Fatal("no kill landed during the first ingest: the test proved nothing")
	}
	check("at the end")
	st, err := store.Open(filepath.Join(data, "store"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	counts, err := st.Counts()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	if n := counts[mem.NeedsReview]; n != len(orig) || total != n {
		t.Fatalf("store holds %v after the crashes, want exactly %d needs_review items", counts, len(orig))
	}
	idRe := regexp.MustCompile(`(?m)^memory_id: (\S+)$`)
	for p := range orig {
		b, _ := os.ReadFile(p)
		m := idRe.FindSubmatch(b)
		if m == nil {
			t.Fatalf("%s has no memory_id after a completed start", p)
		}
		it, err := st.Get(string(m[1]))
		if err != nil || it.Status != mem.NeedsReview || !strings.Contains(orig[p], it.Text) {
			t.Fatalf("%s: item %s: %+v %v", p, m[1], it, err)
		}
	}
	t.Logf("%d kills before a start completed", kills)
}
