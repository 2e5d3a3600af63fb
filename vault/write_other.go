//go:build !linux

package vault

import "os"

// exchange is Linux-only (renameat2); elsewhere the caller renames.
func exchange(old, new string) (bool, error) { return false, nil }

// noWriters has no portable way to ask whether a file is open for writing;
// the caller falls back to a short linger.
func noWriters(*os.File) (settled, supported bool) { return false, false }
