package inprocess

import (
	"regexp"
	"strings"
)

// goja formats the object in two of its TypeError messages with Go's %v
// ("Could not convert &{Object 0xc000… map[…] …} (*goja.baseObject) to
// primitive", for String() of a null-prototype object), which would show a
// program Go pointers and engine internals. Every string leaving a run —
// log entries, failure messages, strings in values — is scrubbed of that
// dump and gets V8's message instead.
var goDump = regexp.MustCompile(`Could not convert &\{.*?\}(?: \(\*goja\.\w+\))? to primitive`)

const primitiveMessage = "Cannot convert object to primitive value"

// scrubGoDump replaces goja's Go-formatted conversion messages in s.
func scrubGoDump(s string) string {
	if !strings.Contains(s, "Could not convert &{") {
		return s
	}
	return goDump.ReplaceAllLiteralString(s, primitiveMessage)
}
