// expect: ok ["function","function () { [native code] }",0]
const f: any = tools.echo;
return [typeof f, Function.prototype.toString.call(f).replace(/function \w*/, 'function '), Object.keys(f).length];
