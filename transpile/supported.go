package transpile

import "strings"

// This file holds only the esbuild Supported map: which syntax goja runs
// natively (left alone) and which esbuild must lower or rewrite. Another
// engineer (runtime RegExp) may edit it.
//
// Findings: each feature below was tried as a snippet inside
// `(async function() {'use strict'; ... })` on goja
// v0.0.0-20260311135729-065cd970411c (scratch probe, 2026-12-03).
//
//	feature (esbuild name)            goja              here
//	async-await                       ok                native
//	async-generator                   compile error     lowered (generators + __asyncGenerator)
//	for-await                         compile error     lowered (__forAwait)
//	generator                         ok                native
//	class, class-field, class-static-field            ok    native
//	class-private-field/-method/-accessor             ok    native
//	class-private-static-field/-method/-accessor      ok    native
//	class-private-brand-check (#x in o)               ok    native
//	class-static-blocks               ok                native
//	optional-chain, nullish-coalescing ok               native
//	logical-assignment (||= &&= ??=)  ok                native
//	numeric separators (1_000)        ok                native (no esbuild key)
//	bigint                            ok                native
//	exponent-operator (** **=)        ok                native
//	object-rest-spread, array-spread  ok                native
//	destructuring, nested-rest-binding ok               native
//	default-argument, rest-argument   ok                native
//	optional-catch-binding            ok                native
//	template-literal (incl. raw)      ok                native
//	arrow, const-and-let, for-of      ok                native
//	new-target, object-accessors, object-extensions    ok native
//	unicode-escapes (\u{...})         panics            lowered: esbuild prints astral code
//	                                                    points as surrogate-pair escapes
//	                                                    (goja's lexer panics on \u{10FFFF})
//	regexp-dot-all-flag (s)           ok                native
//	regexp-sticky-and-unicode-flags   ok                native
//	regexp-lookbehind-assertions      ok                native
//	regexp-named-capture-groups       syntax ok, but match().groups is undefined
//	                                                    rewritten to new RegExp(...) so the
//	                                                    runtime's RegExp can supply groups
//	regexp-match-indices (d)          compile error     rewritten to new RegExp(...)
//	regexp-unicode-property-escapes   parses, never matches (\p{L} is false)
//	                                                    rewritten to new RegExp(...) for the
//	                                                    runtime's \p{...} translation
//	regexp-set-notation (v)           compile error     rewritten to new RegExp(...)
//	dynamic-import (import("x"))      compile error     lowered (fails at run time, not compile)
//	import-meta (import.meta)         compile error     marked unsupported: esbuild swaps in an
//	                                                    empty object, which transpile reports
//	                                                    as an *Error at the use
//	using / await using               compile error     lowered (__using, __callDispose)
//	decorators (TC39, incl. accessor) compile error     lowered (__decorateElement ...)
//	function-name-configurable        ok                native
//	typeof-exotic-object-is-object    ok                native
//
// A rewritten regex feature still needs the runtime's RegExp to implement it:
// the rewrite only moves the failure from compile time to the line that
// builds the regex, where the runtime can translate or polyfill it.
//
// Features not listed (top-level-await, import-meta, hashbang, module
// syntax...) cannot occur inside a function body or are reported by esbuild
// as errors there.

// supported returns the esbuild Supported map for source. It is a
// function so each transform gets its own copy.
//
// goja miscompiles an arrow function that reads `arguments` of the
// function around it (a Go index-out-of-range panic at run time, or a
// wrong value in async arrows), so a program that mentions `arguments`
// has its arrows lowered: esbuild turns them into functions that read a
// captured `_arguments` (and `_this`). Other programs keep native arrows.
func supported(source string) map[string]bool {
	m := map[string]bool{
		"async-generator":                 false,
		"for-await":                       false,
		"regexp-named-capture-groups":     false,
		"regexp-match-indices":            false,
		"regexp-unicode-property-escapes": false,
		"regexp-set-notation":             false,
		"dynamic-import":                  false,
		"import-meta":                     false,
		"using":                           false,
		"decorators":                      false,
		"unicode-escapes":                 false,
	}
	if mentionsArguments(source) {
		m["arrow"] = false
	}
	return m
}

// mentionsArguments reports whether source contains the identifier
// `arguments` (a cheap over-approximation: strings and comments count).
func mentionsArguments(source string) bool {
	for i := 0; ; {
		j := strings.Index(source[i:], "arguments")
		if j < 0 {
			return false
		}
		j += i
		end := j + len("arguments")
		if (j == 0 || !isIdentByte(source[j-1])) && (end == len(source) || !isIdentByte(source[end])) {
			return true
		}
		i = end
	}
}

func isIdentByte(b byte) bool {
	return b == '_' || b == '$' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}
