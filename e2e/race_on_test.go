//go:build race

package e2e

// raceEnabled scales TestConcurrentAppendersAndReviews down: under the
// detector its full size took 13 minutes of the package's 30, and the
// interleavings it is there to find need no 10,000 lines. `make unit`
// runs the full size once more without the detector.
const raceEnabled = true
