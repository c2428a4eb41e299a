package inprocess

import (
	"reflect"
	"testing"
)

// TestT262Meta pins the frontmatter forms test262 uses.
func TestT262Meta(t *testing.T) {
	tests := []struct {
		name, src string
		want      t262Meta
		bad       bool
	}{
		{"flow lists", "/*---\nincludes: [compareArray.js, propertyHelper.js]\nflags: [onlyStrict, async]\nfeatures: [Symbol]\n---*/\n",
			t262Meta{Includes: []string{"compareArray.js", "propertyHelper.js"}, Flags: map[string]bool{"onlyStrict": true, "async": true}, Features: []string{"Symbol"}}, false},
		{"block lists and negative", "/*---\ndescription: >\n  a folded\n  description: with a colon\nnegative:\n  phase: parse\n  type: SyntaxError\nincludes:\n  - a.js\n  - b.js\nflags: [raw]\n---*/",
			t262Meta{Includes: []string{"a.js", "b.js"}, Flags: map[string]bool{"raw": true}, Phase: "parse", Type: "SyntaxError"}, false},
		{"empty", "/*---\nesid: x\n---*/", t262Meta{Flags: map[string]bool{}}, false},
		{"no frontmatter", "var x;", t262Meta{}, true},
		{"unclosed", "/*---\nflags: [raw]\n", t262Meta{}, true},
		{"negative without type", "/*---\nnegative:\n  phase: runtime\n---*/", t262Meta{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseT262Meta(tt.src)
			if tt.bad {
				if err == nil {
					t.Fatalf("want an error, got %+v", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestT262Judge pins test262's pass rules as the harness applies them.
func TestT262Judge(t *testing.T) {
	positive := &t262Test{}
	parse := &t262Test{Meta: t262Meta{Phase: "parse", Type: "SyntaxError"}}
	runtimeNeg := &t262Test{Meta: t262Meta{Phase: "runtime", Type: "TypeError"}}
	tests := []struct {
		name string
		t    *t262Test
		o    t262Outcome
		pass bool
	}{
		{"positive completes", positive, t262Outcome{Started: true}, true},
		{"positive throws", positive, t262Outcome{Started: true, Failed: true, Msg: "Test262Error: x"}, false},
		{"parse: did not compile", parse, t262Outcome{Failed: true, Msg: "program.ts:1:2: ERROR"}, true},
		{"parse: ran", parse, t262Outcome{Started: true, Failed: true, Msg: "Test262Error: Test262: This statement should not be evaluated."}, false},
		{"parse: eval SyntaxError", parse, t262Outcome{Started: true, Failed: true, Msg: "SyntaxError: bad"}, true},
		{"parse: eval other error", parse, t262Outcome{Started: true, Failed: true, Msg: "TypeError: bad"}, false},
		{"parse: compiled and completed", parse, t262Outcome{Started: true}, false},
		{"runtime: right type", runtimeNeg, t262Outcome{Started: true, Failed: true, Msg: "TypeError: x"}, true},
		{"runtime: wrong type", runtimeNeg, t262Outcome{Started: true, Failed: true, Msg: "RangeError: x"}, false},
		{"runtime: did not compile", runtimeNeg, t262Outcome{Failed: true, Msg: "TypeError: x"}, false},
		{"runtime: completed", runtimeNeg, t262Outcome{Started: true}, false},
	}
	for _, tt := range tests {
		if got, why := t262Judge(tt.t, tt.o); got != tt.pass {
			t.Errorf("%s: pass = %v (%s), want %v", tt.name, got, why, tt.pass)
		}
	}
}
