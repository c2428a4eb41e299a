package guard

import (
	"testing"
	"time"

	"github.com/dop251/goja"
)

// jsonFuzzProgram builds a value from the fuzz input (JSON text when it
// parses, else the text itself as a string) and stringifies it with S in
// one of five ways: plain, a replacer function, an allowlist, a gap, or
// with toJSON methods added. The cases where goja departs from the
// specification (TestStringifySpec) are steered around: the allowlist
// holds well-formed keys only, and a gap is used only when the value has
// no empty array (goja keeps the deeper indent after one).
const jsonFuzzProgram = `(function (S, text, mode) {
  let v;
  try { v = JSON.parse(text) } catch (e) { v = text }
  const wellFormed = (s) => {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = s.charCodeAt(i + 1);
        if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
        i++;
      } else if (c >= 0xdc00 && c <= 0xdfff) return false;
    }
    return true;
  };
  const keys = [];
  const walk = (x, d) => {
    if (x === null || typeof x !== "object" || d > 50) return;
    for (const k of Object.keys(x)) {
      if (!Array.isArray(x) && keys.length < 6 && wellFormed(k) && !keys.includes(k)) keys.push(k);
      walk(x[k], d + 1);
    }
  };
  switch (mode % 5) {
  case 0:
    return S(v);
  case 1:
    return S(v, function (k, x) {
      if (typeof x === "number") return x * 2 + 1;
      if (typeof x === "string") return x.length % 3 === 1 ? undefined : x + k;
      if (Array.isArray(x) && x.length === 1) return x[0];
      return x;
    });
  case 2:
    walk(v, 0);
    if (mode & 8) keys.push(1, new String(keys[0] || "z"));
    return S(v, keys);
  case 3: {
    const plain = S(v);
    if (plain !== undefined && plain.includes("[]")) return "skip";
    const gaps = [2, 0, 10, 11, " ", "\t", "--", "abcdefghijkl", new Number(3), new String("..")];
    return S(v, null, gaps[(mode >> 3) % gaps.length]);
  }
  default: {
    let n = 0;
    const add = (x, d) => {
      if (x === null || typeof x !== "object" || d > 50) return;
      for (const k of Object.keys(x)) add(x[k], d + 1);
      if (!Array.isArray(x) && n++ % 2 === 0) x.toJSON = function (k) { return k.length % 2 ? [k, Object.keys(this).length] : this.__proto__ === null ? 0 : undefined };
    };
    add(v, 0);
    return S(v);
  }
  }
})`

// FuzzStringify: for any input, the guarded JSON.stringify returns what
// goja's original does, or throws an error of the same class and message
// (ECMA-262 §25.5.2; seeds in testdata/fuzz/FuzzStringify).
func FuzzStringify(f *testing.F) {
	for _, s := range []string{`{"a":[1,2,{"b":null}],"c":"x"}`, `[]`, `[[],{}]`, `"\ud800"`, `{"1":1,"b":2,"0":3}`, `1e400`, `-0`, `{"\u00e9":["\ud83d\ude00"]}`, "not json \x01\"", `{"a":{"a":{"a":[true,false]}}}`} {
		for mode := range uint8(16) {
			f.Add(s, mode*7)
		}
	}
	p := newJSONPair(f, 256<<20)
	fv, err := p.vm.RunString(jsonFuzzProgram)
	if err != nil {
		f.Fatal(err)
	}
	prog, _ := goja.AssertFunction(fv)
	run := func(stringify goja.Value, text string, mode uint8) string {
		timer := time.AfterFunc(5*time.Second, func() { p.vm.Interrupt("fuzz case too slow") })
		defer func() { timer.Stop(); p.vm.ClearInterrupt() }()
		v, err := prog(goja.Undefined(), stringify, p.vm.ToValue(text), p.vm.ToValue(mode))
		if err != nil {
			ex, ok := err.(*goja.Exception)
			if !ok {
				return "error " + err.Error()
			}
			if o, ok := ex.Value().(*goja.Object); ok {
				return "throw " + o.Get("name").String() + ": " + o.Get("message").String()
			}
			return "throw " + ex.Value().String()
		}
		return describeValue(v)
	}
	f.Fuzz(func(t *testing.T, text string, mode uint8) {
		// Deep text with a gap makes quadratic output (both stringify it
		// in full, slowly); depth and limits have their own tests.
		if depth, _ := jsonShape(text); len(text) > 1<<12 || depth > 64 {
			t.Skip()
		}
		want := run(p.orig, text, mode)
		got := run(p.ours, text, mode)
		if got != want {
			t.Fatalf("mode %d text %q\nguard:    %s\noriginal: %s", mode, text, got, want)
		}
		if len(p.stopped) > 0 {
			t.Fatalf("run stopped: %v", p.stopped)
		}
	})
}
