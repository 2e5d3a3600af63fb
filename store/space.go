package store

import (
	"errors"
	"fmt"
	"sync"
)

// ErrDiskFull is the store's answer while the disk holding its data
// directory has less free space than the store's reserve. Badger writes
// its logs and tables through memory mappings of files it has sized
// ahead, and a page the file system cannot back kills the process with
// SIGBUS instead of failing a write: measured with a 12 MiB tmpfs under a
// 10,000-note vault, memgate died mid-compaction, and again at every start
// until space was freed. So the store refuses mutations before that point
// and takes them again, with nothing to restart, once space is back.
var ErrDiskFull = errors.New("not enough free disk space")

// reserveFloor is the least free space the store writes into: Badger's
// next value-log file (32 MiB, mapped in full), two memtable logs and the
// tables of a compaction.
const reserveFloor = 64 << 20

// reserve is the free space the store keeps for a store of size bytes: a
// compaction writes its new tables before it deletes the old ones, and
// its largest, of the base level and the level-0 tables above it, was
// about a fifth of the store at 100,000 notes (~50 of 250 MB).
func reserve(size int64) int64 { return reserveFloor + size/4 }

// space tracks the free space of the data directory's disk.
type space struct {
	mu   sync.Mutex
	err  error // ErrDiskFull, wrapped with the figures, while short
	was  bool  // short at some check since SpaceRecovered last said so
	free func(dir string) (int64, error)
}

// check measures the free space now and records whether it is short.
// An unknown figure (a platform without statfs, a failed call) is never
// a shortage: the guard only prevents a crash it can see coming.
func (sp *space) check(dir string, size int64) error {
	free, err := sp.free(dir)
	var short error
	if err == nil && free >= 0 && free < reserve(size) {
		short = fmt.Errorf("%w: %s has %d MiB free and memgate keeps %d MiB free so that its store is never cut off mid-write; free some space and memgate goes on by itself",
			ErrDiskFull, dir, free>>20, reserve(size)>>20)
	}
	sp.mu.Lock()
	sp.err = short
	sp.was = sp.was || short != nil
	sp.mu.Unlock()
	return short
}

func (sp *space) fault() error {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.err
}

// Space is nil while the data directory's disk has room for the store's
// writes, and ErrDiskFull, with the figures, while it does not. It is
// measured before every mutation and every CheckInterval, so it clears by
// itself once space is freed.
func (s *Store) Space() error { return s.space.fault() }

// SpaceRecovered is true once after a shortage of disk space has ended:
// what the store refused meanwhile (a file's items, its state) is then
// for its caller to try again.
func (s *Store) SpaceRecovered() bool {
	sp := &s.space
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sp.was && sp.err == nil {
		sp.was = false
		return true
	}
	return false
}

// writable is what a mutation checks first: the data directory is there
// and its disk has room.
func (s *Store) writable() error {
	if err := s.lostNow(); err != nil {
		return err
	}
	return s.checkSpace()
}

func (s *Store) checkSpace() error {
	if s.opt.InMemory {
		return nil
	}
	was := s.space.fault()
	lsm, vlog := s.db.Size()
	err := s.space.check(s.dir, lsm+vlog)
	switch {
	case err != nil && was == nil:
		s.log.Error("store: refusing mutations", "err", err)
	case err == nil && was != nil:
		s.log.Info("store: disk space is back; taking mutations again")
	}
	return err
}
