package e2e

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// TestCrashDuringWriteBack kills `memgate serve` with SIGKILL while it is
// writing markers into files agents keep appending to, 20 rounds. After
// each kill: every file is exactly its appended lines (old or new content,
// never torn: with markers stripped it is the lines in order), and after
// the next start no temp file survives and store and files agree.
func TestCrashDuringWriteBack(t *testing.T) {
	bin := memgateBinary(t)
	dir := t.TempDir()
	data := t.TempDir()
	memfile := filepath.Join(dir, "MEMORY.md")
	kbdir := filepath.Join(dir, "kb")
	os.MkdirAll(kbdir, 0o755)
	bucket := filepath.Join(kbdir, "user.md")
	os.WriteFile(memfile, []byte("# Memory\n\n"), 0o644)
	os.WriteFile(bucket, []byte("<!-- user facts -->\n"), 0o644)
	want := map[string][]string{memfile: nil, bucket: nil}
	appendTo := func(path, line string) {
		f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(f, line)
		f.Close()
		want[path] = append(want[path], line)
	}
	serveArgs := []string{"--data", data, "--memory-file", memfile, "--kb", kbdir, "--debounce", "20ms", "--addr", "127.0.0.1:0"}
	const rounds = 20
	n := 0
	for round := 0; round < rounds; round++ {
		cmd, ready := startServe(t, bin, serveArgs...)
		select {
		case <-ready:
		case <-time.After(60 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("round %d: serve did not start", round)
		}
		if tmp := tempFiles(t, dir); len(tmp) > 0 {
			t.Fatalf("round %d: temp files survived the restart: %v", round, tmp)
		}
		// The restart carried over what the kill stranded: every line is
		// back, exactly once.
		for path, lines := range want {
			checkNotTorn(t, round, path, lines, true)
		}
		// Agents append while memgate writes markers; kill it mid-stream.
		killAt := time.Now().Add(time.Duration(20+rand.IntN(200)) * time.Millisecond)
		for time.Now().Before(killAt) {
			n++
			appendTo(memfile, fmt.Sprintf("- memory %d from round %d", n, round))
			appendTo(bucket, fmt.Sprintf("- 2026-10-%02d — fact %d from round %d", 1+n%28, n, round))
			time.Sleep(time.Duration(rand.IntN(4)) * time.Millisecond)
		}
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		// Right after the kill a line appended during the last write-back
		// may still sit in the replaced version (the next start carries it
		// over), but nothing is torn or doubled.
		for path, lines := range want {
			checkNotTorn(t, round, path, lines, false)
		}
	}
	// Final start: everything reconciles.
	cmd, ready := startServe(t, bin, serveArgs...)
	<-ready
	waitFor(t, "files to settle", time.Minute, func() bool {
		return len(parseFile(t, memfile).unmarked) == 0 && len(parseFile(t, bucket).unmarked) == 0
	})
	time.Sleep(300 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("serve after SIGTERM: %v", err)
	}
	if tmp := tempFiles(t, dir); len(tmp) > 0 {
		t.Fatalf("temp files: %v", tmp)
	}
	for path, lines := range want {
		checkNotTorn(t, rounds, path, lines, true)
	}
	st, err := store.Open(filepath.Join(data, "store"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for path := range want {
		fe := parseFile(t, path)
		for text, ids := range fe.marked {
			if len(ids) != 1 {
				t.Fatalf("%s: %q carries %d markers", path, text, len(ids))
			}
			it, err := st.Get(ids[0])
			if err != nil || it.Status != mem.Active || it.Text != datePrefix.ReplaceAllString(text, "") {
				t.Fatalf("%s: %q marked %s, store has %+v (%v)", path, text, ids[0], it, err)
			}
		}
		items, _ := st.BySource(path)
		for _, it := range items {
			if it.Status == mem.Active && !hasText(fe, it.Text) {
				t.Fatalf("%s: active item %s %q not in the file", path, it.ID, it.Text)
			}
		}
	}
	t.Logf("%d rounds, %d lines appended per file", rounds, n)
}

var datePrefix = regexp.MustCompile(`^\d{4}-\d{2}-\d{2} — `)

// hasText: some marked entry of the file has text (bucket entries carry a
// date prefix before it).
func hasText(fe fileEntries, text string) bool {
	for t := range fe.marked {
		if datePrefix.ReplaceAllString(t, "") == text {
			return true
		}
	}
	return false
}

// checkNotTorn: with markers removed, the file holds only appended lines,
// each at most once, and with all every appended line. Order may differ:
// an append that raced a write-back lands in the replaced file and is
// carried over after appends that went to the new one.
func checkNotTorn(t *testing.T, round int, path string, lines []string, all bool) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got := markerRe.ReplaceAllString(string(b), "")
	want := map[string]bool{}
	for _, l := range lines {
		want[l] = true
	}
	count := map[string]int{}
	for _, l := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if !strings.HasPrefix(l, "- ") {
			continue
		}
		if !want[l] {
			t.Fatalf("round %d: %s holds %q, which nobody wrote", round, filepath.Base(path), l)
		}
		if count[l]++; count[l] > 1 {
			t.Fatalf("round %d: %s holds %q twice", round, filepath.Base(path), l)
		}
	}
	if all && len(count) != len(lines) {
		t.Fatalf("round %d: %s has %d of the %d appended lines", round, filepath.Base(path), len(count), len(lines))
	}
}

// startServe starts `memgate serve` with args; the channel is closed when
// it reports that it governs its sources (the start-up reconcile is done).
func startServe(t *testing.T, bin string, args ...string) (*exec.Cmd, <-chan struct{}) {
	t.Helper()
	ctx := context.Background()
	cmd := exec.CommandContext(ctx, bin, append([]string{"serve"}, args...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan struct{})
	var mu sync.Mutex
	var lines []string

	go func() {

		sc := bufio.NewScanner(stderr)
		once := false
		for sc.Scan() {
			mu.Lock()
			lines = append(lines, sc.Text())
			mu.Unlock()
			if !once && strings.Contains(sc.Text(), "governing") {
				once = true
				close(ready)
			}
		}
	}()
	// If serve never gets ready, the failure shows what it said.
	t.Cleanup(func() {
		select {
		case <-ready:
		default:
			mu.Lock()
			t.Logf("memgate serve said:\n%s", strings.Join(lines, "\n"))
			mu.Unlock()
		}
	})
	return cmd, ready
}
