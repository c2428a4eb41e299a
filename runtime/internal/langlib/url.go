package langlib

import (
	"strings"

	"github.com/dop251/goja"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

// urlParser is the WHATWG URL parser behind js/url.js: nlnwa/whatwg-url
// passes the WPT URL data that our own JavaScript parser did not (IDNA,
// IPv4 number forms, IPv6 compression, file-URL drive letters).
var urlParser = whatwg.NewParser()

// maxURLLength bounds the input of one parse, in UTF-16 code units; longer
// inputs are refused with a RangeError (in url.js) before they reach Go.
const maxURLLength = 2 << 20

// urlHost provides host.parse(input, baseHref) for js/url.js: the URL
// record {scheme, username, password, host, port, path, query, fragment} of
// input resolved against baseHref (null for none), or null when parsing
// fails. host, query and fragment are null when absent; path is a string
// for an opaque path and an array of segments otherwise.
func urlHost(st *state, host *goja.Object) error {
	vm := st.vm
	if err := host.Set("maxLength", maxURLLength); err != nil {
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

// urlRecord converts a parsed URL to url.js's record. whatwg-url's getters
// merge "absent" with "empty", so host, query and fragment presence are read
// from the serialization: neither userinfo nor host may hold "?" unescaped,
// and "//" follows the scheme exactly when there is a host.
func urlRecord(vm *goja.Runtime, u *whatwg.Url) goja.Value {
	full := u.Href(false)
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
