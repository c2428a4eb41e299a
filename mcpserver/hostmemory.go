package mcpserver

import (
	"runtime/debug"
	"runtime/metrics"
)

// heapSample is the runtime metric admission reads: the bytes of heap
// objects, live or not yet collected. Under a memory limit set to the
// budget (LimitHostMemory) the collector keeps garbage from
// lingering near it, so what remains is what runs hold: their outputs in
// flight, decoded, canonically encoded and rendered for the client.
const heapSample = "/memory/classes/heap/objects:bytes"

// hostHeap reports the heap bytes the process holds now.
func hostHeap() uint64 {
	s := []metrics.Sample{{Name: heapSample}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// LimitHostMemory makes the Go collector work to stay under budget bytes
// (debug.SetMemoryLimit), the companion of Admission.MaxHostMemory. It
// only lowers a limit that GOMEMLIMIT or another caller set higher; zero
// or less changes nothing.
func LimitHostMemory(budget int64) {
	if budget <= 0 {
		return
	}
	if cur := debug.SetMemoryLimit(-1); budget < cur {
		debug.SetMemoryLimit(budget)
	}
}
