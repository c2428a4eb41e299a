// expect: output-limit
return { ['k'.repeat(5e6)]: 1 };
