package app

import (
	"sync"
	"time"

	"github.com/memgate/memgate/wire"
)

// Event is one change the engine reports to the UI and the API's event
// stream (defined in wire).
type Event = wire.Event

// Event types.
const (
	EventItem      = "item"      // an item changed (any audited mutation)
	EventHeld      = "held"      // a new entry was held for review
	EventTombstone = "tombstone" // a rejected value came back and was removed again
	EventError     = "error"     // a file problem or a refused hand edit
	EventFile      = "file"      // a file was reconciled
	EventSource    = "source"    // a source's state changed (Status: ok, missing, unreadable)
	EventProgress  = "progress"  // how far a long start-up is (Phase, Done, Total, ETAMs)
)

// bus fans events out to subscribers. A slow subscriber loses events
// rather than stalling the engine: every event has the next Seq of the
// bus, so a subscriber sees a loss as a gap in Seq (the SSE id) and
// refetches what it shows.
type bus struct {
	mu   sync.Mutex
	seq  uint64
	subs map[chan Event]struct{}
	now  func() time.Time
}

func newBus(now func() time.Time) *bus { return &bus{subs: map[chan Event]struct{}{}, now: now} }

func (b *bus) publish(ev Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.seq++
	ev.Seq = b.seq
	if ev.At.IsZero() {
		ev.At = b.now().UTC()
	}
	for ch := range b.subs {
		select {
		case ch <- ev:
		default:
		}
	}
}

// Subscribe returns a channel of events and a function that ends the
// subscription.
func (e *Engine) Subscribe() (<-chan Event, func()) {
	ch := make(chan Event, 256)
	e.bus.mu.Lock()
	e.bus.subs[ch] = struct{}{}
	e.bus.mu.Unlock()
	return ch, func() {
		e.bus.mu.Lock()
		if _, ok := e.bus.subs[ch]; ok {
			delete(e.bus.subs, ch)
			close(ch)
		}
		e.bus.mu.Unlock()
	}
}
