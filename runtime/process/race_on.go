//go:build race

package process

// raceSlack is extra address space for the race detector, whose runtime
// maps memory of its own as the heap grows (its shadow is reserved at
// start-up). Small enough that memory hostile programs still meet the
// limit under -race.
const raceSlack = 512 << 20
