//go:build !linux

package app

// threadCPU is not measured outside Linux.
func threadCPU() int64 { return 0 }
