package vault

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// exchange atomically swaps the directory entries old and new with
// renamex_np RENAME_SWAP, macOS's counterpart of Linux's RENAME_EXCHANGE
// (APFS has it). It reports false, with no error, where the filesystem
// cannot swap (HFS+, SMB, FAT); the caller then renames.
func exchange(old, new string) (bool, error) {
	err := unix.RenamexNp(old, new, unix.RENAME_SWAP)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, unix.ENOTSUP), errors.Is(err, unix.EOPNOTSUPP), errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOSYS):
		return false, nil
	}
	return false, &os.LinkError{Op: "renamex_np", Old: old, New: new, Err: err}
}

// renameNoReplace renames old to new unless new exists (RENAME_EXCL). It is
// only reached where reclaimable said yes, which needs leases macOS lacks;
// it is here so that the two rename primitives live side by side.
func renameNoReplace(old, new string) error {
	if err := unix.RenamexNp(old, new, unix.RENAME_EXCL); err != nil {
		return &os.LinkError{Op: "renamex_np", Old: old, New: new, Err: err}
	}
	return nil
}
