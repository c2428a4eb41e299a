// expect: exception Maximum call stack size exceeded
function f(n: number): number { return f(n + 1) + 1; }
return f(0);
