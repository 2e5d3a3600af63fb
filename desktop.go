//go:build desktop

package main

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
	"github.com/wailsapp/wails/v2/pkg/options/linux"
	"github.com/wailsapp/wails/v2/pkg/runtime"
)

// window opens the desktop window: the engine, the agents' HTTP listener
// and the window in one process, until the window closes (Wails closes it
// on SIGINT and SIGTERM).
func window(args []string) int {
	if err := runWindow(args, nil); err != nil {
		fmt.Fprintln(os.Stderr, "memgate:", err)
		return 1
	}
	return 0
}

// runWindow is window with a hook for the desktop test, which adds its own
// binding and OnDomReady to the options.
func runWindow(args []string, customize func(*instance, *options.App)) error {
	in, err := setup("memgate", args)
	if err != nil {
		return err
	}
	defer in.close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	var win windowState
	native := newDesktop(in.cfg.Sources)
	opts := &options.App{
		Title:     "memgate",
		Width:     1200,
		Height:    820,
		MinWidth:  720,
		MinHeight: 480,
		// Every request of the window goes to the API handler in-process:
		// the UI from the embedded frontend/dist, the API as the desktop
		// user without a token (api.Handler.Desktop).
		AssetServer: &assetserver.Options{Handler: in.h.Desktop()},
		OnStartup: func(c context.Context) {
			native.startup(c)
			win.started(c)
		},
		OnShutdown: func(context.Context) { win.closed() },
		Bind:       []any{native},
		Linux:      &linux.Options{Icon: appIcon, ProgramName: "memgate"},
	}
	if customize != nil {
		customize(in, opts)
	}

	runDone := make(chan error, 1)
	go func() {
		<-in.eng.Ready()
		fmt.Fprintf(os.Stderr, "memgate %s: governing %d source(s); data in %s; agents' API on http://%s\n", version, len(in.cfg.Sources), in.cfg.DataDir, in.listening)
	}()
	go func() {
		err := in.run(ctx)
		if ctx.Err() == nil {
			// The engine stopped on its own: close the window too.
			fmt.Fprintln(os.Stderr, "memgate: the engine stopped:", err)
			win.quit()
		}
		runDone <- err
	}()
	werr := wails.Run(opts)
	cancel()
	err = <-runDone
	if werr != nil {
		return fmt.Errorf("window: %w", werr)
	}
	return err
}

// windowState lets the engine close the window whenever it stops, before
// or after the window has started.
type windowState struct {
	mu       sync.Mutex
	ctx      context.Context
	wantQuit bool
	done     bool
}

func (w *windowState) started(ctx context.Context) {
	w.mu.Lock()
	w.ctx = ctx
	q := w.wantQuit
	w.mu.Unlock()
	if q {
		runtime.Quit(ctx)
	}
}

func (w *windowState) closed() {
	w.mu.Lock()
	w.done = true
	w.mu.Unlock()
}

func (w *windowState) quit() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.wantQuit = true
	if w.ctx != nil && !w.done {
		runtime.Quit(w.ctx)
	}
}
