// Records ECMAScript's number and string renderings for jsonv's tests:
//   node record.js > recorded.json
// Numbers are given as JSON literals (parsed by JSON.parse, as sdkgen's
// parser does) and rendered with String(x); strings are given as JSON
// literals and rendered with JSON.stringify.
const numbers = [
  "0", "-0", "1", "-1", "2.5", "-0.5", "0.1", "0.000001", "0.0000001", "1e-7", "1.5e-7", "123e-20",
  "100000000000000000000", "1e21", "1.5e21", "123456789012345680000", "1e300", "1.7976931348623157e308",
  "5e-324", "2.2250738585072014e-308", "9007199254740993", "4.0", "1e400", "-1e400", "0.30000000000000004",
  "3.14159", "1234.5678", "1e6", "1e-6", "12345678901234567890123", "0.00001234", "4.35", "1.005", "100",
];
const strings = [
  '"plain"', '"tab\\there"', '"quote\\"q"', '"back\\\\slash"', '"ctl\\u001f\\u0000\\u007f"',
  '"\\b\\f\\n\\r"', '"<a&b>"', '"\\u2028\\u2029"', '"ünï 😀 \\ud83d\\ude00"', '"lone \\ud800 x \\udfff"',
  '"pair\\ud83d\\ude00 rev \\ude00\\ud83d"', '"/slash"',
];
const out = {
  numbers: numbers.map((n) => [n, String(JSON.parse(n))]),
  strings: strings.map((s) => [s, JSON.stringify(JSON.parse(s))]),
};
console.log(JSON.stringify(out, null, 1));
