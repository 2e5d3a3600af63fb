// Package procstat reads figures about the running process that the
// benchmarks report: the peak resident set size and the CPU time used.
// Each figure comes from the OS's own source (/proc and getrusage on
// Linux, getrusage elsewhere on unix, the process's counters on Windows),
// in the files named after the OS. It is used only from tests.
package procstat
