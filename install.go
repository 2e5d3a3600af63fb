package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/memgate/memgate/internal/install"
)

// appIcon is the window's icon and, installed, the menu entry's.
//
//go:embed build/appicon.png
var appIcon []byte

// cmdInstall: memgate install — this binary to ~/.local/bin, the menu
// entry and its icon.
func cmdInstall(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("install", flag.ContinueOnError)
	autostart := fs.Bool("autostart", false, "also start memgate at login")
	if err := fs.Parse(args); err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("install: finding this binary: %w", err)
	}
	env := install.FromOS()
	wrote, err := install.Install(env, exe, appIcon)
	for _, f := range wrote {
		fmt.Fprintln(out, "installed", f)
	}
	if err != nil {
		return err
	}
	if *autostart {
		p, err := install.SetAutostart(env, true, install.Launcher(env, exe))
		if err != nil {
			return err
		}
		fmt.Fprintln(out, "installed", p)
	}
	p, _ := env.Paths()
	if dir := filepath.Dir(p.Bin); !onPath(dir) {
		fmt.Fprintf(out, "%s is not on your PATH: open memgate from the applications menu, or add it to PATH to type memgate.\n", dir)
	}
	if p.Desktop != "" {
		fmt.Fprintln(out, "memgate is in your applications menu.")
	}
	fmt.Fprintln(out, "install and uninstall never touch memgate's data directory.")
	return nil
}

// cmdUninstall: memgate uninstall — removes what install and the
// autostart setting wrote; the data directory stays.
func cmdUninstall(args []string, out io.Writer) error {
	if len(args) > 0 {
		return errors.New("uninstall takes no arguments")
	}
	removed, err := install.Uninstall(install.FromOS())
	for _, f := range removed {
		fmt.Fprintln(out, "removed", f)
	}
	if err != nil {
		return err
	}
	if len(removed) == 0 {
		fmt.Fprintln(out, "memgate was not installed.")
	}
	if d, err := resolveData(""); err == nil {
		fmt.Fprintf(out, "Your memories stay in %s (delete it yourself to remove them).\n", d)
	}
	return nil
}

func onPath(dir string) bool {
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if filepath.Clean(d) == filepath.Clean(dir) {
			return true
		}
	}
	return false
}
