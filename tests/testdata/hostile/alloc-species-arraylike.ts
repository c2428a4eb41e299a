// expect: worker-exit Array.prototype.concat
const o: any = { length: 2 ** 53 - 1, [Symbol.isConcatSpreadable]: true };
return [].concat(o).length;
