package guard

import (
	"strings"
	"testing"
)

// TestStringifyHalted: a run already stopped unwinds out of a stringify
// that runs no program code (the halt flag is checked every
// jsonHaltEvery values).
func TestStringifyHalted(t *testing.T) {
	p := newJSONPair(t, 256<<20)
	p.halt = true
	got, err := p.outcome(`const a = []; a.length = 5000; try { S(a) } catch (e) { return [e.name, e.message] }`, p.ours)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[string:RangeError | string:run halted by the sandbox]`; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	p.halt = false
	if got, _ := p.outcome(`return S([1])`, p.ours); got != "string:[1]" {
		t.Fatalf("after the halt cleared: %s", got)
	}
}

// TestStringifyFastLayout: the fast path's view of goja's objects was
// found (it is checked against sample objects when discovered); without
// it every read would silently take the slower generic path.
func TestStringifyFastLayout(t *testing.T) {
	if jsonFastLayout() == nil {
		t.Fatal("goja's object layout was not recognised: the JSON.stringify fast path is off")
	}
}

// TestStringifyFastPathFallsBack: objects the fast path must not read
// directly (accessors, non-enumerable and index keys, non-ASCII keys,
// proxies, properties changed during serialization) give the original's
// output.
func TestStringifyFastPathFallsBack(t *testing.T) {
	p := newJSONPair(t, 256<<20)
	for _, body := range []string{
		`const o = {a: 1}; Object.defineProperty(o, "b", {get() { return 2 }, enumerable: true}); return S(o)`,
		`const o = {a: 1}; Object.defineProperty(o, "b", {value: 2, enumerable: false}); return S(o)`,
		`const o = {a: 1}; Object.defineProperty(o, "b", {value: 2, enumerable: true, writable: false}); return S(o)`,
		`const o = {b: 1}; o[3] = 2; o[1] = 3; o.a = 4; return S(o)`,
		`return S({"é": 1, a: 2})`,
		`const o = {a: 1, b: 2, c: 3}; o.a = {toJSON() { Object.defineProperty(o, "b", {get() { return "getter" }, enumerable: true}); delete o.c; return 0 }}; return S(o)`,
		`const o = {a: {toJSON() { o.b = 5; return 1 }}, b: 2}; return S(o)`,
		`const o = Object.freeze({a: 1, b: [2]}); return S(o)`,
		`const o = Object.seal({a: 1}); return S(o)`,
	} {
		want, err := p.outcome(body, p.orig)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.outcome(body, p.ours)
		if err != nil {
			t.Fatal(err)
		}
		if got != want || strings.Contains(got, "throw") && !strings.Contains(body, "throw") {
			t.Errorf("%s\nguard:    %s\noriginal: %s", body, got, want)
		}
	}
}
