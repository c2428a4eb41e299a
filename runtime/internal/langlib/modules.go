package langlib

import (
	"embed"
	"fmt"
	"sync"

	"github.com/dop251/goja"
)

//go:embed js/*.js
var jsFS embed.FS

// provide names one property a module defines on a target object.
type provide struct {
	target string // key of state.targets
	name   string
	// ifMissing skips the lazy definition when goja already has the name.
	// New globals (target globalThis) with ifMissing are served by
	// lazyGlobals instead of an accessor each.
	ifMissing bool
}

// module is one embedded JS file, compiled once per process. The file is a
// function expression called as f(globalThis, host, iteratorPrototype).
type module struct {
	name     string
	provides []provide
	deps     []*module
	// plain modules use no regular expression literal and no generator,
	// so loading one does not call Options.BeforeModule.
	plain bool
	// host fills the host object with Go helpers, per runtime.
	host func(st *state, host *goja.Object) error

	once sync.Once
	prog *goja.Program
	err  error
}

func (m *module) program() (*goja.Program, error) {
	m.once.Do(func() {
		src, err := jsFS.ReadFile("js/" + m.name + ".js")
		if err != nil {
			m.err = fmt.Errorf("langlib: module %s: %w", m.name, err)
			return
		}
		m.prog, m.err = goja.Compile("langlib:"+m.name+".js", string(src), true)
	})
	return m.prog, m.err
}

func names(target string, ns ...string) []provide {
	out := make([]provide, len(ns))
	for i, n := range ns {
		out[i] = provide{target: target, name: n}
	}
	return out
}

func missing(target string, ns ...string) []provide {
	out := names(target, ns...)
	for i := range out {
		out[i].ifMissing = true
	}
	return out
}

func concat(ps ...[]provide) []provide {
	var out []provide
	for _, p := range ps {
		out = append(out, p...)
	}
	return out
}

var (
	modSymbols     = &module{name: "symbols", provides: missing("Symbol", "asyncIterator", "dispose", "asyncDispose", "metadata")}
	modCollections = &module{name: "collections", plain: true, provides: concat(
		missing("Object", "groupBy"),
		missing("Map", "groupBy"),
		missing("Promise", "withResolvers", "try", "allKeyed", "allSettledKeyed"),
	)}
	// modSets and modMaps run when the program first names Set, or Map or
	// WeakMap (see keyedNatives): they define the prototype methods as
	// data properties before the program sees the constructor.
	modSets     = &module{name: "sets", plain: true}
	modMaps     = &module{name: "maps", plain: true}
	modIterator = &module{name: "iterator", plain: true, provides: concat(
		missing("globalThis", "Iterator"),
		missing("IteratorPrototype", "map", "filter", "take", "drop", "flatMap", "reduce", "toArray", "forEach", "some", "every", "find",
			"includes", "join", "chunks", "windows"),
		// Iterator.prototype.constructor is an accessor returning Iterator;
		// until the module runs, Object.prototype.constructor would answer.
		names("IteratorPrototype", "constructor"),
	)}
	modWeak = &module{name: "weak", provides: missing("globalThis", "WeakRef", "FinalizationRegistry")}
	// modPerformance is the performance global, on the runtime's clock.
	modPerformance = &module{name: "performance", plain: true, host: performanceHost, provides: missing("globalThis", "performance")}
	modClone       = &module{name: "clone", provides: missing("globalThis", "structuredClone", "DOMException")}
	modEncoding    = &module{name: "encoding",
		provides: missing("globalThis", "TextEncoder", "TextDecoder", "atob", "btoa")}
	modCrypto = &module{name: "crypto", host: cryptoHost, provides: missing("globalThis", "crypto")}
	modURL    = &module{name: "url", host: urlHost, provides: missing("globalThis", "URL", "URLSearchParams")}
	// modIntl's names are served by modIntlMore, which loads it first
	// and then adds Intl.Segmenter and Intl.Locale to its Intl.
	modIntl     = &module{name: "intl", host: intlHost}
	modIntlMore = &module{name: "intlmore", host: intlMoreHost, deps: []*module{modIntl}, provides: concat(
		missing("globalThis", "Intl"),
		names("Number.prototype", "toLocaleString"),
		names("BigInt.prototype", "toLocaleString"),
		names("String.prototype", "localeCompare"),
		names("Date.prototype", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"),
	)}
	modES2025 = &module{name: "es2025", host: es2025Host, provides: concat(
		missing("Math", "sumPrecise"),
		missing("Error", "isError"),
	)}
	// modJSON is the reviver walk of the JSON.parse that extendJSON
	// installs; it runs on the first parse with a reviver.
	modJSON = &module{name: "json", plain: true, host: jsonHost}
	// modRegExp runs when the program first names RegExp (see extended in langlib.go),
	// with the native constructor in orig; it replaces the global and adds
	// RegExp.prototype.hasIndices.
	modRegExp = &module{name: "regexp", host: regexpHost}
)

// modFromAsync defines Array.fromAsync, in a file of its own.
var modFromAsync = &module{name: "fromasync", provides: missing("Array", "fromAsync")}

// modules lists every module in installation order.
var modules = []*module{modSymbols, modCollections, modFromAsync, modSets, modMaps, modIterator, modWeak, modPerformance, modClone, modEncoding, modCrypto, modURL, modIntl, modIntlMore, modES2025, modJSON, modRegExp}
