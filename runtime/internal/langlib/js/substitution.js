// GetSubstitution (ECMA-262 22.1.3.19.1) with named references: the
// text that replaces one match, given the replacement template. One
// function serves both RegExp constructors, the language library's
// (regexp.js) and the runtime's one for the v flag
// (runtime/inprocess/internal/guard/regexp_ctor.js); Go hands it to each as
// host.substitute (langlib.Substitution). Unlike the files beside it,
// this is no module: it evaluates to the function itself.
(function substitute(matched, str, position, captures, groups, replacement) {
  "use strict";
  let out = "";
  const m = captures.length;
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i];
    if (c !== "$" || i + 1 >= replacement.length) { out += c; continue; }
    const n = replacement[i + 1];
    if (n === "$") { out += "$"; i++; }
    else if (n === "&") { out += matched; i++; }
    else if (n === "`") { out += str.slice(0, position); i++; }
    else if (n === "'") { out += str.slice(Math.min(position + matched.length, str.length)); i++; }
    else if (n >= "0" && n <= "9") {
      const two = replacement.slice(i + 1, i + 3);
      let k = -1, len = 0;
      if (/^\d\d$/.test(two) && +two >= 1 && +two <= m) { k = +two; len = 2; }
      else if (+n >= 1 && +n <= m) { k = +n; len = 1; }
      if (k < 0) { out += "$"; continue; }
      const cap = captures[k - 1];
      out += cap === undefined ? "" : cap;
      i += len;
    } else if (n === "<" && groups !== undefined) {
      const end = replacement.indexOf(">", i + 2);
      if (end < 0) { out += "$<"; i++; continue; }
      const v = groups[replacement.slice(i + 2, end)];
      out += v === undefined ? "" : String(v);
      i = end;
    } else out += "$";
  }
  return out;
})
