//go:build !race

package langlib_test

// raceBuild is false without -race (see race_on_test.go).
const raceBuild = false
