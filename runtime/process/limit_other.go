//go:build !linux

package process

import "errors"

// Supported reports whether this platform has process isolation with an
// OS memory limit; only Linux does so far.
func Supported() bool { return false }

func limitAddressSpace(int64) error {
	return errors.New("no address-space limit on this platform")
}
