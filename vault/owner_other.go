//go:build !unix

package vault

import (
	"io/fs"
	"os"
)

// copyOwner: ownership is inherited from the directory off unix.
func copyOwner(*os.File, fs.FileInfo, fs.FileInfo) {}
