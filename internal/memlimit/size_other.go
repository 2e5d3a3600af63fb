//go:build !unix

package memlimit

import "io/fs"

// diskSize is the file's length: where files are not sparse (Windows
// allocates what Badger preallocates), that is what it takes.
func diskSize(fi fs.FileInfo) int64 { return fi.Size() }
