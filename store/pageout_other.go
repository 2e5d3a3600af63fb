//go:build !linux

package store

import "time"

// pageOutBudget has no use here.
const pageOutBudget = 0

// pageOutTables does nothing here: MADV_PAGEOUT is Linux's.
func pageOutTables(string) (int, bool) { return 0, false }

// pager never finds a pass due here.
type pager struct{ budget int64 }

func (pager) paged()             {}
func (pager) due(time.Time) bool { return false }
