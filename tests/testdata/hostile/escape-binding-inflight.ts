// expect: worker-exit binding call budget exceeded
for (let i = 0; i <= 10000; i++) tools.never({});
return 1;
