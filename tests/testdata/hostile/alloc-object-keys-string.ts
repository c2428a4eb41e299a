// expect: worker-exit Object.keys
return Object.keys('x'.repeat(2 ** 24)).length;
