// expect: timeout
return /^(?=(a+)+$)\1b/.test('a'.repeat(40) + '!');
