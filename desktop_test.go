//go:build desktop && linux

package main

// The desktop end-to-end test: the window that `memgate` opens (runWindow,
// built with -tags desktop,production,webkit2_41), on a copy of
// examples/demo, under Xvfb (make test-desktop). Wails needs the main OS
// thread: init locks it, TestMain runs the window there and starts the
// tests from OnDomReady; the page reports back through a Probe bound only
// here.

import (
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/runtime"
)

func init() { goruntime.LockOSThread() }

// Probe carries the page's answers back to the test.
type Probe struct{ ch chan string }

// Report is called by the page with one evaluation's JSON result.
func (p *Probe) Report(v string) (bool, error) {
	p.ch <- v
	return true, nil
}

var win struct {
	ctx   context.Context
	in    *instance
	probe *Probe
	demo  string
}

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "desktop test: no display; run it under xvfb-run (make test-desktop)")
		os.Exit(1)
	}
	tmp, err := os.MkdirTemp("", "memgate-desktop-")
	if err != nil {
		panic(err)
	}
	win.demo = filepath.Join(tmp, "demo")
	if err := os.CopyFS(win.demo, os.DirFS("examples/demo")); err != nil {
		panic(err)
	}
	code := 1
	var once sync.Once
	err = runWindow([]string{
		"--data", filepath.Join(tmp, "data"), "--addr", "127.0.0.1:0", "--debounce", "50ms",
		"--memory-file", filepath.Join(win.demo, "MEMORY.md"),
		"--kb", filepath.Join(win.demo, "kb"),
		"--vault", filepath.Join(win.demo, "vault"),
	}, func(in *instance, o *options.App) {
		win.in = in
		win.probe = &Probe{ch: make(chan string, 1)}
		o.Bind = append(o.Bind, win.probe)
		o.OnDomReady = func(ctx context.Context) {
			once.Do(func() {
				win.ctx = ctx
				go func() {
					code = m.Run()
					runtime.Quit(ctx)
				}()
			})
		}
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "desktop test:", err)
		code = 1
	}
	os.RemoveAll(tmp)
	os.Exit(code)
}

var evalMu sync.Mutex
var evalSeq atomic.Int64

// eval runs body (the inside of an async function) in the page and decodes
// what it returns into out.
func eval(t *testing.T, body string, out any) {
	t.Helper()
	evalMu.Lock()
	defer evalMu.Unlock()
	id := evalSeq.Add(1)
	js := fmt.Sprintf(`(async () => {
  let r;
  try { r = {id: %d, ok: await (async () => { %s })()}; } catch (e) { r = {id: %d, err: String(e && e.stack || e)}; }
  window.go.main.Probe.Report(JSON.stringify(r));
})();`, id, body, id)
	runtime.WindowExecJS(win.ctx, js)
	deadline := time.After(20 * time.Second)
	for {
		select {
		case s := <-win.probe.ch:
			var r struct {
				ID  int64           `json:"id"`
				OK  json.RawMessage `json:"ok"`
				Err string          `json:"err"`
			}
			if err := json.Unmarshal([]byte(s), &r); err != nil {
				t.Fatalf("page report %q: %v", s, err)
			}
			if r.ID != id {
				continue // a late answer to an earlier, timed-out call
			}
			if r.Err != "" {
				t.Fatalf("page: %s", r.Err)
			}
			if out != nil && len(r.OK) > 0 {
				if err := json.Unmarshal(r.OK, out); err != nil {
					t.Fatalf("page answer %s: %v", r.OK, err)
				}
			}
			return
		case <-deadline:
			t.Fatalf("the page did not answer:\n%s", body)
		}
	}
}

// waitPage evaluates body until it returns true.
func waitPage(t *testing.T, what, body string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var ok bool
		eval(t, body, &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// uiBuilt: the embedded UI is the real build (frontend/dist has its
// bundle), not the placeholder page.
func uiBuilt() bool {
	m, _ := fs.Glob(assets, "frontend/dist/assets/*.js")
	return len(m) > 0
}

type pageItem struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	Text   string `json:"text"`
	Source struct {
		Kind string `json:"kind"`
		Path string `json:"path"`
	} `json:"source"`
}

func TestDesktopWindow(t *testing.T) {
	select {
	case <-win.in.eng.Ready():
	case <-time.After(60 * time.Second):
		t.Fatal("engine not ready")
	}
	// The page reaches the API in-process as the desktop user, no token.
	var sess struct{ Actor, CSRF string }
	eval(t, `const r = await fetch('/v1/session'); if (!r.ok) throw new Error('session ' + r.status); return await r.json();`, &sess)
	if sess.Actor != string(store.UserDesktop) || sess.CSRF == "" {
		t.Fatalf("session %+v", sess)
	}
	want, _, err := win.in.eng.List(context.Background(), store.Filter{Status: mem.NeedsReview})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 {
		t.Fatal("the demo workspace has nothing to review")
	}
	var queue struct{ Items []pageItem }
	eval(t, `return await (await fetch('/v1/items?status=needs_review&limit=500')).json();`, &queue)
	if len(queue.Items) != len(want) {
		t.Fatalf("the page's queue has %d items, the store %d", len(queue.Items), len(want))
	}

	var target pageItem
	if uiBuilt() {
		// The review queue is what the window shows first: its count and
		// current card are the demo's items.
		waitPage(t, "the review queue", fmt.Sprintf(`const c = document.querySelector('[data-testid=queue-count]'); return !!c && c.textContent.trim() === '%d' && !!document.querySelector('[data-testid=queue-current]');`, len(want)))
		var cur string
		eval(t, `return document.querySelector('[data-testid=queue-current]').dataset.id;`, &cur)
		for _, it := range queue.Items {
			if it.ID == cur {
				target = it
			}
		}
		if target.ID == "" {
			t.Fatalf("the current card %q is not in the queue", cur)
		}
	} else {
		t.Log("frontend/dist holds the placeholder page: the accept goes through the page's fetch, not its buttons")
		target = queue.Items[0]
	}
	if target.Source.Path == "" {
		t.Fatalf("item %s has no source file", target.ID)
	}
	before, err := os.ReadFile(target.Source.Path)
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join("build", "screenshots", "desktop.png")

	if uiBuilt() {
		pressKey(t, "a")
	} else {
		eval(t, fmt.Sprintf(`const r = await fetch('/v1/items/%s/accept', {method: 'POST', headers: {'Content-Type': 'application/json', 'X-CSRF-Token': %q}, body: '{}'}); if (!r.ok) throw new Error('accept ' + r.status + ' ' + await r.text()); return true;`, target.ID, sess.CSRF), nil)
	}

	// The store has it active, by the desktop user, and the file changed.
	deadline := time.Now().Add(20 * time.Second)
	for {
		it, err := win.in.eng.Get(target.ID)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := os.ReadFile(target.Source.Path)
		if it.Status == mem.Active && string(after) != string(before) {
			t.Logf("accepted %s; %s changed (%d → %d bytes)", target.ID, target.Source.Path, len(before), len(after))
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after accept: status %s, file changed %v", it.Status, string(after) != string(before))
		}
		time.Sleep(50 * time.Millisecond)
	}
	evs, err := win.in.eng.Audit(target.ID)
	if err != nil {
		t.Fatal(err)
	}
	if last := evs[len(evs)-1]; last.Actor != store.UserDesktop {
		t.Fatalf("last audit event by %s, want %s", last.Actor, store.UserDesktop)
	}
	if uiBuilt() {
		waitPage(t, "the queue to shrink", fmt.Sprintf(`const c = document.querySelector('[data-testid=queue-count]'); return !!c && c.textContent.trim() === '%d';`, len(want)-1))
	}
	// The window paints a moment after the DOM is ready: shoot until it
	// shows the rendered page, or give up.
	deadline = time.Now().Add(15 * time.Second)
	for {
		screenshot(t, shot)
		msg, ok := rendered(t, shot)
		if ok {
			t.Log(msg)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the window looks blank: %s", msg)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// Live updates: server-sent events reach the window through the asset
// server.
func TestDesktopEvents(t *testing.T) {
	var got string
	eval(t, `return await new Promise((resolve) => {
  const es = new EventSource('/v1/events');
  const done = (v) => { es.close(); resolve(v); };
  es.onopen = () => done('open');
  es.onerror = () => done('error ' + es.readyState);
  setTimeout(() => done('timeout ' + es.readyState), 5000);
});`, &got)
	if got != "open" {
		t.Fatalf("EventSource on /v1/events in the window: %s", got)
	}
}

// windowID finds the window by its title.
func windowID(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("xdotool", "search", "--sync", "--onlyvisible", "--name", windowName).Output()
	if err != nil {
		t.Fatalf("xdotool search: %v", err)
	}
	id := strings.Fields(string(out))
	if len(id) == 0 {
		t.Fatal("no memgate window")
	}
	return id[0]
}

// pressKey types a key into the window, as a person would.
func pressKey(t *testing.T, key string) {
	t.Helper()
	id := windowID(t)
	if out, err := exec.Command("xdotool", "windowfocus", "--sync", id, "key", "--clearmodifiers", key).CombinedOutput(); err != nil {
		t.Fatalf("xdotool key: %v %s", err, out)
	}
}

// screenshot saves the window as a PNG.
func screenshot(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", `xwd -id "$1" -silent | /usr/bin/convert xwd:- "$2"`, "sh", windowID(t), path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("screenshot: %v %s", err, out)
	}
}

// rendered tells a blank window from a rendered page: a page has text and
// edges, so many distinct colours, and a share of pixels that are not the
// background.
func rendered(t *testing.T, path string) (string, bool) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	colours, bg, total := map[uint32]int{}, 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>8<<16|g>>8<<8|bl>>8]++
			total++
		}
	}
	for _, n := range colours {
		bg = max(bg, n)
	}
	fg := float64(total-bg) / float64(total)
	minColours, minFG := 32, 0.002
	if uiBuilt() {
		minFG = 0.02
	}
	msg := fmt.Sprintf("screenshot %s: %dx%d, %d colours, %.2f%% not background", path, b.Dx(), b.Dy(), len(colours), 100*fg)
	return msg, b.Dx() >= 400 && b.Dy() >= 300 && len(colours) >= minColours && fg >= minFG
}
