// expect: ok ["RangeError","RangeError"]
// URL parsing once built the query one character at a time (quadratic in
// goja): the first input ran for over nine minutes. Inputs over 1 Mi UTF-16
// units are a RangeError at once; a URL whose serialization would pass
// 1 Mi characters (é percent-encodes to six) after one linear pass.
const name = (f: () => unknown) => { try { f(); return "none"; } catch (e) { return (e as Error).name; } };
return [
  name(() => new URL("http://h/?" + "é".repeat(2_000_000))),
  name(() => new URL("http://h/?" + "é".repeat(1_048_000))),
];
