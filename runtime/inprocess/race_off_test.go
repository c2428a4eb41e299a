//go:build !race

package inprocess

// raceBuild says whether the race detector is on: tests that run many
// programs (TestTest262) run a fixed sample under it, where goja is
// several times slower.
const raceBuild = false
