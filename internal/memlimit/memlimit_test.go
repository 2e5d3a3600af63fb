package memlimit

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
	"time"
)

// unpaced runs a test with GOGC and GOMEMLIMIT unset and puts the
// process's pacing back after it.
func unpaced(t *testing.T) {
	oldPct := debug.SetGCPercent(100)
	oldLimit := debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() {
		debug.SetGCPercent(oldPct)
		debug.SetMemoryLimit(oldLimit)
	})
	for _, k := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Setenv(k, "")
		os.Unsetenv(k)
	}
}

// limit is the soft memory limit in force.
func limit() int64 { return debug.SetMemoryLimit(-1) }

// heapGoal is the runtime's goal for the heap now.
func heapGoal() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// liveHeap is the heap the last collection found live.
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// waitLimit waits until ok holds of the limit in force. It collects now
// and then, as a running process does: a cleanup runs after the
// collection that finds its object gone, not at a set time.
func waitLimit(t *testing.T, ok func(int64) bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for i := 1; !ok(limit()); i++ {
		if time.Now().After(deadline) {
			t.Fatalf("%s: limit %d MiB", what, limit()>>20)
		}
		if i%50 == 0 {
			runtime.GC()
		}
		time.Sleep(time.Millisecond)
	}
}

func is(want int64) func(int64) bool { return func(l int64) bool { return l == want } }

func TestFor(t *testing.T) {
	for _, tc := range []struct{ size, want int64 }{
		{0, Floor},
		{Floor / 2, Floor},
		{300 << 20, 300 << 20},
		{10 << 30, Ceiling},
	} {
		if got := For(tc.size); got != tc.want {
			t.Errorf("For(%d) = %d, want %d", tc.size, got, tc.want)
		}
	}
}

// Apply sets the limit to what the store is worth, and leaves GOGC and
// GOMEMLIMIT alone when the environment sets either.
func TestApply(t *testing.T) {
	unpaced(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "000001.vlog"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	if got, want := Apply(dir), For(1<<20); got != want || limit() != want {
		t.Errorf("Apply = %d, limit %d, want %d", got, limit(), want)
	}
	for _, env := range []string{"GOMEMLIMIT=300MiB", "GOGC=40"} {
		k, v, _ := strings.Cut(env, "=")
		t.Setenv(k, v)
		debug.SetMemoryLimit(300 << 20) // what the runtime does at start
		debug.SetGCPercent(40)
		if got := Apply(dir); got != 0 {
			t.Errorf("with %s, Apply = %d, want 0", env, got)
		}
		if l, pct := limit(), debug.SetGCPercent(40); l != 300<<20 || pct != 40 {
			t.Errorf("with %s, Apply set the limit to %d, GOGC to %d", env, l, pct)
		}
		os.Unsetenv(k)
	}
}

// The store's size is its tables': a value log counts nothing, however
// large, and a table preallocated without being written counts what it
// holds, not its length.
func TestDirSizeCountsWhatTablesHold(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "000001.sst"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "000001.vlog"), make([]byte, 4<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "000002.sst"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("head")); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(32 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got := dirSize(dir)
	if runtime.GOOS == "windows" {
		if got != 1<<20+32<<20 {
			t.Fatalf("dirSize = %d, want both tables' lengths", got)
		}
		return
	}
	if got < 1<<20 || got > 1<<20+1<<16 {
		t.Fatalf("dirSize = %d, want the written MiB and the second table's few bytes (%d)", got, 1<<20)
	}
}

// Follow raises the goal as the store grows, and returns when its
// context ends.
func TestFollow(t *testing.T) {
	unpaced(t)
	dir := t.TempDir()
	write := func(name string) {
		if err := os.WriteFile(filepath.Join(dir, name), make([]byte, 1<<20), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 100 { // past the floor
		write(fmt.Sprintf("%06d.sst", i))
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { Follow(ctx, dir, 5*time.Millisecond); close(done) }()
	wait := func(want int64) {
		t.Helper()
		waitLimit(t, is(want), "Follow")
	}
	wait(For(100 << 20))
	for i := range 10 { // a tenth more: past waitGoal's tolerance
		write(fmt.Sprintf("%06d.sst", 100+i))
	}
	wait(For(110 << 20))
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Follow did not return after its context ended")
	}
}

// TestApplyLeavesHeadroom: a live heap past what the store is worth
// raises the limit so that the heap may grow by Headroom eighths of it,
// and the limit falls back when the heap does.
func TestApplyLeavesHeadroom(t *testing.T) {
	unpaced(t)
	dir := t.TempDir()
	keep := make([]byte, 256<<20)
	for i := range keep {
		keep[i] = byte(i) // touched, so it is real
	}
	runtime.GC()
	live := liveHeap()
	if got := Apply(dir); got < live*Headroom/8 {
		t.Errorf("with %d MiB live, Apply = %d MiB, want at least %d", live>>20, got>>20, live*Headroom/8>>20)
	}
	if g, want := heapGoal(), live*Headroom/8; g < want-want/100 {
		t.Errorf("with %d MiB live, heap goal %d MiB, want at least %d", live>>20, g>>20, want>>20)
	}
	runtime.KeepAlive(keep)
	keep = nil
	runtime.GC()
	if got := Apply(dir); got != Floor {
		t.Errorf("with the heap gone, Apply = %d MiB, want the floor", got>>20)
	}
}

// Every collection sets the limit again: it follows the live heap with
// no call to Apply in between.
func TestEveryCollectionPaces(t *testing.T) {
	unpaced(t)
	Apply(t.TempDir())
	waitLimit(t, is(Floor), "after Apply")
	keep := make([]byte, 200<<20)
	for i := range keep {
		keep[i] = byte(i)
	}
	runtime.GC()
	waitLimit(t, func(l int64) bool { return l >= (200<<20)*Headroom/8 }, "200 MiB live")
	runtime.KeepAlive(keep)
	keep = nil
	runtime.GC()
	waitLimit(t, is(Floor), "the heap gone")
}

// While held, the limit does not fall with the live heap; released, it
// does.
func TestHold(t *testing.T) {
	unpaced(t)
	Apply(t.TempDir())
	waitLimit(t, is(Floor), "after Apply")
	release := Hold()
	defer release()
	keep := make([]byte, 200<<20)
	for i := range keep {
		keep[i] = byte(i)
	}
	runtime.GC()
	high := int64(200<<20) * Headroom / 8
	waitLimit(t, func(l int64) bool { return l >= high }, "200 MiB live")
	runtime.KeepAlive(keep)
	keep = nil
	for range 5 {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
	if l := limit(); l < high {
		t.Fatalf("held, the limit fell to %d MiB with the heap gone, want at least %d", l>>20, high>>20)
	}
	if l := Apply(""); l < high {
		t.Fatalf("held, Apply set %d MiB, want at least %d", l>>20, high>>20)
	}
	release()
	waitLimit(t, is(Floor), "released, the heap gone")
}
