// expect: ok ["RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded","RangeError: Maximum BigInt size exceeded",1]
// Every assignment form, on variables and on members (one whose object has
// a side effect, evaluated once), throws a RangeError the program catches.
const out: any[] = [];
const t = (f: () => unknown) => { try { f(); out.push("no error"); } catch (e: any) { out.push(`${e.name}: ${e.message}`); } };
let a = 2n, b = 1n, c = 7n, d = 3n;
t(() => { a **= 4000000000n; });
t(() => { b <<= 40000000000n; });
t(() => { c >>= -40000000000n; });
t(() => { for (;;) d *= d; });
const o: any = { v: 2n, w: [5n] };
t(() => { o.v **= 4000000000n; });
let i = 0;
const idx = () => { i++; return 0; };
t(() => { o.w[idx()] <<= 40000000000n; });
t(() => { o.v = 1n << 200000n; o["v"] *= o.v; });
out.push(i);
return out;
