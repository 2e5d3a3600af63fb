// Package atomicfile replaces memgate's own small files (config, tokens)
// atomically: a crash leaves the old file or the new one, never a torn
// one, and once WriteFile returns the new one survives a power cut.
//
// It is for files memgate owns. Files that belong to someone else (an
// agent's MEMORY.md, a person's notes) go through the vault writer, which
// also checks that nobody wrote them in between.
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// WriteFile writes b to path with mode perm through a temp file in the
// same directory: write, fsync, rename over path, fsync the directory (a
// rename is durable only once its directory is; on Windows the rename is
// a write-through MoveFileEx instead, see atomicfile_windows.go).
func WriteFile(path string, b []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // after a successful rename there is nothing left to remove
	err = f.Chmod(perm)
	if err == nil {
		_, err = f.Write(b)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = replace(tmp, path)
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
