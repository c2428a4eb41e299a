// expect: ok ["undefined","undefined","undefined","undefined","undefined","undefined"]
return [typeof require, typeof process, typeof fetch, typeof XMLHttpRequest, typeof (globalThis as any).Deno, typeof (globalThis as any).Bun];
