// expect: exception Maximum call stack size exceeded
return eval('('.repeat(1e6) + '1' + ')'.repeat(1e6));
