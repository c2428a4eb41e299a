package agentmain

import (
	"strings"
)

// usage is what --help prints before the flag defaults.
func (c *Command) usage() string {
	var b strings.Builder
	b.WriteString("usage: agent " + c.Synopsis + "[--root DIR] [--model NAME] [--max-turns N] TASK...\n\n")
	b.WriteString(wrap("Runs TASK "+c.Runs+" that can only call run_code: TypeScript programs over the workspace tools (read, write, edit, list, glob, grep) rooted at DIR. Program console lines go to stderr, the final answer to stdout.", 72))
	b.WriteString("\n")
	b.WriteString(wrap("Environment: "+strings.Join(c.Env.Keys, " or ")+", "+c.Env.BaseURL+" (one of them is required).", 72))
	b.WriteString("\nFlags:\n")
	return b.String()
}

// wrap breaks text into lines of at most width bytes at spaces (a longer
// word stands alone), each ended by a newline.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		switch {
		case n == 0:
		case n+1+len(w) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	b.WriteByte('\n')
	return b.String()
}
