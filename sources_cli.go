package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/internal/platform"
)

// cmdSources: memgate sources discover [--json] lists the memory stores on
// this machine. Discovery only reads files and needs no store, so it runs
// here rather than through a server: a person can see what memgate would
// govern before starting it. The sources named in the data directory's
// config.yaml are marked as configured.
func cmdSources(args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "discover" {
		return errors.New("usage: memgate sources discover [--json]")
	}
	fs := flag.NewFlagSet("sources discover", flag.ContinueOnError)
	data := dataFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	var configured []app.SourceConfig
	folder := ""
	if d, err := resolveData(*data); err == nil {
		if c, err := app.LoadConfig(filepath.Join(d, "config.yaml")); err == nil {
			configured, folder = c.Sources, c.VaultFolder
		} else if !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	found := app.Discover(platform.Current(), configured, folder)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if found == nil {
			found = []app.Candidate{}
		}
		return enc.Encode(map[string]any{"candidates": found})
	}
	if len(found) == 0 {
		fmt.Fprintln(stdout, "no memory files found (Claude Code auto memory, Obsidian vaults, flow's knowledge base)")
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "KIND\tMEMORIES\tFILES\tNEW ENTRIES\tGOVERNED\tPATH")
	for _, c := range found {
		gov := "no"
		if c.Configured {
			gov = "yes"
		}
		where := c.Path
		for _, f := range c.Folders {
			// A vault is governed in these folders only; its counts are theirs.
			where += "  (" + f + "/)"
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\n", c.Kind, c.Entries, c.Files, c.Activation, gov, where)
	}
	return tw.Flush()
}
