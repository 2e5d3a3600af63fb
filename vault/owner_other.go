//go:build !unix

package vault

import "os"

// copyOwner: ownership is inherited from the directory off unix.
func copyOwner(tmp, orig *os.File) {}
