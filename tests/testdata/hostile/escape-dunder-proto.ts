// expect: ok [true,true]
const p = JSON.parse('{"__proto__": {"polluted": 1}}');
const t = Object.assign({}, p);
return [({} as any).polluted === undefined, Object.getPrototypeOf(t) !== Object.prototype];
