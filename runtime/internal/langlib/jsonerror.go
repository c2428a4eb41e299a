package langlib

import (
	"strconv"
	"unicode/utf16"
)

// JSON.parse errors in V8's words (issue #34).
//
// goja's JSON.parse fails with Go's encoding/json wording ("invalid
// character 'h' looking for beginning of value"); programs that parse a
// tool's text see V8's ("Unexpected token 'h', "hello" is not valid
// JSON"), which quotes the text and is what models are trained on.
// v8JSONError re-scans the text the way V8's JsonParser does (V8 11, Node
// 20) and returns its message for the first error: the same error kinds,
// positions in UTF-16 code units, and the same context excerpt (the
// whole text under 21 units, else 10 units either side of the offending
// one). The messages are checked against Node's in jsonerror_test.go.

// jsonMaxContext and jsonMinLenForContext are V8's kMaxContextCharacters
// and kMinOriginalSourceLengthForContext.
const (
	jsonMaxContext       = 10
	jsonMinLenForContext = 2*jsonMaxContext + 1
)

// jsonScan is a V8-style JSON scanner over UTF-16 code units; msg is set
// at the first error.
type jsonScan struct {
	s     []uint16
	i     int
	msg   string
	depth int // nesting; past jsonMaxDepth the scan gives up
}

// jsonMaxDepth bounds the scan's recursion (goja's own parser refuses
// deeper text first, with its own message, which then stays).
const jsonMaxDepth = 10000

// v8JSONError returns V8's message for JSON.parse(text), and false when
// the text is valid JSON by V8's grammar (then goja failed for a reason of
// its own, and its message stays).
func v8JSONError(text string) (string, bool) {
	p := &jsonScan{s: utf16.Encode([]rune(text))}
	if p.value() && p.depth <= jsonMaxDepth {
		p.ws()
		if p.i < len(p.s) {
			p.msg = "Unexpected non-whitespace character after JSON at position " + strconv.Itoa(p.i) + p.lineColumn()
		}
	}
	if p.depth > jsonMaxDepth {
		return "", false
	}
	return p.msg, p.msg != ""
}

func (p *jsonScan) at(what string) bool {
	p.msg = what + " in JSON at position " + strconv.Itoa(p.i) + p.lineColumn()
	return false
}

// lineColumn is V8 12's suffix to a position (Node 22): " (line L column
// C)", both from 1, in UTF-16 code units. As in V8's
// JsonParser::CalculateFileLocation, \r, \n and \r\n each end a line.
func (p *jsonScan) lineColumn() string {
	line, lineStart := 1, 0
	end := min(p.i, len(p.s))
	for k := 0; k < end; k++ {
		if p.s[k] == '\r' && k < end-1 && p.s[k+1] == '\n' {
			k++
		}
		if p.s[k] == '\r' || p.s[k] == '\n' {
			line++
			lineStart = k + 1
		}
	}
	return " (line " + strconv.Itoa(line) + " column " + strconv.Itoa(1+p.i-lineStart) + ")"
}

func (p *jsonScan) eos() bool {
	p.msg = "Unexpected end of JSON input"
	return false
}

// token reports the unexpected code unit at p.i.
func (p *jsonScan) token() bool {
	src := string(utf16.Decode(p.s))
	switch src {
	case "NaN", "Infinity", "undefined", "[object Object]":
		p.msg = `"` + src + `" is not valid JSON`
		return false
	}
	tok := string(utf16.Decode(p.s[p.i : p.i+1]))
	n := len(p.s)
	var ctx string
	switch {
	case n < jsonMinLenForContext:
		ctx = `"` + src + `"`
	case p.i < jsonMaxContext:
		ctx = `"` + string(utf16.Decode(p.s[:min(p.i+jsonMaxContext, n)])) + `"...`
	case p.i < n-jsonMaxContext:
		ctx = `..."` + string(utf16.Decode(p.s[p.i-jsonMaxContext:p.i+jsonMaxContext])) + `"...`
	default:
		ctx = `..."` + string(utf16.Decode(p.s[p.i-jsonMaxContext:])) + `"`
	}
	p.msg = "Unexpected token '" + tok + "', " + ctx + " is not valid JSON"
	return false
}

func (p *jsonScan) ws() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *jsonScan) value() bool {
	if p.depth++; p.depth > jsonMaxDepth {
		return false
	}
	defer func() {
		if p.depth <= jsonMaxDepth {
			p.depth--
		}
	}()
	p.ws()
	if p.i >= len(p.s) {
		return p.eos()
	}
	switch c := p.s[p.i]; {
	case c == '"':
		return p.str()
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	}
	return p.token()
}

func (p *jsonScan) literal(w string) bool {
	for k := 0; k < len(w); k++ {
		if p.i >= len(p.s) {
			return p.eos()
		}
		if p.s[p.i] != uint16(w[k]) {
			return p.token()
		}
		p.i++
	}
	return true
}

func (p *jsonScan) str() bool {
	p.i++ // the opening quote
	for {
		if p.i >= len(p.s) {
			return p.at("Unterminated string")
		}
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return true
		case c < 0x20:
			return p.at("Bad control character in string literal")
		case c == '\\':
			p.i++
			if p.i >= len(p.s) {
				return p.eos()
			}
			switch p.s[p.i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				p.i++
			case 'u':
				p.i++
				for k := 0; k < 4; k++ {
					if p.i >= len(p.s) || !isHex16(p.s[p.i]) {
						return p.at("Bad Unicode escape")
					}
					p.i++
				}
			default:
				return p.at("Bad escaped character")
			}
		default:
			p.i++
		}
	}
}

func isHex16(c uint16) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func (p *jsonScan) digit() bool { return p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' }

func (p *jsonScan) digits() {
	for p.digit() {
		p.i++
	}
}

func (p *jsonScan) number() bool {
	if p.s[p.i] == '-' {
		p.i++
		if !p.digit() {
			return p.at("No number after minus sign")
		}
	}
	if p.s[p.i] == '0' {
		p.i++
		if p.digit() {
			return p.at("Unexpected number")
		}
	} else {
		p.digits()
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if !p.digit() {
			return p.at("Unterminated fractional number")
		}
		p.digits()
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if !p.digit() {
			return p.at("Exponent part is missing a number")
		}
		p.digits()
	}
	return true
}

func (p *jsonScan) object() bool {
	p.i++
	p.ws()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return true
	}
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return p.at("Expected property name or '}'")
	}
	for {
		if !p.str() {
			return false
		}
		p.ws()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return p.at("Expected ':' after property name")
		}
		p.i++
		if !p.value() {
			return false
		}
		p.ws()
		switch {
		case p.i < len(p.s) && p.s[p.i] == ',':
			p.i++
			p.ws()
			if p.i >= len(p.s) || p.s[p.i] != '"' {
				return p.at("Expected double-quoted property name")
			}
		case p.i < len(p.s) && p.s[p.i] == '}':
			p.i++
			return true
		default:
			return p.at("Expected ',' or '}' after property value")
		}
	}
}

func (p *jsonScan) array() bool {
	p.i++
	p.ws()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return true
	}
	for {
		if !p.value() {
			return false
		}
		p.ws()
		switch {
		case p.i < len(p.s) && p.s[p.i] == ',':
			p.i++
		case p.i < len(p.s) && p.s[p.i] == ']':
			p.i++
			return true
		default:
			return p.at("Expected ',' or ']' after array element")
		}
	}
}
