package inspect

import (
	"math"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// isBelowBreakLength is Node's isBelowBreakLength (lengths in UTF-16 units).
func isBelowBreakLength(output []string, start int, base string, breakLength int) bool {
	total := len(output) + start
	if total+len(output) > breakLength {
		return false
	}
	for _, s := range output {
		total += jsLen(s)
		if total > breakLength {
			return false
		}
	}
	return base == "" || !strings.Contains(base, "\n")
}

// reduceToSingleString is Node's reduceToSingleString for compact = 3.
func (c *ctx) reduceToSingleString(r rendering, recurseTimes int, value *goja.Object) string {
	output := r.output
	entries := len(output)
	if r.extrasType == kArrayExtrasType && entries > 6 {
		output = c.groupArrayElements(output, value)
	}
	if c.currentDepth-recurseTimes < compact && entries == len(output) {
		start := len(output) + c.indentationLvl + jsLen(r.braces[0]) + jsLen(r.base) + 10
		if isBelowBreakLength(output, start, r.base, c.breakLength) {
			joined := strings.Join(output, ", ")
			if !strings.Contains(joined, "\n") {
				b := ""
				if r.base != "" {
					b = r.base + " "
				}
				return b + r.braces[0] + " " + joined + " " + r.braces[1]
			}
		}
	}
	indentation := "\n" + strings.Repeat(" ", c.indentationLvl)
	b := ""
	if r.base != "" {
		b = r.base + " "
	}
	return b + r.braces[0] + indentation + "  " + strings.Join(output, ","+indentation+"  ") + indentation + r.braces[1]
}

// isNumeric reports whether value[i] is a number or bigint, read without
// running program code (an accessor counts as not numeric).
func (c *ctx) isNumeric(value *goja.Object, i int) bool {
	if value == nil {
		return false
	}
	d := c.ownStr(value, strconv.Itoa(i))
	if !d.found || d.accessor {
		return false
	}
	return goja.IsNumber(d.value) || goja.IsBigInt(d.value)
}

// groupArrayElements is Node's groupArrayElements: more than six short
// entries are laid out in aligned columns.
func (c *ctx) groupArrayElements(output []string, value *goja.Object) []string {
	totalLength := 0
	maxLength := 0
	outputLength := len(output)
	if c.maxArrayLength < len(output) {
		// Node compares with the entry count, so this only triggers when the
		// "... more items" entry follows maxArrayLength entries.
		outputLength--
	}
	const separatorSpace = 2
	dataLen := make([]int, outputLength)
	for i := 0; i < outputLength; i++ {
		l := stringWidth(output[i])
		dataLen[i] = l
		totalLength += l + separatorSpace
		if maxLength < l {
			maxLength = l
		}
	}
	actualMax := maxLength + separatorSpace
	if actualMax*3+c.indentationLvl < c.breakLength &&
		(float64(totalLength)/float64(actualMax) > 5 || maxLength <= 6) {
		const approxCharHeights = 2.5
		averageBias := math.Sqrt(float64(actualMax) - float64(totalLength)/float64(len(output)))
		biasedMax := math.Max(float64(actualMax)-3-averageBias, 1)
		columns := min(
			int(math.Round(math.Sqrt(approxCharHeights*biasedMax*float64(outputLength))/biasedMax)),
			(c.breakLength-c.indentationLvl)/actualMax,
			compact*4,
			15,
		)
		if columns <= 1 {
			return output
		}
		var tmp []string
		maxLineLength := make([]int, 0, columns)
		for i := 0; i < columns; i++ {
			lineMax := 0
			for j := i; j < len(output); j += columns {
				if j < outputLength && dataLen[j] > lineMax {
					lineMax = dataLen[j]
				}
			}
			maxLineLength = append(maxLineLength, lineMax+separatorSpace)
		}
		numeric := true
		if value != nil {
			for i := 0; i < len(output); i++ {
				if !c.isNumeric(value, i) {
					numeric = false
					break
				}
			}
		}
		for i := 0; i < outputLength; i += columns {
			maxI := min(i+columns, outputLength)
			var s strings.Builder
			j := i
			for ; j < maxI-1; j++ {
				padding := maxLineLength[j-i] + jsLen(output[j]) - dataLen[j]
				if numeric {
					s.WriteString(padStart(output[j]+", ", padding))
				} else {
					s.WriteString(padEnd(output[j]+", ", padding))
				}
			}
			if numeric {
				padding := maxLineLength[j-i] + jsLen(output[j]) - dataLen[j] - separatorSpace
				s.WriteString(padStart(output[j], padding))
			} else {
				s.WriteString(output[j])
			}
			tmp = append(tmp, s.String())
		}
		if outputLength < len(output) {
			tmp = append(tmp, output[outputLength])
		}
		output = tmp
	}
	return output
}
