package procstat

import (
	"fmt"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// CPUTime returns the user plus kernel CPU time the process has used, on
// all its threads (see the unix version for why benchmarks want it).
func CPUTime() time.Duration {
	var created, exited, kernel, user windows.Filetime
	if err := windows.GetProcessTimes(windows.CurrentProcess(), &created, &exited, &kernel, &user); err != nil {
		return 0
	}
	// Filetime counts 100 ns ticks.
	ticks := func(t windows.Filetime) int64 { return int64(t.HighDateTime)<<32 | int64(t.LowDateTime) }
	return time.Duration(ticks(kernel)+ticks(user)) * 100
}

// processMemoryCounters is PROCESS_MEMORY_COUNTERS.
type processMemoryCounters struct {
	cb                         uint32
	PageFaultCount             uint32
	PeakWorkingSetSize         uintptr
	WorkingSetSize             uintptr
	QuotaPeakPagedPoolUsage    uintptr
	QuotaPagedPoolUsage        uintptr
	QuotaPeakNonPagedPoolUsage uintptr
	QuotaNonPagedPoolUsage     uintptr
	PagefileUsage              uintptr
	PeakPagefileUsage          uintptr
}

var getProcessMemoryInfo = windows.NewLazySystemDLL("kernel32.dll").NewProc("K32GetProcessMemoryInfo")

// PeakRSSKB returns the process's peak working set in KiB, Windows's
// counterpart of the peak resident set size.
func PeakRSSKB() (int64, error) {
	var c processMemoryCounters
	c.cb = uint32(unsafe.Sizeof(c))
	r, _, err := getProcessMemoryInfo.Call(uintptr(windows.CurrentProcess()), uintptr(unsafe.Pointer(&c)), uintptr(c.cb))
	if r == 0 {
		return 0, fmt.Errorf("procstat: GetProcessMemoryInfo: %w", err)
	}
	return int64(c.PeakWorkingSetSize) / 1024, nil
}
