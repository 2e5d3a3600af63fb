//go:build unix

package memlimit

import (
	"io/fs"
	"syscall"
)

// diskSize is the bytes the file takes: its length, or the blocks
// allocated to it where fewer (a sparse file). A small file counts its
// length, not the block it rounds up to.
func diskSize(fi fs.FileInfo) int64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return min(fi.Size(), int64(st.Blocks)*512)
	}
	return fi.Size()
}
