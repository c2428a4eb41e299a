// expect: exception Maximum BigInt size exceeded
// goja's lexer converts a BigInt literal as it reads it.
return eval("9".repeat(1e6) + "n");
