// expect: ok ["string",false]
(Error as any).prepareStackTrace = (_e: any, s: any) => s;
const e = new Error('x');
return [typeof e.stack, String(e.stack).includes('.go')];
