package guard

import (
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/dop251/goja"
	"github.com/dop251/goja/token"
	"github.com/dop251/goja/unistring"

	"github.com/codemode-go/codemode/runtime"
)

// Guards on BigInt size: the helpers that the rewritten operators call
// (bigint_rewrite.go), the BigInt function and BigInt.asIntN/asUintN, and
// the check of BigInt literals before goja's parser converts them.

// MaxBigIntBits is the largest BigInt a program may build: 2^18 bits
// (32 KiB; 78,913 decimal digits). An operation whose result would be
// larger throws "RangeError: Maximum BigInt size exceeded", V8's error
// (V8's limit is 2^30 bits). The limit is set by time, not memory: goja
// converts BigInts with math/big, whose decimal parsing is quadratic and
// whose printing and division are superlinear, and each conversion is one
// uninterruptible step. At 2^18 bits the slowest of them (BigInt(text) of
// the longest decimal string allowed, String(x) of the largest value, x / y)
// takes about 0.1 s, so no single step outlasts the wall-clock budget by
// much; at 2^20 bits parsing took over 2 s on a loaded machine. Exact
// arithmetic on factorials, Fibonacci numbers and 64-bit words is orders
// of magnitude below it.
const MaxBigIntBits = 1 << 18

// BigIntSizeMessage is V8's message for a BigInt over its limit.
const BigIntSizeMessage = "Maximum BigInt size exceeded"

// Operator codes passed from the helpers to the Go check.
const (
	bigintMul = iota
	bigintPow
	bigintShl
	bigintSar
)

// bigintHelperSource builds the helpers, given the Go check. Each runs the
// operator itself; the Number case comes first and costs only the call.
// Other operands are converted once, as the operator would (ToNumeric:
// unary minus applies it and keeps BigInts BigInts), and when both are
// BigInts the check runs before the operation. The helpers name no global,
// so a program that vandalises its globals cannot change them.
const bigintHelperSource = `(function (check) {
	"use strict";
	function num(x) { return (typeof x === "object" && x !== null) || typeof x === "function" ? -(-x) : x; }
	function key(k) { return (typeof k === "object" && k !== null) || typeof k === "function" ? ` + "`${k}`" + ` : k; }
	function mul(a, b) {
		if (typeof a !== "number" || typeof b !== "number") {
			a = num(a); b = num(b);
			if (typeof a === "bigint" && typeof b === "bigint") check(0, a, b);
		}
		return a * b;
	}
	function pow(a, b) {
		if (typeof a !== "number" || typeof b !== "number") {
			a = num(a); b = num(b);
			if (typeof a === "bigint" && typeof b === "bigint") check(1, a, b);
		}
		return a ** b;
	}
	function shl(a, b) {
		if (typeof a !== "number" || typeof b !== "number") {
			a = num(a); b = num(b);
			if (typeof a === "bigint" && typeof b === "bigint") check(2, a, b);
		}
		return a << b;
	}
	function sar(a, b) {
		if (typeof a !== "number" || typeof b !== "number") {
			a = num(a); b = num(b);
			if (typeof a === "bigint" && typeof b === "bigint") check(3, a, b);
		}
		return a >> b;
	}
	return [mul, pow, shl, sar,
		function (o, k, v) { k = key(k); return o[k] = mul(o[k], v); },
		function (o, k, v) { k = key(k); return o[k] = pow(o[k], v); },
		function (o, k, v) { k = key(k); return o[k] = shl(o[k], v); },
		function (o, k, v) { k = key(k); return o[k] = sar(o[k], v); }];
})`

var bigintHelperProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.Compile("bigint-guard.js", bigintHelperSource, true)
})

// installBigIntHelpers defines the helpers as read-only, non-enumerable
// globals under names no source can spell (bigintHelpers).
func (g *Guards) installBigIntHelpers() {
	prog, err := bigintHelperProgram()
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: the sandbox could not build its BigInt guard: "+err.Error())
		return
	}
	mk, err := g.vm.RunProgram(prog)
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: the sandbox could not build its BigInt guard: "+err.Error())
		return
	}
	build, _ := goja.AssertFunction(mk)
	check := NamedFunc(g.vm, g.bigintCheck, "check")
	list, err := build(goja.Undefined(), check)
	if err != nil {
		g.stop(runtime.KindWorkerExit, "worker error: internal: the sandbox could not build its BigInt guard: "+err.Error())
		return
	}
	fns := list.ToObject(g.vm)
	global := g.vm.GlobalObject()
	for i, name := range BigIntHelperNames() {
		fn := fns.Get(fmt.Sprint(i))
		g.bigintFns = append(g.bigintFns, fn)
		_ = global.DefineDataProperty(name.String(), fn, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	}
}

// bigintHelpers are the names of the guarded helpers by operator. Each
// contains a character no source text can spell in an identifier, so no
// program can declare, shadow or name them; the realm defines them as
// read-only globals (installBigIntHelpers).
var bigintHelpers = map[token.Token]unistring.String{
	token.MULTIPLY:    "%BigInt*",
	token.EXPONENT:    "%BigInt**",
	token.SHIFT_LEFT:  "%BigInt<<",
	token.SHIFT_RIGHT: "%BigInt>>",
}

// bigintMemberHelpers are the helpers of a compound assignment to a
// member whose object may have side effects: helper(object, key, value)
// does object[key] = object[key] OP value, evaluating each once.
var bigintMemberHelpers = map[token.Token]unistring.String{
	token.MULTIPLY:    "%BigInt*=",
	token.EXPONENT:    "%BigInt**=",
	token.SHIFT_LEFT:  "%BigInt<<=",
	token.SHIFT_RIGHT: "%BigInt>>=",
}

// BigIntHelper is the helper the engine's rewrite routes the growing
// BigInt operator op through (a * b becomes helper(a, b)), if op grows.
func BigIntHelper(op token.Token) (unistring.String, bool) {
	name, ok := bigintHelpers[op]
	return name, ok
}

// BigIntMemberHelper is the helper of a compound assignment with op to a
// member whose object may have side effects, or "" when op does not grow.
func BigIntMemberHelper(op token.Token) unistring.String { return bigintMemberHelpers[op] }

// BigIntHelpers are the BigInt helpers once installed (after
// NeedLiterals with BigInt), in the order of BigIntHelperNames: the
// engine passes them to a program its rewrite routed through them.
func (g *Guards) BigIntHelpers() []goja.Value { return g.bigintFns }

// BigIntHelperNames are the helpers' names in bigintHelperSource's order:
// the operators', then the member assignments'.
func BigIntHelperNames() []unistring.String {
	var names []unistring.String
	for _, op := range bigintOpOrder {
		names = append(names, bigintHelpers[op])
	}
	for _, op := range bigintOpOrder {
		names = append(names, bigintMemberHelpers[op])
	}
	return names
}

// bigintCheck is check(op, a, b) of the helpers: it throws the RangeError
// when a op b would exceed MaxBigIntBits. a and b are BigInts.
func (g *Guards) bigintCheck(call goja.FunctionCall) goja.Value {
	a, _ := call.Argument(1).Export().(*big.Int)
	b, _ := call.Argument(2).Export().(*big.Int)
	if a != nil && b != nil && bigintTooLarge(int(call.Argument(0).ToInteger()), a, b) {
		g.throw(g.rangeError, BigIntSizeMessage)
	}
	return goja.Undefined()
}

// bigintTooLarge reports whether a op b would have more than
// MaxBigIntBits bits, without computing it.
func bigintTooLarge(op int, a, b *big.Int) bool {
	switch op {
	case bigintMul:
		return a.BitLen()+b.BitLen() > MaxBigIntBits
	case bigintPow:
		if b.Sign() <= 0 || a.BitLen() <= 1 { // a negative exponent throws; |a| <= 1 stays small
			return false
		}
		if b.BitLen() > 40 {
			return true
		}
		return float64(b.Int64())*log2Abs(a) >= MaxBigIntBits // floor(e·log2|a|)+1 bits
	case bigintShl, bigintSar:
		n := b
		if op == bigintSar {
			if b.Sign() >= 0 {
				return false // a right shift only shrinks
			}
			n = new(big.Int).Neg(b)
		}
		if a.Sign() == 0 || n.Sign() <= 0 {
			return false
		}
		return n.BitLen() > 40 || int64(a.BitLen())+n.Int64() > MaxBigIntBits
	}
	return false
}

// log2Abs is log2 |a| for a != 0, from its top 64 bits.
func log2Abs(a *big.Int) float64 {
	n := a.BitLen()
	if n <= 64 {
		return math.Log2(float64(new(big.Int).Abs(a).Uint64()))
	}
	top := new(big.Int).Rsh(new(big.Int).Abs(a), uint(n-64)).Uint64()
	return float64(n-64) + math.Log2(float64(top))
}

// bigintOpOrder is the order of the helpers in bigintHelperSource.
var bigintOpOrder = []token.Token{token.MULTIPLY, token.EXPONENT, token.SHIFT_LEFT, token.SHIFT_RIGHT}

// guardBigInt guards the BigInt function and BigInt.asIntN/asUintN: a
// string argument longer than the largest BigInt's text throws before
// goja parses it, and a bit count over the limit is answered without
// building 2^bits.
func (g *Guards) guardBigInt() {
	text := func(v goja.Value) {
		if goja.IsString(v) && textBigIntBits(v.String()) > MaxBigIntBits {
			g.throw(g.rangeError, BigIntSizeMessage)
		}
	}
	ctor, ok := g.base.Get("BigInt").(*goja.Object)
	if !ok {
		return
	}
	for _, name := range []string{"asIntN", "asUintN"} {
		unsigned := name == "asUintN"
		g.wrapMethod(ctor, name, func(c *goja.FunctionCall) bool {
			if len(c.Arguments) < 2 {
				return true
			}
			// ToIndex(bits) once, here: the original sees a Number.
			bits := c.Arguments[0].ToNumber()
			c.Arguments[0] = bits
			x := c.Arguments[1]
			text(x)
			if n := bits.ToFloat(); !(n > MaxBigIntBits) || n > 1<<53 {
				return true
			}
			// goja would build 2^bits. Every BigInt is smaller than that:
			// asIntN returns it unchanged, asUintN too when it is not
			// negative (V8 throws for a negative one, as here).
			v, isBig := x.Export().(*big.Int)
			switch {
			case !goja.IsBigInt(x) || !isBig:
				g.throw(g.rangeError, BigIntSizeMessage)
			case unsigned && v.Sign() < 0:
				g.throw(g.rangeError, BigIntSizeMessage)
			case unsigned:
				c.Arguments[0] = g.vm.ToValue(v.BitLen())
			default:
				c.Arguments[0] = g.vm.ToValue(v.BitLen() + 1)
			}
			return true
		})
	}
	// BigInt is a templated function object that cannot be guarded in
	// place: a wrapper takes its place, as global and as the prototype's
	// constructor (adopt), with the same statics.
	orig, ok := goja.AssertFunction(ctor)
	if !ok {
		return
	}
	w := NamedFunc(g.vm, func(call goja.FunctionCall) goja.Value {
		return cutPanics(func(call goja.FunctionCall) goja.Value {
			text(call.Argument(0))
			v, err := orig(call.This, call.Arguments...)
			if err != nil {
				panic(err)
			}
			return v
		}, call)
	}, "BigInt").(*goja.Object)
	g.adopt(w, ctor, "BigInt")
	// Under goja's global and, when the program has already looked it up
	// (langlib's OnGlobal runs during that lookup), on globalThis.
	_ = g.base.DefineDataProperty("BigInt", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	_ = g.vm.GlobalObject().DefineDataProperty("BigInt", w, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}
