package procstat

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
)

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
