//go:build !linux && !darwin

package vault

import "errors"

// exchange: no atomic swap of two names here (Windows has none); the
// caller renames, and the window this leaves is documented on Update.
func exchange(old, new string) (bool, error) { return false, nil }

// renameNoReplace is only reached where reclaimable said yes, which needs
// Linux's leases.
func renameNoReplace(string, string) error { return errors.ErrUnsupported }
