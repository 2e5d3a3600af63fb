//go:build unix

package atomicfile

import "os"

// replace renames tmp over path: rename(2) is atomic.
func replace(tmp, path string) error { return os.Rename(tmp, path) }

// syncDir makes the rename durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
