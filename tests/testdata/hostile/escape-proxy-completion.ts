// expect: invalid-output
// The boundary encoder refuses a Proxy outright: its traps never run.
return new Proxy({}, { ownKeys() { for (;;) {} } });
