// expect: output-limit
for (;;) console.log('x'.repeat(1000));
