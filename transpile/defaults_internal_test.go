package transpile

import "testing"

// TestDefaultsAreTsconfig: the program's transform runs without the
// pinned tsconfig (transpile.go), so esbuild's defaults must be those
// values: class fields with ECMAScript semantics, TC39 decorators,
// type-only imports and exports erased.
func TestDefaultsAreTsconfig(t *testing.T) {
	for _, src := range []string{
		"class A { declare y: number; x = 1; static s = 2; #p = 3; constructor(public q: number) {} }",
		"class B { @dec m() {} @dec accessor z = 3; @dec static f = 1 }\n@dec class C {}",
		"import { T, U } from 'x'\nconst a: T = 1; export { a }",
		"import type { V } from 'y'\nexport type { V }\nenum E { A = 1 }\nnamespace N { export const n = 1 }",
	} {
		plain := transformOptions(src, "p.ts", false)
		pinned := transformOptions(src, "p.ts", false)
		pinned.TsconfigRaw = tsconfig
		a, b := esbuild(src, plain), esbuild(src, pinned)
		if len(a.Errors)+len(b.Errors) > 0 {
			t.Fatalf("%q: errors %v / %v", src, a.Errors, b.Errors)
		}
		if string(a.Code) != string(b.Code) {
			t.Errorf("%q: esbuild's defaults differ from the pinned tsconfig:\n%s\n--- pinned:\n%s", src, a.Code, b.Code)
		}
	}
}
