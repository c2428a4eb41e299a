// expect: ok ["SyntaxError","SyntaxError"]
// Malformed escapes in code compiled at run time are SyntaxErrors.
const out: string[] = [];
for (const src of ['"\\u{110000}"', '"\\u{10FFFF']) {
  try { eval(src); out.push("no error"); } catch (e: any) { out.push(e.name); }
}
return out;
