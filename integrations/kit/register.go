package kit

// Registering a framework's tools into a registry all or nothing: the
// SDK-free half of the Eino and Genkit adapters' Import.

import (
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/registry"
)

// Register converts each tool with convert and registers the result into
// reg, in order, each call of it classified by safe (see [Classifier]).
// When a conversion or a registration fails it unregisters what it
// registered and returns an error naming the framework and the tool (the
// name convert returned, even beside its error). The returned function
// unregisters every tool.
func Register[T any](reg *registry.Registry, framework string, tools []T, safe func(tool string, args json.RawMessage) bool, convert func(T) (registry.Tool, error)) (unregister func(), err error) {
	var undo []func()
	unregisterAll := func() {
		for _, u := range undo {
			u()
		}
	}
	for _, t := range tools {
		rt, err := convert(t)
		if err == nil {
			rt.ConcurrencySafe = Classifier(safe, rt.Name)
			var u func()
			if u, err = reg.Register(rt); err == nil {
				undo = append(undo, u)
				continue
			}
		}
		unregisterAll()
		return nil, fmt.Errorf("%s: importing %s: %w", framework, rt.Name, err)
	}
	return unregisterAll, nil
}

// Classifier binds a per-name concurrency classifier to one tool's name,
// as registry.Tool.ConcurrencySafe wants it; nil stays nil (exclusive).
func Classifier(f func(tool string, args json.RawMessage) bool, name string) func(json.RawMessage) bool {
	if f == nil {
		return nil
	}
	return func(args json.RawMessage) bool { return f(name, args) }
}
