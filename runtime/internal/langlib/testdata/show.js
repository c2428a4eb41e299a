// show renders a value deterministically; shared by record.js (under Node)
// and the Go tests (under goja), so both sides describe results alike.
(function show(v, seen) {
  seen = seen || [];
  const t = typeof v;
  if (v === null) return "null";
  if (t === "undefined") return "undefined";
  if (t === "string") return JSON.stringify(v);
  if (t === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (t === "bigint") return v + "n";
  if (t === "boolean") return String(v);
  if (t === "symbol") return v.toString();
  if (t === "function") return "function";
  if (seen.indexOf(v) >= 0) return "<cycle>";
  seen = seen.concat([v]);
  const tag = Object.prototype.toString.call(v).slice(8, -1);
  if (v instanceof Date) return "Date(" + (isNaN(v.getTime()) ? "NaN" : v.toISOString()) + ")";
  if (v instanceof Map) return "Map{" + Array.from(v, ([k, x]) => show(k, seen) + "=>" + show(x, seen)).join(",") + "}";
  if (v instanceof Set) return "Set{" + Array.from(v, (x) => show(x, seen)).join(",") + "}";
  if (ArrayBuffer.isView(v)) return tag + "[" + Array.from(v, (x) => show(x, seen)).join(",") + "]";
  if (v instanceof ArrayBuffer) return "ArrayBuffer[" + Array.from(new Uint8Array(v)).join(",") + "]";
  if (v instanceof RegExp) return "RegExp(" + String(v) + ")";
  if (v instanceof Error) return "Error(" + v.name + ": " + v.message + ")";
  if (Array.isArray(v)) return "[" + Array.from(v, (x) => show(x, seen)).join(",") + "]";
  const keys = Object.keys(v);
  return (tag === "Object" ? "" : tag) + "{" + keys.map((k) => JSON.stringify(k) + ":" + show(v[k], seen)).join(",") + "}";
})
