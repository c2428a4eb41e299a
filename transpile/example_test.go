package transpile_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/codemode-go/codemode/transpile"
)

func ExampleTransform() {
	src := "const n: number = await tools.count({});\nreturn n satisfies number;"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools", "console"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p.JS)
	// Output:
	// (async function(tools, console) {
	//   "use strict";
	//   const n = await tools.count({});
	//   return n;
	// });
}

func ExampleProgram_Position() {
	src := "// fetch the rows\ninterface Row { id: number }\nconst rows: Row[] = await tools.list({});\nreturn rows.map((r: Row) => r.id);"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Suppose the engine reports an error at the "r.id" of JS line 4.
	jsLine := strings.Split(p.JS, "\n")[3]
	col := strings.Index(jsLine, "r.id") + 1
	line, tsCol, ok := p.Position(4, col)
	fmt.Println(line, tsCol, ok)
	fmt.Println(p.SourceLine(line))
	// Output:
	// 4 29 true
	// return rows.map((r: Row) => r.id);
}

func ExampleError() {
	src := "// compute\nconst total = items.reduce((a, b) => a + b, 0\nreturn total"
	_, err := transpile.Transform(src, transpile.Options{Filename: "sum.ts", Params: []string{"items"}})
	var te *transpile.Error
	if errors.As(err, &te) {
		fmt.Println(te.Line, te.Col)
		fmt.Println(te)
	}
	// Output:
	// 3 1
	// sum.ts:3:1: Expected ")" but found "return"
	//     return total
	//     ^
}

func ExampleProgram_Normalized() {
	// A model's answer in a fence, as one arrow function.
	src := "```ts\nasync () => {\n  const n: number = await tools.count({});\n  return n;\n};\n```"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Normalized)
	fmt.Print(p.JS)
	// Output:
	// codemode: normalized the program: removed the ```ts fence around it (lines 1 and 6); called the program's lone async arrow function and returned its result
	// (async function(tools) {
	//   "use strict";
	//   return (async () => {
	//     const n = await tools.count({});
	//     return n;
	//   })();
	// });
}

// A program's imports from the servers tree become Imports, bound on the
// header line from one more parameter; a type-only import is erased.
func ExampleProgram_Imports() {
	src := "import type { Doc } from './servers/google-drive'\nimport * as gdrive from './servers/google-drive'\nconst d: Doc = await gdrive.getDocument({ id: 'a' })\nreturn d"
	p, err := transpile.Transform(src, transpile.Options{Params: []string{"tools", "console"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p.JS)
	for _, im := range p.Imports {
		fmt.Println(im.Kind, im.Local, "from server", im.Server)
	}
	// Output:
	// (async function(tools, console, __codemode_imports) {
	//   "use strict";
	//   const gdrive = __codemode_imports[0];
	//   const d = await gdrive.getDocument({ id: "a" });
	//   return d;
	// });
	// namespace gdrive from server google-drive
}
