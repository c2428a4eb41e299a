// Native: s, y, u flags and lookbehind. Rewritten to new RegExp: \p{...},
// named groups, the d and v flags.
const native = [/a.b/s, /x/y, /\u{1F600}/u, /(?<=\$)\d+/];
const letters = /^\p{L}+$/u;
const date = /(?<year>\d{4})-(?<month>\d{2})/;
const idx = /b/d;
const sets = /[\p{L}--[a-z]]/v;
return [native.length, letters.test("héllo"), date.source, idx.flags, sets.flags];
