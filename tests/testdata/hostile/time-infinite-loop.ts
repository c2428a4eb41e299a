// expect: timeout compute budget
for (;;) {}
