// expect: ok 5
(globalThis as any).JSON = undefined;
(Promise.prototype as any).then = function () { for (;;) {} };
(globalThis as any).Promise = function () {};
delete (globalThis as any).Array;
Object.freeze(Object.prototype);
return 5;
