// Command memgate governs what AI agents remember. See README.md.
package main

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/memgate/memgate/api"
	"github.com/memgate/memgate/api/bridge"
	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/store"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// assets holds the built user interface. frontend/dist keeps a placeholder
// page in the repository so that this embed compiles before the first
// frontend build.
//
//go:embed all:frontend/dist
var assets embed.FS

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 || args[0] == "version" || args[0] == "--version" {
		fmt.Printf("memgate %s\n", version)
		return 0
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
	case "list":
		err = cmdList(rest, os.Stdout)
	case "show":
		err = cmdShow(rest, os.Stdout)
	case "accept", "reject", "correct", "undo", "restore":
		err = cmdAction(cmd, rest, os.Stdout)
	case "help", "-h", "--help":
		fmt.Print(usage)
		return 0
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
  memgate serve [--data DIR] [--addr 127.0.0.1:7345] [--memory-file F] [--kb DIR] [--vault DIR] [--export F]
  memgate context [--scope S] [--format md|json] [--budget N]
  memgate hook session-start [--scope S]      Claude Code SessionStart hook
  memgate token create NAME [--role agent|admin] [--scope S]... [--sensitive] [--trusted]
  memgate token list | revoke NAME
  memgate list [--status S] [--scope S] [--q TEXT] [--limit N]
  memgate show ID
  memgate accept|reject|undo|restore ID [--reason R]
  memgate correct ID "corrected text" [--reason R]
Every command but serve talks to the running server; --data (or $MEMGATE_DATA) names its data directory.
`

type multi []string

func (m *multi) String() string     { return fmt.Sprint(*m) }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

// serve runs the engine headless until SIGINT or SIGTERM.
func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
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
		return err
	}
	var cfg app.Config
	if *cfgPath != "" {
		c, err := app.LoadConfig(*cfgPath)
		if err != nil {
			return err
		}
		cfg = c
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
	if len(cfg.Sources) == 0 {
		if kb := defaultKB(); kb != "" {
			cfg.Sources = append(cfg.Sources, app.SourceConfig{Kind: app.KindKB, Path: kb})
		}
	}
	if len(cfg.Sources) == 0 {
		return errors.New("no sources: give --memory-file, --kb or --vault, or a --config file")
	}
	if cfg.DataDir == "" {
		d, err := resolveData("")
		if err != nil {
			return err
		}
		cfg.DataDir = d
	}
	if cfg.Addr == "" {
		cfg.Addr = "127.0.0.1:7345"
	}
	store.SetMemoryLimit()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))

	var eng *app.Engine
	st, err := store.Open(filepath.Join(cfg.DataDir, "store"), store.Options{
		Logger:   log,
		OnCommit: func(evs []store.Event) { eng.OnCommit(evs) },
	})
	if err != nil {
		return err
	}
	defer st.Close()
	eng, err = app.New(cfg, st, app.Options{Logger: log})
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	h, err := api.New(api.Config{Backend: bridge.New(eng), DataDir: cfg.DataDir, Logger: log})
	if err != nil {
		return err
	}
	ln, err := api.Listen(cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", cfg.Addr, err)
	}
	listening := ln.Addr().String()
	serverFile := filepath.Join(cfg.DataDir, api.ServerFile)
	si, _ := json.Marshal(serverInfo{Addr: listening, PID: os.Getpid()})
	if err := os.WriteFile(serverFile, si, 0o600); err != nil {
		ln.Close()
		return err
	}
	defer os.Remove(serverFile)
	apiDone := make(chan error, 1)
	go func() { apiDone <- h.Serve(ctx, ln) }()
	go func() {
		<-eng.Ready()
		fmt.Fprintf(os.Stderr, "memgate %s: governing %d source(s); data in %s\n", version, len(cfg.Sources), cfg.DataDir)
		fmt.Fprintf(os.Stderr, "memgate: listening on http://%s (admin token in %s)\n", listening, filepath.Join(cfg.DataDir, api.AdminTokenFile))
		fmt.Fprintf(os.Stderr, "memgate: browser login (one use): %s\n", h.LoginURL("http://"+listening))
	}()
	err = eng.Serve(ctx)
	if errors.Is(err, context.Canceled) {
		err = nil
	}
	stop()
	if aerr := <-apiDone; err == nil && aerr != nil {
		err = aerr
	}
	fmt.Fprintln(os.Stderr, "memgate: stopped")
	return err
}

// defaultKB is flow's knowledge base: $FLOW_ROOT/kb or ~/.flow/kb, when it
// exists.
func defaultKB() string {
	var cands []string
	if r := os.Getenv("FLOW_ROOT"); r != "" {
		cands = append(cands, filepath.Join(r, "kb"))
	}
	if h, err := os.UserHomeDir(); err == nil {
		cands = append(cands, filepath.Join(h, ".flow", "kb"))
	}
	for _, c := range cands {
		if fi, err := os.Stat(c); err == nil && fi.IsDir() {
			return c
		}
	}
	return ""
}

func defaultDataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "memgate"), nil
	}
	h, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(h, ".local", "share", "memgate"), nil
}
