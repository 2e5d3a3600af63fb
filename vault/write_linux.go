package vault

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// exchange atomically swaps the directory entries old and new. It reports
// false, with no error, when the filesystem cannot exchange (older kernels,
// some network and FUSE filesystems); the caller then renames.
func exchange(old, new string) (bool, error) {
	err := unix.Renameat2(unix.AT_FDCWD, old, unix.AT_FDCWD, new, unix.RENAME_EXCHANGE)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOSYS), errors.Is(err, unix.EOPNOTSUPP):
		return false, nil
	}
	return false, &os.LinkError{Op: "renameat2", Old: old, New: new, Err: err}
}

// noWriters asks the kernel whether any descriptor, in any process, has f's
// inode open for writing: a read lease (F_SETLEASE F_RDLCK) is granted only
// when none has. The lease is dropped at once; the file is unlinked or about
// to be, so no one should break it meanwhile. supported is false when leases
// are unavailable (not the file's owner without CAP_LEASE, leases disabled,
// a filesystem without them).
func noWriters(f *os.File) (settled, supported bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return false, false
	}
	var lerr error
	if cerr := rc.Control(func(fd uintptr) {
		_, lerr = unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_RDLCK)
		if lerr == nil {
			unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_UNLCK)
		}
	}); cerr != nil {
		return false, false
	}
	switch {
	case lerr == nil:
		return true, true
	case errors.Is(lerr, unix.EAGAIN), errors.Is(lerr, unix.EBUSY):
		return false, true
	}
	return false, false
}
