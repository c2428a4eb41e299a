package langlib_test

import (
	"encoding/json"
	"testing"
)

// TestLocaleCase: toLocaleUpperCase and toLocaleLowerCase case as Node 22
// (ICU) does for the locales with special casing it carries (tr, az; not lt) and as
// before for the rest. The expected values were printed by Node 22.23.5
// for the same calls (issue #40, corpus program 315).
func TestLocaleCase(t *testing.T) {
	l := newVM(t, true)
	for _, tc := range []struct {
		s, method, locales, want string
	}{
		{"istanbul", "toLocaleUpperCase", `"tr-TR"`, "İSTANBUL"},
		{"ISTANBUL", "toLocaleLowerCase", `"tr"`, "ıstanbul"},
		{"Iıİi", "toLocaleUpperCase", `"az"`, "IIİİ"},
		{"Iıİi", "toLocaleLowerCase", `"az"`, "ııii"},
		{"istanbul", "toLocaleUpperCase", `"en-US"`, "ISTANBUL"},
		{"ISTANBUL", "toLocaleLowerCase", `["tr", "en"]`, "ıstanbul"},
		{"straße", "toLocaleUpperCase", `"de"`, "STRASSE"},
		{"istanbul", "toLocaleUpperCase", `undefined`, "ISTANBUL"},
	} {
		lit, _ := json.Marshal(tc.s)
		got, err := runTS(t, l, "return "+string(lit)+"."+tc.method+"("+tc.locales+")")
		if err != nil {
			t.Errorf("%q.%s(%s): %v", tc.s, tc.method, tc.locales, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%q.%s(%s) = %q, want %q (Node 22)", tc.s, tc.method, tc.locales, got, tc.want)
		}
	}
	if _, err := runTS(t, l, `return String.prototype.toLocaleUpperCase.call(null, "tr")`); err == nil {
		t.Error("toLocaleUpperCase on null did not throw")
	}
}
