// expect: ok ["undefined","undefined"]
const f = Function('return typeof tools');
return [f(), (0, eval)('typeof console')];
