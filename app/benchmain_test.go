package app

import (
	"flag"
	"os"
	"testing"

	"github.com/memgate/memgate/store"
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
	if !verifyMarks {
		// And under the soft memory limit memgate serve sets itself:
		// without it the heap of a cold ingest grows past 250 MB, and the
		// timings would be of a process nobody runs.
		store.SetMemoryLimit()
	}
	os.Exit(m.Run())
}
