package vault

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"time"
)

// Identity is what the filesystem says about a file without reading it. The
// engine stores it next to the content hash so that a warm restart can skip
// a file whose identity is unchanged, and the writer compares it to detect a
// file replaced or grown behind its back.
type Identity struct {
	// Dev and Ino name the inode; an atomic save by another program changes
	// Ino even when size and mtime happen to match. Both are zero on
	// platforms that do not expose them.
	Dev, Ino uint64
	// Size is the length in bytes.
	Size int64
	// ModTime is the modification time, at the filesystem's resolution.
	ModTime time.Time
}

// Equal reports whether a and b describe the same, unchanged file.
func (a Identity) Equal(b Identity) bool {
	return a.Dev == b.Dev && a.Ino == b.Ino && a.Size == b.Size && a.ModTime.Equal(b.ModTime)
}

// IdentityOf extracts the identity from fi, as returned by os.Stat, os.Lstat
// or (*os.File).Stat.
func IdentityOf(fi fs.FileInfo) Identity {
	id := Identity{Size: fi.Size(), ModTime: fi.ModTime()}
	id.Dev, id.Ino = devIno(fi)
	return id
}

// StatIdentity returns the identity of the file at path, without following a
// final symlink.
func StatIdentity(path string) (Identity, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return Identity{}, err
	}
	return IdentityOf(fi), nil
}

// Sum is the SHA-256 of a file's bytes. It is how vault recognises its own
// writes and how the writer re-checks that a file is still what it read.
type Sum [sha256.Size]byte

// Hash returns the Sum of b.
func Hash(b []byte) Sum { return sha256.Sum256(b) }

// String returns the hex form of s.
func (s Sum) String() string { return hex.EncodeToString(s[:]) }
