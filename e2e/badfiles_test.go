//go:build unix

package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

const nobody = 65534

// TestBadFiles puts hostile files into a vault memgate serve is watching.
// Each is skipped with its reason in /v1/stats and an error event; none is
// rewritten; memgate keeps serving and keeps governing the good notes.
//
// memgate runs as nobody when the test runs as root (as CI does), so that
// a file of mode 000 is unreadable to it.
func TestBadFiles(t *testing.T) {
	base, err := os.MkdirTemp("", "memgate-badfiles-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	os.Chmod(base, 0o755)
	bin := filepath.Join(base, "memgate")
	b, err := os.ReadFile(memgateBinary(t))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bin, b, 0o755)
	vault := filepath.Join(base, "vault")
	mem := filepath.Join(vault, "Memory")
	data := filepath.Join(base, "data")
	os.MkdirAll(mem, 0o755)
	os.MkdirAll(data, 0o700)
	os.WriteFile(filepath.Join(mem, "Good.md"), []byte("# Good\n\nPrefers tea over coffee.\n"), 0o644)
	os.WriteFile(filepath.Join(mem, "Turns unreadable.md"), []byte("# Later\n\nReads the news at eight.\n"), 0o644)
	root := os.Geteuid() == 0
	if root {
		filepath.Walk(base, func(p string, _ os.FileInfo, err error) error {
			if err == nil {
				os.Lchown(p, nobody, nobody)
			}
			return nil
		})
	}
	cmd := exec.Command(bin, "serve", "--data", data, "--vault", vault, "--addr", "127.0.0.1:0", "--debounce", "30ms")
	if root {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody}}
	}
	cmd.Env = append(os.Environ(), "HOME="+base, "XDG_DATA_HOME="+base)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	var logMu sync.Mutex
	var logs []string
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(nil, 1<<20)
		once := false
		for sc.Scan() {
			logMu.Lock()
			logs = append(logs, sc.Text())
			logMu.Unlock()
			if !once && strings.Contains(sc.Text(), "governing") {
				once = true
				close(ready)
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(time.Minute):
		logMu.Lock()
		t.Fatalf("serve did not start:\n%s", strings.Join(logs, "\n"))
	}
	baseURL, admin := serverAddr(t, data)
	good := filepath.Join(mem, "Good.md")
	later := filepath.Join(mem, "Turns unreadable.md")
	waitFor(t, "the good notes governed", 30*time.Second, func() bool {
		a, _ := os.ReadFile(good)
		b, _ := os.ReadFile(later)
		return bytes.Contains(a, []byte("memory_id:")) && bytes.Contains(b, []byte("memory_id:"))
	})

	// Follow the error events.
	req, _ := http.NewRequest("GET", baseURL+"/v1/events", nil)
	req.Header.Set("Authorization", "Bearer "+admin)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("events: %v %v", err, res)
	}
	defer res.Body.Close()
	var evMu sync.Mutex
	errorPaths := map[string]string{}
	go func() {
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(nil, 1<<20)
		typ := ""
		for sc.Scan() {
			l := sc.Text()
			switch {
			case strings.HasPrefix(l, "event: "):
				typ = strings.TrimPrefix(l, "event: ")
			case strings.HasPrefix(l, "data: ") && typ == "error":
				var ev struct{ Path, Message string }
				json.Unmarshal([]byte(strings.TrimPrefix(l, "data: ")), &ev)
				evMu.Lock()
				errorPaths[ev.Path] = ev.Message
				evMu.Unlock()
			}
		}
	}()

	// The hostile files.
	laughs := "---\nmemory_status: active\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
	for i, c := range "bcdefghi" {
		prev := string("abcdefghi"[i])
		laughs += fmt.Sprintf("%c: &%c [*%s,*%s,*%s,*%s,*%s,*%s,*%s,*%s,*%s]\n", c, c, prev, prev, prev, prev, prev, prev, prev, prev, prev)
	}
	laughs += "---\nThe lols.\n"
	var keys strings.Builder
	keys.WriteString("---\n")
	for i := range 10_000 {
		fmt.Fprintf(&keys, "key%05d: value %d\n", i, i)
	}
	keys.WriteString("---\nA note with a huge front matter.\n")
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{0xde, 0xad, 0x00, 0xbe}, 4096)...)
	hostile := map[string][]byte{
		"Billion laughs.md":    []byte(laughs),
		"Duplicate keys.md":    []byte("---\nmemory_status: active\nmemory_status: rejected\ntitle: a\ntitle: b\n---\nTwo statuses.\n"),
		"Huge front matter.md": []byte(keys.String()),
		"Binary.md":            png,
		"Fifty MB.md":          append([]byte("# Big\n\n"), bytes.Repeat([]byte("All work and no play. "), 50<<20/22)...),
		"Bad\nname\xff.md":     []byte("# Bad name\n\nA note with a newline and invalid UTF-8 in its name.\n"),
	}
	for name, body := range hostile {
		if err := os.WriteFile(filepath.Join(mem, name), body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A symlink loop: two links pointing at each other, and one at itself.
	os.Symlink("Loop B.md", filepath.Join(mem, "Loop A.md"))
	os.Symlink("Loop A.md", filepath.Join(mem, "Loop B.md"))
	os.Symlink("Self.md", filepath.Join(mem, "Self.md"))
	// A file that becomes unreadable mid-run: changed, then mode 000.
	unreadable := []byte("# Later\n\nReads the news at nine.\n")
	if err := os.WriteFile(later, unreadable, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(later, 0)
	if root {
		for name := range hostile {
			os.Lchown(filepath.Join(mem, name), nobody, nobody)
		}
	}
	want := map[string]string{ // path → a word of the reason
		filepath.Join(mem, "Billion laughs.md"):    "",
		filepath.Join(mem, "Duplicate keys.md"):    "",
		filepath.Join(mem, "Huge front matter.md"): "",
		filepath.Join(mem, "Binary.md"):            "binary",
		filepath.Join(mem, "Fifty MB.md"):          "size",
		filepath.Join(mem, "Bad\nname\xff.md"):     "UTF-8",
		filepath.Join(mem, "Loop A.md"):            "symlink",
		filepath.Join(mem, "Loop B.md"):            "symlink",
		filepath.Join(mem, "Self.md"):              "symlink",
		later:                                      "unreadable",
	}
	stats := func() map[string]string {
		var st struct {
			Skipped []struct{ Path, Reason string }
		}
		code, body := call(t, "GET", baseURL+"/v1/stats", admin, "")
		if code != 200 {
			t.Fatalf("stats: %d %s", code, body)
		}
		json.Unmarshal([]byte(body), &st)
		out := map[string]string{}
		for _, s := range st.Skipped {
			out[s.Path] = s.Reason
		}
		return out
	}
	// JSON carries an invalid byte as U+FFFD.
	shown := func(p string) string { return strings.ToValidUTF8(p, "\uFFFD") }
	missing := func() []string {
		got := stats()
		evMu.Lock()
		defer evMu.Unlock()
		var out []string
		for p, word := range want {
			r, ok := got[shown(p)]
			switch {
			case !ok:
				out = append(out, fmt.Sprintf("%q not in /v1/stats", p))
			case !strings.Contains(strings.ToLower(r), strings.ToLower(word)):
				out = append(out, fmt.Sprintf("%q skipped for %q, want %q", p, r, word))
			case errorPaths[shown(p)] == "":
				out = append(out, fmt.Sprintf("%q: no error event", p))
			}
		}
		return out
	}
	deadline := time.Now().Add(60 * time.Second)
	for m := missing(); len(m) > 0; m = missing() {
		if time.Now().After(deadline) {
			t.Fatalf("not every hostile file was skipped with a reason:\n%s\nskipped: %v", strings.Join(m, "\n"), stats())
		}
		time.Sleep(100 * time.Millisecond)
	}
	// None was rewritten.
	for name, body := range hostile {
		got, err := os.ReadFile(filepath.Join(mem, name))
		if err != nil || !bytes.Equal(got, body) {
			t.Errorf("%q was rewritten (%v)", name, err)
		}
	}
	os.Chmod(later, 0o644)
	if got, _ := os.ReadFile(later); !bytes.Equal(got, unreadable) {
		t.Errorf("the unreadable file was rewritten:\n%s", got)
	}
	os.Chmod(later, 0)
	// memgate keeps serving and governing.
	if code, body := call(t, "GET", baseURL+"/healthz", "", ""); code != 200 {
		t.Fatalf("healthz: %d %s", code, body)
	}
	fresh := filepath.Join(mem, "After.md")
	os.WriteFile(fresh, []byte("# After\n\nStill governed after the hostile files.\n"), 0o644)
	if root {
		os.Lchown(fresh, nobody, nobody)
	}
	waitFor(t, "a new note governed after the hostile files", 30*time.Second, func() bool {
		b, _ := os.ReadFile(fresh)
		return bytes.Contains(b, []byte("memory_id:"))
	})
	if code, body := call(t, "GET", baseURL+"/v1/items?q=hostile", admin, ""); code != 200 {
		t.Fatalf("items: %d %s", code, body)
	}
	code, body := call(t, "GET", baseURL+"/v1/items", admin, "")
	if code != 200 {
		t.Fatalf("items: %d", code)
	}
	for _, text := range []string{"The lols", "Two statuses", "huge front matter", "All work", "invalid UTF-8 in its name"} {
		if strings.Contains(body, text) {
			t.Errorf("a skipped file became an item: %q", text)
		}
	}
	io.Copy(io.Discard, strings.NewReader(body))
}
