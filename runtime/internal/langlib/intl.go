package langlib

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // IANA zones for Intl timeZone, independent of the host

	"github.com/dop251/goja"
)

// decimal is a non-negative decimal number: digits d (no leading zeros
// unless the value is zero) times 10^(exp-len(d)), i.e. the decimal point
// sits after the first exp digits.
type decimal struct {
	d   []byte
	exp int
}

// parseDecimal takes the shortest round-trip digits of a finite, non-negative
// float (as ICU does), or the digits of a bigint's decimal text.
func parseDecimal(s string) decimal {
	mant, e, _ := strings.Cut(s, "e")
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := intPart + frac
	exp := len(intPart)
	if e != "" {
		n, _ := strconv.Atoi(e)
		exp += n
	}
	t := strings.TrimLeft(digits, "0")
	exp -= len(digits) - len(t)
	t = strings.TrimRight(t, "0")
	if t == "" {
		return decimal{exp: 1}
	}
	return decimal{d: []byte(t), exp: exp}
}

// roundAt keeps n digits after the decimal point (n may be negative),
// rounding half away from zero (ECMA-402 "halfExpand").
func (x decimal) roundAt(n int) decimal {
	keep := x.exp + n // number of significant digits kept
	if keep >= len(x.d) {
		return x
	}
	if keep < 0 {
		return decimal{exp: 1}
	}
	up := x.d[keep] >= '5'
	d := append([]byte(nil), x.d[:keep]...)
	exp := x.exp
	if up {
		i := len(d) - 1
		for ; i >= 0; i-- {
			if d[i] < '9' {
				d[i]++
				break
			}
			d[i] = '0'
		}
		if i < 0 {
			d = append([]byte{'1'}, d...)
			exp++
		}
	}
	s := strings.TrimRight(string(d), "0")
	if s == "" {
		return decimal{exp: 1}
	}
	return decimal{d: []byte(s), exp: exp}
}

func (x decimal) isZero() bool { return len(x.d) == 0 }

// fracDigits is the number of digits after the point.
func (x decimal) fracDigits() int {
	if n := len(x.d) - x.exp; n > 0 {
		return n
	}
	return 0
}

// intDigits is the number of digits before the point (at least 1).
func (x decimal) intDigits() int {
	if x.exp > 0 {
		return x.exp
	}
	return 1
}

// text renders x with at least minInt integer digits and minFrac fraction digits.
func (x decimal) text(minInt, minFrac int) (intPart, frac string) {
	switch {
	case x.isZero():
		intPart = "0"
	case x.exp <= 0:
		intPart = "0"
		frac = strings.Repeat("0", -x.exp) + string(x.d)
	case x.exp >= len(x.d):
		intPart = string(x.d) + strings.Repeat("0", x.exp-len(x.d))
	default:
		intPart, frac = string(x.d[:x.exp]), string(x.d[x.exp:])
	}
	if len(intPart) < minInt {
		intPart = strings.Repeat("0", minInt-len(intPart)) + intPart
	}
	if len(frac) < minFrac {
		frac += strings.Repeat("0", minFrac-len(frac))
	}
	return intPart, frac
}

// formatDigits implements the digit options of Intl.NumberFormat for a
// non-negative magnitude given as text (a JS Number's shortest form or a
// bigint's digits). mode is "fraction", "significant", "more" or "less"
// (roundingPriority morePrecision / lessPrecision between both).
// It returns the integer and fraction digit strings and the decimal
// exponent of the rounded value (for compact and scientific notation).
func formatDigits(num string, scale int, mode string, minInt, minFrac, maxFrac, minSig, maxSig int) (string, string) {
	x := parseDecimal(num)
	x.exp += scale
	byFrac := func() (decimal, int) { r := x.roundAt(maxFrac); return r, minFrac }
	bySig := func() (decimal, int) {
		r := x
		if !x.isZero() {
			r = x.roundAt(maxSig - x.exp)
		}
		// minimum significant digits become minimum fraction digits
		mf := minSig - r.intDigits()
		if r.exp <= 0 && !r.isZero() {
			mf = minSig - r.exp
		}
		if r.isZero() {
			mf = minSig - 1
		}
		if mf < 0 {
			mf = 0
		}
		return r, mf
	}
	var r decimal
	var mf int
	switch mode {
	case "significant":
		r, mf = bySig()
	case "more", "less":
		a, af := byFrac()
		b, bf := bySig()
		// morePrecision picks the result with more fraction digits
		pickSig := b.fracDigits() > a.fracDigits()
		if a.fracDigits() == b.fracDigits() {
			pickSig = false
		}
		if mode == "less" {
			pickSig = !pickSig && b.fracDigits() != a.fracDigits()
		}
		if pickSig {
			r, mf = b, bf
		} else {
			r, mf = a, af
		}
	default:
		r, mf = byFrac()
	}
	return r.text(minInt, mf)
}

// intlHost provides the Go helpers of intl.js:
//
//	host.digits(abs, scale, mode, minInt, minFrac, maxFrac, minSig, maxSig) -> [int, frac]
//	host.magnitude(abs) -> floor(log10(abs)) of the shortest decimal form
//	host.zone(name) -> canonical zone name, or throws RangeError
//	host.fields(ms, zone) -> [y, m, d, h, min, s, ms, weekday, offsetMinutes]
//	host.resolve(tag) -> [locale, key, fallback] (cldr.Resolve)
//	host.locale(key) -> the CLDR data of key, as an object
//	host.plural(key, ordinal, formatted) -> plural category
//	host.categories(key, ordinal) -> the plural categories
//	host.compare(locale, a, b, sensitivity, numeric, ignorePunctuation) -> -1, 0, 1
//	host.currencies() -> the currency codes with names and symbols
//	host.notice(line) -> Options.Notice(line)
func intlHost(st *state, host *goja.Object) error {
	vm := st.vm
	if err := cldrHost(st, host); err != nil {
		return err
	}
	numText := func(v goja.Value) string {
		if bi, ok := v.Export().(*big.Int); ok {
			return new(big.Int).Abs(bi).String()
		}
		f := math.Abs(v.ToFloat())
		return strconv.FormatFloat(f, 'e', -1, 64)
	}
	if err := host.Set("digits", func(c goja.FunctionCall) goja.Value {
		ip, fp := formatDigits(numText(c.Argument(0)), int(c.Argument(1).ToInteger()), c.Argument(2).String(),
			int(c.Argument(3).ToInteger()), int(c.Argument(4).ToInteger()), int(c.Argument(5).ToInteger()),
			int(c.Argument(6).ToInteger()), int(c.Argument(7).ToInteger()))
		return vm.NewArray(ip, fp)
	}); err != nil {
		return err
	}
	if err := host.Set("magnitude", func(c goja.FunctionCall) goja.Value {
		x := parseDecimal(numText(c.Argument(0)))
		if x.isZero() {
			return vm.ToValue(0)
		}
		return vm.ToValue(x.exp - 1)
	}); err != nil {
		return err
	}
	if err := host.Set("zone", func(c goja.FunctionCall) goja.Value {
		name := c.Argument(0).String()
		if z, ok := canonicalZone(name); ok {
			return vm.ToValue(z)
		}
		panic(rangeError(vm, "Invalid time zone specified: "+name))
	}); err != nil {
		return err
	}
	return host.Set("fields", func(c goja.FunctionCall) goja.Value {
		ms := c.Argument(0).ToFloat()
		loc, err := loadZone(c.Argument(1).String())
		if err != nil {
			panic(rangeError(vm, err.Error()))
		}
		sec := math.Floor(ms / 1000)
		t := time.Unix(int64(sec), int64((ms-sec*1000)*1e6)).In(loc)
		_, off := t.Zone()
		return vm.NewArray(t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute(), t.Second(),
			t.Nanosecond()/1e6, int(t.Weekday()), off/60)
	})
}

func canonicalZone(name string) (string, bool) {
	switch strings.ToUpper(name) {
	case "UTC", "ETC/UTC", "GMT", "ETC/GMT", "Z", "ETC/UCT", "UCT", "ETC/ZULU", "ZULU", "ETC/UNIVERSAL", "UNIVERSAL", "ETC/GREENWICH", "GREENWICH", "GMT0", "ETC/GMT0":
		return "UTC", true
	}
	if _, err := time.LoadLocation(name); err == nil && name != "" && name != "Local" {
		return name, true
	}
	return "", false
}

func loadZone(name string) (*time.Location, error) {
	if name == "UTC" {
		return time.UTC, nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil || name == "Local" {
		return nil, fmt.Errorf("Invalid time zone specified: %s", name)
	}
	return loc, nil
}

func rangeError(vm *goja.Runtime, msg string) goja.Value {
	ctor, ok := goja.AssertConstructor(vm.Get("RangeError"))
	if !ok {
		return vm.ToValue(msg)
	}
	v, err := ctor(nil, vm.ToValue(msg))
	if err != nil {
		return vm.ToValue(msg)
	}
	return v
}
