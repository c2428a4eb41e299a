// expect: ok [true,true,true]
let a = false, b = false;
try { (tools as any).echo = 1; } catch (e) { a = e instanceof TypeError; }
try { delete (tools as any).echo; } catch (e) { b = e instanceof TypeError; }
(tools as any).added = 1;
return [a, b, typeof tools.echo === 'function'];
