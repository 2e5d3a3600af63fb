//go:build !linux

package app

import "testing"

// haveFloor: the floor (RENAME_EXCHANGE, syncfs) is Linux's; elsewhere
// BenchmarkColdIngest reports no x-floor.
const haveFloor = false

func floorWork(tb testing.TB, dir string, files []wsFile) {
	tb.Fatal("the floor runs on Linux only")
}
