//go:build unix

package app

import "syscall"

// flushPageCache writes every dirty page of the machine to disk (sync(2)),
// so that a timed run does not pay for an earlier copy's writeback.
func flushPageCache() { syscall.Sync() }
