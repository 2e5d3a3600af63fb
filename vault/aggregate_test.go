package vault

import (
	"context"
	"fmt"
	"testing"
	"testing/synctest"
	"time"
)

// harness runs an aggregator inside a synctest bubble with a classifier
// that needs no files: every path is Changed unless listed in drop.
type harness struct {
	in     chan rawEvent
	out    chan []Event
	cancel context.CancelFunc
	drop   map[string]bool
}

func newHarness(t *testing.T, maxPending int) *harness {
	h := &harness{in: make(chan rawEvent, 64), out: make(chan []Event), drop: map[string]bool{}}
	a := &aggregator{
		in: h.in, out: h.out,
		debounce: 150 * time.Millisecond, maxDelay: time.Second, maxPending: maxPending,
		roots: []string{"/r0", "/r1"},
		classify: func(r rawEvent) (Event, bool) {
			return Event{Source: r.src, Path: r.path, Kind: Changed}, !h.drop[r.path]
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	h.cancel = cancel
	go a.run(ctx)
	t.Cleanup(func() { cancel(); synctest.Wait() })
	return h
}

// poll returns the batch ready now, or nil; it never waits in real time.
func (h *harness) poll() []Event {
	synctest.Wait()
	select {
	case b := <-h.out:
		return b
	default:
		return nil
	}
}

func paths(b []Event) []string {
	var s []string
	for _, e := range b {
		s = append(s, fmt.Sprintf("%s:%s", e.Kind, e.Path))
	}
	return s
}

func TestAggregatorDebounce(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		// Five events 100 ms apart keep the path busy: no delivery until
		// 150 ms after the last one.
		for range 5 {
			h.in <- rawEvent{path: "/r0/a.md"}
			time.Sleep(100 * time.Millisecond)
			if b := h.poll(); b != nil {
				t.Fatalf("delivered while busy: %v", paths(b))
			}
		}
		time.Sleep(50 * time.Millisecond)
		b := h.poll()
		if len(b) != 1 || b[0].Path != "/r0/a.md" || b[0].Kind != Changed {
			t.Fatalf("got %v, want one changed /r0/a.md", paths(b))
		}
		if b := h.poll(); b != nil {
			t.Fatalf("second batch %v", paths(b))
		}
	})
}

func TestAggregatorPerPath(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		h.in <- rawEvent{path: "/r0/b.md"}
		h.in <- rawEvent{path: "/r0/a.md"}
		time.Sleep(100 * time.Millisecond)
		h.in <- rawEvent{path: "/r0/c.md"}
		time.Sleep(60 * time.Millisecond)
		if got := paths(h.poll()); fmt.Sprint(got) != "[changed:/r0/a.md changed:/r0/b.md]" {
			t.Fatalf("first batch %v", got)
		}
		time.Sleep(100 * time.Millisecond)
		if got := paths(h.poll()); fmt.Sprint(got) != "[changed:/r0/c.md]" {
			t.Fatalf("second batch %v", got)
		}
	})
}

func TestAggregatorMaxDelay(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		// An appender that never pauses for 150 ms is still delivered
		// once per maxDelay.
		var got []Event
		for range 25 { // 25 × 100 ms = 2.5 s of continuous activity
			h.in <- rawEvent{path: "/r0/MEMORY.md"}
			time.Sleep(100 * time.Millisecond)
			got = append(got, h.poll()...)
		}
		if len(got) != 2 {
			t.Fatalf("got %d deliveries in 2.5 s with maxDelay 1 s, want 2: %v", len(got), paths(got))
		}
	})
}

func TestAggregatorDropped(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		h.drop["/r0/echo.md"] = true
		h.in <- rawEvent{path: "/r0/echo.md"}
		h.in <- rawEvent{path: "/r0/real.md"}
		time.Sleep(time.Second)
		if got := paths(h.poll()); fmt.Sprint(got) != "[changed:/r0/real.md]" {
			t.Fatalf("got %v", got)
		}
	})
}

func TestAggregatorRescan(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		h.in <- rawEvent{src: 0, path: "/r0/sub/a.md"}
		h.in <- rawEvent{src: 0, path: "/r0/other.md"}
		h.in <- rawEvent{src: 1, path: "/r1/x.md"}
		// A rescan is delivered at once and swallows pending paths below it.
		h.in <- rawEvent{src: 0, path: "/r0/sub", rescan: true}
		if got := paths(h.poll()); fmt.Sprint(got) != "[rescan:/r0/sub]" {
			t.Fatalf("got %v", got)
		}
		// A wider rescan while nothing is consumed replaces narrower ones.
		h.in <- rawEvent{src: 0, path: "/r0/sub", rescan: true}
		h.in <- rawEvent{src: 0, path: "/r0", rescan: true}
		h.in <- rawEvent{src: 0, path: "/r0/sub", rescan: true}
		if got := paths(h.poll()); fmt.Sprint(got) != "[rescan:/r0]" {
			t.Fatalf("got %v", got)
		}
		time.Sleep(time.Second)
		if got := paths(h.poll()); fmt.Sprint(got) != "[changed:/r1/x.md]" {
			t.Fatalf("got %v (pending /r0 paths must be covered by the rescan)", got)
		}
	})
}

func TestAggregatorCollapse(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 10)
		for i := range 10 {
			h.in <- rawEvent{src: 0, path: fmt.Sprintf("/r0/%02d.md", i)}
		}
		h.in <- rawEvent{src: 1, path: "/r1/a.md"}
		if got := paths(h.poll()); fmt.Sprint(got) != "[rescan:/r0 rescan:/r1]" {
			t.Fatalf("got %v", got)
		}
		time.Sleep(time.Second)
		if b := h.poll(); b != nil {
			t.Fatalf("left over %v", paths(b))
		}
	})
}

func TestAggregatorKeepsReadingWhileConsumerBusy(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t, 100)
		h.in <- rawEvent{path: "/r0/a.md"}
		time.Sleep(200 * time.Millisecond)
		// Nobody reads out; the aggregator must still drain its input.
		for i := range 50 {
			select {
			case h.in <- rawEvent{path: fmt.Sprintf("/r0/b%d.md", i)}:
			default:
				synctest.Wait()
				h.in <- rawEvent{path: fmt.Sprintf("/r0/b%d.md", i)}
			}
		}
		time.Sleep(200 * time.Millisecond)
		if got := h.poll(); len(got) != 51 {
			t.Fatalf("got %d events in the accumulated batch, want 51", len(got))
		}
	})
}
