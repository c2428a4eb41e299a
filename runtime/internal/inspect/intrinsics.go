package inspect

import (
	"reflect"

	"github.com/dop251/goja"
)

// captureSource collects the intrinsics the renderer calls. It runs once per
// Inspector, before program code, so every function it returns is the
// engine's own. Prototypes are reached from literals where one exists
// (a regular expression literal rather than the RegExp global, which a
// library may replace). Each entry is wrapped so that an engine lacking a
// feature only loses that entry.
const captureSource = `(function () {
  var r = Object.create(null);
  function t(name, f) { try { r[name] = f(); } catch (e) {} }
  function getter(o, k) { return Object.getOwnPropertyDescriptor(o, k).get; }
  t('gopd', function () { return Object.getOwnPropertyDescriptor; });
  t('objectProto', function () { return Object.prototype; });
  t('hasOwn', function () { return Object.prototype.hasOwnProperty; });
  t('functionProto', function () { return Function.prototype; });
  t('errorProto', function () { return Error.prototype; });
  t('fnToString', function () { return Function.prototype.toString; });
  t('asyncFnProto', function () { return Object.getPrototypeOf(async function () {}); });
  t('genFnProto', function () { return Object.getPrototypeOf(function* () {}); });
  t('mapEntries', function () { return Map.prototype.entries; });
  t('mapIterNext', function () { return Object.getPrototypeOf(new Map().entries()).next; });
  t('mapSize', function () { return getter(Map.prototype, 'size'); });
  t('setValues', function () { return Set.prototype.values; });
  t('setIterNext', function () { return Object.getPrototypeOf(new Set().values()).next; });
  t('setSize', function () { return getter(Set.prototype, 'size'); });
  t('weakMapHas', function () { return WeakMap.prototype.has; });
  t('weakSetHas', function () { return WeakSet.prototype.has; });
  t('typedArrayTag', function () { return getter(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag); });
  t('typedArrayLength', function () { return getter(Object.getPrototypeOf(Uint8Array.prototype), 'length'); });
  t('dataViewByteLength', function () { return getter(DataView.prototype, 'byteLength'); });
  t('dataViewByteOffset', function () { return getter(DataView.prototype, 'byteOffset'); });
  t('dataViewBuffer', function () { return getter(DataView.prototype, 'buffer'); });
  var RP = Object.getPrototypeOf(/(?:)/);
  t('regexpSource', function () { return getter(RP, 'source'); });
  ['hasIndices', 'global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets', 'sticky'].forEach(function (k) {
    t('regexp_' + k, function () { return getter(RP, k); });
  });
  t('numberValueOf', function () { return Number.prototype.valueOf; });
  t('stringValueOf', function () { return String.prototype.valueOf; });
  t('booleanValueOf', function () { return Boolean.prototype.valueOf; });
  t('bigintValueOf', function () { return BigInt.prototype.valueOf; });
  t('symbolValueOf', function () { return Symbol.prototype.valueOf; });
  t('dateGetTime', function () { return Date.prototype.getTime; });
  t('sampleMap', function () { return new Map(); });
  t('sampleSet', function () { return new Set(); });
  t('sampleDate', function () { return new Date(0); });
  t('samplePromise', function () { return Promise.resolve(); });
  t('sampleProxy', function () { return new Proxy({}, {}); });
  t('sampleArrayBuffer', function () { return new ArrayBuffer(0); });
  t('sampleBigIntBox', function () { return Object(1n); });
  t('sampleSymbolBox', function () { return Object(Symbol()); });
  return r;
})()`

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
	typ := func(name string) reflect.Type {
		if o := obj(name); o != nil {
			return o.ExportType()
		}
		return nil
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
	in.mapType, in.setType, in.dateType = typ("sampleMap"), typ("sampleSet"), typ("sampleDate")
	in.promiseType, in.proxyType, in.arrayBufferType = typ("samplePromise"), typ("sampleProxy"), typ("sampleArrayBuffer")
	in.bigintBoxType, in.symbolBoxType = typ("sampleBigIntBox"), typ("sampleSymbolBox")
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
