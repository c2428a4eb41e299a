// expect: exception Maximum call stack size exceeded
return new Function('return ' + '!'.repeat(1e6) + '0')();
