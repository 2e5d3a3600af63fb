package vault

import (
	"errors"
	"fmt"
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

// openSyncfs opens dir for syncfs(2) on its filesystem, or returns nil where
// one syncfs may be weaker than an fsync of each file: FUSE (but virtiofs),
// SMB and 9p ask the server or daemon to flush only on fsync, and syncfs
// just hands them the dirty pages. Being wrong here costs speed, not
// durability, so the list errs on their side. NFS commits every dirty file
// on syncfs and performs directory operations synchronously, so it stays.
func openSyncfs(dir string) (*os.File, error) {
	if !kernelAtLeast(5, 8) {
		// Before 5.8 syncfs returned 0 even when writeback failed, so it
		// cannot stand in for fsync's answer.
		return nil, nil
	}
	d, err := openFile(dir, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	var st unix.Statfs_t
	if err := unix.Fstatfs(int(d.Fd()), &st); err != nil {
		d.Close()
		return nil, &os.PathError{Op: "fstatfs", Path: dir, Err: err}
	}
	switch uint32(st.Type) {
	case unix.FUSE_SUPER_MAGIC, unix.SMB_SUPER_MAGIC, unix.CIFS_SUPER_MAGIC, unix.SMB2_SUPER_MAGIC, unix.V9FS_MAGIC:
		d.Close()
		return nil, nil
	}
	return d, nil
}

// syncfs makes everything written to d's filesystem durable, and reports
// the writeback errors there since d was opened or last synced.
func syncfs(d *os.File) error {
	if err := unix.Syncfs(int(d.Fd())); err != nil {
		return &os.PathError{Op: "syncfs", Path: d.Name(), Err: err}
	}
	return nil
}

func kernelAtLeast(major, minor int) bool {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return false
	}
	var a, b int
	if _, err := fmt.Sscanf(unix.ByteSliceToString(u.Release[:]), "%d.%d", &a, &b); err != nil {
		return false
	}
	return a > major || a == major && b >= minor
}

// reclaimable reports whether f, a replaced version held under its temp
// name, may become another file's temp: nobody else has it open at all (a
// write lease is granted only then, so no reader is still reading the
// old version and no appender can write to it), no other name leads to
// it (a hard link), and it carries no extended attributes (ACLs, labels) that a fresh temp would not have.
// The lease is dropped at once, as in noWriters.
func reclaimable(f *os.File) bool {
	rc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	ok := false
	rc.Control(func(fd uintptr) {
		var st unix.Stat_t
		if unix.Fstat(int(fd), &st) != nil || st.Nlink != 1 {
			return // another name leads to it: its content is not ours to change
		}
		if n, err := unix.Flistxattr(int(fd), nil); err != nil || n != 0 {
			return
		}
		if _, err := unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_WRLCK); err != nil {
			return
		}
		unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_UNLCK)
		ok = true
	})
	return ok
}

// renameNoReplace renames old to new unless new exists.
func renameNoReplace(old, new string) error {
	err := unix.Renameat2(unix.AT_FDCWD, old, unix.AT_FDCWD, new, unix.RENAME_NOREPLACE)
	if err != nil {
		return &os.LinkError{Op: "renameat2", Old: old, New: new, Err: err}
	}
	return nil
}
