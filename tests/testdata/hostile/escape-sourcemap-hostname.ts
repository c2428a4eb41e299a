// expect: ok [1,1,1,1,1,1]
// The error message once told the program whether the file exists; now no
// file is read, through any way of compiling code at run time.
const u = "\n//# sourceMappingURL=/etc/hostname";
return [
  (0, eval)("1" + u),
  eval("1" + u),
  Function("return 1" + u)(),
  new Function("return 1" + u)(),
  (function* () {}).constructor("yield 1" + u)().next().value,
  await (async function () {}).constructor("return 1" + u)(),
];
