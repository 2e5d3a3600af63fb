//go:build unix

package vault

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"golang.org/x/sys/unix"
)

// openFile opens path as os.OpenFile does, minus the poller. os.OpenFile
// offers every descriptor to the runtime's poller, which on Linux costs
// five more syscalls than the open itself: O_NONBLOCK set (two fcntl), an
// epoll_ctl that a regular file refuses, O_NONBLOCK cleared (two more).
// os.NewFile takes the descriptor as it is, with one fcntl to read its
// flags. The files memgate governs are regular (readAll refuses anything
// else before reading), so the poller never had them anyway; a cold ingest
// opens each of them four or five times, and these calls were a third of
// its syscalls.
func openFile(path string, flag int, perm fs.FileMode) (*os.File, error) {
	for {
		fd, err := syscall.Open(path, flag|syscall.O_CLOEXEC, uint32(perm.Perm()))
		if err == nil {
			return os.NewFile(uintptr(fd), path), nil
		}
		if err != syscall.EINTR {
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
	}
}

// openNoFollow opens path with flag, but fails (ELOOP) when its last
// component is a symlink: the caller checked that path leads to a file
// inside the source, and a link swapped in since must not take it out.
func openNoFollow(path string, flag int) (*os.File, error) {
	return openFile(path, flag|syscall.O_NOFOLLOW, 0)
}

// openTarget opens a file that is about to be replaced, for reading. Any
// open descriptor lets a rename replace the name on unix.
func openTarget(path string) (*os.File, error) { return openFile(path, os.O_RDONLY, 0) }

// DirWritable reports whether the directory of path takes writes as far
// as access(2) can tell: false on a read-only mount (EROFS) or without
// write permission on the directory, which every replace of path needs.
// A full disk or a quota it cannot see: there it says true, and only
// trying the write tells.
func DirWritable(path string) bool {
	return unix.Access(filepath.Dir(path), unix.W_OK) == nil
}
