package inprocess

import (
	"strconv"
	"strings"
)

// A cycle in binding arguments is JavaScript's error, not the tool's
// (JSON-8, issue #40 cause A): every client serializes a call's arguments
// with JSON.stringify before the tool is involved, so the call rejects
// with the TypeError V8's JSON.stringify throws, with its detail lines:
//
//	Converting circular structure to JSON
//	    --> starting at object with constructor 'Object'
//	    |     property 'a' -> object with constructor 'Array'
//	    --- index 0 closes the circle
//
// The other lossy values keep the binding's own refusal.

// cycleError is the encoder's refusal of binding arguments that contain a
// cycle; its message is V8's.
type cycleError struct{ msg string }

func (e *cycleError) Error() string { return e.msg }

// cyclePrefixLines and cyclePostfixLines are V8's
// kCircularErrorMessagePrefixCount and kCircularErrorMessagePostfixCount:
// a longer path shows its first and last lines around "|     ...".
const (
	cyclePrefixLines  = 2
	cyclePostfixLines = 1
)

// cycleMessage is V8's message for the cycle that closes back on the open
// frame k: the path from it through the open frames to the slot being
// read.
func (e *encoder) cycleMessage(k int) string {
	var b strings.Builder
	b.WriteString("Converting circular structure to JSON\n    --> starting at object with constructor '")
	b.WriteString(frameConstructor(&e.stack[k]))
	b.WriteString("'")
	last := len(e.stack) - 1
	var lines []string
	for j := k; j < last; j++ {
		lines = append(lines, "\n    |     "+frameKey(&e.stack[j])+" -> object with constructor '"+frameConstructor(&e.stack[j+1])+"'")
	}
	if len(lines) > cyclePrefixLines+cyclePostfixLines {
		lines = append(append(lines[:cyclePrefixLines:cyclePrefixLines], "\n    |     ..."), lines[len(lines)-cyclePostfixLines:]...)
	}
	for _, l := range lines {
		b.WriteString(l)
	}
	b.WriteString("\n    --- ")
	b.WriteString(frameKey(&e.stack[last]))
	b.WriteString(" closes the circle")
	return b.String()
}

// frameConstructor is the constructor V8 names for an open container: the
// encoder opens only arrays and plain objects (null-prototype ones
// included, which V8 also calls 'Object').
func frameConstructor(f *encFrame) string {
	if f.array {
		return "Array"
	}
	return "Object"
}

// frameKey is V8's name of the slot a frame is reading: "index N" in an
// array, "property 'k'" in an object.
func frameKey(f *encFrame) string {
	idx := max(f.i-1, 0)
	if f.array {
		return "index " + strconv.Itoa(idx)
	}
	return "property '" + f.keys[idx] + "'"
}

// rejectCycle rejects a binding's promise with the TypeError of err, when
// err is the encoder's cycle refusal; it reports whether it did.
func (r *run) rejectCycle(err error, reject func(any) error) bool {
	ce, ok := err.(*cycleError)
	if !ok {
		return false
	}
	r.settle(reject(r.vm.NewTypeError(ce.msg)))
	return true
}
