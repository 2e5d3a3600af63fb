package app

import (
	"flag"
	"os"
	"testing"

	"github.com/memgate/memgate/internal/memlimit"
)

// testVerifyMarks is Options.VerifyMarks for the engines tests start: on
// in tests, off in benchmarks.
var testVerifyMarks bool

// TestMain dispatches the benchmarks' child processes (bench_test.go) and
// otherwise runs the tests.
func TestMain(m *testing.M) {
	if arg := os.Getenv(envRSSChild); arg != "" {
		rssMain(arg)
	}
	flag.Parse()
	// Tests check every render's predicted marks against a parse; the
	// benchmarks measure the engine as it runs.
	testVerifyMarks = flag.Lookup("test.bench").Value.String() == ""
	if !testVerifyMarks {
		// And under the soft memory limit memgate serve sets itself:
		// without it the heap of a cold ingest grows past 250 MB, and the
		// timings would be of a process nobody runs.
		memlimit.Apply("") // the floor: these benchmarks start from an empty store
	}
	code := m.Run()
	removeBenchWorkspaces() // the generated templates (bench_test.go)
	os.Exit(code)
}
