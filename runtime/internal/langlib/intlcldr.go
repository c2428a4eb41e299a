package langlib

import (
	"sort"

	"github.com/dop251/goja"

	"github.com/codemode-go/codemode/runtime/internal/cldr"
)

// cldrHost adds the locale data helpers of intl.js (see intlHost).
func cldrHost(st *state, host *goja.Object) error {
	vm := st.vm
	set := func(name string, fn func(goja.FunctionCall) goja.Value) error { return host.Set(name, fn) }
	if err := set("resolve", func(c goja.FunctionCall) goja.Value {
		m := cldr.Resolve(c.Argument(0).String())
		return vm.NewArray(m.Locale, m.Key, m.Fallback)
	}); err != nil {
		return err
	}
	if err := set("locale", func(c goja.FunctionCall) goja.Value {
		v, err := cldr.Decoded(c.Argument(0).String())
		if err != nil {
			panic(rangeError(vm, "Incorrect locale information provided"))
		}
		// The decoded data is shared by every runtime and read only:
		// wrapped, not copied, so a run pays for what it reads.
		return vm.ToValue(v)
	}); err != nil {
		return err
	}
	if err := set("plural", func(c goja.FunctionCall) goja.Value {
		cat, err := cldr.Plural(c.Argument(0).String(), c.Argument(1).ToBoolean(), c.Argument(2).String())
		if err != nil {
			return vm.ToValue("other")
		}
		return vm.ToValue(cat)
	}); err != nil {
		return err
	}
	if err := set("categories", func(c goja.FunctionCall) goja.Value {
		cats := cldr.Categories(c.Argument(0).String(), c.Argument(1).ToBoolean())
		// V8 lists them in alphabetical order, "other" last
		head := append([]string(nil), cats[:len(cats)-1]...)
		sort.Strings(head)
		out := make([]any, 0, len(cats))
		for _, s := range head {
			out = append(out, s)
		}
		return vm.NewArray(append(out, "other")...)
	}); err != nil {
		return err
	}
	if err := set("compare", func(c goja.FunctionCall) goja.Value {
		return vm.ToValue(cldr.Compare(c.Argument(0).String(), c.Argument(1).String(), c.Argument(2).String(), cldr.CollateOptions{
			Sensitivity: c.Argument(3).String(), Numeric: c.Argument(4).ToBoolean(), IgnorePunctuation: c.Argument(5).ToBoolean(),
			CaseFirst: c.Argument(6).String(),
		}))
	}); err != nil {
		return err
	}
	if err := set("currencies", func(goja.FunctionCall) goja.Value {
		cs := cldr.Currencies()
		out := make([]any, len(cs))
		for i, s := range cs {
			out[i] = s
		}
		return vm.NewArray(out...)
	}); err != nil {
		return err
	}
	// a locale that fell back is named in the run's logs (INTL-1)
	return set("notice", func(c goja.FunctionCall) goja.Value {
		if st.opts != nil && st.opts.Notice != nil {
			st.opts.Notice(c.Argument(0).String())
		}
		return goja.Undefined()
	})
}
