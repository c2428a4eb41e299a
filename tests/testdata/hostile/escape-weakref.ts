// expect: ok ["function","function",true]
const w = new WeakRef({});
const r = new FinalizationRegistry(() => { for (;;) {} });
r.register({}, 1);
return [typeof WeakRef, typeof FinalizationRegistry, typeof w.deref() === 'object'];
