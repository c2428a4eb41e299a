//go:build !race

package process

// raceSlack is extra address space for the race detector's shadow memory.
const raceSlack = 0
