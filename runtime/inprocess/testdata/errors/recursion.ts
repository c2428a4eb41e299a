function f(n: number): number { return f(n + 1) + 1 }
f(0)
