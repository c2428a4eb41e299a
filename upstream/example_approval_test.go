package upstream_test

import (
	"fmt"

	"github.com/codemode-go/codemode/upstream"
)

// ParseApprovalRules reads the --approve syntax.
func ExampleParseApprovalRules() {
	rules, err := upstream.ParseApprovalRules("github/*=ask, github/get_issue=allow, *=deny")
	if err != nil {
		panic(err)
	}
	for _, r := range rules {
		fmt.Println(r.Pattern, r.Action)
	}
	_, err = upstream.ParseApprovalRules("github=maybe")
	fmt.Println(err)
	// Output:
	// github/* ask
	// github/get_issue allow
	// * deny
	// approval rule "github=maybe": unknown approval action "maybe" (want allow, ask or deny)
}
