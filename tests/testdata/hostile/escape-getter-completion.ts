// expect: timeout compute budget
return { get x() { for (;;) {} } };
