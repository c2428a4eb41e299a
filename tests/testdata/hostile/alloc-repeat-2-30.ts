// expect: worker-exit memory budget exceeded
const s: string = 'ab'.repeat(2 ** 30);
return s.length;
