// Package memlimit sets a memgate process's soft Go memory limit: process
// policy, applied by main (and by the benchmarks' child processes, which
// must measure the process memgate runs), never by a library package.
//
// Badger builds tables in large pooled buffers and Go's default pacing
// lets the heap reach twice its live size: during a cold ingest of 10,000
// items that peaked near 200 MB of RSS with about 40 MB live. A soft limit
// makes the collector run before that garbage piles up. A fixed limit,
// though, is wrong at both ends: too high for a small workspace, and for a
// large one it keeps the collector running without pause. So the limit is
// the larger of two terms:
//
//   - the store's: PerStoreByte times the bytes of the store's tables on
//     disk (what every index, audit trail and small item weighs; the
//     value log, which holds the notes' items, is read from disk as
//     needed and does not count), at least Floor and at most Ceiling.
//     Follow walks the store every few seconds, so the term grows as a
//     first ingest fills it.
//   - the live heap's: what the runtime holds outside the heap's objects,
//     plus Headroom eighths of the heap the last collection found live. A
//     limit at the live heap buys no memory; it only burns CPU.
//
// The live term is set again after every collection (a cleanup on an
// object that every collection finds dead). It used to be sampled with
// the store every five seconds, as 1.5 times the live heap and nothing
// for the runtime's own memory: during a first ingest at 100,000 notes
// the live heap swings between 95 and 170 MB from one second to the next,
// a limit set from a low sample sat at the live heap until the next, and
// the collector ran back to back, ~1,100 to 1,300 times in a minute
// (GODEBUG=gctrace=1 on BenchmarkColdIngest).
//
// A start-up holds the limit (Hold, HoldUntil) until its recall index is
// built: the limit may rise but does not fall. After a first ingest the
// live heap shrinks, and the index's first build, which allocates ~15 GB
// at 100,000 notes, ran under a limit a quarter above what was left,
// collecting hundreds of times; held, it may use what the ingest's peak
// took, and the peak itself is no higher.
//
// The floor is a trade of CPU against memory, measured on the 10,000-note
// workspace, every note active (2026-12-03, one run each): at 64 MiB the
// cold ingest took 16.3 CPU-s, half of it collecting; at 96 MiB 10.7 CPU-s
// with a peak of 142 MB cold and 117 MB warm; at 128 MiB 9.7 CPU-s but
// 170 MB. Headroom is the same trade at 100,000 notes; its figures are in
// its comment. GOMEMLIMIT or GOGC, when set, wins: the runtime already
// applied it and memgate leaves the collector alone.
package memlimit
