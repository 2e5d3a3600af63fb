package memlimit

import (
	"context"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

const (
	// Floor is the limit for an empty or small workspace.
	Floor = 96 << 20
	// PerStoreByte is how many bytes of limit each byte of store on disk
	// is worth, once the store outweighs the floor.
	PerStoreByte = 1
	// Ceiling bounds the limit the store alone sets; a live heap past it
	// still gets its Headroom.
	Ceiling = 2 << 30
	// Headroom is the least limit per byte of live heap, in eighths,
	// beyond the runtime's own memory: the heap may grow by a quarter of
	// what the last collection found live before the next one starts
	// (see doc.go). It trades the collector's CPU against the peak RSS
	// at 100,000 notes, where the live heap of a first ingest reaches
	// ~170 MB, half of it Badger's table builders (2026-12-07,
	// BenchmarkColdIngest/active/sync and BenchmarkPeakRSS there, the
	// store compacting L0 after 32 tables): at 10 eighths 81.2 and 73.6
	// CPU-s (collector 11.7 and 10.3, 584 and 569 cycles), peaks 258.8
	// and 277.6 MB cold, 201.6 and 210.2 warm (active), 257.6 and 277.2
	// cold, 138.6 and 143.9 warm (review); at 9 eighths 84.6 and 93.0
	// CPU-s (1,066 and 1,081 cycles), 244.9 MB cold active, 233.4
	// review. With L0 compacted after 16 tables, 10 eighths took the
	// review peak to 294.8 and 304.6 MB, past the 300 MB target.
	Headroom = 10
)

// For is the limit the store sets for a store directory of size bytes.
func For(size int64) int64 {
	return min(max(Floor, PerStoreByte*size), Ceiling)
}

// limitFor is the memory limit for a store goal, a live heap and the
// runtime's memory outside the heap's objects (stacks, metadata, spans'
// unused room): the store's goal counts everything the runtime maps, as
// RSS does, and the live heap's leaves the heap Headroom eighths of it
// after the rest is paid for. The runtime starts a collection 3% of the
// limit short of it (its own margin), so that 3% is added back.
func limitFor(store, live, nonHeap int64) int64 {
	return max(store, (live*Headroom/8+nonHeap)*100/97)
}

// Apply sets the soft memory limit for the store in dir, unless
// GOMEMLIMIT or GOGC is set: the person running memgate chose, and the
// runtime already applied it. It returns the limit set, at the live heap
// the last collection found, or 0 when the environment's choice stands.
// From the first call on, every collection sets the limit again.
func Apply(dir string) int64 {
	if chosen() {
		return 0
	}
	p.mu.Lock()
	p.store = For(dirSize(dir))
	p.mu.Unlock()
	p.hook.Do(everyCycle)
	return pace()
}

// chosen reports whether the environment paces the collector.
func chosen() bool {
	return os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != ""
}

// p is the process's pacing: one collector, one store goal.
var p struct {
	mu    sync.Mutex
	store int64 // For the store's size when Apply last looked
	hook  sync.Once
	holds int   // Hold calls not yet released
	high  int64 // the highest limit set while held
}

// Hold keeps the limit from falling until release is called: every
// limit set meanwhile is at least the highest set since Hold. A start-up
// holds until its recall index is built (see doc.go): the memory a
// first ingest's peak took stays the collector's to use for the phases
// after it, instead of a limit at a quarter above a smaller live heap.
// Nothing is held while GOMEMLIMIT or GOGC is set.
func Hold() (release func()) {
	p.mu.Lock()
	p.holds++
	p.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			p.mu.Lock()
			if p.holds--; p.holds == 0 {
				p.high = 0
			}
			p.mu.Unlock()
			if !chosen() {
				pace()
			}
		})
	}
}

// HoldUntil holds the limit (Hold) until done is closed or ctx ends.
func HoldUntil(ctx context.Context, done <-chan struct{}) {
	release := Hold()
	go func() {
		select {
		case <-done:
		case <-ctx.Done():
		}
		release()
	}()
}

// pace sets the limit for the store and the live heap now.
func pace() int64 {
	s := []metrics.Sample{
		{Name: "/gc/heap/live:bytes"},
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
		{Name: "/memory/classes/heap/objects:bytes"},
	}
	metrics.Read(s)
	var v [5]int64
	for i := range s {
		if s[i].Value.Kind() == metrics.KindUint64 {
			v[i] = int64(min(s[i].Value.Uint64(), math.MaxInt64/16))
		}
	}
	nonHeap := max(v[1]-v[2]-v[3]-v[4], 0)
	p.mu.Lock()
	limit := limitFor(p.store, v[0], nonHeap)
	if p.holds > 0 {
		limit = max(limit, p.high)
		p.high = limit
	}
	p.mu.Unlock()
	debug.SetMemoryLimit(limit)
	return limit
}

// sentinel is an object whose only use is to become garbage: each
// collection finds it unreachable and runs its cleanup. It holds a
// pointer so that the allocator does not batch it with other tiny objects
// (whose cleanups may never run).
type sentinel struct{ _ *byte }

// everyCycle sets the limit again after the next collection, and so after
// every one. A limit computed every few seconds (Follow's interval) went
// stale within one: during a first ingest at 100,000 notes the live
// heap swings between 95 and 170 MB from one second to the next, and a
// limit set from a low sample kept the collector running back to back
// until the next, ~1,100 collections in a minute (doc.go).
func everyCycle() {
	runtime.AddCleanup(new(sentinel), func(struct{}) {
		if !chosen() {
			pace()
		}
		everyCycle()
	}, struct{}{})
}

// Follow applies the limit for the store in dir now and again every
// interval until ctx ends: a first ingest fills the store from nothing
// (~100 MB at 100,000 notes), and the store's part grows with it.
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

// dirSize is what the tables (.sst files) under dir hold on disk: the
// store's LSM tree, whose blocks and indexes Badger reads through its
// caches. The value log (notes' items), the recall index and memtables
// do not count: they are read from disk as needed, and a value log of
// ~4 KB notes made a limit of ~500 MB at 100,000 notes, a heap that big
// before its first collection. A table Badger preallocated but has not
// filled counts the blocks it holds, not its length.
func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(d.Name()) != ".sst" {
			return nil
		}
		if fi, err := d.Info(); err == nil {
			n += diskSize(fi)
		}
		return nil
	})
	return n
}
