// expect: exception Maximum call stack size exceeded
function f(): number[] { return [1].map(f as any) as any; }
return f();
