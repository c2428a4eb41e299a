// expect: worker-exit Array.from
return Array.from({ length: 2 ** 32 - 1 }).length;
