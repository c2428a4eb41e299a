// expect: ok [262144,524287,1,"x",100000]
// A quarter of a million pairs: the URLSearchParams list lives in Go, so
// parsing, serializing, sorting and the URL's live query are each one
// pass, with no JavaScript object per pair.
const s = "&=".repeat(262_144);
const u = new URL("http://h/");
u.search = s;
const p = u.searchParams;
const text = p.toString();
p.sort();
p.set("", "x");
return [text.length - 262_143, text.length, p.size, p.get(""), new URLSearchParams("+a=%&".repeat(100_000)).getAll(" a").length];
