// expect: exception Maximum call stack size exceeded
return JSON.parse('['.repeat(1e6) + ']'.repeat(1e6));
