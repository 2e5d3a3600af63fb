// Package procstat reads figures about the running process that the
// benchmarks report: the peak resident set size and the CPU time used.
// It is Linux-only by nature (it reads /proc) and used only from tests.
package procstat

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// CPUTime returns the user plus system CPU time the process has used, on
// all its threads. Benchmarks on shared machines report it next to wall
// time: another job on the same cores stretches wall time but hardly the
// CPU time a piece of work needs.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// PeakRSSKB returns the process's peak resident set size (VmHWM) in KiB.
func PeakRSSKB() (int64, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, errors.New("procstat: no VmHWM in /proc/self/status")
}
