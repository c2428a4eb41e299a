// expect: timeout compute budget exhausted
// stuck in Go code: interrupting a recursion that passes through an
// unguarded builtin's conversion (charAt calls valueOf, which recurses)
// makes goja unwind the nested calls in Go for about a second per thousand
// levels, out of the interrupt's reach: the backstop returns the timeout
// at the budget and quarantines the goroutine until the unwinding ends
// (the process backend kills the worker).
let n = 0;
function f(): any {
  if (++n > 1000) for (;;) {}
  return "ab".charAt({ valueOf: f } as any);
}
f();
