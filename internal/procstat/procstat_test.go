package procstat

import "testing"

func TestPeakRSSKB(t *testing.T) {
	kb, err := PeakRSSKB()
	if err != nil {
		t.Fatal(err)
	}
	// A Go test binary holds at least a few MiB and far less than a TiB.
	if kb < 1024 || kb > 1<<30 {
		t.Fatalf("VmHWM %d KiB is not plausible", kb)
	}
}
