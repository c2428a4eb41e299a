package langlib

import (
	"os"
	"strings"
	"time"

	"github.com/dop251/goja"
)

// Long zone names in Date.prototype.toString and toTimeString (issue #40
// cause 9): goja ends them with Go's abbreviation, "(UTC)", "(CET)"; Node
// names the zone as ICU does, "(Coordinated Universal Time)", "(Central
// European Standard Time)". Both methods are replaced, when the program
// first names Date, by wrappers that call goja's own and put the long
// name of the run's zone (the process's local zone, time.Local, as goja
// uses; UTC unless TZ says otherwise) in the parentheses. The names are
// Node 22's, recorded for every IANA zone in January and July 2024
// (datezone_names.go). An instant whose offset is neither (a date before
// the zone's present rules) keeps goja's abbreviation, as does a local
// zone with no IANA name; before a zone's present rules ICU's names can
// differ from the table's even where the offset matches (London's GMT+1
// of 1970 is "Greenwich Mean Time" to Node). Date() called as a function, which goja
// formats without toString, keeps it too.

// zoneName is one zone's long names in January and July and its UTC
// offsets then, in minutes.
type zoneName struct {
	jan    string
	janOff int
	jul    string
	julOff int
}

// localZone is the IANA name of the zone time.Local loads, or "" when it
// has none: TZ's zone, the target of /etc/localtime when TZ is unset, UTC
// when TZ is empty or /etc/localtime is missing. It is found when the
// process starts, before a process worker confines itself out of the
// file system.
var localZone = localZoneID(os.LookupEnv, os.Readlink)

// localZoneID computes localZone from the environment and the
// /etc/localtime link, as Go's time package chooses the local zone.
func localZoneID(lookupEnv func(string) (string, bool), readlink func(string) (string, error)) string {
	tz, set := lookupEnv("TZ")
	if set {
		tz = strings.TrimPrefix(tz, ":")
		if tz == "" {
			return "UTC"
		}
		if _, z, ok := strings.Cut(tz, "zoneinfo/"); ok && strings.HasPrefix(tz, "/") {
			return z
		}
		return tz
	}
	target, err := readlink("/etc/localtime")
	if err != nil {
		if os.IsNotExist(err) {
			return "UTC"
		}
		return ""
	}
	if _, z, ok := strings.Cut(target, "zoneinfo/"); ok {
		return z
	}
	return ""
}

// zoneLongName is Node's long name of the local zone at t.
func zoneLongName(t time.Time) (string, bool) {
	return zoneLongNameIn(localZone, t.In(time.Local))
}

// zoneLongNameIn is Node's long name of the IANA zone id at t, which is in
// that zone.
func zoneLongNameIn(id string, t time.Time) (string, bool) {
	z, ok := zoneNames()[id]
	if !ok {
		return "", false
	}
	_, off := t.Zone()
	switch off / 60 {
	case z.janOff:
		return z.jan, true
	case z.julOff:
		return z.jul, true
	}
	return "", false
}

// defineDateZoneNames replaces toString and toTimeString of the Date
// constructor d's prototype (see above).
func defineDateZoneNames(vm *goja.Runtime, d *goja.Object) error {
	proto, ok := d.Get("prototype").(*goja.Object)
	if !ok {
		return nil
	}
	getTime, ok := goja.AssertFunction(proto.Get("getTime"))
	if !ok {
		return nil
	}
	for _, name := range [...]string{"toString", "toTimeString"} {
		orig, ok := goja.AssertFunction(proto.Get(name))
		if !ok {
			continue
		}
		fn := vm.ToValue(func(call goja.FunctionCall) goja.Value {
			v, err := orig(call.This)
			if err != nil {
				panic(err) // a receiver that is not a Date: goja's TypeError
			}
			s := v.String()
			open := strings.LastIndex(s, " (")
			if open < 0 || !strings.HasSuffix(s, ")") {
				return v // Invalid Date
			}
			ms, err := getTime(call.This)
			if err != nil {
				panic(err)
			}
			long, ok := zoneLongName(time.UnixMilli(ms.ToInteger()))
			if !ok {
				return v
			}
			return vm.ToValue(s[:open+2] + long + ")")
		}).(*goja.Object)
		if err := fn.DefineDataProperty("name", vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := fn.DefineDataProperty("length", vm.ToValue(0), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
		if err := proto.DefineDataProperty(name, fn, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	return nil
}
