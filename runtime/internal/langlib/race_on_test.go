//go:build race

package langlib_test

// raceBuild is true in a -race build (see race_off_test.go).
const raceBuild = true
