package app

import "syscall"

// threadCPU is the CPU time the calling OS thread has used, in
// nanoseconds (the caller locks its goroutine to the thread): a figure a
// busy machine does not inflate the way it inflates wall time.
func threadCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
