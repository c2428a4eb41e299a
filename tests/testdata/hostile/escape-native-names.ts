// expect: ok [false,false,false,false]
// Host functions must not reveal Go symbol names (toString, stacks).
const e = await tools.echo((() => 1) as any).catch((x: any) => x);
return [setTimeout.toString(), console.log.toString(), String(tools.echo), String(e.stack)].map((s) => /github|\.go\b|func\d/.test(s));
