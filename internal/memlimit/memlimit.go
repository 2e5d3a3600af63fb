package memlimit

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

const (
	// Floor is the limit for an empty or small workspace.
	Floor = 96 << 20
	// PerStoreByte is how many bytes of limit each byte of store on disk
	// is worth, once the store outweighs the floor.
	PerStoreByte = 1
	// Ceiling bounds the derived limit; GOMEMLIMIT can go past it.
	Ceiling = 2 << 30
	// Headroom is the least limit per byte of live heap, in halves: the
	// collector always gets half the live heap to allocate into before
	// it runs again (see doc.go).
	Headroom = 3
)

// For is the limit for a store directory of size bytes.
func For(size int64) int64 {
	return min(max(Floor, PerStoreByte*size), Ceiling)
}

// Apply sets the limit for the store in dir, unless GOMEMLIMIT is set. It
// returns the limit in force.
func Apply(dir string) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	limit := max(For(dirSize(dir)), min(liveHeap()*Headroom/2, Ceiling))
	debug.SetMemoryLimit(limit)
	return limit
}

// liveHeap is the heap the last collection found live.
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}

// Follow applies the limit for the store in dir now and again every
// interval until ctx ends: a first ingest fills the store from nothing
// (~250 MB at 100,000 notes), and a limit fixed at its start would hold
// the collector at the floor throughout it.
func Follow(ctx context.Context, dir string, every time.Duration) {
	for {
		Apply(dir)
		select {
		case <-ctx.Done():
			return
		case <-time.After(every):
		}
	}
}

// dirSize is what the files under dir hold on disk. Badger preallocates
// its files while it has them open (a 32 MiB value log that holds a few
// bytes, 1 MiB for the discard stats, each memtable's arena), sparse on
// the file systems that allow it: counted by their length, a running
// store looked ~35 MB heavier than it is, and the limit with it.
func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if fi, err := d.Info(); err == nil {
			n += diskSize(fi)
		}
		return nil
	})
	return n
}
