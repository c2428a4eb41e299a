package adaptertest

import (
	"strings"
	"sync"
	"testing"
)

// AddIn and AddOut are the input and output of the typed tool "add" of
// the framework adapters' tests (Eino, Genkit): the framework infers the
// tool's schema from their tags.
type AddIn struct {
	A int `json:"a" jsonschema:"description=first addend"`
	B int `json:"b" jsonschema:"description=second addend"`
}

// AddOut is add's result.
type AddOut struct {
	Sum int `json:"sum"`
}

// RoundTrip is a program run by run_code as a framework tool, over the
// framework's tools imported into the registry: add, shout (upper-cases
// its text) and fail (always fails with "the disk is on fire").
type RoundTrip struct {
	Name string
	Code string
	Want string // a substring of the tool output; "ERROR…" for a failure
}

// RoundTrips are the programs every framework adapter's round trip
// runs; the text tool logs one console line, "HI".
func RoundTrips() []RoundTrip {
	return []RoundTrip{
		{"text tool", `const s = await tools.shout({text: "hi"}); console.log(s); return s + "!"`, "HI\nHI!"},
		{"tool error is catchable", `try { await tools.fail({}) } catch (e) { return e.message }`, "the disk is on fire"},
		{"program throws", `throw new Error("nope")`, "ERROR (CODE_RUN_FAILED):\n"},
		{"bad arguments", `return await tools.add({a: "x"})`, "ERROR (CODE_RUN_FAILED):\n"},
	}
}

// CheckOutput fails unless the tool output got holds want, and is marked
// as a failure exactly when want is.
func CheckOutput(t *testing.T, got, want string) {
	t.Helper()
	if !strings.Contains(got, want) || strings.HasPrefix(want, "ERROR") != strings.HasPrefix(got, "ERROR") {
		t.Errorf("tool output %q, want %q", got, want)
	}
}

// Lines collects console lines; Log fits the adapters' OnLog.
type Lines struct {
	mu    sync.Mutex
	lines []string
}

// Log records one line.
func (l *Lines) Log(callID, line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, line)
}

// String is the lines so far joined by "|".
func (l *Lines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "|")
}
