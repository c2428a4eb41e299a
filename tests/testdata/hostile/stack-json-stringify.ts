// expect: exception Maximum call stack size exceeded
let o: any = {};
for (let i = 0; i < 10050; i++) o = { a: o };
return JSON.stringify(o).length;
