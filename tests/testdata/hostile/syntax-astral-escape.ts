// expect: ok [2,2,2,2,"\udbff\udfff"]
// goja's lexer panicked on the largest code point's escape; the panic
// escaped Runtime.Run to a library caller.
return ["\u{10FFFF}".length, `\u{10FFFF}`.length, eval('"\\u{10FFFF}"').length, Function('return "\\u{10FFFF}"')().length, "\u{10FFFF}"];
