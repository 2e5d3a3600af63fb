package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// ErrDataLost is the store's answer once its data directory is gone: it
// was deleted, replaced, or its volume unmounted while memgate ran. Badger
// cannot flush to a directory that is not there (it retries forever), so
// the store stops accepting mutations rather than acknowledge what it can
// no longer keep. Reads of what Badger holds in memory may still answer.
var ErrDataLost = errors.New("the data directory is gone")

// health watches the data directory's identity (see doc.go).
type health struct {
	mu   sync.Mutex
	err  error         // the loss, once detected
	lost chan struct{} // closed at the loss
	// dirs are the directories whose identity must not change, with what
	// they were at Open.
	dirs  []string
	infos []os.FileInfo
}

func (h *health) init(dirs ...string) error {
	h.lost = make(chan struct{})
	for _, d := range dirs {
		fi, err := os.Stat(d)
		if err != nil {
			return fmt.Errorf("store: %w", err)
		}
		h.dirs, h.infos = append(h.dirs, d), append(h.infos, fi)
	}
	return nil
}

// check compares each directory with what it was at Open; a missing or
// different directory is a loss.
func (h *health) check() error {
	for i, d := range h.dirs {
		fi, err := os.Stat(d)
		switch {
		case err != nil:
			return h.fail(fmt.Errorf("%w: %s: %v", ErrDataLost, d, err))
		case !os.SameFile(fi, h.infos[i]):
			return h.fail(fmt.Errorf("%w: %s was replaced (another directory or volume is there now)", ErrDataLost, d))
		}
	}
	return h.fault()
}

// fail records the first loss and closes lost.
func (h *health) fail(err error) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err == nil {
		h.err = err
		close(h.lost)
	}
	return h.err
}

func (h *health) fault() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.err
}

// Fault is nil while the store is healthy; once the data directory is
// lost it is that loss (wrapping ErrDataLost), for good.
func (s *Store) Fault() error { return s.health.fault() }

// Lost is closed when the store detects the loss of its data directory.
func (s *Store) Lost() <-chan struct{} { return s.health.lost }

// syncFailed checks, after a failed sync, whether the directory is gone:
// then the failure is the loss and is reported as such.
func (s *Store) syncFailed(err error) error {
	if s.opt.InMemory {
		return err
	}
	if lerr := s.health.check(); lerr != nil {
		s.log.Error("store: data directory lost; refusing mutations", "err", lerr)
		return lerr
	}
	return err
}

// defaultCheckInterval is how often the directory's identity is checked:
// a stat of two directories, cheap enough to run every second.
const defaultCheckInterval = time.Second

// dataDirs are the directories whose identity the store watches.
func dataDirs(dir string) []string { return []string{dir, filepath.Join(dir, "badger")} }
