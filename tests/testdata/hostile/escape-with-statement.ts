// expect: ok 1
// The eval guard makes every eval indirect (global, sloppy): with is allowed there
// and sees no local scope.
const local = 5;
return eval('with ({}) { typeof local === "undefined" ? 1 : 0 }');
