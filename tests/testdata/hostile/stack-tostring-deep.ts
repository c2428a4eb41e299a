// expect: exception Maximum call stack size exceeded
let v: any = [];
for (let i = 0; i < 1e5; i++) v = [v];
return String(v).length;
