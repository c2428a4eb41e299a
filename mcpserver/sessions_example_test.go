package mcpserver_test

import (
	"fmt"

	"github.com/codemode-go/codemode/mcpserver"
)

// A --sessions value names which HTTP clients get a session kept on the
// replica; "" is the default, auto.
func ExampleParseSessionMode() {
	for _, s := range []string{"", "always", "never", "sometimes"} {
		mode, err := mcpserver.ParseSessionMode(s)
		fmt.Printf("%q: %q %v\n", s, mode, err)
	}
	_ = &mcpserver.HTTPOptions{Sessions: mcpserver.SessionsAuto, MaxSessions: 200} // what ListenAndServeHTTP then keeps

	// Output:
	// "": "auto" <nil>
	// "always": "always" <nil>
	// "never": "never" <nil>
	// "sometimes": "" sessions mode "sometimes": want auto, always or never
}
