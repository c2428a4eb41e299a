// expect: ok ["RangeError",1048560]
// Astral characters (two UTF-16 units, twelve characters encoded) in a
// fragment, and a query of invalid percent-escapes at the limit: one
// linear pass each.
const name = (f: () => unknown) => { try { f(); return "none"; } catch (e) { return (e as Error).name; } };
return [
  name(() => new URL("http://h/#" + "😀".repeat(524_000))),
  new URL("http://h/?" + "%".repeat(1_048_559)).search.length,
];
