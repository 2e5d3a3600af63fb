package store

import (
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
)

// The largest entries still fit in one transaction each: creating,
// correcting (two items and two audit events in one commit), rejecting and
// restoring a note of a few hundred KB, and one just under the value-log
// threshold, whose item and events stay in the LSM tree and count in full
// against Badger's per-transaction limit.
func TestLargeEntriesFitInOneTransaction(t *testing.T) {
	t.Parallel()
	s := openTest(t, Options{})
	near := int(badgerOptions(t.TempDir(), Options{}).ValueThreshold) - 600
	for _, size := range []int{near, 300 << 10} {
		text := strings.Repeat("A long note line of plain words. ", size/33)
		it, err := s.Create(UserCLI, New{Text: text, Status: mem.Active, Confidence: 0.85}, "large")
		if err != nil {
			t.Fatalf("create %d bytes: %v", len(text), err)
		}
		fixed, err := s.Correct(UserCLI, it.ID, text+" Corrected.", "fix")
		if err != nil {
			t.Fatalf("correct %d bytes: %v", len(text), err)
		}
		if _, err := s.Reject(UserCLI, fixed.ID, "no"); err != nil {
			t.Fatalf("reject %d bytes: %v", len(text), err)
		}
		if _, err := s.Restore(UserCLI, fixed.ID, "yes"); err != nil {
			t.Fatalf("restore %d bytes: %v", len(text), err)
		}
		got, err := s.Get(fixed.ID)
		if err != nil || got.Text != text+" Corrected." {
			t.Fatalf("read back %d bytes: %v", len(text), err)
		}
	}
}
