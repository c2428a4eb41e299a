// Everything here runs natively in goja and must pass through unchanged.
class Counter {
  #n = 0;
  static #made = 0;
  static { Counter.#made = 0; }
  inc(): number { return ++this.#n }
  static has(o: object): boolean { return #n in o }
}
const o: any = { a: { b: null } };
let x: number | undefined;
x ??= 1;
x ||= 2;
x &&= 3;
const { a, ...rest } = { a: 1, b: 2, c: 3 };
const big = 10n ** 3n;
const sep = 1_000_000;
try { JSON.parse("{") } catch { x = 4 }
return [o?.a?.b?.c, o.f?.(), 2 ** 10, a, rest, big, sep, new Counter().inc(), Counter.has({})];
