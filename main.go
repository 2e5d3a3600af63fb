// Command memgate governs what AI agents remember. See README.md.
package main

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	iofs "io/fs"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/internal/memlimit"
	"github.com/memgate/memgate/internal/platform"
	"github.com/memgate/memgate/store"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// assets holds the built user interface. Only frontend/dist/.gitkeep is in
// the repository, so that this embed compiles before the first frontend
// build; until then the API answers / with a "not built" page (api/ui.go).
//
//go:embed all:frontend/dist
var assets embed.FS

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 {
		return window(nil)
	}
	switch args[0] {
	case "version", "--version":
		fmt.Printf("memgate %s\n", version)
		return 0
	case "help", "-h", "--help":
		fmt.Print(usage)
		return 0
	}
	if strings.HasPrefix(args[0], "-") {
		// memgate --data D --kb K …: the window, with serve's flags.
		return window(args)
	}
	var err error
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		err = serve(rest)
	case "context":
		err = cmdContext(rest, os.Stdout)
	case "hook":
		err = cmdHook(rest, os.Stdin, os.Stdout)
	case "token":
		err = cmdToken(rest, os.Stdout)
	case "sources":
		err = cmdSources(rest, os.Stdout)
	case "list":
		err = cmdList(rest, os.Stdout)
	case "show":
		err = cmdShow(rest, os.Stdout)
	case "accept", "reject", "correct", "undo", "restore":
		err = cmdAction(cmd, rest, os.Stdout)
	case "devices":
		err = cmdDevices(rest, os.Stdout)
	case "install":
		err = cmdInstall(rest, os.Stdout)
	case "uninstall":
		err = cmdUninstall(rest, os.Stdout)
	default:
		fmt.Fprintf(os.Stderr, "memgate: unknown command %q\n%s", cmd, usage)
		return 2
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "memgate:", err)
		return 1
	}
	return 0
}

const usage = `usage:
  memgate [serve's flags]                     the desktop window (builds with -tags desktop)
  memgate serve [--data DIR] [--addr 127.0.0.1:7345] [--memory-file F] [--kb DIR] [--vault DIR] [--export F]
  memgate context [--scope S] [--q TASK] [--format md|json] [--budget N]
  memgate hook session-start [--scope S]      Claude Code SessionStart hook
  memgate token create NAME [--role agent|admin] [--scope S]... [--sensitive] [--trusted]
  memgate token list | revoke NAME
  memgate sources discover [--json]           memory files on this machine memgate could govern
  memgate list [--status S] [--scope S] [--q TEXT] [--limit N]
  memgate show ID
  memgate accept|reject|undo|restore ID [--reason R]
  memgate correct ID "corrected text" [--reason R]
  memgate devices pair | join CODE | list | forget ID   share governance with your other devices
  memgate install [--autostart] | uninstall   this binary, a menu entry and icon in ~/.local (uninstall keeps the data)
Every command but serve talks to the running server; --data (or $MEMGATE_DATA) names its data directory.
`

type multi []string

func (m *multi) String() string     { return fmt.Sprint(*m) }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

// instance is a running memgate's parts, shared by serve and the desktop
// window: the store, the engine, the API handler and its loopback
// listener.
type instance struct {
	cfg app.Config
	log *slog.Logger
	st  *store.Store
	eng *app.Engine
	h   *api.Handler
	ln  net.Listener
	// listening is the listener's address, as written to server.json.
	listening string
}

// setup parses the flags shared by serve and the desktop window, opens
// the store (failing at once with store.ErrLocked when another memgate
// holds the data directory), builds the engine and the handler, listens
// and writes server.json. close undoes it.
func setup(name string, args []string) (*instance, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	data := fs.String("data", "", "data directory (default: the user's data directory/memgate)")
	cfgPath := fs.String("config", "", "config file (YAML)")
	var memFiles, kbs, vaults multi
	fs.Var(&memFiles, "memory-file", "an agent's MEMORY.md (repeatable)")
	fs.Var(&kbs, "kb", "a knowledge-base folder of bucket files (repeatable)")
	fs.Var(&vaults, "vault", "an Obsidian vault (repeatable)")
	vaultFolder := fs.String("vault-folder", "", "the vault folder holding memories (default Memory)")
	addr := fs.String("addr", "", "HTTP listen address (default 127.0.0.1:7345)")
	export := fs.String("export", "", "keep an active-only context file at this path")
	debounce := fs.Duration("debounce", 0, "how long a file must be quiet before it is reconciled (default 150ms)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	// The config file: --config, else <data>/config.yaml, which the
	// settings view writes (SetSources). Flags given on the command line
	// still win over it.
	var cfg app.Config
	path := *cfgPath
	if path == "" {
		d := *data
		if d == "" {
			var err error
			if d, err = resolveData(""); err != nil {
				return nil, err
			}
		}
		path = filepath.Join(d, "config.yaml")
		if _, err := os.Stat(path); err != nil {
			cfg.ConfigPath, path = path, ""
		}
	}
	if path != "" {
		c, err := app.LoadConfig(path)
		if err != nil {
			return nil, err
		}
		cfg = c
		cfg.ConfigPath = path
	}
	// Flags override the file.
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["data"] {
		cfg.DataDir = *data
	}
	if set["addr"] {
		cfg.Addr = *addr
	}
	if set["vault-folder"] {
		cfg.VaultFolder = *vaultFolder
	}
	if set["export"] {
		cfg.ExportPath = *export
	}
	if set["debounce"] {
		cfg.Debounce = *debounce
	}
	if len(memFiles)+len(kbs)+len(vaults) > 0 {
		cfg.Sources = nil
		for _, p := range memFiles {
			cfg.Sources = append(cfg.Sources, app.SourceConfig{Kind: app.KindMemoryFile, Path: p})
		}
		for _, p := range kbs {
			cfg.Sources = append(cfg.Sources, app.SourceConfig{Kind: app.KindKB, Path: p})
		}
		for _, p := range vaults {
			cfg.Sources = append(cfg.Sources, app.SourceConfig{Kind: app.KindVault, Path: p})
		}
	}
	// No sources is a state, not an error: the window (or the browser UI)
	// opens on onboarding, which lists what discovery finds.
	if cfg.DataDir == "" {
		d, err := resolveData("")
		if err != nil {
			return nil, err
		}
		cfg.DataDir = d
	}
	defaultAddr := cfg.Addr == ""
	if defaultAddr {
		cfg.Addr = "127.0.0.1:7345"
	}
	in := &instance{cfg: cfg, log: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))}
	ok := false
	defer func() {
		if !ok {
			in.close()
		}
	}()
	var err error
	in.st, err = store.Open(filepath.Join(cfg.DataDir, "store"), store.Options{
		Logger:   in.log,
		OnCommit: func(evs []store.Event) { in.eng.OnCommit(evs) },
	})
	if errors.Is(err, store.ErrLocked) {
		return nil, alreadyRunning(cfg.DataDir, err)
	}
	if err != nil {
		return nil, err
	}
	// The soft memory limit follows the workspace (internal/memlimit):
	// from the store as it is now, then as it grows (run).
	memlimit.Apply(in.st.Dir())
	in.eng, err = app.New(cfg, in.st, app.Options{Logger: in.log})
	if err != nil {
		return nil, err
	}
	ui, err := iofs.Sub(assets, "frontend/dist")
	if err != nil {
		return nil, err
	}
	in.h, err = api.New(api.Config{Backend: in.eng, DataDir: cfg.DataDir, Logger: in.log, UI: ui})
	if err != nil {
		return nil, err
	}
	in.ln, err = api.Listen(cfg.Addr)
	if err != nil && defaultAddr && errors.Is(err, syscall.EADDRINUSE) {
		// Someone else has the default port. A person who only opened
		// the app must still get it: take any free port (server.json
		// tells the CLI where), and say that agents set up for 7345
		// will not find it.
		in.log.Warn("the default port is taken; listening on another", "addr", cfg.Addr, "err", err)
		in.ln, err = api.Listen("127.0.0.1:0")
	}
	if err != nil {
		return nil, fmt.Errorf("listen %s: %w", cfg.Addr, err)
	}
	in.listening = in.ln.Addr().String()
	si, _ := json.Marshal(serverInfo{Addr: in.listening, PID: os.Getpid()})
	if err := os.WriteFile(in.serverFile(), si, 0o600); err != nil {
		return nil, err
	}
	ok = true
	return in, nil
}

// alreadyRunning adds to a locked data directory's error where the memgate
// holding it (a window or serve) listens.
func alreadyRunning(dataDir string, err error) error {
	var si serverInfo
	b, rerr := os.ReadFile(filepath.Join(dataDir, api.ServerFile))
	if rerr != nil || json.Unmarshal(b, &si) != nil || si.Addr == "" {
		return &runningError{DataDir: dataDir, err: err}
	}
	return &runningError{DataDir: dataDir, err: fmt.Errorf("%w\nmemgate: it is already open (pid %d, http://%s): use its window or its browser login, or stop it first", err, si.PID, si.Addr)}
}

// runningError is a data directory another memgate holds; the desktop
// build hands the launch to that memgate's window.
type runningError struct {
	DataDir string
	err     error
}

func (e *runningError) Error() string { return e.err.Error() }
func (e *runningError) Unwrap() error { return e.err }

func (in *instance) serverFile() string { return filepath.Join(in.cfg.DataDir, api.ServerFile) }

// memlimitEvery is how often the store's part of the memory limit is
// worked out again from the store's size: a walk of Badger's few hundred
// files. The live heap's part follows every collection.
const memlimitEvery = 5 * time.Second

// run serves the engine and the API until ctx ends or the engine fails.
func (in *instance) run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	apiDone := make(chan error, 1)
	go func() { apiDone <- in.h.Serve(ctx, in.ln) }()
	go memlimit.Follow(ctx, in.st.Dir(), memlimitEvery)
	// The start-up keeps what memory its peak took until the recall
	// index is built (memlimit.Hold): at 100,000 notes that build ran
	// under a limit a quarter above its live heap, collecting ~330 times.
	memlimit.HoldUntil(ctx, in.eng.Indexed())
	err := in.eng.Serve(ctx)
	if errors.Is(err, context.Canceled) {
		err = nil
	}
	cancel()
	if aerr := <-apiDone; err == nil && aerr != nil {
		err = aerr
	}
	return err
}

// close removes server.json and closes the listener and the store; run
// must have returned.
func (in *instance) close() {
	if in.ln != nil {
		os.Remove(in.serverFile())
		in.ln.Close()
	}
	if in.st != nil {
		in.st.Close()
	}
}

// serve runs the engine headless until SIGINT or SIGTERM.
func serve(args []string) error {
	in, err := setup("serve", args)
	if err != nil {
		return err
	}
	defer in.close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	boundShutdown(ctx)
	go func() {
		showProgress(os.Stderr, in.eng, ctx.Done())
		<-in.eng.Ready()
		fmt.Fprintf(os.Stderr, "memgate %s: governing %d source(s); data in %s\n", version, len(in.cfg.Sources), in.cfg.DataDir)
		fmt.Fprintf(os.Stderr, "memgate: listening on http://%s (admin token in %s)\n", in.listening, filepath.Join(in.cfg.DataDir, api.AdminTokenFile))
		fmt.Fprintf(os.Stderr, "memgate: browser login (one use): %s\n", in.h.LoginURL("http://"+in.listening))
	}()
	err = in.run(ctx)
	fmt.Fprintln(os.Stderr, "memgate: stopped")
	return err
}

// shutdownGrace bounds shutdown: memgate exits this long after it was told
// to stop, whatever the store is doing (a sync blocked on a dead volume, a
// flush Badger retries forever). Everything acknowledged was synced before
// it was acknowledged, so exiting loses nothing (store/doc.go).
const shutdownGrace = 5 * time.Second

// boundShutdown exits the process shutdownGrace after ctx ends.
func boundShutdown(ctx context.Context) {
	go func() {
		<-ctx.Done()
		time.Sleep(shutdownGrace)
		fmt.Fprintf(os.Stderr, "memgate: still not stopped %v after the signal; exiting without closing the store\n", shutdownGrace)
		os.Exit(1)
	}()
}

// defaultDataDir is the platform's place for memgate's data
// ($XDG_DATA_HOME/memgate on Linux; see internal/platform).
func defaultDataDir() (string, error) {
	d := platform.Current().DataDir()
	if d == "" || d == "memgate" {
		return "", errors.New("no home directory: give --data or set MEMGATE_DATA")
	}
	return d, nil
}
