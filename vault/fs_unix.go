//go:build unix

package vault

import "os"

// replace renames old over new; rename(2) is atomic, and syncDir makes it
// durable.
func replace(old, new string) error { return os.Rename(old, new) }

// placeNew gives the file old the name new, failing with fs.ErrExist
// rather than replace a file created concurrently. On unix it links
// (link(2) never replaces); old stays, and moved is false.
func placeNew(old, new string) (moved bool, err error) { return false, os.Link(old, new) }

// syncDir makes a rename durable: without it a power cut can bring back the
// old directory entry even though the new file's data was synced.
func syncDir(dir string) error {
	d, err := openFile(dir, os.O_RDONLY, 0)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// closeBeforeReplace is false: a rename replaces a name whatever has the
// file open, and the writer keeps its descriptor on the replaced version
// to carry over appends.
const closeBeforeReplace = false
