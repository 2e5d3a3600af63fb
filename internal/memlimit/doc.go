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
// follows the workspace: PerStoreByte times the bytes the store holds on
// disk (what every item, index and audit trail weighs), at least Floor,
// followed
// while the process runs (Follow), so that it grows as a first ingest
// fills the store. GOMEMLIMIT, when set, wins: the runtime already applied
// it and memgate leaves it alone.
//
// The floor is a trade of CPU against memory, measured on the 10,000-note
// workspace, every note active (2026-12-03, one run each): at 64 MiB the
// cold ingest took 16.3 CPU-s, half of it collecting; at 96 MiB 10.7 CPU-s
// with a peak of 142 MB cold and 117 MB warm; at 128 MiB 9.7 CPU-s but
// 170 MB, and so did 96 MiB plus the store's size. The engine's live heap
// is mostly Badger's buffers and the active snapshot, which holds notes
// without their text: one byte of limit per byte of store leaves the
// collector room at 100,000 notes once the store is full (~155 MB live
// for a ~250 MB store).
//
// Not during a first ingest, though: there the live heap (Badger's
// memtables and table builders, the notes' lines) ran ahead of the store
// it was filling, the limit sat at the live heap, and the collector ran
// back to back, ~0.1 s apart, each time marking ~130 MB
// (GODEBUG=gctrace=1 on BenchmarkColdIngest at 100,000 notes): 74 of 355
// CPU-s of the run went to it, 50 times its share at 10,000 notes. So the
// limit is also at least 1.5 times the live heap the last collection
// found (Headroom): the collector may not run again before half as much
// again has been allocated. A limit at the live heap buys no memory
// anyway; it only burns CPU.
package memlimit
