// Prints, for each text of cases.json (path in argv[2]), the message of
// Node's JSON.parse error, or null when the text parses. Used by
// TestV8JSONError (runtime/internal/langlib) to record and check the
// "node" field.
import { readFileSync } from "node:fs";

const out = [];
for (const c of JSON.parse(readFileSync(process.argv[2], "utf8"))) {
  try {
    JSON.parse(c.text);
    out.push(null);
  } catch (e) {
    out.push(e.message);
  }
}
process.stdout.write(JSON.stringify(out) + "\n");
