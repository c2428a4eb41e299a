// expect: worker-exit worst case
return 'a'.repeat(1e5).replace(/a/g, "$'").length;
