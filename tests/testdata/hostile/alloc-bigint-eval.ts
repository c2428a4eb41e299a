// expect: ok ["RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","1267650600228229401496703205376"]
// Code compiled at run time is guarded like the program: eval (direct and
// indirect) and every Function constructor, reached by name or through a
// function's constructor property.
const out: string[] = [];
const t = (f: () => unknown) => { try { out.push(String(f())); } catch (e: any) { out.push(`${e.name}: ${e.message}`); } };
t(() => eval("2n ** 4000000000n"));
t(() => (0, eval)("let x = 1n; x <<= 40000000000n"));
t(() => Function("a", "return a ** 4000000000n")(2n));
t(() => new Function("a", "b", "return a * b")(1n << 200000n, 1n << 200000n));
try {
  await (async function () {}).constructor("return 1n << 40000000000n")();
  out.push("no error");
} catch (e: any) {
  out.push(`${e.name}: ${e.message}`);
}
t(() => (function* () {}).constructor("yield 2n ** 4000000000n")().next());
t(() => eval("eval('2n ** 4000000000n')"));
t(() => eval("2n ** 100n"));
return out;
