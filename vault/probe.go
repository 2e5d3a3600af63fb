package vault

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Health is whether a source can be read right now.
type Health string

const (
	// Healthy: the root (and a single-file source's file) is there and
	// readable.
	Healthy Health = "ok"
	// Missing: the root or the file does not exist, is not what it should
	// be (a file where a directory was), or its volume is not mounted.
	Missing Health = "missing"
	// Unreadable: it exists but cannot be read (permissions, I/O error).
	Unreadable Health = "unreadable"
)

// Probe says whether src can be read now, and why not. dev is the device
// the root lives on (0 when unknown), so that a caller can notice an
// unmounted volume: the mount point stays behind, empty and on the parent
// file system's device. wasDev is the device last seen healthy (0 for
// none); a root that now sits on another device and is empty is reported
// Missing rather than as a folder whose files were all deleted.
func Probe(src Source, wasDev uint64) (h Health, reason string, dev uint64) {
	fi, err := os.Stat(src.Root)
	if err != nil {
		return fromErr(src.Root, err)
	}
	if !fi.IsDir() {
		return Missing, src.Root + " is not a directory", 0
	}
	dev = IdentityOf(fi).Dev
	d, err := os.Open(src.Root)
	if err != nil {
		h, reason, _ := fromErr(src.Root, err)
		return h, reason, dev
	}
	names, err := d.Readdirnames(1)
	d.Close()
	if err != nil && !errors.Is(err, io.EOF) {
		return Unreadable, fmt.Sprintf("%s: %v", src.Root, err), dev
	}
	if wasDev != 0 && dev != 0 && dev != wasDev && len(names) == 0 {
		return Missing, src.Root + " is empty and on another device than before: its volume is probably not mounted", dev
	}
	if src.File != "" {
		p := filepath.Join(src.Root, src.File)
		fi, err := os.Lstat(p)
		if err != nil {
			h, reason, _ := fromErr(p, err)
			return h, reason, dev
		}
		if !fi.Mode().IsRegular() {
			return Missing, p + " is not a regular file", dev
		}
		f, err := os.Open(p)
		if err != nil {
			h, reason, _ := fromErr(p, err)
			return h, reason, dev
		}
		f.Close()
	}
	return Healthy, "", dev
}

func fromErr(p string, err error) (Health, string, uint64) {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Missing, p + " does not exist", 0
	case errors.Is(err, fs.ErrPermission):
		return Unreadable, p + ": permission denied", 0
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return Unreadable, fmt.Sprintf("%s: %v", p, pe.Err), 0
	}
	return Unreadable, fmt.Sprintf("%s: %v", p, err), 0
}
