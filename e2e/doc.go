// Package e2e holds memgate's end-to-end tests that need more than one
// process: agents appending from their own processes while reviews force
// write-backs, and `memgate serve` killed with SIGKILL mid-write — during
// review write-backs, and during a first ingest of 3,000 notes. It has no
// code of its own.
package e2e
