package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	badger "github.com/dgraph-io/badger/v4"
)

// Sentinel errors. Badger's own errors never cross the package boundary.
var (
	ErrNotFound      = errors.New("no such item")
	ErrTombstoned    = errors.New("value was rejected (tombstoned)")
	ErrBadActor      = errors.New("invalid actor")
	ErrBadInput      = errors.New("invalid input")
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrLocked        = errors.New("memgate is already running")
	ErrClosed        = errors.New("store is closed")
	ErrSchema        = errors.New("unsupported store schema")
)

// Options configure Open. The zero value is a sensible desktop setup.
type Options struct {
	// Now is the clock; tests inject one. Defaults to time.Now.
	Now func() time.Time
	// Logger receives Badger's warnings and the store's own. Defaults to
	// slog.Default at warning level.
	Logger *slog.Logger
	// NoSync turns off the sync of every commit before the call returns
	// (see Store.durable). Syncing is the default: an acknowledged review
	// action must survive a power cut, not only a process crash.
	// docs/ARCHITECTURE.md has the measured cost.
	NoSync bool
	// GCInterval is how often the value log is garbage collected. Defaults
	// to 10 minutes; negative disables it.
	GCInterval time.Duration
	// FlushInterval is how often served-count bookkeeping is written.
	// Defaults to 2 seconds.
	FlushInterval time.Duration
	// OnCommit, when set, is called after every committed mutation with the
	// events it wrote, in order. It runs on the mutating goroutine with the
	// store's write lock held: it must not call back into the store's
	// mutating methods.
	OnCommit func([]Event)
	// CheckInterval is how often the data directory's identity is checked
	// (see doc.go). Defaults to a second.
	CheckInterval time.Duration
	// FreeSpace reports the bytes that may still be written on the file
	// system holding dir; tests inject one. Defaults to the file system's
	// own figure (statfs, GetDiskFreeSpaceEx). See ErrDiskFull.
	FreeSpace func(dir string) (int64, error)
	// InMemory keeps everything in RAM (Badger's in-memory mode): for
	// fuzzing and benchmarks that need thousands of fresh stores. Nothing
	// persists and no directory lock is taken.
	InMemory bool
}

// Store is an open governance store. It is safe for concurrent use;
// mutations are serialised (one writer, many readers), which keeps audit
// sequence numbers gap-free and Badger transactions free of conflicts.
type Store struct {
	db   *badger.DB
	dir  string
	lock *os.File
	opt  Options
	log  *slog.Logger

	mu     sync.Mutex // serialises mutations
	closed bool

	// reads lets Close wait for the reads in flight. Badger panics when an
	// iterator is made on a closed DB and frees memtables under a running
	// one, and a shutdown closes the store while HTTP handlers and
	// recall's catch-up may still be reading. readsDone is set under the
	// write lock, just before Badger closes.
	reads     sync.RWMutex
	readsDone bool

	known known // the ids and text hashes it may have (known.go)

	served servedBuffer
	health health
	space  space

	stop chan struct{}
	wg   sync.WaitGroup
}

// Open opens (creating if needed) the store in dir. A second process
// opening the same dir fails at once with ErrLocked.
func Open(dir string, opt Options) (*Store, error) {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.InMemory {
		opt.GCInterval = -1 // Badger has no value log in memory
	}
	if opt.GCInterval == 0 {
		opt.GCInterval = 10 * time.Minute
	}
	if opt.FlushInterval <= 0 {
		opt.FlushInterval = 2 * time.Second
	}
	if opt.CheckInterval <= 0 {
		opt.CheckInterval = defaultCheckInterval
	}
	var lock *os.File
	if !opt.InMemory {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("store: %w", err)
		}
		var err error
		if lock, err = lockDir(dir); err != nil {
			return nil, err
		}
	}
	if !opt.InMemory {
		dropEmptyLogs(filepath.Join(dir, "badger"), opt.Logger)
	}
	db, err := badger.Open(badgerOptions(dir, opt))
	if err != nil {
		lock.Close()
		if strings.Contains(err.Error(), "Cannot acquire directory lock") {
			return nil, lockedError(dir)
		}
		return nil, fmt.Errorf("store: open %s: %w", dir, err)
	}
	s := &Store{db: db, dir: dir, lock: lock, opt: opt, log: opt.Logger, stop: make(chan struct{})}
	s.served.init()
	s.space.free = opt.FreeSpace
	if s.space.free == nil {
		s.space.free = freeSpace
	}
	var dirs []string
	if !opt.InMemory {
		dirs = dataDirs(dir)
	}
	if err := s.health.init(dirs...); err != nil {
		db.Close()
		lock.Close()
		return nil, err
	}
	if err := s.migrate(); err != nil {
		db.Close()
		lock.Close()
		return nil, err
	}
	s.wg.Add(1)
	go s.background()
	return s, nil
}

// dropEmptyLogs removes the empty memtable and value log files a crash
// can leave in Badger's directory, killed between creating such a file
// and writing its header. Badger refuses to open a directory that holds
// one (badger#2207: it truncates the file to its full size, then returns
// z.NewFile as an error), so a memgate killed at that moment of its
// first ingest would not start again. An empty file holds no entry, and
// no value pointer can point into an empty log, so nothing is lost. A
// file that cannot be removed is left for Badger to report.
func dropEmptyLogs(dir string, log *slog.Logger) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return // no directory yet, or Badger reports it
	}
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || (!strings.HasSuffix(name, ".mem") && !strings.HasSuffix(name, ".vlog")) {
			continue
		}
		fi, err := e.Info()
		if err != nil || fi.Size() != 0 {
			continue
		}
		if err := os.Remove(filepath.Join(dir, name)); err == nil {
			log.Info("removed an empty store log left by a crash", "file", name)
		}
	}
}

func lockedError(dir string) error {
	return fmt.Errorf("%w with data directory %s (another process holds its lock); stop it or use another --data directory", ErrLocked, dir)
}

// badgerOptions tunes Badger for a desktop process holding tens of
// thousands of small records. Badger builds every table in buffers from a
// pool that keeps up to eight of them alive, each grown to the largest
// table it built; small memtables and tables keep those buffers small.
// Measured on 10,000 × 1 KiB items (docs/BENCHMARKS.md): peak RSS 97–98 MB
// with 2 MiB memtables, 512 KiB tables and 4/2 MiB block/index caches,
// against ~105–130 MB with 8 MiB and 2 MiB tables, at the same write and
// list speed. The constraints between these numbers are
// Badger's, checked at Open: ValueThreshold must fit in a batch of the
// shrunk memtable, at least two compactors, the L0 stall above the L0 table
// count. Values up to ValueThreshold stay in the LSM tree; larger ones
// (a note's item, which holds its text) live in the value log.
func badgerOptions(dir string, opt Options) badger.Options {
	o := badger.DefaultOptions(filepath.Join(dir, "badger"))
	// Commits are synced by the store itself (Store.commit), so that a
	// batch of transactions can share one sync.
	o.SyncWrites = false
	// 1 MiB, not 2: Badger keeps up to eight table-builder allocators
	// alive after a burst of writes (freeing one per quiet two seconds),
	// each grown to about three times the largest table it built, and a
	// flushed memtable is the largest table here. Under memgate's (then) 64 MiB
	// soft memory limit those kept the collector running through and
	// after a first ingest. Measured 2026-11-30, alternated with 2 MiB:
	// save-to-store p95 right after the cold ingest of the 10,006-file
	// workspace 188 ms against 215–227 ms, that ingest's peak RSS 108
	// against 119–120 MB, BenchmarkPeakRSS here 94 against 96–100 MB;
	// the price is CreateMany's CPU, 2.2 against 1.7 CPU-s per 10,000
	// items (more flushes), while list speed did not move beyond noise.
	o.MemTableSize = 1 << 20
	o.NumMemtables = 2
	// Item, audit and index keys are random ids, so every compaction of
	// L0 into the base level rewrites most of that level: the more L0
	// tables gather before they go down together, the fewer times each
	// byte is rewritten. Eight halved the CPU of a bulk ingest against
	// the default five (BenchmarkCreateMany: 1.4 against 2.2 CPU-s per
	// 10,000 items). At 100,000 notes the base level is ~50 MB and its
	// rewrites were a quarter of the cold ingest; sixteen took
	// BenchmarkColdIngest/active/sync there from 162–188 (three runs) to
	// 142–149 CPU-s (two; twelve: 154–158), the same at 10,000 notes
	// (8.4–9.7 against 9.1–9.6), and BenchmarkPeakRSS/active at 10,000
	// from 139–142 MB cold, 115–117 warm to 141–149 cold, 134–137 warm
	// (2026-12-04). Reads check more L0 tables, through their bloom
	// filters; no benchmark saw it. Thirty-two (2026-12-07, 100,000
	// notes, alternated with sixteen): the ingest allocates 15.2 against
	// 17.8 GB (the 3 MiB index builder Badger makes per table is most of
	// a compaction's garbage) in 1,066-1,081 collections against
	// 1,219-1,229 at the same CPU (84.6, 93.0 against 84.8, 94.0 CPU-s),
	// and its peaks fell, one run each: 244.9 MB cold active, 233.4
	// review, against 256.4 and 255.3 on the same day (10,000 notes:
	// 103.8 and 107.3 against 113.7 and 121.4, warm unchanged). That
	// room is what lets the collector take more (memlimit.Headroom).
	o.NumLevelZeroTables = 32
	o.NumLevelZeroTablesStall = 64
	// A table builder holds every block of its table uncompressed until
	// the table is written, and a compaction keeps up to eight builders
	// plus one per split in flight, for each of two compactors: with
	// Snappy at 0.28 of the bytes, a 1 MiB table (the level below the
	// base doubles it) is ~4.5 MB of builder. At 100,000 notes the
	// compactions that run beside recall's first catch-up held 67-82 MB
	// of builders at the cold peak (heap profile at the peak). 256 KiB:
	// BenchmarkPeakRSS/active at 100,000 notes cold 292.8, 302.3, 316.3
	// MB against 329.5-385.8 (four runs) at 512 KiB, warm unchanged
	// (252-266); its cold ingest 101.1, 104.1 against 94.4, 95.3 CPU-s
	// (twice the tables, each with Badger's 3 MB index buffer); at
	// 10,000 notes no CPU difference (6.1-6.5 CPU-s either way) and a
	// few MB more RSS (active cold 118-123 against 116-117). 2026-12-04.
	o.BaseTableSize = 256 << 10
	// Snappy compresses each block on its own, and the records here are
	// JSON of ~1.3 KB (an item, its create event): a 4 KiB block holds
	// three, a 16 KiB block twelve, whose field names and words repeat.
	// The item and audit values of a 100,000-note store compress to 0.45
	// of their size in 4 KiB blocks and 0.28 in 16 KiB (zstd level 1:
	// 0.33 and 0.21, at three times the encoding time; its 100k peak RSS
	// was no better than Snappy's). Every table is written through a
	// shared mapping and stays resident, so the smaller store is a
	// smaller process: BenchmarkPeakRSS/active at 100,000 notes, two runs
	// of each alternated (2026-12-04), cold 405-411 -> 349-370 MB, warm
	// 358-376 -> 343-346; at 10,000 cold 127.5-127.9 -> 114.4-114.5,
	// warm 99.5-100.8 -> 104.3-105.8 (review: 124-126 -> 112-118 cold,
	// warm unchanged). The 100k cold ingest's CPU did not move beyond its
	// noise (110.9-125.3 against 109.5-147.4 CPU-s); a point read
	// decompresses four times the bytes, which no benchmark here felt.
	o.BlockSize = 16 << 10
	o.BlockCacheSize = 4 << 20
	o.IndexCacheSize = 2 << 20
	o.ValueLogFileSize = 16 << 20
	// Values over 1 KiB go to the value log: a list entry's item (~0.8
	// KB), index entries, audit events and file states stay in the LSM
	// tree, a note's item (its whole text) does not. Compactions then
	// rewrite keys and small records only, never the notes' text. With
	// values up to 32 KiB in the tree, the cold ingest of 100,000 notes
	// of ~4 KB (issue 15's workspace) took 204.0 CPU-s, 200.9 s, 5.10x
	// the floor; with the notes' items in the log 128.5 CPU-s, 84.1 s,
	// 2.04x (2026-12-07, one run each). The log is mapped like the
	// tables and paged out with them (pageOutInterval). A transaction
	// must still fit in 15% of a memtable (~157 KB); a value in the log
	// counts only its pointer.
	o.ValueThreshold = 1 << 10
	o.NumCompactors = 2
	o.Logger = badgerLogger{opt.Logger}
	if opt.InMemory {
		o = o.WithInMemory(true).WithDir("").WithValueDir("")
	}
	return o
}

// view runs fn in a read transaction, or fails with ErrClosed once Close
// has begun to close Badger. Every read of the store goes through it.
func (s *Store) view(fn func(txn *badger.Txn) error) error {
	s.reads.RLock()
	defer s.reads.RUnlock()
	if s.readsDone {
		return ErrClosed
	}
	return translate(s.db.View(fn))
}

// Dir is the data directory the store was opened in.
func (s *Store) Dir() string { return s.dir }

// Close flushes bookkeeping, stops background work and closes Badger. It is
// safe to call twice. When the data directory is lost, Badger is not
// closed (its memtable flush would retry forever): Close returns the loss
// at once and the process is expected to exit.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	close(s.stop)
	s.wg.Wait()
	if err := s.lostNow(); err != nil {
		s.lock.Close() // the lock lives on a directory that is gone
		return fmt.Errorf("store: close: %w", err)
	}
	ferr := s.flushServed()
	s.reads.Lock()
	s.readsDone = true
	err := s.db.Close()
	s.reads.Unlock()
	s.lock.Close()
	if err == nil {
		err = ferr
	}
	if err != nil {
		return fmt.Errorf("store: close: %w", err)
	}
	return nil
}

// background runs the value-log GC and the bookkeeping flush on tickers.
func (s *Store) background() {
	defer s.wg.Done()
	flush := time.NewTicker(s.opt.FlushInterval)
	defer flush.Stop()
	var check <-chan time.Time
	if !s.opt.InMemory {
		t := time.NewTicker(s.opt.CheckInterval)
		defer t.Stop()
		check = t.C
	}
	var pageOut <-chan time.Time
	po := pager{budget: pageOutBudget}
	tables := s.tablesDir()
	if tables != "" {
		po.paged()
		t := time.NewTicker(pageOutInterval)
		defer t.Stop()
		pageOut = t.C
	}
	var gc <-chan time.Time
	if s.opt.GCInterval > 0 {
		t := time.NewTicker(s.opt.GCInterval)
		defer t.Stop()
		gc = t.C
	}
	for {
		select {
		case <-s.stop:
			return
		case <-check:
			if s.health.fault() == nil && s.health.check() != nil {
				s.log.Error("store: data directory lost; refusing mutations", "err", s.health.fault())
			}
			s.checkSpace()
		case <-flush.C:
			if s.health.fault() != nil {
				continue
			}
			if err := s.flushServed(); err != nil {
				s.log.Warn("store: flushing served counts", "err", err)
			}
		case <-gc:
			s.runGC()
		case now := <-pageOut:
			if !po.due(now) {
				continue
			}
			if _, ok := pageOutTables(tables); !ok {
				pageOut = nil
			}
			po.paged()
		}
	}
}

// pageOutInterval is how often the pages of Badger's table and value-log
// files leave the process's resident set.
//
// Badger maps every table and value-log file, and writes through the
// mapping, so every page it writes or reads stays resident in memgate's
// process: beyond any memory limit of ours, and counted in its RSS
// although the kernel could drop it at any time. What memgate means to
// keep of the store in memory is Badger's block and index caches
// (badgerOptions); the rest is disk. So the store asks the kernel to
// page those mappings out (MADV_PAGEOUT) on a tick ten times a second
// while it is busy, once they grew by more than pageOutBudget (pager): a
// read after that faults the page in from the disk. Once a
// second bounded the tables (at 100,000 notes, 2026-12-06: active cold
// 235.5 and 255.1 MB against 298.5–332.6 without), but not the value
// log: building the active snapshot after a start reads every note's
// item from it faster than that, and at 100,000 notes of ~4 KB the
// peaks were 532.8–600.2 MB cold, 547.5–638.7 warm. Every 100 ms: 253.3
// cold, 239.9 warm (2026-12-07, BenchmarkPeakRSS/active). A pass reads
// /proc/self/maps and advises each mapping once. Linux only (5.4 or
// later); elsewhere the files stay resident.
const pageOutInterval = 100 * time.Millisecond

// tablesDir is the directory whose tables pageOutTables pages out, as
// /proc/self/maps names it (absolute, symlinks resolved); "" for an
// in-memory store.
func (s *Store) tablesDir() string {
	if s.opt.InMemory {
		return ""
	}
	dir, err := filepath.Abs(filepath.Join(s.dir, "badger"))
	if err != nil {
		return ""
	}
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
	}
	return dir
}

// runGC rewrites value-log files until Badger says there is nothing worth
// rewriting; ErrNoRewrite is the normal end.
func (s *Store) runGC() {
	for i := 0; i < 16; i++ {
		err := s.db.RunValueLogGC(0.5)
		if err == nil {
			continue
		}
		if !errors.Is(err, badger.ErrNoRewrite) && !errors.Is(err, badger.ErrRejected) {
			s.log.Warn("store: value log gc", "err", err)
		}
		return
	}
}

// Sync forces everything committed so far to disk. Unless the store was
// opened with NoSync every commit already is; this exists for NoSync
// callers.
func (s *Store) Sync() error {
	if err := s.lostNow(); err != nil {
		return err
	}
	if err := s.db.Sync(); err != nil {
		return s.syncFailed(err)
	}
	return nil
}

// lostNow is the loss, checking the directory first: a mutation must not
// wait for the next tick to learn that its data would go nowhere.
func (s *Store) lostNow() error {
	if s.opt.InMemory {
		return nil
	}
	return s.health.check()
}

// badgerLogger routes Badger's chatter to slog, keeping only warnings and
// errors: its info lines (compactions, replay) are noise for a desktop app.
type badgerLogger struct{ l *slog.Logger }

func (b badgerLogger) Errorf(f string, a ...any) {
	b.l.Error("badger: " + strings.TrimSpace(fmt.Sprintf(f, a...)))
}
func (b badgerLogger) Warningf(f string, a ...any) {
	b.l.Warn("badger: " + strings.TrimSpace(fmt.Sprintf(f, a...)))
}
func (badgerLogger) Infof(string, ...any)  {}
func (badgerLogger) Debugf(string, ...any) {}

// ctxErr lets long reads stop early.
func ctxErr(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	return ctx.Err()
}
