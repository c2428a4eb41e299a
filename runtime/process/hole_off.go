//go:build !confinetest

package process

import "github.com/codemode-go/codemode/runtime"

// holeNamespace is nil outside confinetest builds: workers bind nothing
// of their own.
func holeNamespace() *runtime.Namespace { return nil }
