//go:build race

package bench

// raceEnabled: goja runs several times slower under the race detector.
const raceEnabled = true
