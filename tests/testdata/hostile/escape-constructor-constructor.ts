// expect: ok [true,"undefined","undefined"]
const g = (() => {}).constructor.constructor('return this')();
return [g === globalThis, typeof g.process, typeof g.require];
