package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/store"
)

// startServer runs what serve runs, over temp directories, and writes
// server.json as serve does.
func startServer(t *testing.T) string {
	return startServerWith(t, "# Memory\n\n- Prefers tabs over spaces\n")
}

func startServerWith(t *testing.T, memoryMD string) string {
	t.Helper()
	return startServerIn(t, memoryMD, filepath.Join(t.TempDir(), "data"), false)
}

// startServerIn is startServerWith over data; withData gives the engine
// the data directory too, as serve does (journaling needs it).
func startServerIn(t *testing.T, memoryMD, data string, withData bool) string {
	t.Helper()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "MEMORY.md"), []byte(memoryMD), 0o644)
	var eng *app.Engine
	st, err := store.Open(filepath.Join(data, "store"), store.Options{NoSync: true, OnCommit: func(evs []store.Event) { eng.OnCommit(evs) }})
	if err != nil {
		t.Fatal(err)
	}
	cfg := app.Config{Sources: []app.SourceConfig{{Kind: app.KindMemoryFile, Path: filepath.Join(dir, "MEMORY.md")}}}
	if withData {
		cfg.DataDir = data
	}
	eng, err = app.New(cfg, st, app.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h, err := api.New(api.Config{Backend: eng, DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := api.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	si, _ := json.Marshal(serverInfo{Addr: ln.Addr().String()})
	os.WriteFile(filepath.Join(data, api.ServerFile), si, 0o600)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 2)
	go func() { done <- eng.Serve(ctx) }()
	go func() { done <- h.Serve(ctx, ln) }()
	select {
	case <-eng.Ready():
	case <-time.After(30 * time.Second):
		t.Fatal("engine not ready")
	}
	t.Cleanup(func() { cancel(); <-done; <-done; st.Close() })
	return data
}

func TestCLI(t *testing.T) {
	data := startServer(t)
	var out bytes.Buffer
	if err := cmdContext([]string{"--data", data}, &out); err != nil || !strings.Contains(out.String(), "[memory]\n- Prefers tabs over spaces") || !strings.Contains(out.String(), "Prefers tabs over spaces") {
		t.Fatalf("context: %v\n%s", err, out.String())
	}
	out.Reset()
	if err := cmdContext([]string{"--data", data, "--format", "json"}, &out); err != nil || !strings.Contains(out.String(), `"etag"`) {
		t.Fatalf("context json: %v %s", err, out.String())
	}
	// The hook: Claude Code's SessionStart JSON, read with its own agent token.
	out.Reset()
	if err := cmdHook([]string{"session-start", "--data", data}, strings.NewReader(`{"session_id":"x","hook_event_name":"SessionStart"}`), &out); err != nil {
		t.Fatal(err)
	}
	var hook struct {
		HookSpecificOutput struct {
			HookEventName     string `json:"hookEventName"`
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out.Bytes(), &hook); err != nil || hook.HookSpecificOutput.HookEventName != "SessionStart" || !strings.Contains(hook.HookSpecificOutput.AdditionalContext, "Prefers tabs over spaces") {
		t.Fatalf("hook output %q: %v", out.String(), err)
	}
	if fi, err := os.Stat(filepath.Join(data, hookTokenFile)); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("hook token file: %v", err)
	}
	// Tokens.
	out.Reset()
	if err := cmdToken([]string{"create", "codex", "--data", data, "--scope", "acme", "--sensitive"}, &out); err != nil || !strings.HasPrefix(out.String(), "mg_") {
		t.Fatalf("token create: %v %q", err, out.String())
	}
	out.Reset()
	if err := cmdToken([]string{"list", "--data", data}, &out); err != nil || !strings.Contains(out.String(), "codex") || !strings.Contains(out.String(), "claude-code") {
		t.Fatalf("token list: %v\n%s", err, out.String())
	}
	out.Reset()
	if err := cmdToken([]string{"revoke", "codex", "--data", data}, &out); err != nil {
		t.Fatal(err)
	}
	if err := cmdToken([]string{"revoke", "codex", "--data", data}, &out); err == nil || !strings.Contains(err.Error(), "no token") {
		t.Fatalf("second revoke: %v", err)
	}
	// Review.
	out.Reset()
	if err := cmdList([]string{"--data", data, "--status", "active"}, &out); err != nil || !strings.Contains(out.String(), "Prefers tabs") {
		t.Fatalf("list: %v\n%s", err, out.String())
	}
	id := strings.Fields(strings.Split(out.String(), "\n")[1])[0]
	out.Reset()
	if err := cmdAction("reject", []string{id, "--data", data, "--reason", "wrong"}, &out); err != nil || !strings.Contains(out.String(), "rejected") {
		t.Fatalf("reject: %v %s", err, out.String())
	}
	out.Reset()
	if err := cmdAction("restore", []string{"--data", data, id}, &out); err != nil || !strings.Contains(out.String(), "needs_review") {
		t.Fatalf("restore: %v %s", err, out.String())
	}
	if err := cmdAction("accept", []string{id, "--data", data}, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := cmdAction("correct", []string{id, "Prefers tabs, width 4", "--data", data}, &out); err != nil || !strings.Contains(out.String(), "active: Prefers tabs, width 4") {
		t.Fatalf("correct: %v %s", err, out.String())
	}
	newID := strings.Fields(out.String())[0]
	if err := cmdAction("undo", []string{newID, "--data", data}, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := cmdShow([]string{"--data", data, id}, &out); err != nil || !strings.Contains(out.String(), `"user:cli"`) {
		t.Fatalf("show: %v\n%s", err, out.String())
	}
	if err := cmdAction("accept", []string{"nosuch", "--data", data}, &out); err == nil || !strings.Contains(err.Error(), "404") {
		t.Fatalf("accept unknown: %v", err)
	}
	if run([]string{"frobnicate"}) != 2 {
		t.Fatal("unknown command accepted")
	}
}

func TestCLINoServer(t *testing.T) {
	data := t.TempDir()
	var out bytes.Buffer
	if err := cmdContext([]string{"--data", data}, &out); !errors.Is(err, errNoServer) {
		t.Fatalf("context without a server: %v", err)
	}
	if err := cmdList([]string{"--data", data}, &out); !errors.Is(err, errNoServer) {
		t.Fatalf("list without a server: %v", err)
	}
	// A stale server.json (server gone) says the same.
	os.WriteFile(filepath.Join(data, api.ServerFile), []byte(`{"addr":"127.0.0.1:1"}`), 0o600)
	os.WriteFile(filepath.Join(data, api.AdminTokenFile), []byte("mg_x\n"), 0o600)
	if err := cmdContext([]string{"--data", data}, &out); !errors.Is(err, errNoServer) {
		t.Fatalf("context with a stale server.json: %v", err)
	}
	// The hook never breaks a session: nothing printed, no error.
	if err := cmdHook([]string{"session-start", "--data", data}, strings.NewReader("{}"), &out); err != nil || out.Len() != 0 {
		t.Fatalf("hook without a server: %v %q", err, out.String())
	}
	if err := cmdHook([]string{"session-start", "--data", t.TempDir()}, strings.NewReader("{}"), &out); err != nil || out.Len() != 0 {
		t.Fatalf("hook without a server: %v %q", err, out.String())
	}
}

// The SessionStart hook reads the project from Claude Code's hook input
// (a recorded payload: cwd /home/dana/code/harbor-booking) and asks for
// that scope with the project's name as the task: under a budget that
// cannot hold everything, the project's own memory and the note recall
// ranks for its name are in the block, and a memory of another project
// is not.
func TestHookProjectFromPayload(t *testing.T) {
	var md strings.Builder
	md.WriteString("# Memory\n\n")
	for i := range 40 {
		fmt.Fprintf(&md, "- Standing preference number %d of the user, kept long enough to take some room in the block\n", i)
	}
	data := startServerWith(t, md.String())
	c, err := connect(data, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []map[string]string{
		{"text": "The berth calendar of this project counts days in Europe/Stockholm", "scope": "harbor-booking"},
		{"text": "harbor-booking deploys on Tuesdays after the standup", "scope": "global"},
		{"text": "The other project ships on Fridays", "scope": "lighthouse"},
	} {
		if err := c.do("POST", "/v1/memories", m, nil); err != nil {
			t.Fatal(err)
		}
	}
	payload, err := os.ReadFile(filepath.Join("testdata", "claude-code-session-start.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := cmdHook([]string{"session-start", "--data", data, "--budget", "400"}, bytes.NewReader(payload), &out); err != nil {
		t.Fatal(err)
	}
	var hook struct {
		HookSpecificOutput struct{ AdditionalContext string } `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out.Bytes(), &hook); err != nil {
		t.Fatalf("hook output %q: %v", out.String(), err)
	}
	block := hook.HookSpecificOutput.AdditionalContext
	for _, want := range []string{"(scope: harbor-booking)", "Europe/Stockholm", "harbor-booking deploys on Tuesdays", "more active memories are not shown"} {
		if !strings.Contains(block, want) {
			t.Errorf("the hook's block lacks %q:\n%s", want, block)
		}
	}
	if strings.Contains(block, "ships on Fridays") {
		t.Errorf("the hook's block holds another project's memory:\n%s", block)
	}
	if n := (len([]rune(block)) + 3) / 4; n > 400 {
		t.Errorf("the hook's block is %d tokens, budget 400", n)
	}

	// A hook token made before it could read every scope still gets the
	// global block, with the project's note first.
	var tok struct{ Token string }
	if err := c.do("POST", "/v1/tokens", map[string]any{"name": "old-hook", "role": api.RoleAgent}, &tok); err != nil {
		t.Fatal(err)
	}
	t.Setenv("MEMGATE_TOKEN", tok.Token)
	out.Reset()
	if err := cmdHook([]string{"session-start", "--data", data, "--budget", "400"}, bytes.NewReader(payload), &out); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(out.Bytes(), &hook); err != nil {
		t.Fatalf("hook output %q: %v", out.String(), err)
	}
	block = hook.HookSpecificOutput.AdditionalContext
	if !strings.Contains(block, "(scope: global)") || !strings.Contains(block, "harbor-booking deploys on Tuesdays") || strings.Contains(block, "Europe/Stockholm") {
		t.Errorf("fallback block:\n%s", block)
	}
}

func TestHookProjectName(t *testing.T) {
	for _, c := range []struct{ cwd, name, scope string }{
		{"/home/dana/code/harbor-booking", "harbor-booking", "harbor-booking"},
		{"/home/dana/code/harbor-booking/", "harbor-booking", "harbor-booking"},
		{"/home/dana/My Project (v2)", "My Project (v2)", "My-Project--v2"},
		{"/", "", ""},
		{"", "", ""},
	} {
		name, scope := hookProject(c.cwd)
		if name != c.name || scope != c.scope {
			t.Errorf("hookProject(%q) = %q, %q; want %q, %q", c.cwd, name, scope, c.name, c.scope)
		}
	}
}
