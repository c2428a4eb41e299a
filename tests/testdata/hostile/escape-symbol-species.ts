// expect: ok [1,2]
class Evil extends Array { static get [Symbol.species](): any { return function () { return { length: 2 ** 32 - 1 }; }; } }
const e = Evil.from([1, 2]) as any;
const m = e.map((x: number) => x);
return [m[0], m[1]];
