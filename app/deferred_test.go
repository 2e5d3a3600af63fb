package app

import (
	"fmt"
	"testing"
	"time"
)

// Each path waits its own delay: one added late in a burst is not taken
// with the first, and a path added again waits from the last add.
func TestDeferredEachPathWaitsItsOwnDelay(t *testing.T) {
	d := newDeferred()
	s := &source{}
	const delay = 600 * time.Millisecond
	d.add("a", s, delay)
	time.Sleep(delay / 2)
	d.add("b", s, delay)
	d.add("c", s, 0)

	<-d.q
	got := d.take()
	if _, ok := got["c"]; !ok || len(got) != 1 {
		t.Fatalf("first take: %v, want only c (added with no delay)", keys(got))
	}
	<-d.q
	got = d.take()
	if _, ok := got["a"]; !ok || len(got) != 1 {
		t.Fatalf("second take: %v, want only a", keys(got))
	}
	d.add("a", s, delay) // again: due delay from now
	start := time.Now()
	<-d.q
	got = d.take()
	if _, ok := got["b"]; !ok || len(got) != 1 {
		t.Fatalf("third take: %v, want only b", keys(got))
	}
	<-d.q
	got = d.take()
	if _, ok := got["a"]; !ok || len(got) != 1 || time.Since(start) < delay {
		t.Fatalf("fourth take after %v: %v, want a again after %v", time.Since(start), keys(got), delay)
	}
	d.add("x", s, delay)
	d.reset()
	select {
	case <-d.q:
		if got := d.take(); len(got) > 0 {
			t.Fatalf("after reset: %v", keys(got))
		}
	case <-time.After(2 * delay):
	}
}

func keys(m map[string]*source) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Paths due one after another (a folder's removals, each seen a little
// later) are taken in a few runs, not one take per path.
func TestDeferredGathersRunsOfPaths(t *testing.T) {
	d := newDeferred()
	s := &source{}
	const n = 1000
	for i := range n {
		d.add(fmt.Sprint("p", i), s, time.Duration(i)*50*time.Microsecond)
	}
	got, takes := 0, 0
	for got < n {
		<-d.q
		got += len(d.take())
		takes++
	}
	if takes > 5 {
		t.Fatalf("%d paths taken in %d takes, want a few", n, takes)
	}
}
