// Package e2e holds memgate's end-to-end tests that need more than one
// process: agents appending from their own processes while reviews force
// write-backs; `memgate serve` killed with SIGKILL mid-write (during review
// write-backs, and during a first ingest of 3,000 notes); and two devices,
// each a `memgate serve` of its own, syncing one folder through two real
// Syncthing instances on loopback (devices_test.go, over the pair in
// syncthing_test.go). It has no code outside its tests.
package e2e
