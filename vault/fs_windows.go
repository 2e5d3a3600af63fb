//go:build windows

package vault

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// shareAll lets other programs read, write, rename and delete a file while
// memgate has it open, as on unix (Go's os.Open leaves out
// FILE_SHARE_DELETE). Another program's replacing rename still fails while
// memgate holds the file, from read to commit, unless it asks for POSIX
// semantics (FILE_RENAME_FLAG_POSIX_SEMANTICS): Windows replaces only a
// file nobody has open.
const shareAll = windows.FILE_SHARE_READ | windows.FILE_SHARE_WRITE | windows.FILE_SHARE_DELETE

// closeBeforeReplace: MoveFileEx cannot replace a file that any handle has
// open, even one that shares delete access, so the writer lets go of the
// target after its re-check (see commit).
const closeBeforeReplace = true

// nameSurrogate is the reparse-tag bit of links (symlinks, junctions, WSL
// links): the reparse points that name another file. Other reparse points
// (OneDrive placeholders, deduplicated files) are files in their own right.
const nameSurrogate = 0x20000000

// fileAttributeTagInfo is FILE_ATTRIBUTE_TAG_INFO.
type fileAttributeTagInfo struct {
	FileAttributes uint32
	ReparseTag     uint32
}

// openNoFollow opens path with flag (O_RDONLY, O_WRONLY or O_RDWR), but
// refuses (ELOOP, as O_NOFOLLOW does on unix) a link as its last component.
// The handle is opened with FILE_FLAG_OPEN_REPARSE_POINT, so a link is
// opened itself, not followed, and then refused. Any other reparse point
// can be read only through its filter driver: it is opened again normally,
// and kept only if both handles name the same file, so that a link swapped
// in between is refused too.
func openNoFollow(path string, flag int) (*os.File, error) {
	access := uint32(windows.GENERIC_READ)
	switch flag & (os.O_RDONLY | os.O_WRONLY | os.O_RDWR) {
	case os.O_WRONLY:
		access = windows.GENERIC_WRITE
	case os.O_RDWR:
		access |= windows.GENERIC_WRITE
	}
	h, err := createFile(path, access, windows.FILE_FLAG_OPEN_REPARSE_POINT)
	if err != nil {
		return nil, err
	}
	var tag fileAttributeTagInfo
	if err := windows.GetFileInformationByHandleEx(h, windows.FileAttributeTagInfo, (*byte)(unsafe.Pointer(&tag)), uint32(unsafe.Sizeof(tag))); err != nil {
		windows.CloseHandle(h)
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if tag.FileAttributes&windows.FILE_ATTRIBUTE_REPARSE_POINT == 0 {
		return os.NewFile(uintptr(h), path), nil
	}
	if tag.ReparseTag&nameSurrogate != 0 {
		windows.CloseHandle(h)
		return nil, &os.PathError{Op: "open", Path: path, Err: syscall.ELOOP}
	}
	h2, err := createFile(path, access, 0)
	if err != nil {
		windows.CloseHandle(h)
		return nil, err
	}
	same, err := sameFile(h, h2)
	windows.CloseHandle(h)
	if err != nil || !same {
		windows.CloseHandle(h2)
		if err == nil {
			err = syscall.ELOOP
		}
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(h2), path), nil
}

// openTarget opens a file that is about to be replaced, for reading,
// sharing every access with other programs.
func openTarget(path string) (*os.File, error) {
	h, err := createFile(path, windows.GENERIC_READ, 0)
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(h), path), nil
}

// createFile opens an existing file with shareAll. A read-only open can
// open a directory (FILE_FLAG_BACKUP_SEMANTICS), so that the caller reports
// ErrNotRegular rather than "access denied", as on unix.
func createFile(path string, access, flags uint32) (windows.Handle, error) {
	p, err := windows.UTF16PtrFromString(longPath(path))
	if err != nil {
		return windows.InvalidHandle, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if access&windows.GENERIC_WRITE == 0 {
		flags |= windows.FILE_FLAG_BACKUP_SEMANTICS
	}
	h, err := windows.CreateFile(p, access, shareAll, nil, windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL|flags, 0)
	if err != nil {
		return windows.InvalidHandle, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return h, nil
}

// sameFile reports whether a and b are handles on one file.
func sameFile(a, b windows.Handle) (bool, error) {
	var x, y windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(a, &x); err != nil {
		return false, err
	}
	if err := windows.GetFileInformationByHandle(b, &y); err != nil {
		return false, err
	}
	return x.VolumeSerialNumber == y.VolumeSerialNumber && x.FileIndexHigh == y.FileIndexHigh && x.FileIndexLow == y.FileIndexLow, nil
}

// replace renames old over new with MoveFileEx: MOVEFILE_REPLACE_EXISTING
// for rename(2)'s atomic replacement, MOVEFILE_WRITE_THROUGH for the
// durability that syncDir gives on unix (it returns once the move is on
// disk).
func replace(old, new string) error {
	return moveFile(old, new, windows.MOVEFILE_REPLACE_EXISTING|windows.MOVEFILE_WRITE_THROUGH)
}

// placeNew moves old to new unless new exists (fs.ErrExist), durably;
// moved is then true: the temp is the target. Unlike a hard link it works
// on every Windows filesystem.
func placeNew(old, new string) (moved bool, err error) {
	if err := moveFile(old, new, windows.MOVEFILE_WRITE_THROUGH); err != nil {
		return false, err
	}
	return true, nil
}

// moveFile is MoveFileEx, retried for about half a second while the
// source or the target is held open: an indexer or a virus scanner often
// opens a file just written, and a reader of the target (an editor, an
// agent) makes the replacement fail until it closes it. Only then is the
// error returned, with nothing changed.
func moveFile(old, new string, flags uint32) error {
	from, err := windows.UTF16PtrFromString(longPath(old))
	if err != nil {
		return &os.LinkError{Op: "MoveFileEx", Old: old, New: new, Err: err}
	}
	to, err := windows.UTF16PtrFromString(longPath(new))
	if err != nil {
		return &os.LinkError{Op: "MoveFileEx", Old: old, New: new, Err: err}
	}
	pause := time.Millisecond
	for try := 0; ; try++ {
		err = windows.MoveFileEx(from, to, flags)
		if err == nil {
			return nil
		}
		busy := errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_ACCESS_DENIED)
		if !busy || try == 9 {
			return &os.LinkError{Op: "MoveFileEx", Old: old, New: new, Err: err}
		}
		time.Sleep(pause)
		pause = min(2*pause, 200*time.Millisecond)
	}
}

// syncDir: a directory cannot be flushed on Windows (FlushFileBuffers
// needs write access, which a directory handle does not get), and need not
// be: every rename goes through moveFile with MOVEFILE_WRITE_THROUGH.
func syncDir(string) error { return nil }

// longPath returns path in the \\?\ form when it is too long for the
// Win32 path limit, as Go's os package does for its own calls.
func longPath(path string) string {
	const limit = 248 // MAX_PATH less room for an 8.3 file name
	switch {
	case len(path) < limit, strings.HasPrefix(path, `\\?\`):
		return path
	case strings.HasPrefix(path, `\\`):
		return `\\?\UNC\` + path[2:]
	case len(path) >= 3 && path[1] == ':' && path[2] == '\\':
		return `\\?\` + path
	}
	return path
}

// openFile is os.OpenFile: the poller's extra syscalls that open_unix.go
// avoids are a unix matter.
func openFile(path string, flag int, perm fs.FileMode) (*os.File, error) {
	return os.OpenFile(path, flag, perm)
}

// DirWritable is true: Windows has no access(2) that answers for a
// read-only volume and a directory's ACL alike, so a refused write is
// found by trying it.
func DirWritable(path string) bool { return true }
