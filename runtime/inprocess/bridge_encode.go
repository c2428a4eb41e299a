package inprocess

import (
	"sync"
	"sync/atomic"

	"github.com/dop251/goja"
)

// maxPooledBuf is the largest text buffer a pooled encoder keeps; a larger
// one is handed to the caller instead of being copied.
const maxPooledBuf = 64 << 10

// encoders recycles the encoders of (*run).encode: their text buffer and
// stack survive across calls, so a small argument costs one exact-size
// copy of its text. Encoding can run program getters that call bindings
// and so encode again; each level takes its own encoder from the pool.
var encoders = sync.Pool{New: func() any {
	e := new(encoder)
	e.tryFn = e.tryEncode
	return e
}}

// getEncoder returns a pooled encoder configured like a fresh one.
func getEncoder(objectProto, arrayProto *goja.Object, halt *atomic.Bool, limit int, hard bool) *encoder {
	e := encoders.Get().(*encoder)
	e.objectProto, e.arrayProto, e.halt, e.limit, e.hardLimit = objectProto, arrayProto, halt, limit, hard
	return e
}

// tryEncode is the function the pooled encoder passes to vm.Try, bound
// once so that containing getter throws allocates nothing per call.
func (e *encoder) tryEncode() { e.err = e.encode(e.v) }

// text returns the encoded text as a slice the caller owns.
func (e *encoder) text() []byte {
	if cap(e.buf) > maxPooledBuf {
		b := e.buf
		e.buf = nil
		return b
	}
	return append([]byte(nil), e.buf...)
}

// putEncoder drops e's references to the realm and pools it.
func putEncoder(e *encoder) {
	if cap(e.stack) > 1024 {
		e.stack = nil
	}
	clear(e.stack[:cap(e.stack)])
	buf, stack, tryFn := e.buf[:0], e.stack[:0], e.tryFn
	if cap(buf) > maxPooledBuf {
		buf = nil
	}
	*e = encoder{buf: buf, stack: stack, tryFn: tryFn}
	encoders.Put(e)
}
