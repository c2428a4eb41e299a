//go:build race

package process

// raceSlack is extra address space for the race detector's shadow memory,
// which grows with the heap (several times its size) outside it.
const raceSlack = 8 << 30
