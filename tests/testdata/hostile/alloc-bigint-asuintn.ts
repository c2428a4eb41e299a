// expect: ok ["RangeError: Maximum BigInt size exceeded","5","-5","RangeError: Maximum BigInt size exceeded"]
// goja builds 2^bits for asIntN/asUintN whatever the value: a huge bit
// count answers without it (V8's results), or throws where V8 throws.
const out: string[] = [];
const t = (f: () => bigint) => { try { out.push(String(f())); } catch (e: any) { out.push(`${e.name}: ${e.message}`); } };
t(() => BigInt.asUintN(2 ** 40, -1n));
t(() => BigInt.asUintN(2 ** 40, 5n));
t(() => BigInt.asIntN(2 ** 53 - 1, -5n));
t(() => BigInt.asUintN(2 ** 40, "-1" as any));
return out;
