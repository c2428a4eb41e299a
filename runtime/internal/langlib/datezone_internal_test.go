package langlib

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// dateZoneCase is one entry of testdata/zones/node.json.
type dateZoneCase struct {
	Zone         string `json:"zone"`
	Ms           int64  `json:"ms"`
	ToString     string `json:"toString"`
	ToTimeString string `json:"toTimeString"`
}

func loadDateZoneCases(t *testing.T) (string, []dateZoneCase) {
	t.Helper()
	raw, err := os.ReadFile("testdata/zones/node.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Node  string         `json:"node"`
		Cases []dateZoneCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Cases) < 50 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	return rec.Node, rec.Cases
}

// TestZoneLongNames: in each recorded zone and instant, goja's layout
// with the long name put in its parentheses is what Node 22 prints for
// toString and toTimeString (issue #40 cause 9).
func TestZoneLongNames(t *testing.T) {
	node, cases := loadDateZoneCases(t)
	for _, c := range cases {
		loc, err := time.LoadLocation(c.Zone)
		if err != nil {
			t.Logf("%s: no tzdata here (%v)", c.Zone, err)
			continue
		}
		tm := time.UnixMilli(c.Ms).In(loc)
		long, ok := zoneLongNameIn(c.Zone, tm)
		if !ok {
			t.Errorf("%s at %d: no long name", c.Zone, c.Ms)
			continue
		}
		for _, f := range []struct{ layout, want string }{
			{"Mon Jan 02 2006 15:04:05 GMT-0700", c.ToString},
			{"15:04:05 GMT-0700", c.ToTimeString},
		} {
			if got := tm.Format(f.layout) + " (" + long + ")"; got != f.want {
				t.Errorf("%s at %d: got %q, want %q (Node %s)", c.Zone, c.Ms, got, f.want, node)
			}
		}
	}
}

// TestLocalZoneID: the local zone is named as Go's time package picks it.
func TestLocalZoneID(t *testing.T) {
	for _, tc := range []struct {
		tz   string
		set  bool
		link string
		err  error
		want string
	}{
		{tz: "Europe/Paris", set: true, want: "Europe/Paris"},
		{tz: ":America/New_York", set: true, want: "America/New_York"},
		{tz: "/usr/share/zoneinfo/Asia/Tokyo", set: true, want: "Asia/Tokyo"},
		{tz: "", set: true, want: "UTC"},
		{link: "/usr/share/zoneinfo/Etc/UTC", want: "Etc/UTC"},
		{link: "../usr/share/zoneinfo/Europe/Berlin", want: "Europe/Berlin"},
		{err: os.ErrNotExist, want: "UTC"},
		{err: os.ErrInvalid, want: ""},
	} {
		got := localZoneID(func(string) (string, bool) { return tc.tz, tc.set }, func(string) (string, error) { return tc.link, tc.err })
		if got != tc.want {
			t.Errorf("TZ=%q (set %v), link %q (%v): got %q, want %q", tc.tz, tc.set, tc.link, tc.err, got, tc.want)
		}
	}
}

// TestDateToStringInRealm runs toString, toTimeString, String() and a
// template literal of Dates in a realm with the library, against Node's
// text for the process's own zone when it was recorded (UTC on CI).
func TestDateToStringInRealm(t *testing.T) {
	node, cases := loadDateZoneCases(t)
	zone := localZone
	vm := goja.New()
	if err := Install(vm, nil); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cases {
		if c.Zone != zone {
			continue
		}
		n++
		ms := strconv.FormatInt(c.Ms, 10)
		v, err := vm.RunString(`const d` + ms + ` = new Date(` + ms + `); [d` + ms + `.toString(), d` + ms + `.toTimeString(), String(d` + ms + `), ` + "`${d" + ms + "}`" + `].join("\n")`)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Join([]string{c.ToString, c.ToTimeString, c.ToString, c.ToString}, "\n")
		if v.String() != want {
			t.Errorf("%s at %d:\n got %q\nwant %q (Node %s)", zone, c.Ms, v.String(), want, node)
		}
	}
	if n == 0 {
		t.Skipf("the process's zone %q has no recorded cases (run with TZ=UTC)", zone)
	}
	v, err := vm.RunString(`[Date.prototype.toString.name, Date.prototype.toString.length, new Date(NaN).toString(), (() => { try { Date.prototype.toString.call({}) } catch (e) { return e instanceof TypeError } })()].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != "toString,0,Invalid Date,true" {
		t.Errorf("got %q", got)
	}
}
