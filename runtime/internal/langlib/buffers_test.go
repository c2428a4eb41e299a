package langlib_test

import "testing"

// TestArrayBufferFixedLength: every buffer is fixed-length, and the
// ES2024 members say so as ECMA-262 §25.1.6 has them for a fixed-length
// buffer: resizable is false, maxByteLength is the byte length (0 once
// detached), and resize throws a TypeError; transfer detaches.
func TestArrayBufferFixedLength(t *testing.T) {
	tests := []struct{ src, want string }{
		{`new ArrayBuffer(8).resizable`, "false"},
		{`new ArrayBuffer(8).maxByteLength`, "8"},
		{`new ArrayBuffer(8, { maxByteLength: 16 }).maxByteLength`, "8"},
		{`(() => { const b = new ArrayBuffer(8); b.transfer(); return b.maxByteLength + "," + b.detached })()`, "0,true"},
		{`(() => { try { new ArrayBuffer(8).resize(4) } catch (e) { return e.name } })()`, "TypeError"},
		{`(() => { try { ArrayBuffer.prototype.resize.call({}, 4) } catch (e) { return e.name } })()`, "TypeError"},
		{`[ArrayBuffer.prototype.resize.name, ArrayBuffer.prototype.resize.length].join()`, "resize,1"},
		{`JSON.stringify(Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "resize"), ["writable", "enumerable", "configurable"])`, `{"writable":true,"enumerable":false,"configurable":true}`},
		{`typeof Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "resizable").get`, "function"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			l := newVM(t, true)
			v, err := l.run("(() => String(" + tt.src + "))")
			if err != nil {
				t.Fatal(err)
			}
			if v.String() != tt.want {
				t.Errorf("got %s, want %s", v, tt.want)
			}
		})
	}
}
