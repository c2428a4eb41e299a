// expect: output-limit
const o = { a: 'x'.repeat(1e4), b: [1, 2, 3] };
for (;;) console.log(o, o, o);
