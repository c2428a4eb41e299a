package observe_test

import (
	"fmt"

	"github.com/codemode-go/codemode/observe"
)

func Example() {
	var s *observe.Shape
	for _, v := range []string{
		`{"path":"a.txt","size":12,"type":"file"}`,
		`{"path":"b","type":"dir"}`,
		`{"path":"c.txt","size":3,"type":"file"}`,
	} {
		o, _ := observe.Of([]byte(v))
		s = observe.Merge(s, o)
	}
	fmt.Println(string(observe.Schema(s)))
	// Output:
	// {"additionalProperties":false,"properties":{"path":{"type":"string"},"size":{"type":"integer"},"type":{"type":"string"}},"required":["path","type"],"type":"object"}
}
