package inspect

import (
	"reflect"
	"testing"

	"github.com/dop251/goja"
)

// TestExportTypes checks the per-process export types against samples
// built in a fresh runtime: every kind is known, distinct, and the same
// type in any runtime.
func TestExportTypes(t *testing.T) {
	got := processTypes()
	v, err := goja.New().RunString(sampleSource)
	if err != nil {
		t.Fatal(err)
	}
	arr := v.(*goja.Object)
	want := []reflect.Type{got.mapType, got.setType, got.dateType, got.promiseType, got.proxyType, got.arrayBufferType, got.bigintBoxType, got.symbolBoxType}
	seen := map[reflect.Type]int{}
	for i, w := range want {
		if w == nil {
			t.Fatalf("export type %d is unknown", i)
		}
		if j, dup := seen[w]; dup {
			t.Errorf("export types %d and %d are both %v", j, i, w)
		}
		seen[w] = i
		if fresh := arr.Get(string(rune('0' + i))).(*goja.Object).ExportType(); fresh != w {
			t.Errorf("export type %d: %v in a fresh runtime, %v cached", i, fresh, w)
		}
	}
}

// TestCaptureLosesOnlyMissing: a realm without some builtins (deleted
// before New) loses only the intrinsics that depend on them.
func TestCaptureLosesOnlyMissing(t *testing.T) {
	vm := goja.New()
	if _, err := vm.RunString(`delete globalThis.Map; delete globalThis.DataView; delete globalThis.Uint8Array`); err != nil {
		t.Fatal(err)
	}
	in := capture(vm)
	if in.mapEntries != nil || in.mapSize != nil || in.dataViewByteLength != nil || in.typedArrayTag != nil {
		t.Error("intrinsics of deleted builtins were captured")
	}
	if in.gopd == nil || in.hasOwn == nil || in.setValues == nil || in.setSize == nil || in.regexpSource == nil || in.dateGetTime == nil {
		t.Errorf("intrinsics of present builtins were lost: %+v", in)
	}
	ins := New(vm, nil)
	v, err := vm.RunString(`[{ a: 1 }, new Set([2]), /x/g]`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ins.Format(v), `[ { a: 1 }, Set(1) { 2 }, /x/g ]`; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

// BenchmarkNewFreshRealm is New plus one rendering in a realm that has not
// materialised its builtins yet, as in a fresh run (BenchmarkNew reuses a
// realm, so it measures capture without materialisation).
func BenchmarkNewFreshRealm(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		vm := goja.New()
		v, err := vm.RunString(`({ a: 1, b: [1, 2, 3], c: 'x' })`)
		if err != nil {
			b.Fatal(err)
		}
		if got := New(vm, nil).Format(v); got != `{ a: 1, b: [ 1, 2, 3 ], c: 'x' }` {
			b.Fatal(got)
		}
	}
}
