//go:build !linux

package store

// pageOutTables does nothing here: MADV_PAGEOUT is Linux's.
func pageOutTables(string) (int, bool) { return 0, false }
