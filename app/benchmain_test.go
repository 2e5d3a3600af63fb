package app

import (
	"os"
	"testing"
)

// TestMain dispatches the benchmarks' child processes (bench_test.go) and
// otherwise runs the tests.
func TestMain(m *testing.M) {
	if arg := os.Getenv(envRSSChild); arg != "" {
		rssMain(arg)
	}
	os.Exit(m.Run())
}
