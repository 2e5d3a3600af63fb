package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/memgate/memgate/api"
)

// The CLI commands other than serve talk to the running server: only one
// process owns the store. They find it through the data directory:
// server.json names the address, admin.token holds the admin secret.

// errNoServer is what every client command says when nothing is serving.
var errNoServer = errors.New("no memgate server is running (start one with: memgate serve)")

type serverInfo struct {
	Addr string `json:"addr"`
	PID  int    `json:"pid"`
}

type client struct {
	base  string
	token string
	http  *http.Client
}

// dataFlag adds --data to a command's flags.
func dataFlag(fs *flag.FlagSet) *string {
	return fs.String("data", "", "data directory (default: $MEMGATE_DATA, else the user's data directory/memgate)")
}

func resolveData(d string) (string, error) {
	if d != "" {
		return d, nil
	}
	if e := os.Getenv("MEMGATE_DATA"); e != "" {
		return e, nil
	}
	return defaultDataDir()
}

// connect finds the server and the admin token.
func connect(data string, timeout time.Duration) (*client, error) {
	data, err := resolveData(data)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(data, api.ServerFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, errNoServer
	}
	if err != nil {
		return nil, err
	}
	var si serverInfo
	if err := json.Unmarshal(b, &si); err != nil || si.Addr == "" {
		return nil, fmt.Errorf("%s is damaged; restart memgate serve", filepath.Join(data, api.ServerFile))
	}
	tok, err := os.ReadFile(filepath.Join(data, api.AdminTokenFile))
	if err != nil {
		return nil, fmt.Errorf("reading the admin token: %w", err)
	}
	return &client{base: "http://" + si.Addr, token: strings.TrimSpace(string(tok)), http: &http.Client{Timeout: timeout}}, nil
}

// do sends a request and decodes a JSON answer into out (when not nil).
// An error body becomes the error.
func (c *client) do(method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	res, err := c.http.Do(req)
	if err != nil {
		var ne interface{ Timeout() bool }
		if errors.As(err, &ne) && ne.Timeout() {
			return fmt.Errorf("memgate server at %s did not answer in time", c.base)
		}
		return errNoServer
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, 64<<20))
	if err != nil {
		return err
	}
	if res.StatusCode >= 300 {
		var e struct {
			Error struct{ Code, Message string }
		}
		if json.Unmarshal(b, &e) == nil && e.Error.Message != "" {
			return fmt.Errorf("%s (%d %s)", e.Error.Message, res.StatusCode, e.Error.Code)
		}
		return fmt.Errorf("server answered %s", res.Status)
	}
	switch o := out.(type) {
	case nil:
	case *[]byte:
		*o = b
	default:
		return json.Unmarshal(b, out)
	}
	return nil
}

// cmdContext: memgate context [--scope S] [--q TASK] [--format md|json] [--budget N]
func cmdContext(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("context", flag.ContinueOnError)
	data := dataFlag(fs)
	scope := fs.String("scope", "", "project scope (global memories are always included)")
	task := fs.String("q", "", "the task at hand: memories recall ranks for it come first")
	format := fs.String("format", "md", "md or json")
	budget := fs.Int("budget", -1, "cap in approximate tokens (default: the server's, 4000 unless configured; 0: no cap)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c, err := connect(*data, 10*time.Second)
	if err != nil {
		return err
	}
	q := url.Values{"format": {*format}}
	if *scope != "" {
		q.Set("scope", *scope)
	}
	if *task != "" {
		q.Set("q", *task)
	}
	if *budget >= 0 {
		q.Set("budget", fmt.Sprint(*budget))
	}
	var b []byte
	if err := c.do("GET", "/v1/context?"+q.Encode(), nil, &b); err != nil {
		return err
	}
	_, err = stdout.Write(b)
	return err
}

// hookTokenFile holds the agent token the Claude Code hook reads with, so
// that its reads are counted as claude-code and never include sensitive
// memories.
const hookTokenFile = "hook.token"

// hookInput is the part of Claude Code's SessionStart hook input (JSON on
// stdin) the hook relies on; docs/API.md describes it and
// testdata/claude-code-session-start.json is a recorded payload.
type hookInput struct {
	// Cwd is the directory the session started in: its base name is
	// the project.
	Cwd string `json:"cwd"`
}

// hookProject is the project a session starts in: the base name of its
// directory, and that name as a scope (characters a scope may not hold
// become '-'). Both are empty for no directory or the root.
func hookProject(cwd string) (name, scope string) {
	if cwd == "" {
		return "", ""
	}
	name = filepath.Base(filepath.Clean(cwd))
	if name == "." || name == "/" || name == string(filepath.Separator) {
		return "", ""
	}
	b := []byte(name)
	for i, ch := range b {
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '-' || ch == '_' || ch == '.') {
			b[i] = '-'
		}
	}
	scope = strings.Trim(string(b), "-.")
	if len(scope) > 64 {
		scope = scope[:64]
	}
	return name, scope
}

// cmdHook: memgate hook session-start [--scope S] [--budget N]. The
// block is for the project Claude Code starts in (the cwd of its hook
// input): that scope's memories and the notes recall ranks for the
// project's name come first. It never fails a session: any problem (no
// server, no token) prints nothing and exits 0.
func cmdHook(args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "session-start" {
		return errors.New("usage: memgate hook session-start [--scope S] [--budget N]")
	}
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	data := dataFlag(fs)
	scope := fs.String("scope", os.Getenv("MEMGATE_SCOPE"), "project scope (default: the session's project)")
	budget := fs.Int("budget", -1, "cap in approximate tokens (default: the server's)")
	if fs.Parse(args[1:]) != nil {
		return nil
	}
	var in hookInput
	if b, err := io.ReadAll(io.LimitReader(stdin, 1<<20)); err == nil {
		json.Unmarshal(b, &in) // a payload we cannot read leaves no project
	}
	project, projectScope := hookProject(in.Cwd)
	if *scope == "" {
		*scope = projectScope
	}
	c, err := connect(*data, 3*time.Second)
	if err != nil {
		return nil
	}
	tok := os.Getenv("MEMGATE_TOKEN")
	if tok == "" {
		tok = hookToken(c, *data)
	}
	if tok == "" {
		return nil
	}
	c.token = tok
	q := url.Values{"format": {"md"}}
	if *budget >= 0 {
		q.Set("budget", fmt.Sprint(*budget))
	}
	if project != "" {
		q.Set("q", project)
	}
	if *scope != "" {
		q.Set("scope", *scope)
	}
	var b []byte
	if err := c.do("GET", "/v1/context?"+q.Encode(), nil, &b); err != nil {
		// A token that may not read the project's scope still gets the
		// global block, with the project's notes first.
		if !strings.Contains(err.Error(), "scope_forbidden") {
			return nil
		}
		q.Del("scope")
		if c.do("GET", "/v1/context?"+q.Encode(), nil, &b) != nil {
			return nil
		}
	}
	out := map[string]any{"hookSpecificOutput": map[string]any{"hookEventName": "SessionStart", "additionalContext": string(b)}}
	return json.NewEncoder(stdout).Encode(out)
}

// hookToken reads the hook's agent token, creating it on first use.
func hookToken(c *client, data string) string {
	d, err := resolveData(data)
	if err != nil {
		return ""
	}
	path := filepath.Join(d, hookTokenFile)
	if b, err := os.ReadFile(path); err == nil {
		return strings.TrimSpace(string(b))
	}
	var out struct{ Token string }
	for _, name := range []string{"claude-code", "claude-code-hook"} {
		// Every scope: the hook reads for whichever project a session
		// starts in; sensitive memories stay out.
		if c.do("POST", "/v1/tokens", map[string]any{"name": name, "role": api.RoleAgent, "scopes": []string{api.AnyScope}}, &out) == nil {
			break
		}
	}
	if out.Token == "" {
		return ""
	}
	if err := os.WriteFile(path, []byte(out.Token+"\n"), 0o600); err != nil {
		return ""
	}
	return out.Token
}

// cmdToken: memgate token create NAME [--role] [--scope S]... [--sensitive] [--trusted] [--context-budget N] | list | revoke NAME
func cmdToken(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: memgate token create|list|revoke")
	}
	fs := flag.NewFlagSet("token", flag.ContinueOnError)
	data := dataFlag(fs)
	role := fs.String("role", "agent", "agent or admin")
	var scopes multi
	fs.Var(&scopes, "scope", "a scope the token may read and propose into (repeatable; global to propose into global; * for every scope)")
	sensitive := fs.Bool("sensitive", false, "may read sensitive memories")
	trusted := fs.Bool("trusted", false, "clean proposals activate without review")
	ctxBudget := fs.Int("context-budget", 0, "the token's default context budget in approximate tokens (0: the server's)")
	sub, rest := args[0], args[1:]
	var name string
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		name, rest = rest[0], rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if name == "" && fs.NArg() > 0 {
		name = fs.Arg(0)
	}
	c, err := connect(*data, 10*time.Second)
	if err != nil {
		return err
	}
	switch sub {
	case "create":
		if name == "" {
			return errors.New("usage: memgate token create NAME [--role agent|admin] [--scope S]... [--sensitive] [--trusted]")
		}
		var out struct{ Name, Token string }
		if err := c.do("POST", "/v1/tokens", map[string]any{"name": name, "role": *role, "scopes": []string(scopes), "sensitive": *sensitive, "trusted": *trusted, "context_budget": *ctxBudget}, &out); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", out.Token)
		fmt.Fprintf(os.Stderr, "token %q created; it is shown only this once\n", out.Name)
		return nil
	case "list":
		var out struct{ Tokens []api.TokenInfo }
		if err := c.do("GET", "/v1/tokens", nil, &out); err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tROLE\tSCOPES\tSENSITIVE\tTRUSTED\tCREATED")
		for _, t := range out.Tokens {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%v\t%v\t%s\n", t.Name, t.Role, strings.Join(t.Scopes, ","), t.Sensitive, t.Trusted, t.CreatedAt.Format(time.DateOnly))
		}
		return tw.Flush()
	case "revoke":
		if name == "" {
			return errors.New("usage: memgate token revoke NAME")
		}
		if err := c.do("DELETE", "/v1/tokens/"+url.PathEscape(name), nil, nil); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "revoked %s\n", name)
		return nil
	}
	return fmt.Errorf("unknown token command %q (create, list, revoke)", sub)
}

type cliItem struct {
	ID, Text, Status, Category, Scope, Privacy string
	Confidence                                 float64
	ServedCount                                int64 `json:"served_count"`
}

// cmdList: memgate list [--status S] [--scope S] [--q TEXT] [--limit N]
func cmdList(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("list", flag.ContinueOnError)
	data := dataFlag(fs)
	status := fs.String("status", "", "only this status (active, needs_review, ...)")
	scope := fs.String("scope", "", "only this scope")
	q := fs.String("q", "", "only items whose text contains this")
	limit := fs.Int("limit", 100, "at most this many")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c, err := connect(*data, 10*time.Second)
	if err != nil {
		return err
	}
	v := url.Values{"limit": {fmt.Sprint(*limit)}}
	for k, x := range map[string]string{"status": *status, "scope": *scope, "q": *q} {
		if x != "" {
			v.Set(k, x)
		}
	}
	var out struct {
		Items []cliItem
		Next  string `json:"next_cursor"`
	}
	if err := c.do("GET", "/v1/items?"+v.Encode(), nil, &out); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSTATUS\tSCOPE\tPRIVACY\tSERVED\tTEXT")
	for _, it := range out.Items {
		text := strings.ReplaceAll(it.Text, "\n", " ")
		if len(text) > 80 {
			text = text[:77] + "..."
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\n", it.ID, it.Status, it.Scope, it.Privacy, it.ServedCount, text)
	}
	if out.Next != "" {
		fmt.Fprintf(tw, "(more: raise --limit)\n")
	}
	return tw.Flush()
}

// cmdShow: memgate show ID — the item and its audit trail, as JSON.
func cmdShow(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	data := dataFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: memgate show ID")
	}
	c, err := connect(*data, 10*time.Second)
	if err != nil {
		return err
	}
	id := url.PathEscape(fs.Arg(0))
	var item, audit json.RawMessage
	if err := c.do("GET", "/v1/items/"+id, nil, &item); err != nil {
		return err
	}
	if err := c.do("GET", "/v1/items/"+id+"/audit", nil, &audit); err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]json.RawMessage{"item": item, "audit": audit})
}

// cmdAction: memgate accept|reject|undo|restore ID [--reason R];
// memgate correct ID TEXT [--reason R]
func cmdAction(action string, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet(action, flag.ContinueOnError)
	data := dataFlag(fs)
	reason := fs.String("reason", "", "why (kept in the audit trail)")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	want := 1
	if action == "correct" {
		want = 2
	}
	if len(pos) != want {
		if action == "correct" {
			return errors.New("usage: memgate correct ID \"corrected text\" [--reason R]")
		}
		return fmt.Errorf("usage: memgate %s ID [--reason R]", action)
	}
	c, err := connect(*data, 30*time.Second)
	if err != nil {
		return err
	}
	body := map[string]string{"reason": *reason}
	if action == "correct" {
		body["text"] = pos[1]
	}
	var it cliItem
	if err := c.do("POST", "/v1/items/"+url.PathEscape(pos[0])+"/"+action, body, &it); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s %s: %s\n", it.ID, it.Status, it.Text)
	return nil
}

// parseInterleaved parses flags wherever they stand among the positional
// arguments (memgate accept ID --reason R), which flag.Parse alone stops
// at, and returns the positional ones.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			break
		}
		pos, args = append(pos, fs.Arg(0)), fs.Args()[1:]
	}
	return pos, nil
}
