//go:build !unix && !windows

package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// lockDir on platforms without flock relies on Badger's own directory lock,
// whose error Open translates into ErrLocked.
func lockDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(dir, "memgate.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	return f, nil
}
