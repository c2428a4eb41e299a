package inprocess

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestRegExpPropertyLiterals: a regular expression literal with property
// escapes matches as Node 22 does in every position — inside a class, a
// negated class, next to ranges, under the i flag, the v flag's set
// operations, lookbehind, and without the u flag where \p is no escape —
// and as new RegExp(source, flags) does (issue #40 cause 7; the literal
// is lowered to the constructor, regexp_modifiers.go). The expectations
// are recorded by testdata/regexp_property/record.mjs (-update re-records
// with the node on PATH).
func TestRegExpPropertyLiterals(t *testing.T) {
	const dir = "testdata/regexp_property/"
	if *update {
		if _, err := exec.LookPath("node"); err != nil {
			t.Skip("-update needs node on PATH")
		}
		cmd := exec.Command("node", "record.mjs")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("record.mjs: %v\n%s", err, out)
		}
	}
	input, err := os.ReadFile(dir + "input.txt")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(dir + "node.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string `json:"node"`
		Cases []struct {
			Literal string `json:"literal"`
			Want    string `json:"want"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Cases) < 30 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	rt := mustNew(t, nil)
	s := strconv.Quote(string(input))
	for _, tc := range rec.Cases {
		t.Run(tc.Literal, func(t *testing.T) {
			slash := strings.LastIndexByte(tc.Literal, '/')
			ctor := "new RegExp(" + strconv.Quote(tc.Literal[1:slash]) + ", " + strconv.Quote(tc.Literal[slash+1:]) + ")"
			for _, re := range []string{tc.Literal, ctor} {
				program := "const s = " + s + ";\nconst re = " + re + ";\nreturn JSON.stringify([re.test(s), s.replace(re, \"#\"), s.match(re)])"
				res := run1(t, rt, context.Background(), program)
				got := ""
				if res.Error != nil {
					got = "error: " + res.Error.Message
				} else if err := json.Unmarshal(res.Value, &got); err != nil {
					t.Fatalf("%s: value %s", re, res.Value)
				}
				if got != tc.Want {
					t.Errorf("%s\n got %s\nwant %s (Node %s)", re, got, tc.Want, rec.Node)
				}
			}
		})
	}
}
