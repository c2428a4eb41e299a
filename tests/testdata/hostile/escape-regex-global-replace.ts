// expect: timeout regular expression budget
return ('a'.repeat(40) + '!').replace(/(a+)+b(?=c)/g, 'x');
