package app

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
)

// A memory file that memgate's own markers push past 2 MiB (the old size
// cap) stays governed: the line an agent appends next is read. At 100,000
// notes the benchmark's MEMORY.md of 20,000 entries grew from 1.7 to 2.2
// MB by its markers, and every later append was ignored.
func TestMarkedFileOverTwoMiBStaysGoverned(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Memory\n\n")
	filler := strings.Repeat("and the pipeline keeps the usual release steps ", 9)
	for i := 0; b.Len() < 2<<20-40_000; i++ {
		fmt.Fprintf(&b, "- Service %d builds with the standard toolchain %s\n", i, filler)
	}
	if b.Len() > ingest.DefaultMaxFileSize {
		t.Fatalf("the file is %d bytes, over the cap before marking", b.Len())
	}
	w := newWorld(t, map[string]string{"MEMORY.md": b.String()})
	fi, err := os.Stat(w.path("MEMORY.md"))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() <= 2<<20 {
		t.Fatalf("after marking the file is %d bytes; the test needs it past 2 MiB", fi.Size())
	}
	f, err := os.OpenFile(w.path("MEMORY.md"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("- The probe line appended after marking\n")
	f.Close()
	w.waitFor("the appended line", func() bool {
		items, err := w.st.ByText("The probe line appended after marking")
		return err == nil && len(items) == 1 && items[0].Status == mem.Active
	})
}

// Markers never push a file past the cap: memgate leaves the file as it
// is and says why, and its entries still reach the store.
func TestMarkingNeverPassesTheCap(t *testing.T) {
	w := newWorld(t, nil)
	w.stop()
	var b strings.Builder
	b.WriteString("# Memory\n\n")
	for i := range 400 {
		fmt.Fprintf(&b, "- Service %d builds with the standard toolchain\n", i)
	}
	orig := b.String()
	w.write("MEMORY.md", orig)
	w.cfg.MaxFileSize = len(orig) + 100 // room for the file, not its markers
	w.start()
	w.waitFor("the entries", func() bool {
		items, err := w.st.ByText("Service 399 builds with the standard toolchain")
		return err == nil && len(items) == 1
	})
	w.waitFor("an error naming the cap", func() bool {
		for _, ev := range w.eventsOf(EventError) {
			if strings.Contains(ev.Message, "max_file_size") {
				return true
			}
		}
		return false
	})
	if got := w.read("MEMORY.md"); got != orig {
		t.Fatalf("the file changed (%d bytes, cap %d)", len(got), w.cfg.MaxFileSize)
	}
}
