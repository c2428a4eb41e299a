// expect: ok 1
// Issue #16: goja's parser followed the comment and the host read /dev/zero
// until the kernel killed it. No file is opened on a program's behalf.
return (0, eval)("1\n//# sourceMappingURL=../../../../dev/zero");
