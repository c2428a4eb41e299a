// Records JSON.stringify(value, null, 2) for the Pretty test cases (values
// nested less than CompactDepth deep, where Pretty must match Node
// exactly). Run: node record_pretty.mjs > pretty.json
const cases = [
  '1', '-1.5', '1e21', '1e-7', '123456789012345680000', '"a\\u2028b<&>"', 'null', 'true',
  '{}', '[]', '[{}]', '{"a":[]}', '{"a":1,"b":[1,2,{"c":null}]}', '[[[[1]]]]',
  '{"k":"v\\n\\"q\\""}', '{"\\u00e9":{"x":[true,false]}}', '[1,[2,[3,[4]]]]',
];
const out = cases.map((c) => ({ in: JSON.stringify(JSON.parse(c)), want: JSON.stringify(JSON.parse(c), null, 2) }));
console.log(JSON.stringify(out, null, 1));
