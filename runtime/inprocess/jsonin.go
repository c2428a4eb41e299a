package inprocess

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// decFrame is one open container of the iterative decoder.
type decFrame struct {
	obj   *goja.Object // object under construction; nil for arrays
	start int          // arrays: where their elements begin in decoder.items
	key   string       // pending object key
}

// decoder builds goja values straight from JSON text (B2) without
// recursion and without JSON.parse: own keys are defined, never assigned,
// so "__proto__" stays an ordinary own property (JSON-5) and setters a
// program planted on Object.prototype never run. Text that is not strict
// JSON, numbers JSON.parse would turn into -0 or ±Infinity, and invalid
// UTF-8 are rejected (JSON-10).
type decoder struct {
	vm      *goja.Runtime
	data    []byte
	pos     int
	stack   []decFrame
	items   []interface{} // elements of the open arrays, innermost last
	halted  func() bool
	halt    *atomic.Bool // when set, also consulted like halted
	visits  int
	general bool // tests: no fast paths for keys and small integers
}

// decoders recycles the decoders of binding replies (their stacks).
var decoders = sync.Pool{New: func() any { return new(decoder) }}

// getDecoder returns a pooled decoder of data for vm.
func getDecoder(vm *goja.Runtime, data []byte, halt *atomic.Bool) *decoder {
	d := decoders.Get().(*decoder)
	d.vm, d.data, d.halt = vm, data, halt
	return d
}

// putDecoder drops d's references to the value and realm and pools it.
func putDecoder(d *decoder) {
	if cap(d.stack) > 1024 || cap(d.items) > 1024 {
		return // a huge value's storage is not worth keeping
	}
	clear(d.stack[:cap(d.stack)])
	clear(d.items[:cap(d.items)])
	*d = decoder{stack: d.stack[:0], items: d.items[:0]}
	decoders.Put(d)
}

func (d *decoder) isHalted() bool {
	return (d.halted != nil && d.halted()) || (d.halt != nil && d.halt.Load())
}

// decode parses the whole of data as one JSON value.
func (d *decoder) decode() (goja.Value, error) {
	var done goja.Value
	for {
		if d.visits++; d.visits%checkEvery == 0 && d.isHalted() {
			return nil, errHalted
		}
		d.skipWS()
		if d.pos >= len(d.data) {
			return nil, errLossy
		}
		var v goja.Value
		switch c := d.data[d.pos]; c {
		case '{':
			d.pos++
			d.skipWS()
			if d.peek() == '}' {
				d.pos++
				v = d.vm.NewObject()
				break
			}
			k, err := d.key()
			if err != nil {
				return nil, err
			}
			d.stack = append(d.stack, decFrame{obj: d.vm.NewObject(), key: k})
			continue
		case '[':
			d.pos++
			d.skipWS()
			if d.peek() == ']' {
				d.pos++
				v = d.vm.NewArray()
				break
			}
			d.stack = append(d.stack, decFrame{start: len(d.items)})
			continue
		case '"':
			s, err := d.str()
			if err != nil {
				return nil, err
			}
			v = s
		case 't':
			if !d.lit("true") {
				return nil, errLossy
			}
			v = d.vm.ToValue(true)
		case 'f':
			if !d.lit("false") {
				return nil, errLossy
			}
			v = d.vm.ToValue(false)
		case 'n':
			if !d.lit("null") {
				return nil, errLossy
			}
			v = goja.Null()
		default:
			if !d.general {
				if n, ok := d.smallInt(); ok {
					v = d.vm.ToValue(n)
					break
				}
			}
			f, err := d.num()
			if err != nil {
				return nil, err
			}
			v = d.vm.ToValue(f)
		}
		// v is complete: attach it and close every container it completes.
		for {
			if len(d.stack) == 0 {
				done = v
				break
			}
			f := &d.stack[len(d.stack)-1]
			if f.obj != nil {
				if err := f.obj.DefineDataProperty(f.key, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE); err != nil {
					return nil, errLossy
				}
			} else {
				d.items = append(d.items, v)
			}
			d.skipWS()
			c := d.peek()
			d.pos++
			if c == ',' {
				if f.obj != nil {
					d.skipWS()
					k, err := d.key()
					if err != nil {
						return nil, err
					}
					f.key = k
				}
				v = nil
				break
			}
			if f.obj != nil && c == '}' {
				v = f.obj
			} else if f.obj == nil && c == ']' {
				v = d.vm.NewArray(d.items[f.start:]...) // NewArray copies
				clear(d.items[f.start:])
				d.items = d.items[:f.start]
			} else {
				return nil, errLossy
			}
			d.stack = d.stack[:len(d.stack)-1]
		}
		if done != nil {
			d.skipWS()
			if d.pos != len(d.data) {
				return nil, errLossy
			}
			return done, nil
		}
	}
}

func (d *decoder) peek() byte {
	if d.pos < len(d.data) {
		return d.data[d.pos]
	}
	return 0
}

func (d *decoder) skipWS() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

func (d *decoder) lit(s string) bool {
	if len(d.data)-d.pos >= len(s) && string(d.data[d.pos:d.pos+len(s)]) == s {
		d.pos += len(s)
		return true
	}
	return false
}

// key parses `"name" :`.
func (d *decoder) key() (string, error) {
	if d.peek() != '"' {
		return "", errLossy
	}
	// Fast path: a key without escapes is its bytes (no goja string).
	for i := d.pos + 1; i < len(d.data) && !d.general; i++ {
		c := d.data[i]
		if c == '\\' || c < 0x20 {
			break
		}
		if c == '"' {
			raw := d.data[d.pos+1 : i]
			if !utf8.Valid(raw) {
				return "", errLossy
			}
			d.pos = i + 1
			d.skipWS()
			if d.peek() != ':' {
				return "", errLossy
			}
			d.pos++
			return string(raw), nil
		}
	}
	v, err := d.str()
	if err != nil {
		return "", err
	}
	d.skipWS()
	if d.peek() != ':' {
		return "", errLossy
	}
	d.pos++
	return v.String(), nil
}

// smallInt parses an integer token of at most 15 digits (exact in a
// float64, so no rounding question arises) without allocating. It leaves
// every other token, -0 included, to num.
func (d *decoder) smallInt() (int64, bool) {
	i, neg := d.pos, false
	if i < len(d.data) && d.data[i] == '-' {
		i, neg = i+1, true
	}
	start := i
	var n int64
	for i < len(d.data) && d.data[i] >= '0' && d.data[i] <= '9' {
		n = n*10 + int64(d.data[i]-'0')
		i++
		if i-start > 15 {
			return 0, false
		}
	}
	switch {
	case i == start, i-start > 1 && d.data[start] == '0', n == 0 && neg:
		return 0, false // not a number, a leading zero (rejected by num), -0
	}
	if i < len(d.data) {
		if c := d.data[i]; c == '.' || c == 'e' || c == 'E' {
			return 0, false
		}
	}
	d.pos = i
	if neg {
		n = -n
	}
	return n, true
}

// num parses a JSON number token with JSON.parse rounding.
func (d *decoder) num() (float64, error) {
	start := d.pos
	if d.peek() == '-' {
		d.pos++
	}
	switch c := d.peek(); {
	case c == '0':
		d.pos++
	case c >= '1' && c <= '9':
		d.digits()
	default:
		return 0, errLossy
	}
	if d.peek() == '.' {
		d.pos++
		if !d.digits() {
			return 0, errLossy
		}
	}
	if c := d.peek(); c == 'e' || c == 'E' {
		d.pos++
		if c := d.peek(); c == '+' || c == '-' {
			d.pos++
		}
		if !d.digits() {
			return 0, errLossy
		}
	}
	tok := string(d.data[start:d.pos])
	f, err := strconv.ParseFloat(tok, 64)
	if err != nil || math.IsInf(f, 0) || (f == 0 && math.Signbit(f)) {
		return 0, errLossy // JSON-10: ±Infinity and -0 are not lossless
	}
	if !exactInteger(tok, f) {
		return 0, errLossy
	}
	return f, nil
}

// exactInteger reports whether an integer token names f itself (JSON-10,
// H14): a host integer beyond 2^53 that a float64 cannot hold would be
// rounded silently. The token must be f's exact digits or its ECMAScript
// shortest form (1152921504606847000 is 2^60). Tokens with a fraction or
// an exponent are decimal approximations by nature and are accepted.
func exactInteger(tok string, f float64) bool {
	digits := strings.TrimPrefix(tok, "-")
	if len(digits) <= 15 || strings.ContainsAny(digits, ".eE") {
		return true
	}
	a := math.Abs(f)
	if digits == strconv.FormatFloat(a, 'f', -1, 64) {
		return true
	}
	return digits == new(big.Float).SetFloat64(a).Text('f', 0)
}

func (d *decoder) digits() bool {
	start := d.pos
	for d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
		d.pos++
	}
	return d.pos > start
}

// str parses a JSON string into a goja string, keeping escaped lone
// surrogates as lone UTF-16 code units.
func (d *decoder) str() (goja.Value, error) {
	d.pos++ // opening quote
	start := d.pos
	for d.pos < len(d.data) {
		c := d.data[d.pos]
		if c == '"' {
			raw := d.data[start:d.pos]
			d.pos++
			if !utf8.Valid(raw) {
				return nil, errLossy
			}
			return d.vm.ToValue(string(raw)), nil
		}
		if c == '\\' {
			return d.escaped(start)
		}
		if c < 0x20 {
			return nil, errLossy
		}
		d.pos++
	}
	return nil, errLossy
}

// escaped parses the rest of a string that contains escapes, as UTF-16.
func (d *decoder) escaped(start int) (goja.Value, error) {
	prefix := d.data[start:d.pos]
	if !utf8.Valid(prefix) {
		return nil, errLossy
	}
	units := make([]uint16, 0, len(prefix)+16)
	for _, r := range string(prefix) {
		units = utf16.AppendRune(units, r)
	}
	for d.pos < len(d.data) {
		c := d.data[d.pos]
		switch {
		case c == '"':
			d.pos++
			if hasLoneSurrogate(units) {
				return goja.StringFromUTF16(units), nil
			}
			return d.vm.ToValue(string(utf16.Decode(units))), nil
		case c == '\\':
			if d.pos+1 >= len(d.data) {
				return nil, errLossy
			}
			e := d.data[d.pos+1]
			d.pos += 2
			switch e {
			case '"', '\\', '/':
				units = append(units, uint16(e))
			case 'b':
				units = append(units, '\b')
			case 'f':
				units = append(units, '\f')
			case 'n':
				units = append(units, '\n')
			case 'r':
				units = append(units, '\r')
			case 't':
				units = append(units, '\t')
			case 'u':
				if d.pos+4 > len(d.data) {
					return nil, errLossy
				}
				u, err := strconv.ParseUint(string(d.data[d.pos:d.pos+4]), 16, 16)
				if err != nil {
					return nil, errLossy
				}
				d.pos += 4
				units = append(units, uint16(u))
			default:
				return nil, errLossy
			}
		case c < 0x20:
			return nil, errLossy
		case c < utf8.RuneSelf:
			units = append(units, uint16(c))
			d.pos++
		default:
			r, w := utf8.DecodeRune(d.data[d.pos:])
			if r == utf8.RuneError && w == 1 {
				return nil, errLossy
			}
			units = utf16.AppendRune(units, r)
			d.pos += w
		}
	}
	return nil, errLossy
}

// hasLoneSurrogate reports whether units holds an unpaired surrogate.
func hasLoneSurrogate(units []uint16) bool {
	for i := 0; i < len(units); i++ {
		c := units[i]
		if c >= 0xD800 && c <= 0xDBFF && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF {
			i++
			continue
		}
		if c >= 0xD800 && c <= 0xDFFF {
			return true
		}
	}
	return false
}
