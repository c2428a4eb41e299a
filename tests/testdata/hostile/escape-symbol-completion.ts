// expect: invalid-output
return Symbol('s');
