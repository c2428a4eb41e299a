//go:build !linux

package process

import (
	"errors"
	"syscall"
)

// Supported reports whether this platform has process isolation with an
// OS memory limit; only Linux does so far.
func Supported() bool { return false }

func limitAddressSpace(int64) (uint64, error) {
	return 0, errors.New("no address-space limit on this platform")
}

func gcLimit(memoryBytes int64) int64 { return memoryBytes + 64<<20 }

func procAttr(bool) *syscall.SysProcAttr { return nil }

const namespaceDetail = ""

func confineWorker(int64, bool) []Layer {
	return []Layer{{Name: LayerSeccomp, Detail: "confinement needs Linux"}}
}
