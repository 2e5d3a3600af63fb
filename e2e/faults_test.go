package e2e

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// serverAddr waits for server.json and returns the base URL and the admin
// token.
func serverAddr(t *testing.T, data string) (base, admin string) {
	t.Helper()
	waitFor(t, "server.json", 30*time.Second, func() bool {
		b, err := os.ReadFile(filepath.Join(data, "server.json"))
		if err != nil {
			return false
		}
		m := regexp.MustCompile(`"addr":"([^"]+)"`).FindSubmatch(b)
		if m == nil {
			return false
		}
		base = "http://" + string(m[1])
		return true
	})
	b, err := os.ReadFile(filepath.Join(data, "admin.token"))
	if err != nil {
		t.Fatal(err)
	}
	return base, strings.TrimSpace(string(b))
}

func call(t *testing.T, method, url, token, body string) (int, string) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		r.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// exitWithin sends SIGTERM and returns how long the process took to exit,
// failing past limit (and killing it then).
func exitWithin(t *testing.T, cmd interface {
	Signal(os.Signal) error
	Kill() error
}, wait func() error, limit time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	cmd.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- wait() }()
	select {
	case <-done:
		return time.Since(start)
	case <-time.After(limit):
		cmd.Kill()
		<-done
		t.Fatalf("memgate serve still running %v after SIGTERM", limit)
	}
	return 0
}

// serveMemoryFile starts memgate serve on data, governing a MEMORY.md in
// dir that holds one memory, and waits until it is ready.
func serveMemoryFile(t *testing.T, bin, dir, data string) (memfile string, cmd *exec.Cmd, base, admin string) {
	t.Helper()
	memfile = filepath.Join(dir, "MEMORY.md")
	os.WriteFile(memfile, []byte("# Memory\n\n- Prefers tea\n"), 0o644)
	cmd, ready := startServe(t, bin, "--data", data, "--memory-file", memfile, "--addr", "127.0.0.1:0")
	<-ready
	base, admin = serverAddr(t, data)
	return memfile, cmd, base, admin
}

// waitDegraded waits for /healthz to answer 503 degraded, saying why.
func waitDegraded(t *testing.T, base, why string) {
	t.Helper()
	var health string
	waitFor(t, "/healthz degraded", 10*time.Second, func() bool {
		code, body := call(t, "GET", base+"/healthz", "", "")
		health = body
		return code == 503 && strings.Contains(body, "degraded")
	})
	if !strings.Contains(health, why) {
		t.Fatalf("healthz does not say why (%q): %s", why, health)
	}
}

// Deleting the data directory under a running memgate: /healthz says
// degraded, mutations are refused with 503, and SIGTERM ends the process
// within 5 s (Badger would retry its memtable flush forever).
func TestDataDirLossBoundedShutdown(t *testing.T) {
	bin := memgateBinary(t)
	dir, data := t.TempDir(), t.TempDir()
	memfile, cmd, base, admin := serveMemoryFile(t, bin, dir, data)
	defer cmd.Process.Kill()
	if code, body := call(t, "POST", base+"/v1/memories", admin, `{"text":"Acknowledged before the loss"}`); code != 201 {
		t.Fatalf("propose: %d %s", code, body)
	}
	if err := os.RemoveAll(filepath.Join(data, "store")); err != nil {
		t.Fatal(err)
	}
	waitDegraded(t, base, "data directory")
	if code, body := call(t, "POST", base+"/v1/memories", admin, `{"text":"After the loss"}`); code != 503 || !strings.Contains(body, "data_lost") {
		t.Fatalf("propose after the loss: %d %s", code, body)
	}
	before, _ := os.ReadFile(memfile)
	took := exitWithin(t, cmd.Process, cmd.Wait, 6*time.Second)
	t.Logf("exited %v after SIGTERM", took)
	if after, _ := os.ReadFile(memfile); !bytes.Equal(before, after) {
		t.Fatalf("MEMORY.md changed after the loss:\n%s", after)
	}
}

// SIGTERM in the middle of a cold ingest of 10,000 notes: memgate stops
// within a second, every note is its old bytes or them with its keys
// added, and the next start finishes the ingest.
func TestSigtermDuringColdIngest(t *testing.T) {
	bin := memgateBinary(t)
	dir, data := t.TempDir(), t.TempDir()
	vault := filepath.Join(dir, "vault")
	orig := writeNotes(t, vault, 10_000, 10, strings.Repeat("Words. ", 20))
	keyLine := regexp.MustCompile(`(?m)^memory_(id|status): .*\n`)
	check := func(when string) (marked int) {
		t.Helper()
		for p, want := range orig {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%s: %v", when, err)
			}
			if bytes.Contains(b, []byte("memory_id:")) {
				marked++
			}
			if got := keyLine.ReplaceAllString(string(b), ""); got != want {
				t.Fatalf("%s: %s is neither its old nor its new content:\n%s", when, p, b)
			}
		}
		return marked
	}
	args := []string{"--data", data, "--vault", vault, "--addr", "127.0.0.1:0"}
	cmd, _ := startServe(t, bin, args...)
	defer cmd.Process.Kill()
	// Wait until the first notes carry their keys: the ingest is under way.
	first := filepath.Join(vault, "Memory", "Folder 0")
	waitFor(t, "the ingest to start", 60*time.Second, func() bool {
		ents, _ := os.ReadDir(first)
		for _, e := range ents {
			if b, _ := os.ReadFile(filepath.Join(first, e.Name())); bytes.Contains(b, []byte("memory_id:")) {
				return true
			}
		}
		return false
	})
	took := exitWithin(t, cmd.Process, cmd.Wait, 5*time.Second)
	marked := check("after SIGTERM")
	t.Logf("stopped %v after SIGTERM, %d of %d notes ingested", took, marked, len(orig))
	if took > time.Second {
		t.Errorf("memgate took %v to stop after SIGTERM mid-ingest, want at most 1 s", took)
	}
	if marked == len(orig) {
		t.Fatal("the ingest finished before SIGTERM; nothing was interrupted")
	}
	cmd, ready := startServe(t, bin, args...)
	defer cmd.Process.Kill()
	select {
	case <-ready:
	case <-time.After(3 * time.Minute):
		t.Fatal("the second start did not finish the ingest")
	}
	exitWithin(t, cmd.Process, cmd.Wait, 5*time.Second)
	if m := check("after the second start"); m != len(orig) {
		t.Fatalf("after the second start %d of %d notes carry their keys", m, len(orig))
	}
}
