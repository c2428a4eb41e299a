// expect: exception too many pending timers
for (let i = 0; i < 20000; i++) setTimeout(() => {}, 1e6);
return 1;
