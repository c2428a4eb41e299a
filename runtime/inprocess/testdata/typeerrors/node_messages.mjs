// Prints, for each case of cases.json (path in argv[2]), the message Node
// gives: each program is the body of an async function, as in codemode;
// "uncaught" cases report the message of the error the function rejects
// with. Used by TestTypeErrorsInV8Words (runtime/inprocess) to record and
// check the "node" column.
import { readFileSync } from "node:fs";

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = [];
for (const c of cases) {
  try {
    out.push(String(await new AsyncFunction(c.program)()));
  } catch (e) {
    out.push(String(e && e.message));
  }
}
process.stdout.write(JSON.stringify(out) + "\n");
