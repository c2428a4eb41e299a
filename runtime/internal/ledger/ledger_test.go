package ledger

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// outcome is what a run would report after the ledger has seen its logs
// and its final payload.
type outcome struct {
	logs    []string
	limited bool
	message string // output-limit message when limited
}

// play feeds logs, then either a value of the given JSON text or a failure
// message, exactly as a run does (OUT-6, OUT-8).
func play(cap int, logs []string, valueJSON string, failure string) outcome {
	l := New(cap)
	for _, e := range logs {
		if !l.Log(e) {
			break
		}
	}
	ok := false
	if !l.Exhausted() {
		if failure != "" {
			ok = l.FitsMessage(failure)
		} else {
			ok = l.FitsValue(len(valueJSON))
		}
	}
	if ok {
		return outcome{logs: l.Logs()}
	}
	kept, msg := l.Limit()
	return outcome{logs: kept, limited: true, message: msg}
}

func rep(s string, n int) string { return strings.Repeat(s, n) }

func spam(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("spam line %d", i)
	}
	return out
}

func TestLedgerConformance(t *testing.T) {
	tests := []struct {
		name    string
		cap     int
		logs    []string
		value   string // completion JSON text (when failure is empty)
		failure string
		want    outcome
	}{
		{"RC-65 cap 7 euro fits", 7, nil, `"€"`, "", outcome{logs: []string{}}},
		{"RC-65 cap 6 euro overflows", 6, nil, `"€"`, "", outcome{[]string{}, true, "ou"}},
		{"RC-66 cap 20 fits", 20, []string{"ab", "cd"}, `{"k":"v"}`, "", outcome{logs: []string{"ab", "cd"}}},
		{"RC-66 cap 19 overflows", 19, []string{"ab", "cd"}, `{"k":"v"}`, "", outcome{[]string{}, true, "outer output ex"}},
		{"RC-67 cap 11 exception fits", 11, []string{"abc"}, "", "xy", outcome{logs: []string{"abc"}}},
		{"RC-67 cap 10 overflows", 10, []string{"abc"}, "", "xy", outcome{[]string{}, true, "outer "}},
		{"RC-68 cap 64 value", 64, nil, `"` + rep("y", 10000) + `"`, "", outcome{[]string{}, true, "outer output exceeded 64 bytes"}},
		{"RC-68 cap 64 message", 64, nil, "", "Error: " + rep("x", 1e6), outcome{[]string{}, true, "outer output exceeded 64 bytes"}},
		{"RC-69 cap 300 spam", 300, spam(1000), "1", "", outcome{append(spam(18), "spa"), true, "outer output exceeded 300 bytes"}},
		{"RC-70 cap 40 long log", 40, []string{rep("a", 50)}, "", "", outcome{[]string{"aaaa"}, true, "outer output exceeded 40 bytes"}},
		{"RC-71 cap 100 60a", 100, []string{rep("a", 60)}, `"` + rep("b", 50) + `"`, "", outcome{[]string{rep("a", 60)}, true, "outer output exceeded 100 bytes"}},
		{"RC-71 cap 100 80a", 100, []string{rep("a", 80)}, `"` + rep("b", 50) + `"`, "", outcome{[]string{rep("a", 63)}, true, "outer output exceeded 100 bytes"}},
		{"RC-72 cap 16 escapes fit", 16, []string{"\"\u0001😀"}, "", "", outcome{logs: []string{"\"\u0001😀"}}},
		{"RC-72 cap 15 escapes overflow", 15, []string{"\"\u0001😀"}, "", "", outcome{[]string{}, true, "outer outpu"}},
		{"RC-73 cap 16 e-acute", 16, []string{rep("é", 10)}, "", "", outcome{[]string{}, true, "outer output"}},
		{"RC-74 cap 4 diagnostic", 4, nil, "", "enum is not supported", outcome{[]string{}, true, ""}},
		{"RC-75 cap 64 long abort reason", 64, nil, "", rep("r", 1000), outcome{[]string{}, true, "outer output exceeded 64 bytes"}},
		{"RC-76 default 64MiB fits", 67108864, nil, `"` + rep("x", 67108860) + `"`, "", outcome{logs: []string{}}},
		{"RC-76 default 64MiB overflows", 67108864, nil, `"` + rep("x", 67108861) + `"`, "", outcome{[]string{}, true, "outer output exceeded 67108864 bytes"}},
		{"RC-77 cap 30 fits", 30, []string{"a", "b", "c"}, `[true,false]`, "", outcome{logs: []string{"a", "b", "c"}}},
		{"RC-77 cap 24 overflows", 24, []string{"a", "b", "c"}, `[true,false]`, "", outcome{[]string{}, true, "outer output exceede"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			value := tt.value
			if value == "" && tt.failure == "" {
				value = "" // value-less success costs nothing
			}
			got := play(tt.cap, tt.logs, value, tt.failure)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", short(got), short(tt.want))
			}
			if got.limited {
				total := StringCost(got.message) + 2
				for i, e := range got.logs {
					total += StringCost(e)
					if i > 0 {
						total++
					}
				}
				if total > tt.cap { // OUT-7: logs+message never exceed the cap
					t.Errorf("limit result costs %d > cap %d", total, tt.cap)
				}
			}
		})
	}
}

func short(o outcome) outcome {
	for i, l := range o.logs {
		if len(l) > 80 {
			o.logs[i] = l[:20] + fmt.Sprintf("…(%d bytes)", len(l))
		}
	}
	return o
}

func TestStringCost(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"", 2},
		{"abc", 5},
		{`"\`, 6},           // OUT-3 two-byte escapes
		{"\b\t\n\f\r", 12},  // short escapes
		{"\x00\x1f", 14},    // \u0000 \u001f
		{"\x7f", 3},         // DEL is raw
		{"\u2028\u2029", 8}, // raw, 3 bytes each
		{"é", 4},            // 2-byte UTF-8
		{"€", 5},            // 3-byte UTF-8
		{"😀", 6},            // astral: surrogate pair -> 4 bytes
		{"\xed\xa0\x80", 8}, // WTF-8 lone high surrogate -> \ud800
		{"\xed\xbf\xbf", 8}, // lone low surrogate -> \udfff
		{"\xff", 5},         // invalid byte counts as U+FFFD
	}
	for _, tt := range tests {
		if got := StringCost(tt.in); got != tt.want {
			t.Errorf("StringCost(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestPrefix(t *testing.T) {
	tests := []struct {
		in     string
		budget int
		want   string
	}{
		{"abc", 1, ""},
		{"abc", 2, ""},
		{"abc", 4, "ab"},
		{"abc", 5, "abc"},
		{"é€", 4, "é"}, // never splits a code point
		{"é€", 6, "é"}, // € needs 3 more
		{"é€", 7, "é€"},
		{"a\nb", 4, "a"}, // the escape is 2 bytes
		{"😀x", 5, ""},    // astral costs 4
	}
	for _, tt := range tests {
		if got := Prefix(tt.in, tt.budget); got != tt.want {
			t.Errorf("Prefix(%q, %d) = %q, want %q", tt.in, tt.budget, got, tt.want)
		}
	}
}

func TestLogAfterExhaustionIsDropped(t *testing.T) { // OUT-6: nothing later is captured
	l := New(10)
	if !l.Log("ab") {
		t.Fatal("first entry should fit")
	}
	if l.Log("0123456789") {
		t.Fatal("second entry should overflow")
	}
	if l.Log("c") {
		t.Fatal("entries after exhaustion must be refused")
	}
	if l.FitsValue(1) || l.FitsMessage("") {
		t.Fatal("an exhausted ledger admits no payload")
	}
	if got := l.Logs(); !reflect.DeepEqual(got, []string{"ab"}) {
		t.Fatalf("Logs = %q", got)
	}
}
