// expect: ok [1,1]
// A relative path resolves against the host's working directory.
return [(0, eval)("1\n//# sourceMappingURL=go.mod"), Function("return 1\n//# sourceMappingURL=../go.mod")()];
