package langlib

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

// urlParser is the WHATWG URL parser behind js/url.js: nlnwa/whatwg-url
// passes the WPT URL data that our own JavaScript parser did not (IDNA,
// IPv4 number forms, IPv6 compression, file-URL drive letters).
var urlParser = whatwg.NewParser()

// maxURLLength bounds the input of one parse or setter, in UTF-16 code
// units (url.js refuses longer inputs before they reach Go), and the
// serialized URL, in characters (an ASCII string); beyond either, a
// RangeError. Percent-encoding grows text up to ninefold, so the second
// bound is what keeps a URL, and the reparse each setter does, small:
// every operation is one pass over at most 1 Mi units in and 1 Mi out.
// The parser (nlnwa/whatwg-url) takes about 150 ns a code point and
// cannot be interrupted, so 1 Mi keeps the worst operation near a fifth
// of a second (BenchmarkURLScaling); at 2 Mi, Chromium's URL cap, a
// loaded machine took 0.7 s. No real URL comes near either.
const maxURLLength = 1 << 20

// urlHost provides the Go half of js/url.js. host.parse(input, baseHref)
// is the URL record {scheme, username, password, host, port, path, query,
// fragment} of input resolved against baseHref (null for none), or null
// when parsing fails: host, query and fragment are null when absent; path
// is a string for an opaque path and an array of segments otherwise.
// host.set(href, prop, value) is the record after the URL setter prop;
// the form* functions (formHost) hold the lists of URLSearchParams.
// Every one is a single pass over its input: the JavaScript they replace
// built strings a character at a time, which goja makes quadratic.
func urlHost(st *state, host *goja.Object) error {
	vm := st.vm
	if err := host.Set("maxLength", maxURLLength); err != nil {
		return err
	}
	if err := host.Set("set", func(href, prop, value string) goja.Value {
		if n := encodedLowerBound(prop, value); n > maxURLLength {
			return vm.ToValue(fmt.Sprintf("URL: the %s would be %d characters long or more, beyond the limit of %d", prop, n, maxURLLength))
		}
		u, err := urlParser.Parse(href)
		if err != nil || !urlSet(u, prop, value) {
			return goja.Null()
		}
		return urlRecord(vm, u)
	}); err != nil {
		return err
	}
	if err := formHost(vm, host); err != nil {
		return err
	}
	return host.Set("parse", func(input string, base goja.Value) goja.Value {
		var u *whatwg.Url
		var err error
		if base == nil || goja.IsNull(base) || goja.IsUndefined(base) {
			u, err = urlParser.Parse(input)
		} else {
			var b *whatwg.Url
			if b, err = urlParser.Parse(base.String()); err == nil {
				u, err = b.Parse(input)
			}
		}
		if err != nil || u == nil {
			return goja.Null()
		}
		return urlRecord(vm, u)
	})
}

// encodedLowerBound is a lower bound of the length of what the setter
// prop makes of value, for the setters that percent-encode it whole
// (dropping only tabs and newlines): every byte of a non-ASCII character
// becomes "%XX". It lets a value that is bound to fail be refused without
// a parse. Other setters answer 0.
func encodedLowerBound(prop, value string) int {
	switch prop {
	case "username", "password", "search", "hash":
	default:
		return 0
	}
	n := 0
	if prop == "search" && strings.HasPrefix(value, "?") || prop == "hash" && strings.HasPrefix(value, "#") {
		value = value[1:]
	}
	for i := 0; i < len(value); i++ {
		switch c := value[i]; {
		case c >= 0x80:
			n += 3
		case c != '\t' && c != '\n' && c != '\r':
			n++
		}
	}
	return n
}

// urlSet runs the URL setter prop ("protocol", "username", "password",
// "host", "hostname", "port", "pathname", "search", "hash") on u; false
// for an unknown name.
func urlSet(u *whatwg.Url, prop, value string) bool {
	switch prop {
	case "protocol":
		u.SetProtocol(value)
	case "username":
		u.SetUsername(value)
	case "password":
		u.SetPassword(value)
	case "host":
		u.SetHost(value)
	case "hostname":
		u.SetHostname(value)
	case "port":
		u.SetPort(value)
	case "pathname":
		u.SetPathname(value)
	case "search":
		u.SetSearch(value)
	case "hash":
		u.SetHash(value)
	default:
		return false
	}
	return true
}

// urlRecord converts a parsed URL to url.js's record. whatwg-url's getters
// merge "absent" with "empty", so host, query and fragment presence are read
// from the serialization: neither userinfo nor host may hold "?" unescaped,
// and "//" follows the scheme exactly when there is a host.
// A URL longer than maxURLLength is the message of the RangeError url.js
// throws, instead of a record.
func urlRecord(vm *goja.Runtime, u *whatwg.Url) goja.Value {
	full := u.Href(false)
	if len(full) > maxURLLength {
		return vm.ToValue(fmt.Sprintf("URL: the URL would be %d characters long, beyond the limit of %d", len(full), maxURLLength))
	}
	noFrag := u.Href(true)
	scheme := u.Protocol()
	rec := vm.NewObject()
	_ = rec.Set("scheme", scheme)
	_ = rec.Set("username", u.Username())
	_ = rec.Set("password", u.Password())
	hasHost := strings.HasPrefix(noFrag[len(scheme):], "//")
	if hasHost {
		_ = rec.Set("host", u.Hostname())
	} else {
		_ = rec.Set("host", goja.Null())
	}
	_ = rec.Set("port", u.Port())
	p := u.Pathname()
	if u.OpaquePath() {
		_ = rec.Set("path", p)
	} else {
		if !hasHost && strings.HasPrefix(p, "/./") {
			p = p[2:]
		}
		segs := []interface{}{}
		if p != "" {
			for _, s := range strings.Split(p[1:], "/") {
				segs = append(segs, s)
			}
		}
		_ = rec.Set("path", vm.NewArray(segs...))
	}
	if i := strings.IndexByte(noFrag, '?'); i >= 0 {
		_ = rec.Set("query", noFrag[i+1:])
	} else {
		_ = rec.Set("query", goja.Null())
	}
	if len(full) > len(noFrag) {
		_ = rec.Set("fragment", full[len(noFrag)+1:])
	} else {
		_ = rec.Set("fragment", goja.Null())
	}
	return rec
}

// formHost provides URLSearchParams' list operations on a *formList handle
// (an opaque object only url.js holds): formNew(query), formReset(list,
// query), formLen, formAppend(list, name, value), formDelete(list, name,
// value|null), formGet (a value or null), formGetAll, formHas(list, name,
// value|null), formSet, formSort, formEntry(list, i) ([name, value] or
// null past the end) and formString (the serialization). Names and values
// arrive as Go strings, so lone surrogates are already U+FFFD.
func formHost(vm *goja.Runtime, host *goja.Object) error {
	optional := func(v goja.Value) *string {
		if v == nil || goja.IsNull(v) || goja.IsUndefined(v) {
			return nil
		}
		s := v.String()
		return &s
	}
	fns := map[string]any{
		"formNew":    func(query string) goja.Value { return vm.ToValue(&formList{pairs: formParse(query)}) },
		"formReset":  func(l *formList, query string) { l.pairs = formParse(query) },
		"formLen":    func(l *formList) int { return len(l.pairs) },
		"formAppend": func(l *formList, name, value string) { l.pairs = append(l.pairs, formPair{name, value}) },
		"formDelete": func(l *formList, name string, value goja.Value) { l.remove(0, name, optional(value)) },
		"formGet": func(l *formList, name string) goja.Value {
			if i := l.index(name); i >= 0 {
				return vm.ToValue(l.pairs[i].value)
			}
			return goja.Null()
		},
		"formGetAll": func(l *formList, name string) goja.Value {
			var out []any
			for _, p := range l.pairs {
				if p.name == name {
					out = append(out, p.value)
				}
			}
			return vm.NewArray(out...)
		},
		"formHas": func(l *formList, name string, value goja.Value) bool {
			v := optional(value)
			for _, p := range l.pairs {
				if p.name == name && (v == nil || p.value == *v) {
					return true
				}
			}
			return false
		},
		"formSet":  func(l *formList, name, value string) { l.set(name, value) },
		"formSort": func(l *formList) { l.sort() },
		"formEntry": func(l *formList, i int) goja.Value {
			if i < 0 || i >= len(l.pairs) {
				return goja.Null()
			}
			return vm.NewArray(l.pairs[i].name, l.pairs[i].value)
		},
		"formString": func(l *formList) string { return formSerialize(l.pairs) },
		// usv converts to a Go string and back: lone surrogates become U+FFFD.
		"usv": func(s string) string { return s },
	}
	for name, fn := range fns {
		if err := host.Set(name, fn); err != nil {
			return err
		}
	}
	return nil
}
