// expect: timeout wall-clock ceiling
await tools.never({});
