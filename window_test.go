package main

import (
	"context"
	"errors"
	"regexp"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/memgate/memgate/app"
)

func TestWindowTitle(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "memgate", 1: "memgate — 1 to review", 12: "memgate — 12 to review", -1: "memgate"} {
		if got := windowTitle(n); got != want {
			t.Errorf("windowTitle(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestWatchTitle(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var mu sync.Mutex
		n, fail := 0, false
		var titles []string
		count := func() (int, error) {
			mu.Lock()
			defer mu.Unlock()
			if fail {
				return 0, errors.New("store closed")
			}
			return n, nil
		}
		set := func(s string) {
			mu.Lock()
			titles = append(titles, s)
			mu.Unlock()
		}
		setN := func(v int, f bool) { mu.Lock(); n, fail = v, f; mu.Unlock() }
		got := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), titles...) }

		ctx, cancel := context.WithCancel(context.Background())
		events := make(chan app.Event, 256)
		done := make(chan struct{})
		go func() { watchTitle(ctx, events, count, set); close(done) }()
		synctest.Wait()
		if g := got(); len(g) != 1 || g[0] != "memgate" {
			t.Fatalf("at start: %q", g)
		}
		// A burst of 100 events: one recount, titleEvery after the first.
		setN(3, false)
		for range 100 {
			events <- app.Event{Type: app.EventHeld}
		}
		time.Sleep(titleEvery - time.Millisecond)
		synctest.Wait()
		if g := got(); len(g) != 1 {
			t.Fatalf("recounted before titleEvery: %q", g)
		}
		time.Sleep(time.Millisecond)
		synctest.Wait()
		if g := got(); len(g) != 2 || g[1] != "memgate — 3 to review" {
			t.Fatalf("after the burst: %q", g)
		}
		// The same count sets nothing; a failed count keeps the title.
		events <- app.Event{Type: app.EventFile}
		time.Sleep(titleEvery)
		setN(0, true)
		events <- app.Event{Type: app.EventItem}
		time.Sleep(titleEvery)
		synctest.Wait()
		if g := got(); len(g) != 2 {
			t.Fatalf("unchanged count or failure set a title: %q", g)
		}
		setN(0, false)
		events <- app.Event{Type: app.EventItem}
		time.Sleep(titleEvery)
		synctest.Wait()
		if g := got(); len(g) != 3 || g[2] != "memgate" {
			t.Fatalf("after the queue emptied: %q", g)
		}
		cancel()
		<-done
	})
}

func TestInstanceID(t *testing.T) {
	t.Parallel()
	a, b := instanceID("/home/ann/.local/share/memgate"), instanceID("/home/ann/.local/share/memgate/")
	if a != b {
		t.Fatalf("same directory, two ids: %s %s", a, b)
	}
	if a == instanceID("/tmp/demo/data") {
		t.Fatal("two data directories share an instance id")
	}
	// Wails makes it a D-Bus name element: letters, digits, - and _ only,
	// not starting with a digit.
	if !regexp.MustCompile(`^[a-z][a-z0-9-]{1,40}$`).MatchString(a) {
		t.Fatalf("id %q", a)
	}
}
