// expect: timeout regular expression budget
return /(a+)+b(?=c)/.test('a'.repeat(40) + '!');
