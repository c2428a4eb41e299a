package inspect

import (
	"math"

	"github.com/dop251/goja"
)

// UnlimitedDepth is the depth FormatDepth takes for Node's depth: null or
// Infinity: every level is shown (the work budget and cycle detection still
// bound the rendering).
const UnlimitedDepth = math.MaxInt32

// FormatDepth renders v as Node's util.inspect does with the console
// options and its depth option set to depth (console.dir's {depth}); a
// negative depth shows no level of nesting. Like Format, a string renders
// quoted.
func (ins *Inspector) FormatDepth(v goja.Value, depth int) string {
	if depth < -1 {
		depth = -1
	}
	return ins.formatDepth(v, depth)
}
