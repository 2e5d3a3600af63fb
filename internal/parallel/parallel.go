// Package parallel runs the indexed steps of a batch on a few goroutines:
// the engine's first ingest parses on every core, and vault's batched
// write-back keeps the filesystem busy. One implementation, so that both
// re-raise a panic the same way.
package parallel

import (
	"sync"
	"sync/atomic"
)

// Do calls fn(0..n-1) on up to workers goroutines and returns when all
// have returned. A panic in fn is re-raised here, in the caller's
// goroutine, where the caller's deferred cleanup runs and a recover can
// catch it; the remaining indexes are skipped.
func Do(n, workers int, fn func(i int)) {
	var next atomic.Int64
	var mu sync.Mutex
	var panicked any
	var wg sync.WaitGroup
	for range min(max(workers, 1), n) {
		wg.Go(func() {
			defer func() {
				if p := recover(); p != nil {
					mu.Lock()
					if panicked == nil {
						panicked = p
					}
					mu.Unlock()
					next.Store(int64(n))
				}
			}()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(i)
			}
		})
	}
	wg.Wait()
	if panicked != nil {
		panic(panicked)
	}
}
