//go:build unix && !linux

package procstat

import (
	"fmt"
	"runtime"
	"syscall"
)

// PeakRSSKB returns the process's peak resident set size in KiB, from
// getrusage's ru_maxrss: bytes on macOS, KiB on the BSDs.
func PeakRSSKB() (int64, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, fmt.Errorf("procstat: getrusage: %w", err)
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss) / 1024, nil
	}
	return int64(ru.Maxrss), nil
}
