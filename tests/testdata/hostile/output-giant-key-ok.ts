// expect: ok 5000000
const o: Record<string, number> = {};
o['k'.repeat(5e6)] = 1;
return Object.keys(o)[0].length;
