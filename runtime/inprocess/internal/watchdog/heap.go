package watchdog

import (
	goruntime "runtime"
	"runtime/metrics"
	"sync"
)

// Heap measurement: what the watchdog samples and the baseline a group of
// runs starts from.

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/live:bytes"}}
var heapMu sync.Mutex

// heapBytes is the heap occupied by objects, live or not yet swept.
func heapBytes() uint64 {
	heapMu.Lock()
	defer heapMu.Unlock()
	metrics.Read(heapSample)
	if heapSample[0].Value.Kind() != metrics.KindUint64 {
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	return heapSample[0].Value.Uint64()
}

// liveHeapBytes is the heap the last collection found live (garbage left
// by earlier runs does not count against the next), or heapBytes when the
// runtime does not report it.
func liveHeapBytes() uint64 {
	heapMu.Lock()
	metrics.Read(heapSample)
	live := heapSample[1].Value
	heapMu.Unlock()
	if live.Kind() != metrics.KindUint64 || live.Uint64() == 0 {
		return heapBytes()
	}
	return min(live.Uint64(), heapBytes())
}

// startBaseline is the heap a group of runs starts from. A heap of more
// than baselineCollect bytes may be an earlier run's garbage, or data that
// was live when the last collection ran (during that run): it is collected
// first, so no run inherits another's allocations.
func startBaseline() uint64 {
	if heapBytes() > baselineCollect {
		goruntime.GC()
		return heapBytes()
	}
	return liveHeapBytes()
}

// baselineCollect is the heap size above which a new group of runs
// collects garbage before taking its baseline.
const baselineCollect = 32 << 20
