// expect: exception TypeError
const p = new Proxy([] as any[], {});
p.length = 2 ** 32 - 1;
return p.indexOf(1);
