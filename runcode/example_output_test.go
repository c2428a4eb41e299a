package runcode_test

import (
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/runcode"
)

// A run_code output renders as the model sees it: the logs, then the
// value (a string raw, any other JSON pretty).
func ExampleCodeRunOutput_Render() {
	out := &runcode.CodeRunOutput{Logs: []string{"found 1"}, Value: json.RawMessage(`{"a":1}`)}
	for _, c := range out.Render() {
		fmt.Println(c.Text)
	}
	fmt.Println(out.Suspended())
	// Output:
	// found 1
	// {
	//   "a": 1
	// }
	// false
}
