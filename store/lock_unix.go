//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// lockDir takes an exclusive, non-blocking flock on dir/memgate.lock. Badger
// has its own directory lock, but ours fails first with a message that
// names memgate, and the kernel drops it when the holder dies, even by
// kill -9.
func lockDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(dir, "memgate.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	// A few quick retries: a child this process is forking inherits the
	// descriptor, and with it the lock, until its exec closes it (CLOEXEC),
	// so a store closed and reopened while a fork is in flight can find its
	// own lock held for a moment. Another memgate holds it for good.
	for try := 0; try < 10; try++ {
		if err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); !errors.Is(err, syscall.EWOULDBLOCK) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, lockedError(dir)
		}
		return nil, fmt.Errorf("store: lock %s: %w", dir, err)
	}
	return f, nil
}
