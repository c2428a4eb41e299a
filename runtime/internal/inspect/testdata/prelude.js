// Helpers shared by record.mjs (Node) and inspect_test.go (goja). Both
// engines run this file before evaluating each case expression.
// nostack replaces an error's stack with its first line, as Node prints an
// error that has no frames (goja's frame text cannot match V8's).
var nostack = function (e) { e.stack = Error.prototype.toString.call(e); return e; };
var range = function (n, f) { var a = []; for (var i = 0; i < n; i++) a.push(f ? f(i) : i); return a; };
// framed gives an error a stack with two frames, in the layout of the engine
// running the prelude: V8's "    at …" in Node, goja's "\tat …(PC)" with a
// trailing newline otherwise. The renderer must turn the goja layout into
// exactly what Node prints for the V8 one.
var framed = function (e, fn) {
  var head = Error.prototype.toString.call(e);
  var f = fn || 'run';
  e.stack = typeof Error.captureStackTrace === 'function'
    ? head + '\n    at ' + f + ' (program.ts:3:5)\n    at program.ts:1:1'
    : head + '\n\tat ' + f + ' (program.ts:3:5(12))\n\tat program.ts:1:1(2)\n';
  return e;
};
// framedN is framed with one frame per name in names.
var framedN = function (e, names) {
  var head = Error.prototype.toString.call(e);
  var v8 = typeof Error.captureStackTrace === 'function';
  e.stack = head + names.map(function (n, i) {
    return v8 ? '\n    at ' + n + ' (program.ts:' + (i + 1) + ':3)' : '\n\tat ' + n + ' (program.ts:' + (i + 1) + ':3(' + i + '))';
  }).join('') + (v8 ? '' : '\n');
  return e;
};
