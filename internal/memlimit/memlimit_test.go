package memlimit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// unsetLimit runs a test with GOMEMLIMIT unset and puts the process's
// limit back after it.
func unsetLimit(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	t.Setenv("GOMEMLIMIT", "")
	os.Unsetenv("GOMEMLIMIT")
}

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

func TestApply(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "000001.vlog"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOMEMLIMIT", "")
	os.Unsetenv("GOMEMLIMIT")
	if got, want := Apply(dir), For(1<<20); got != want || debug.SetMemoryLimit(-1) != want {
		t.Errorf("Apply = %d, limit %d, want %d", got, debug.SetMemoryLimit(-1), want)
	}
	t.Setenv("GOMEMLIMIT", "300MiB")
	debug.SetMemoryLimit(300 << 20) // what the runtime did at start
	if got := Apply(dir); got != 300<<20 {
		t.Errorf("with GOMEMLIMIT set, Apply = %d, want the runtime's 300 MiB left alone", got)
	}
}

// A file preallocated without being written (Badger's value log while it
// is open) counts what it holds, not its length.
func TestDirSizeCountsWhatIsWritten(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "000001.sst"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "000001.vlog"))
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
			t.Fatalf("dirSize = %d, want both files' lengths", got)
		}
		return
	}
	if got < 1<<20 || got > 1<<20+1<<16 {
		t.Fatalf("dirSize = %d, want the written MiB and the vlog's few bytes (%d)", got, 1<<20)
	}
}

// Follow raises the limit as the store grows, and returns when its
// context ends.
func TestFollow(t *testing.T) {
	unsetLimit(t)
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
		deadline := time.Now().Add(5 * time.Second)
		for debug.SetMemoryLimit(-1) != want {
			if time.Now().After(deadline) {
				t.Fatalf("limit %d, want %d", debug.SetMemoryLimit(-1), want)
			}
			time.Sleep(time.Millisecond)
		}
	}
	wait(For(100 << 20))
	write("000100.sst")
	wait(For(101 << 20))
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Follow did not return after its context ended")
	}
}

// TestApplyLeavesHeadroom: a live heap past what the store is worth
// raises the limit to 1.5 times it, and the limit falls back when the
// heap does.
func TestApplyLeavesHeadroom(t *testing.T) {
	unsetLimit(t)
	dir := t.TempDir()
	keep := make([]byte, 256<<20)
	for i := range keep {
		keep[i] = byte(i) // touched, so it is real
	}
	runtime.GC()
	if got := Apply(dir); got < (256<<20)*3/2 {
		t.Errorf("with 256 MiB live, Apply = %d MiB, want at least 384", got>>20)
	}
	runtime.KeepAlive(keep)
	keep = nil
	runtime.GC()
	if got := Apply(dir); got != Floor {
		t.Errorf("with the heap gone, Apply = %d MiB, want the floor", got>>20)
	}
}
