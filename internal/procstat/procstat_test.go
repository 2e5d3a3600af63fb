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

func TestCPUTime(t *testing.T) {
	a := CPUTime()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i % 7
	}
	if b := CPUTime(); b <= a || x == 0 {
		t.Fatalf("CPU time did not advance: %v then %v", a, b)
	}
}
