// Package transpile turns a model's TypeScript program — the body of an
// async function — into the JavaScript the goja runtime evaluates, and maps
// positions in that JavaScript back to the program's own lines and
// columns. It is pure: it uses esbuild's Transform API and never a
// JavaScript engine.
//
// # Wrapper
//
// The program is wrapped before type stripping, so top-level await and
// return parse:
//
//	(async function(<Params>) {'use strict';
//	<program>
//	})
//
// The header is one line of its own, so program line n is wrapped line
// n+1, and the closing "})" starts a new line, so a trailing // comment
// cannot swallow it. esbuild (TS loader) strips the types and prints
// Program.JS: one expression statement whose completion value is the
// function. Full TypeScript is accepted: enum and const enum, parameter
// properties, <T>x casts, satisfies, as const, generics, declare
// statements, and TC39 decorators (compiled by esbuild; TypeScript's
// legacy experimentalDecorators are not used). What esbuild rejects
// inside a function body — namespace declarations, static import and
// export — is an *Error at its line, and so is import.meta. A program that tries to close the
// wrapper early (`}); evil(); (async function() {`) is an *Error too. That
// is decided with esbuild's own parser and scope analysis, not a
// JavaScript engine: the program is compiled in a probe wrapper whose
// closing sentinel must still refer to a parameter of the wrapper's
// function (escape.go explains why this cannot be fooled by strings,
// comments, templates or regex literals, nor by re-opening the function).
//
// # Normalization
//
// Before wrapping, a program is normalized as Code Mode peers do
// (normalize.go): one Markdown code fence around it (and prose outside
// the fence) is removed, and a program that is one function expression,
// or `export default` of one, is called and its result returned. Every
// line stays where it was, so positions are unchanged;
// [Program.Normalized] says what was done, for the run's logs.
//
// # Lowering
//
// Only syntax this goja version lacks is lowered: esbuild's Supported map
// (supported.go, with the table of findings) marks async generators, for
// await, using declarations, decorators and dynamic import as
// unsupported, and rewrites regex literals that use \p{...}, named
// groups, the d flag or the v flag into new RegExp(...) calls, which the
// runtime's RegExp can implement. Helper functions esbuild emits for
// lowered syntax are moved inside the function, after its "use strict"
// line, so they are neither globals nor a second statement.
//
// Lowered code looks well-known symbols up as Symbol.asyncIterator,
// Symbol.dispose, Symbol.asyncDispose and Symbol.metadata, falling back to
// Symbol.for("Symbol.<name>") where the engine lacks them (this goja has
// none of the four). A runtime should define each missing one as that
// registered symbol, so that a program's own [Symbol.dispose]() method and
// the helper that calls it agree.
//
// Known gap: esbuild leaves `super` inside the generator it makes of an
// async generator *method* (async *m() { super.x() }), which goja then
// rejects as a syntax error at that line.
//
// # Positions
//
// esbuild's source map is kept (decoded in Go; nothing is appended to
// Program.JS). [Program.Position] maps a 1-based line and byte column of
// Program.JS, as goja reports them, to a 1-based line of the source as
// given (comments and blank lines included; LF, CR LF, CR, U+2028 and
// U+2029 end lines, as in JavaScript) and a 1-based column in UTF-16 code
// units. [Error] uses the same units. Positions in the wrapper's closing
// text, such as an unclosed brace at end of input, are placed just past
// the end of the last non-blank line.
//
// # Cache
//
// Transform caches results, errors included, in a bounded LRU (entry
// count and bytes) keyed by a hash of the source, filename and params, so
// a retried program does not run esbuild again. Transform is safe for
// concurrent use.
package transpile
