// expect: ok ["RangeError","RangeError","RangeError","RangeError","http://u@h/p?q=1#f",1048567]
// Every URL setter reparses the URL in Go, one linear pass; a value whose
// percent-encoding would make the URL longer than 1 Mi characters is a
// RangeError that leaves the URL as it was.
const u = new URL("http://u@h/p?q=1#f");
const name = (f: () => unknown) => { try { f(); return "none"; } catch (e) { return (e as Error).name; } };
const out: unknown[] = [
  name(() => { u.search = "é".repeat(180_000); }),
  name(() => { u.hash = "😀".repeat(90_000); }),
  name(() => { u.username = "中".repeat(120_000); }),
  name(() => { u.pathname = "é".repeat(180_000); }),
  u.href,
];
u.hash = "%".repeat(1_048_550);
out.push(u.href.length);
return out;
