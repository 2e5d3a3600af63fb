package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// api is a client of a running memgate serve, found as the CLI finds it:
// server.json and admin.token in its data directory.
type apiClient struct {
	t     *testing.T
	base  string
	token string
}

func connectAPI(t *testing.T, data string) *apiClient {
	t.Helper()
	var si struct {
		Addr string `json:"addr"`
	}
	waitFor(t, "server.json", 30*time.Second, func() bool {
		b, err := os.ReadFile(filepath.Join(data, "server.json"))
		return err == nil && json.Unmarshal(b, &si) == nil && si.Addr != ""
	})
	tok, err := os.ReadFile(filepath.Join(data, "admin.token"))
	if err != nil {
		t.Fatal(err)
	}
	return &apiClient{t: t, base: "http://" + si.Addr, token: strings.TrimSpace(string(tok))}
}

func (c *apiClient) do(method, path string, body any) (int, []byte, http.Header) {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.base+path, rd)
	req.Header.Set("Authorization", "Bearer "+c.token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b, resp.Header
}

type sourceJSON struct {
	Kind       string   `json:"kind"`
	Path       string   `json:"path"`
	Activation string   `json:"activation,omitempty"`
	Folders    []string `json:"folders,omitempty"`
	State      string   `json:"state,omitempty"`
	Reason     string   `json:"reason,omitempty"`
}

func (c *apiClient) sources() []sourceJSON {
	c.t.Helper()
	code, b, _ := c.do("GET", "/v1/sources", nil)
	if code != 200 {
		c.t.Fatalf("GET /v1/sources: %d %s", code, b)
	}
	var r struct {
		Sources []sourceJSON `json:"sources"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		c.t.Fatal(err)
	}
	return r.Sources
}

func (c *apiClient) stateOf(path string) string {
	for _, s := range c.sources() {
		if s.Path == path {
			return s.State
		}
	}
	return ""
}

func (c *apiClient) context() string {
	c.t.Helper()
	code, b, _ := c.do("GET", "/v1/context?format=md&budget=0", nil)
	if code != 200 {
		c.t.Fatalf("GET /v1/context: %d %s", code, b)
	}
	return string(b)
}

func stopServe(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("memgate serve did not stop on SIGTERM")
	}
}

func alive(cmd *exec.Cmd) bool {
	return cmd.Process.Signal(syscall.Signal(0)) == nil && cmd.ProcessState == nil
}

// TestSourceGoesAndComes: a kb folder deleted while memgate serves is a
// state, not an end: the process lives, /v1/sources says missing, the
// context block does not change; restored, its entries reconcile; a
// restart while it is missing works. Bad sources are refused with 400
// and leave the config file byte-identical.
func TestSourceGoesAndComes(t *testing.T) {
	bin := memgateBinary(t)
	dir, data := t.TempDir(), t.TempDir()
	memfile := filepath.Join(dir, "MEMORY.md")
	kb := filepath.Join(dir, "kb")
	os.MkdirAll(kb, 0o755)
	os.WriteFile(memfile, []byte("# Memory\n\n- Prefers tabs over spaces\n"), 0o644)
	bucket := "# User\n\n- 2026-09-01 — Lives in Lyon\n- 2026-09-02 — Speaks French and English\n"
	os.WriteFile(filepath.Join(kb, "user.md"), []byte(bucket), 0o644)
	args := []string{"--data", data, "--memory-file", memfile, "--kb", kb, "--debounce", "20ms", "--addr", "127.0.0.1:0"}

	cmd, ready := startServe(t, bin, args...)
	<-ready
	c := connectAPI(t, data)
	waitFor(t, "the kb's markers", 20*time.Second, func() bool {
		b, _ := os.ReadFile(filepath.Join(kb, "user.md"))
		return strings.Count(string(b), " active -->") == 2
	})
	before := c.context()
	if !strings.Contains(before, "Lives in Lyon") {
		t.Fatalf("context lacks the kb:\n%s", before)
	}
	marked, _ := os.ReadFile(filepath.Join(kb, "user.md"))

	// Unplugged: the folder goes away.
	if err := os.RemoveAll(kb); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the kb to be missing", 20*time.Second, func() bool { return c.stateOf(kb) == "missing" })
	if !alive(cmd) {
		t.Fatal("memgate serve exited when a source went away")
	}
	if got := c.context(); got != before {
		t.Errorf("the context block changed when the source went away:\n%s\nwas\n%s", got, before)
	}

	// Plugged back in: the same file (with its markers) and one new line.
	os.MkdirAll(kb, 0o755)
	os.WriteFile(filepath.Join(kb, "user.md"), append(marked, "- 2026-09-03 — Runs on Fridays\n"...), 0o644)
	waitFor(t, "the kb to be back", 20*time.Second, func() bool { return c.stateOf(kb) == "ok" })
	waitFor(t, "the new kb entry to reconcile", 20*time.Second, func() bool {
		return strings.Contains(c.context(), "Runs on Fridays")
	})
	if got := c.context(); !strings.Contains(got, "Lives in Lyon") {
		t.Errorf("the kb's old entries are gone after it came back:\n%s", got)
	}

	// Refused changes: each a 400 naming the problem, the config unchanged.
	good := []sourceJSON{{Kind: "memory_file", Path: memfile}, {Kind: "kb", Path: kb}}
	if code, b, _ := c.do("PUT", "/v1/sources", map[string]any{"sources": good}); code != 200 {
		t.Fatalf("PUT good sources: %d %s", code, b)
	}
	cfgPath := filepath.Join(data, "config.yaml")
	cfg, err := os.ReadFile(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	// A person's comment in the file survives the next save.
	cfg = append([]byte("# my note: keep the kb\n"), cfg...)
	os.WriteFile(cfgPath, cfg, 0o600)
	if code, b, _ := c.do("PUT", "/v1/sources", map[string]any{"sources": good}); code != 200 {
		t.Fatalf("PUT good sources again: %d %s", code, b)
	}
	cfg, _ = os.ReadFile(cfgPath)
	if !bytes.Contains(cfg, []byte("# my note: keep the kb")) {
		t.Errorf("the config file lost its comment:\n%s", cfg)
	}
	for _, bad := range []struct {
		name string
		src  sourceJSON
		want string
	}{
		{"nonexistent", sourceJSON{Kind: "kb", Path: filepath.Join(dir, "nope")}, "does not exist"},
		{"/etc", sourceJSON{Kind: "kb", Path: "/etc"}, "system directory"},
		{"the data directory", sourceJSON{Kind: "kb", Path: data}, "data directory"},
		{"inside the data directory", sourceJSON{Kind: "kb", Path: filepath.Join(data, "store")}, "data directory"},
		{"../ folder", sourceJSON{Kind: "vault", Path: dir, Folders: []string{"../x"}}, "folder"},
		{"absolute folder", sourceJSON{Kind: "vault", Path: dir, Folders: []string{"/x"}}, "folder"},
		{"memory file not .md", sourceJSON{Kind: "memory_file", Path: filepath.Join(data, "..", filepath.Base(dir), "kb")}, "memory file"},
	} {
		code, b, _ := c.do("PUT", "/v1/sources", map[string]any{"sources": append(good[:1:1], bad.src)})
		if code != 400 || !strings.Contains(string(b), "bad_source") || !strings.Contains(string(b), bad.want) {
			t.Errorf("%s: %d %s, want 400 bad_source mentioning %q", bad.name, code, b, bad.want)
		}
		if now, _ := os.ReadFile(cfgPath); !bytes.Equal(now, cfg) {
			t.Errorf("%s: the config file changed:\n%s", bad.name, now)
		}
	}
	if n := len(c.sources()); n != 2 {
		t.Errorf("%d sources after refused changes, want 2", n)
	}

	// A restart while the source is missing works, and changes nothing.
	stopServe(t, cmd)
	os.RemoveAll(kb)
	cmd, ready = startServe(t, bin, args...)
	select {
	case <-ready:
	case <-time.After(60 * time.Second):
		t.Fatal("memgate serve did not start with a missing source")
	}
	c = connectAPI(t, data)
	if s := c.stateOf(kb); s != "missing" {
		t.Errorf("kb state after a restart without it: %q", s)
	}
	if got := c.context(); !strings.Contains(got, "Lives in Lyon") || !strings.Contains(got, "Runs on Fridays") {
		t.Errorf("context after a restart without the kb:\n%s", got)
	}
	stopServe(t, cmd)
}

// TestFirstLaunch: memgate serve with no flags on a fresh home starts, puts
// its data in the platform's place, governs nothing, and discovery finds
// the memory stores that exist on the machine.
func TestFirstLaunch(t *testing.T) {
	bin := memgateBinary(t)
	home := t.TempDir()
	proj := filepath.Join(home, ".claude", "projects", "-home-ann-proj", "memory")
	kb := filepath.Join(home, ".flow", "kb")
	vaultDir := filepath.Join(home, "Notes")
	for _, d := range []string{proj, kb, filepath.Join(vaultDir, "Memory"), filepath.Join(home, ".config", "obsidian")} {
		os.MkdirAll(d, 0o755)
	}
	os.WriteFile(filepath.Join(proj, "MEMORY.md"), []byte("- [Build](build.md) — how it builds\n- Prefers small PRs\n"), 0o644)
	os.WriteFile(filepath.Join(proj, "build.md"), []byte("---\nname: Build\ndescription: how it builds\ntype: project\n---\n\nmake test\n"), 0o644)
	os.WriteFile(filepath.Join(kb, "user.md"), []byte("- 2026-09-01 — Lives in Lyon\n"), 0o644)
	os.WriteFile(filepath.Join(vaultDir, "Memory", "a.md"), []byte("A note\n"), 0o644)
	obs := fmt.Sprintf(`{"vaults":{"0123456789abcdef":{"path":%q,"ts":1700000000000,"open":true}}}`, vaultDir)
	os.WriteFile(filepath.Join(home, ".config", "obsidian", "obsidian.json"), []byte(obs), 0o644)

	cmd := exec.Command(bin, "serve")
	cmd.Env = freshEnv(home)
	var out lockedBuffer // written by exec's copier, read by waitFor
	cmd.Stderr = &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	data := filepath.Join(home, ".local", "share", "memgate")
	c := connectAPI(t, data)
	waitFor(t, "the login URL", 30*time.Second, func() bool { return strings.Contains(out.String(), "/login?code=") })
	if n := len(c.sources()); n != 0 {
		t.Fatalf("%d sources on a first launch, want none", n)
	}
	code, b, _ := c.do("GET", "/v1/sources/discover", nil)
	if code != 200 {
		t.Fatalf("discover: %d %s", code, b)
	}
	var d struct {
		Candidates []struct {
			Kind, Path string
			Entries    int
			Files      int
			Activation string
			Folders    []string
		}
	}
	json.Unmarshal(b, &d)
	found := map[string]string{}
	for _, cand := range d.Candidates {
		found[cand.Kind] = cand.Path
		if cand.Kind == "claude_code" && (cand.Entries != 2 || cand.Files != 2 || cand.Activation != "auto" || len(cand.Folders) != 0) {
			t.Errorf("claude_code candidate %+v: want 2 entries, 2 files, auto, no folders", cand)
		}
		if cand.Kind == "vault" && !slices.Equal(cand.Folders, []string{"Memory"}) {
			t.Errorf("vault candidate %+v: want the folder it would govern, Memory", cand)
		}
	}
	if found["claude_code"] != proj || found["kb"] != kb || found["vault"] != vaultDir {
		t.Fatalf("discovered %v, want %s, %s and %s", found, proj, kb, vaultDir)
	}
	// The CLI says the same without a server.
	cli := exec.Command(bin, "sources", "discover", "--json")
	cli.Env = freshEnv(home)
	cout, err := cli.Output()
	if err != nil || !strings.Contains(string(cout), proj) || !strings.Contains(string(cout), vaultDir) {
		t.Errorf("memgate sources discover --json: %v\n%s", err, cout)
	}
	var srcs []sourceJSON
	for _, cand := range d.Candidates {
		srcs = append(srcs, sourceJSON{Kind: cand.Kind, Path: cand.Path})
	}
	if code, b, _ := c.do("PUT", "/v1/sources", map[string]any{"sources": srcs}); code != 200 {
		t.Fatalf("governing the discovered sources: %d %s", code, b)
	}
	waitFor(t, "the topic file's keys", 20*time.Second, func() bool {
		b, _ := os.ReadFile(filepath.Join(proj, "build.md"))
		return strings.Contains(string(b), "memory_status: active")
	})
	if _, err := os.Stat(filepath.Join(data, "config.yaml")); err != nil {
		t.Errorf("no config.yaml in the default data directory: %v", err)
	}
	cmd.Process.Signal(syscall.SIGTERM)
}

// freshEnv is the environment of a person's first launch: their home, and
// nothing of memgate's or the XDG overrides.
func freshEnv(home string) []string {
	env := []string{"HOME=" + home}
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case k == "HOME", k == "MEMGATE_DATA", k == "FLOW_ROOT", k == "CLAUDE_CONFIG_DIR", strings.HasPrefix(k, "XDG_"):
		default:
			env = append(env, kv)
		}
	}
	return env
}
