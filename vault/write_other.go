//go:build !linux

package vault

import (
	"errors"
	"os"
)

// noWriters has no portable way to ask whether a file is open for writing;
// the caller falls back to a short linger.
func noWriters(*os.File) (settled, supported bool) { return false, false }

// openSyncfs: syncfs(2) is Linux-only; UpdateMany fsyncs each temp and each
// directory instead.
func openSyncfs(string) (*os.File, error) { return nil, nil }

// syncfs is never called where openSyncfs returns nil.
func syncfs(*os.File) error { return errors.ErrUnsupported }

// reclaimable: without leases there is no way to know that nobody holds
// a replaced version open, so UpdateMany never reuses one.
func reclaimable(*os.File) bool { return false }
