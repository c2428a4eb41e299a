package inspect

import (
	"reflect"
	"strconv"
	"sync"

	"github.com/dop251/goja"
)

// captureSource collects the intrinsics the renderer calls. It runs once per
// Inspector, before program code, so every function it returns is the
// engine's own. Prototypes are reached from literals where one exists
// (a regular expression literal rather than the RegExp global, which a
// library may replace). Each entry has its own try block, so that an engine
// lacking a feature only loses that entry. It creates no closure and no
// sample object per entry: a fresh realm pays only for materialising the
// builtins it reads (the export types come from exportTypes, once per
// process).
const captureSource = `(function () {
  var r = Object.create(null), gopd, gpo, RP, TA;
  function getter(o, k) { return gopd(o, k).get; }
  try { gopd = Object.getOwnPropertyDescriptor; gpo = Object.getPrototypeOf; } catch (e) {}
  try { RP = gpo(/(?:)/); } catch (e) {}
  try { TA = gpo(Uint8Array.prototype); } catch (e) {}
  try { r.gopd = gopd; } catch (e) {}
  try { r.objectProto = Object.prototype; } catch (e) {}
  try { r.hasOwn = Object.prototype.hasOwnProperty; } catch (e) {}
  try { r.functionProto = Function.prototype; } catch (e) {}
  try { r.errorProto = Error.prototype; } catch (e) {}
  try { r.fnToString = Function.prototype.toString; } catch (e) {}
  try { r.asyncFnProto = gpo(async function () {}); } catch (e) {}
  try { r.genFnProto = gpo(function* () {}); } catch (e) {}
  try { r.mapEntries = Map.prototype.entries; } catch (e) {}
  try { r.mapIterNext = gpo(new Map().entries()).next; } catch (e) {}
  try { r.mapSize = getter(Map.prototype, 'size'); } catch (e) {}
  try { r.setValues = Set.prototype.values; } catch (e) {}
  try { r.setIterNext = gpo(new Set().values()).next; } catch (e) {}
  try { r.setSize = getter(Set.prototype, 'size'); } catch (e) {}
  try { r.weakMapHas = WeakMap.prototype.has; } catch (e) {}
  try { r.weakSetHas = WeakSet.prototype.has; } catch (e) {}
  try { r.typedArrayTag = getter(TA, Symbol.toStringTag); } catch (e) {}
  try { r.typedArrayLength = getter(TA, 'length'); } catch (e) {}
  try { r.dataViewByteLength = getter(DataView.prototype, 'byteLength'); } catch (e) {}
  try { r.dataViewByteOffset = getter(DataView.prototype, 'byteOffset'); } catch (e) {}
  try { r.dataViewBuffer = getter(DataView.prototype, 'buffer'); } catch (e) {}
  try { r.regexpSource = getter(RP, 'source'); } catch (e) {}
  try { r.regexp_hasIndices = getter(RP, 'hasIndices'); } catch (e) {}
  try { r.regexp_global = getter(RP, 'global'); } catch (e) {}
  try { r.regexp_ignoreCase = getter(RP, 'ignoreCase'); } catch (e) {}
  try { r.regexp_multiline = getter(RP, 'multiline'); } catch (e) {}
  try { r.regexp_dotAll = getter(RP, 'dotAll'); } catch (e) {}
  try { r.regexp_unicode = getter(RP, 'unicode'); } catch (e) {}
  try { r.regexp_unicodeSets = getter(RP, 'unicodeSets'); } catch (e) {}
  try { r.regexp_sticky = getter(RP, 'sticky'); } catch (e) {}
  try { r.numberValueOf = Number.prototype.valueOf; } catch (e) {}
  try { r.stringValueOf = String.prototype.valueOf; } catch (e) {}
  try { r.booleanValueOf = Boolean.prototype.valueOf; } catch (e) {}
  try { r.bigintValueOf = BigInt.prototype.valueOf; } catch (e) {}
  try { r.symbolValueOf = Symbol.prototype.valueOf; } catch (e) {}
  try { r.dateGetTime = Date.prototype.getTime; } catch (e) {}
  try { r.parseInt = Number.parseInt; } catch (e) {}
  try { r.parseFloat = Number.parseFloat; } catch (e) {}
  try { r.jsonStringify = JSON.stringify; } catch (e) {}
  return r;
})()`

// sampleSource builds one object of each kind whose Go export type
// identifies it (exportTypes), in the order of exportTypes' fields.
const sampleSource = `[new Map(), new Set(), new Date(0), Promise.resolve(), new Proxy({}, {}), new ArrayBuffer(0), Object(1n), Object(Symbol())]`

// exportTypes are the Go types goja exports engine objects of these kinds
// as. They are properties of the engine's Go implementation, the same in
// every runtime, so they are computed once per process in a private
// runtime that no program can reach.
type exportTypes struct {
	mapType, setType, dateType, promiseType, proxyType, arrayBufferType reflect.Type
	bigintBoxType, symbolBoxType                                        reflect.Type
}

var (
	typesOnce sync.Once
	types     exportTypes
)

func processTypes() exportTypes {
	typesOnce.Do(func() {
		v, err := goja.New().RunString(sampleSource)
		if err != nil {
			return // an engine without these kinds: the renderer skips them
		}
		arr, ok := v.(*goja.Object)
		if !ok {
			return
		}
		at := func(i int) reflect.Type {
			if o, ok := arr.Get(strconv.Itoa(i)).(*goja.Object); ok {
				return o.ExportType()
			}
			return nil
		}
		types = exportTypes{at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7)}
	})
	return types
}

// regexpFlags lists RegExp flag getters in the order RegExp.prototype.flags
// concatenates them.
var regexpFlags = [...]struct {
	getter string
	flag   byte
}{
	{"hasIndices", 'd'}, {"global", 'g'}, {"ignoreCase", 'i'}, {"multiline", 'm'},
	{"dotAll", 's'}, {"unicode", 'u'}, {"unicodeSets", 'v'}, {"sticky", 'y'},
}

// intrinsics are the engine functions and prototypes the renderer relies
// on, captured before program code could replace them. A nil entry means
// the engine lacks it; the renderer then skips what depends on it.
type intrinsics struct {
	gopd, hasOwn                           goja.Callable
	fnToString                             goja.Callable
	objectProto, functionProto, errorProto *goja.Object
	asyncFnProto, genFnProto               *goja.Object

	mapEntries, mapIterNext, mapSize goja.Callable
	setValues, setIterNext, setSize  goja.Callable
	weakMapHas, weakSetHas           goja.Callable

	typedArrayTag, typedArrayLength                  goja.Callable
	dataViewByteLength, dataViewByteOffset, dvBuffer goja.Callable

	regexpSource goja.Callable
	regexpFlag   [len(regexpFlags)]goja.Callable

	numberValueOf, stringValueOf, booleanValueOf goja.Callable
	bigintValueOf, symbolValueOf, dateGetTime    goja.Callable

	// util.format's specifiers (line.go).
	parseInt, parseFloat, jsonStringify goja.Callable

	// Export types of engine objects whose kind the public goja API does
	// not otherwise reveal (ClassName reports "Object" for them).
	mapType, setType, dateType, promiseType, proxyType, arrayBufferType reflect.Type
	bigintBoxType, symbolBoxType                                        reflect.Type
}

// captureProgram is captureSource compiled once per process; a compiled
// program is immutable and may run in any number of runtimes.
var captureProgram = goja.MustCompile("inspect-capture.js", captureSource, true)

func capture(vm *goja.Runtime) intrinsics {
	var in intrinsics
	v, err := vm.RunProgram(captureProgram)
	if err != nil {
		return in
	}
	r, ok := v.(*goja.Object)
	if !ok {
		return in
	}
	fn := func(name string) goja.Callable {
		f, _ := goja.AssertFunction(r.Get(name))
		return f
	}
	obj := func(name string) *goja.Object {
		o, _ := r.Get(name).(*goja.Object)
		return o
	}
	in.gopd = fn("gopd")
	in.hasOwn = fn("hasOwn")
	in.fnToString = fn("fnToString")
	in.objectProto = obj("objectProto")
	in.functionProto = obj("functionProto")
	in.errorProto = obj("errorProto")
	in.asyncFnProto = obj("asyncFnProto")
	in.genFnProto = obj("genFnProto")
	in.mapEntries, in.mapIterNext, in.mapSize = fn("mapEntries"), fn("mapIterNext"), fn("mapSize")
	in.setValues, in.setIterNext, in.setSize = fn("setValues"), fn("setIterNext"), fn("setSize")
	in.weakMapHas, in.weakSetHas = fn("weakMapHas"), fn("weakSetHas")
	in.typedArrayTag, in.typedArrayLength = fn("typedArrayTag"), fn("typedArrayLength")
	in.dataViewByteLength, in.dataViewByteOffset, in.dvBuffer = fn("dataViewByteLength"), fn("dataViewByteOffset"), fn("dataViewBuffer")
	in.regexpSource = fn("regexpSource")
	for i, f := range regexpFlags {
		in.regexpFlag[i] = fn("regexp_" + f.getter)
	}
	in.numberValueOf, in.stringValueOf, in.booleanValueOf = fn("numberValueOf"), fn("stringValueOf"), fn("booleanValueOf")
	in.bigintValueOf, in.symbolValueOf, in.dateGetTime = fn("bigintValueOf"), fn("symbolValueOf"), fn("dateGetTime")
	in.parseInt, in.parseFloat, in.jsonStringify = fn("parseInt"), fn("parseFloat"), fn("jsonStringify")
	t := processTypes()
	in.mapType, in.setType, in.dateType = t.mapType, t.setType, t.dateType
	in.promiseType, in.proxyType, in.arrayBufferType = t.promiseType, t.proxyType, t.arrayBufferType
	in.bigintBoxType, in.symbolBoxType = t.bigintBoxType, t.symbolBoxType
	return in
}

// poisonKeys are the properties goja's descriptor and iterator-result
// objects are built with. goja builds those objects by assignment, so an
// accessor under one of these names on Object.prototype would be called
// (and a read-only one would drop the field).
var poisonKeys = [...]string{"value", "writable", "get", "set", "enumerable", "configurable", "done"}

// poisoned reports whether Object.prototype has an own property named like a
// descriptor or iterator-result field, checked with the captured
// hasOwnProperty (which builds no object).
func (in *intrinsics) poisoned(vm *goja.Runtime) bool {
	if in.gopd == nil || in.hasOwn == nil || in.objectProto == nil {
		return true
	}
	for _, k := range poisonKeys {
		v, ok := call(in.hasOwn, in.objectProto, vm.ToValue(k))
		if !ok || v.ToBoolean() {
			return true
		}
	}
	return false
}

// call invokes a captured intrinsic; a missing intrinsic or a throw yields
// (nil, false).
func call(f goja.Callable, this goja.Value, args ...goja.Value) (goja.Value, bool) {
	if f == nil {
		return nil, false
	}
	v, err := f(this, args...)
	if err != nil {
		return nil, false
	}
	return v, true
}
