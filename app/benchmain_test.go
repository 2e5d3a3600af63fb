package app

import (
	"flag"
	"os"
	"testing"
)

// TestMain dispatches the benchmarks' child processes (bench_test.go) and
// otherwise runs the tests.
func TestMain(m *testing.M) {
	if arg := os.Getenv(envRSSChild); arg != "" {
		rssMain(arg)
	}
	flag.Parse()
	// Tests check every render's predicted marks against a parse; the
	// benchmarks measure the engine as it runs.
	verifyMarks = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}
