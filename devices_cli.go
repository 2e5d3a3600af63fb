package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/journal"
	"github.com/memgate/memgate/wire"
)

// cmdDevices: memgate devices pair | join CODE [--replace] | list | forget ID.
//
// pair and join work on the data directory alone (the running memgate,
// if any, takes the key within seconds); list and forget ask the running
// server, which reads the journals.
func cmdDevices(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: memgate devices pair | join CODE | list | forget ID")
	}
	fs := flag.NewFlagSet("devices "+args[0], flag.ContinueOnError)
	data := dataFlag(fs)
	replace := fs.Bool("replace", false, "join: replace the key of another workspace this device holds")
	pos, err := parseInterleaved(fs, args[1:])
	if err != nil {
		return err
	}
	dir, err := resolveData(*data)
	if err != nil {
		return err
	}
	switch args[0] {
	case "pair":
		kr, err := journal.LoadKey(dir)
		if errors.Is(err, os.ErrNotExist) {
			if kr, err = journal.NewKeyring(); err == nil {
				err = journal.SaveKey(dir, kr, configuredRoots(dir)...)
			}
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, kr.Code())
		return nil
	case "join":
		if len(pos) != 1 {
			return errors.New("usage: memgate devices join CODE")
		}
		kr, err := journal.ParseCode(pos[0])
		if err != nil {
			return err
		}
		if old, err := journal.LoadKey(dir); err == nil && old.Workspace != kr.Workspace && !*replace {
			return fmt.Errorf("this device is paired with workspace %s already; --replace joins %s instead", old.Workspace, kr.Workspace)
		}
		if err := journal.SaveKey(dir, kr, configuredRoots(dir)...); err != nil {
			return err
		}
		dev, err := app.LoadDevice(dir)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "joined workspace %s as device %s\n", kr.Workspace, dev)
		return nil
	case "list":
		c, err := connect(dir, 10*time.Second)
		if err != nil {
			return err
		}
		var d wire.Devices
		if err := c.do("GET", "/v1/devices", nil, &d); err != nil {
			return err
		}
		if !d.Paired {
			fmt.Fprintln(stdout, "not paired: memgate devices pair prints a code for another device")
			return nil
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "DEVICE\tRECORDS\tLAST EVENT\tHLC")
		for _, dv := range d.Devices {
			name := dv.ID
			if dv.This {
				name += " (this device)"
			}
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\n", name, dv.Records, dv.Last.Local().Format(time.DateTime), dv.HLC)
		}
		return tw.Flush()
	case "forget":
		if len(pos) != 1 {
			return errors.New("usage: memgate devices forget ID")
		}
		c, err := connect(dir, 10*time.Second)
		if err != nil {
			return err
		}
		if err := c.do("POST", "/v1/devices/"+pos[0]+"/forget", map[string]string{}, nil); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "forgot %s; the key changed: give the other devices the new code (memgate devices pair)\n", pos[0])
		return nil
	}
	return fmt.Errorf("unknown devices command %q (pair, join, list, forget)", args[0])
}

// configuredRoots are the source folders the config file names: the key
// must never be saved inside one (it would be synced).
func configuredRoots(dataDir string) []string {
	c, err := app.LoadConfig(filepath.Join(dataDir, "config.yaml"))
	if err != nil {
		return nil
	}
	var out []string
	for _, s := range c.Sources {
		out = append(out, s.Path)
	}
	return out
}
