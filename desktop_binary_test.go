//go:build desktop

package main

// The real binary under Xvfb: build/bin/memgate as `make desktop` builds it
// (-tags desktop,production,webkit2_41), started with serve's flags on a
// fresh copy of examples/demo, driven from outside like a person would —
// xdotool finds its window and presses `a`, the agents' HTTP API (admin
// token) and the files on disk tell what happened, xwd takes the picture.
// make test-desktop builds the binary first and runs this under xvfb-run.

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// repoRoot walks up from the working directory to go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		p := filepath.Dir(d)
		if p == d {
			t.Fatal("no go.mod above the working directory")
		}
		d = p
	}
}

// lockedBuf collects the child's stderr for the log and for the address.
type lockedBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

type apiItem struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	Source struct {
		Path string `json:"path"`
	} `json:"source"`
}

func TestDesktopBinary(t *testing.T) {
	start := time.Now()
	root := repoRoot(t)
	bin := filepath.Join(root, "build", "bin", "memgate")
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("%s: %v (make desktop builds it)", bin, err)
	}
	tmp := t.TempDir()
	demo, data := filepath.Join(tmp, "demo"), filepath.Join(tmp, "data")
	if err := os.CopyFS(demo, os.DirFS(filepath.Join(root, "examples", "demo"))); err != nil {
		t.Fatal(err)
	}

	var stderr lockedBuf
	cmd := exec.Command(bin,
		"--data", data, "--addr", "127.0.0.1:0", "--debounce", "50ms",
		"--memory-file", filepath.Join(demo, "MEMORY.md"),
		"--kb", filepath.Join(demo, "kb"),
		"--vault", filepath.Join(demo, "vault"))
	cmd.Dir = tmp
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stopped := false
	defer func() {
		if !stopped {
			cmd.Process.Kill()
			<-exited
		}
		t.Logf("memgate's output:\n%s", stderr.String())
	}()

	// Ready: the engine has scanned the sources and the agents' API listens.
	ready := regexp.MustCompile(`agents' API on http://(127\.0\.0\.1:\d+)`)
	var addr string
	for deadline := time.Now().Add(60 * time.Second); addr == ""; {
		if m := ready.FindStringSubmatch(stderr.String()); m != nil {
			addr = m[1]
			break
		}
		select {
		case err := <-exited:
			stopped = true
			t.Fatalf("memgate exited before it was ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("memgate not ready after 60s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	var si serverInfo
	b, err := os.ReadFile(filepath.Join(data, "server.json"))
	if err != nil || json.Unmarshal(b, &si) != nil {
		t.Fatalf("server.json: %v %s", err, b)
	}
	if si.Addr != addr || si.PID != cmd.Process.Pid {
		t.Fatalf("server.json %+v, want %s pid %d", si, addr, cmd.Process.Pid)
	}
	t.Logf("ready after %v on %s", time.Since(start).Round(time.Millisecond), addr)

	// The window: by the child's pid, as the test's own window is open too.
	wid := binaryWindow(t, cmd.Process.Pid)
	t.Logf("window %s after %v", wid, time.Since(start).Round(time.Millisecond))

	// The agents' API with the admin token.
	tok, err := os.ReadFile(filepath.Join(data, "admin.token"))
	if err != nil {
		t.Fatal(err)
	}
	token := strings.TrimSpace(string(tok))
	get := func(path string, out any) {
		t.Helper()
		req, _ := http.NewRequest("GET", "http://"+addr+path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
		}
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
	}
	var queue struct{ Items []apiItem }
	get("/v1/items?status=needs_review&limit=500", &queue)
	if len(queue.Items) == 0 {
		t.Fatal("the demo workspace has nothing to review")
	}
	before := map[string][]byte{}
	for _, it := range queue.Items {
		if it.Source.Path == "" {
			t.Fatalf("item %s has no source file", it.ID)
		}
		if _, ok := before[it.Source.Path]; !ok {
			b, err := os.ReadFile(it.Source.Path)
			if err != nil {
				t.Fatal(err)
			}
			before[it.Source.Path] = b
		}
	}
	t.Logf("%d items to review in %d files", len(queue.Items), len(before))

	// Wait until the window shows the rendered queue (it paints after the
	// page has loaded and fetched the items), then press `a` once: the
	// queue's first item is selected.
	if !uiBuilt() {
		t.Fatal("frontend/dist holds the placeholder page: build the UI first (scripts/ui.sh)")
	}
	shot := filepath.Join(root, "build", "screenshots", "desktop-binary.png")
	waitRendered := func(what string) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for {
			xdo(t, "windowraise", wid)
			shootWindow(t, wid, shot)
			msg, ok := rendered(t, shot)
			if ok {
				t.Logf("%s: %s", what, msg)
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: the window looks blank: %s", what, msg)
			}
			time.Sleep(250 * time.Millisecond)
		}
	}
	waitRendered("before the accept")
	time.Sleep(time.Second) // let the queue's fetch land and the first card get focus
	xdo(t, "mousemove", "--window", wid, "600", "60")
	xdo(t, "windowfocus", "--sync", wid, "key", "--clearmodifiers", "a")
	pressed := time.Now()

	// Exactly one of them is active, accepted by the desktop user, and its
	// file changed.
	var accepted apiItem
	for deadline := time.Now().Add(20 * time.Second); ; {
		var act []apiItem
		for _, it := range queue.Items {
			var cur apiItem
			get("/v1/items/"+it.ID, &cur)
			if cur.Status == "active" {
				act = append(act, cur)
			}
		}
		if len(act) > 1 {
			t.Fatalf("%d items accepted by one key press: %+v", len(act), act)
		}
		if len(act) == 1 {
			accepted = act[0]
			after, _ := os.ReadFile(accepted.Source.Path)
			if string(after) != string(before[accepted.Source.Path]) {
				t.Logf("accepted %s %v after the key; %s changed (%d → %d bytes)", accepted.ID, time.Since(pressed).Round(time.Millisecond), accepted.Source.Path, len(before[accepted.Source.Path]), len(after))
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("20s after pressing a: %d active, file changed: %v", len(act), accepted.ID != "")
		}
		time.Sleep(100 * time.Millisecond)
	}
	var audit struct {
		Events []struct{ Actor, Action string }
	}
	get("/v1/items/"+accepted.ID+"/audit", &audit)
	if n := len(audit.Events); n == 0 || audit.Events[n-1].Actor != "user:desktop" {
		t.Fatalf("audit of %s: %+v, want the last event by user:desktop", accepted.ID, audit.Events)
	}
	time.Sleep(500 * time.Millisecond)
	waitRendered("after the accept")

	// SIGTERM: the window closes and the process exits cleanly.
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		stopped = true
		if err != nil {
			t.Fatalf("memgate after SIGTERM: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("memgate still running 15s after SIGTERM")
	}
	if _, err := os.Stat(filepath.Join(data, "server.json")); !os.IsNotExist(err) {
		t.Fatalf("server.json left behind after exit: %v", err)
	}
	t.Logf("clean exit; whole test %v", time.Since(start).Round(time.Millisecond))
}

// binaryWindow waits (60s at most) for the visible window named memgate
// that belongs to pid.
func binaryWindow(t *testing.T, pid int) string {
	t.Helper()
	// xdotool search --sync can exit 1 early when a window it is looking
	// at goes away mid-search (WebKit maps and unmaps helper windows while
	// it starts), so search again until the deadline.
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		out, err := exec.Command("xdotool", "search", "--all", "--onlyvisible", "--pid", strconv.Itoa(pid), "--name", "^memgate$").Output()
		if err == nil {
			for _, id := range strings.Fields(string(out)) {
				return id
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no window of pid %d", pid)
	return ""
}

func xdo(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		t.Fatalf("xdotool %s: %v %s", strings.Join(args, " "), err, out)
	}
}

func shootWindow(t *testing.T, wid, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", `xwd -id "$1" -silent | /usr/bin/convert xwd:- "$2"`, "sh", wid, path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("screenshot: %v %s", err, out)
	}
}
