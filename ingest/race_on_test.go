//go:build race

package ingest

// raceEnabled loosens timing assertions: the race detector slows parsing
// several times over.
const raceEnabled = true
