// Package memlimit sets a memgate process's soft Go memory limit: process
// policy, applied by main (and by the benchmarks' child processes, which
// must measure the process memgate runs), never by a library package.
//
// Badger builds tables in large pooled buffers and Go's default pacing
// lets the heap reach twice its live size: during a cold ingest of 10,000
// items that peaked near 200 MB of RSS with about 40 MB live. A soft limit
// makes the collector run before that garbage piles up. A fixed limit,
// though, is wrong at both ends: too high for a small workspace, and for a
// large one it keeps the collector running without pause. So the limit
// follows the workspace: Floor plus PerStoreByte times the bytes the store
// holds on disk (what every item, index and audit trail weighs), recomputed
// when the first ingest is done. GOMEMLIMIT, when set, wins: the runtime
// already applied it and memgate leaves it alone.
package memlimit

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
)

const (
	// Floor is the limit for an empty or small workspace.
	Floor = 64 << 20
	// PerStoreByte is how many bytes of limit each byte of store on disk
	// adds.
	PerStoreByte = 2
	// Ceiling bounds the derived limit; GOMEMLIMIT can go past it.
	Ceiling = 2 << 30
)

// For is the limit for a store directory of size bytes.
func For(size int64) int64 {
	return min(Floor+PerStoreByte*size, Ceiling)
}

// Apply sets the limit for the store in dir, unless GOMEMLIMIT is set. It
// returns the limit in force.
func Apply(dir string) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	limit := For(dirSize(dir))
	debug.SetMemoryLimit(limit)
	return limit
}

func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if fi, err := d.Info(); err == nil {
			n += fi.Size()
		}
		return nil
	})
	return n
}
