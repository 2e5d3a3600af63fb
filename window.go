package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"time"

	"github.com/memgate/memgate/app"
)

// The desktop window's behaviour that needs no window to test: its title
// and its single-instance id.

// windowTitle carries the review count, as the page's own title does
// (frontend/src/lib/onboarding.ts windowTitle).
func windowTitle(toReview int) string {
	if toReview > 0 {
		return fmt.Sprintf("memgate — %d to review", toReview)
	}
	return "memgate"
}

// titleEvery is how often, at most, the title is recounted while events
// keep coming (a first scan publishes thousands).
const titleEvery = 200 * time.Millisecond

// watchTitle keeps the window's title on the review count: it counts at
// start and again titleEvery after the first of each run of engine
// events, and calls set only when the title changes. It returns when ctx
// ends or events closes.
func watchTitle(ctx context.Context, events <-chan app.Event, count func() (int, error), set func(string)) {
	last := ""
	update := func() {
		n, err := count()
		if err != nil {
			return // the next event recounts
		}
		if t := windowTitle(n); t != last {
			last = t
			set(t)
		}
	}
	update()
	var due <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case _, ok := <-events:
			if !ok {
				return
			}
			if due == nil {
				due = time.After(titleEvery)
			}
		case <-due:
			due = nil
			update()
		}
	}
}

// instanceID names the single-instance lock of the window on dataDir: a
// second launch on the same data directory focuses the first window,
// while a window on another data directory (make run's demo, a test) is
// a separate instance. Wails turns it into a D-Bus name on Linux, a
// mutex on Windows, so it is short and plain.
func instanceID(dataDir string) string {
	if abs, err := filepath.Abs(dataDir); err == nil {
		dataDir = abs
	}
	sum := sha256.Sum256([]byte(filepath.Clean(dataDir)))
	return "memgate-" + hex.EncodeToString(sum[:8])
}
