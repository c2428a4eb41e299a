//go:build !confinetest

package process

import "github.com/codemode-go/codemode/runtime"

// holeNamespace is nil outside confinetest builds: workers bind nothing
// of their own.
func holeNamespace() *runtime.Namespace { return nil }

// skipLayer is false outside confinetest builds: a worker applies every
// layer.
func skipLayer(string) bool { return false }
