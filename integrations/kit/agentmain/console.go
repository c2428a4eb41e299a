package agentmain

import (
	"fmt"
	"io"
	"sync"
)

// Console returns a callback that prints each program console line to w
// as "[callID] line". Lines of programs running at once may interleave,
// never tear.
func Console(w io.Writer) func(callID, line string) {
	var mu sync.Mutex
	return func(callID, line string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "[%s] %s\n", callID, line)
	}
}
