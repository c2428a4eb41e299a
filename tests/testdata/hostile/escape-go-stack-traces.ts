// expect: ok [false,false,false]
const e1 = await tools.deny({}).catch((e: any) => e);
let e2: any;
try { (null as any).x; } catch (e) { e2 = e; }
const e3 = await tools.echo((() => 1) as any).catch((e: any) => e);
const texts = [String(e1.stack), String(e2.stack), String(e3.stack)];
return texts.map((t) => /\.go:|goroutine|github\.com/.test(t));
