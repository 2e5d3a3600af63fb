//go:build unix

package recall

import (
	"syscall"
	"time"
)

// cpuTime is the user+system CPU time this process has used, for figures
// that a busy shared machine does not inflate the way it inflates wall
// time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
