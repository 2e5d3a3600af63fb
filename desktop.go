//go:build desktop

package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/memgate/memgate/mem"
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
	var running *runningError
	if errors.As(err, &running) {
		// Another memgate holds the data directory: a second launch brings
		// its window to the front instead. focusRunning returns only when
		// it could not (that memgate is serve, or there is no session
		// bus); the error then says where it runs.
		fmt.Fprintln(os.Stderr, "memgate: this data directory is already open; asking its window to come to the front")
		focusRunning(running.DataDir)
		return err
	}
	if err != nil {
		return err
	}
	defer in.close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	var win windowState
	native := newDesktop(nil)
	// Sources change while the window is open (first launch, the Sources
	// view): files open from inside the ones in force now.
	native.roots = func() []string {
		var out []string
		for _, s := range in.eng.Sources() {
			out = append(out, s.Path)
		}
		return out
	}
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
			events, stop := in.eng.Subscribe()
			go func() {
				<-ctx.Done()
				stop()
			}()
			go watchTitle(ctx, events, func() (int, error) {
				st, err := in.eng.Stats()
				return st.Counts[mem.NeedsReview], err
			}, win.setTitle)
		},
		OnShutdown: func(context.Context) { win.closed() },
		Bind:       []any{native},
		Linux:      &linux.Options{Icon: appIcon, ProgramName: "memgate"},
		// A second launch on the same data directory shows this window.
		SingleInstanceLock: &options.SingleInstanceLock{
			UniqueId: instanceID(in.cfg.DataDir),
			OnSecondInstanceLaunch: func(options.SecondInstanceData) {
				fmt.Fprintln(os.Stderr, "memgate: launched again; showing the window")
				win.focus()
			},
		},
	}
	if customize != nil {
		customize(in, opts)
	}
	pageReady := opts.OnDomReady
	opts.OnDomReady = func(c context.Context) {
		win.domReady()
		if pageReady != nil {
			pageReady(c)
		}
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
	boundShutdown(ctx)
	err = <-runDone
	if werr != nil {
		return fmt.Errorf("window: %w", werr)
	}
	return err
}

// focusRunning asks the window holding dataDir to come to the front,
// through Wails' single-instance lock: when it reaches that window, Wails
// exits this process (status 1) at once. It returns when it could not (no
// session bus on Linux, or the holder is memgate serve); this process
// then never shows a window of its own.
func focusRunning(dataDir string) {
	var once sync.Once
	quit := func(ctx context.Context) { once.Do(func() { runtime.Quit(ctx) }) }
	err := wails.Run(&options.App{
		Title:       "memgate",
		Width:       1,
		Height:      1,
		StartHidden: true,
		AssetServer: &assetserver.Options{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<!doctype html><title>memgate</title>"))
		})},
		SingleInstanceLock: &options.SingleInstanceLock{UniqueId: instanceID(dataDir)},
		// Still here: nobody took the launch. GTK's loop must be running
		// for Quit to end it, hence DOM ready, with a timer in case the
		// hidden page never loads.
		OnStartup: func(ctx context.Context) {
			go func() {
				time.Sleep(5 * time.Second)
				quit(ctx)
			}()
		},
		OnDomReady: quit,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "memgate: could not reach the open window:", err)
	}
}

// windowState lets the engine close the window whenever it stops, before
// or after the window has started. Quit ends GTK's main loop, so it only
// works once that loop runs: from OnStartup it is too early (GTK logs
// "gtk_main_quit: assertion 'main_loops != NULL' failed" and the window
// stays open over a stopped engine), hence the wait for DOM ready. Title
// and focus changes are queued on the loop and may come earlier.
type windowState struct {
	mu       sync.Mutex
	ctx      context.Context
	ready    bool
	wantQuit bool
	done     bool
}

func (w *windowState) started(ctx context.Context) {
	w.mu.Lock()
	w.ctx = ctx
	w.mu.Unlock()
}

// domReady: the page has loaded, so the main loop runs.
func (w *windowState) domReady() {
	w.mu.Lock()
	w.ready = true
	q, ctx := w.wantQuit && !w.done, w.ctx
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

// setTitle sets the window's title while it is open.
func (w *windowState) setTitle(title string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ctx != nil && !w.done {
		runtime.WindowSetTitle(w.ctx, title)
	}
}

// focus brings the window to the front (a second launch).
func (w *windowState) focus() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ctx != nil && !w.done {
		runtime.WindowUnminimise(w.ctx)
		runtime.WindowShow(w.ctx)
	}
}

func (w *windowState) quit() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.wantQuit = true
	if w.ready && !w.done {
		runtime.Quit(w.ctx)
	}
}
