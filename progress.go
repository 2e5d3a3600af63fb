package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/wire"
)

// showProgress draws the engine's start-up progress on one line of w, a
// terminal, until the engine is ready and its recall index built (or stop
// closes): a person running memgate serve on a large vault sees it work
// instead of a silent minute. It writes nothing when w is not a terminal,
// so logs never get it.
func showProgress(w *os.File, eng *app.Engine, stop <-chan struct{}) {
	if fi, err := w.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return
	}
	evs, cancel := eng.Subscribe()
	defer cancel()
	drawn := false
	wipe := func() {
		if drawn {
			fmt.Fprint(w, "\r\033[K")
			drawn = false
		}
	}
	ready := eng.Ready()
	for {
		select {
		case ev, ok := <-evs:
			if !ok {
				return
			}
			if ev.Type != app.EventProgress {
				continue
			}
			if ev.Phase == app.PhaseReady {
				wipe()
				continue
			}
			drawn = drawProgress(w, ev) || drawn
		case <-ready:
			wipe()
			ready = nil
		case <-eng.Indexed():
			wipe()
			return
		case <-stop:
			return
		}
	}
}

// drawProgress redraws the progress line for ev and says whether it drew.
func drawProgress(w io.Writer, ev wire.Event) bool {
	if (ev.Phase != app.PhaseIngesting && ev.Phase != app.PhaseIndexing) || ev.Total == 0 {
		return false
	}
	const width = 30
	n := width * ev.Done / ev.Total
	what := fmt.Sprintf("reading %d of %d files", ev.Done, ev.Total)
	if ev.Phase == app.PhaseIndexing {
		what = fmt.Sprintf("indexing %d of %d memories for recall", ev.Done, ev.Total)
	}
	line := fmt.Sprintf("memgate: %s [%s%s] %3d%%", what,
		strings.Repeat("#", n), strings.Repeat(" ", width-n), 100*ev.Done/ev.Total)
	if ev.ETAMs > 0 {
		line += ", about " + (time.Duration(ev.ETAMs) * time.Millisecond).Round(time.Second).String() + " left"
	}
	fmt.Fprint(w, "\r\033[K"+line)
	return true
}
