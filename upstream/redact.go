package upstream

import (
	"net/url"
	"regexp"
	"sort"
	"strings"
)

// Redacted replaces a secret in every error, status and log line of an
// upstream server.
const Redacted = "[REDACTED]"

// minSecret is the shortest configured value redacted verbatim: shorter
// ones ("1", "on", a port) would blank ordinary words of a message.
const minSecret = 6

// redactor keeps the secrets of one server's configuration out of the
// text codemode shows about it (the run_code description, codemode://sdk,
// /readyz, logs, tool results). It redacts exactly the values its
// configuration carries — what ${env:…} expanded to, header values, the
// OAuth client secret, stdio env values — and, in every URL of the text,
// the userinfo, the value of every query parameter and key-like path
// segments.
type redactor struct {
	secrets []string // longest first, so a secret inside another goes with it
}

func newRedactor(cfg ServerConfig) *redactor {
	seen := map[string]bool{}
	var secrets []string
	add := func(s string) {
		if len(s) >= minSecret && !seen[s] {
			seen[s] = true
			secrets = append(secrets, s)
		}
	}
	for _, s := range cfg.secrets {
		add(s)
		// A URL carries the value escaped as well as plain.
		add(url.QueryEscape(s))
		add(url.PathEscape(s))
	}
	for _, v := range cfg.Headers {
		add(v)
		if _, tok, ok := strings.Cut(v, " "); ok { // "Bearer <token>"
			add(strings.TrimSpace(tok))
		}
	}
	for _, v := range cfg.Env {
		add(v)
	}
	if cfg.OAuth != nil {
		add(cfg.OAuth.Secret)
	}
	sort.Slice(secrets, func(i, j int) bool { return len(secrets[i]) > len(secrets[j]) })
	return &redactor{secrets: secrets}
}

// urlPattern finds URLs in free text; it stops at the quotes and
// brackets Go's errors put around them.
var urlPattern = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.\-]*://[^\s"'<>()\[\]{}]+`)

// redact returns s without the secrets of r's configuration, and with the
// generic URL rules applied. A nil r applies the generic rules only.
func (r *redactor) redact(s string) string {
	if strings.Contains(s, "://") {
		s = urlPattern.ReplaceAllStringFunc(s, redactURL)
	}
	if r != nil {
		for _, sec := range r.secrets {
			if strings.Contains(s, sec) {
				s = strings.ReplaceAll(s, sec, Redacted)
			}
		}
	}
	return s
}

// redactErr returns err with its text redacted, nil for nil. The chain
// stays for errors.Is and errors.As.
func (r *redactor) redactErr(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := err.(*redactedError); ok {
		return err
	}
	msg := err.Error()
	red := r.redact(msg)
	if red == msg {
		return err
	}
	return &redactedError{msg: red, err: err}
}

// redactedError is an error whose text had secrets taken out.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// redactURL applies the generic rules to one URL: userinfo, query values,
// the fragment and key-like path segments become [REDACTED]; the scheme,
// host, path shape and parameter names stay, so the message still says
// which endpoint failed. It works on the text as written, so nothing else
// of the URL is re-escaped.
func redactURL(raw string) string {
	if u, err := url.Parse(raw); err != nil || u.Host == "" {
		return raw
	}
	rest, frag, hasFrag := strings.Cut(raw, "#")
	rest, query, hasQuery := strings.Cut(rest, "?")
	scheme, rest, _ := strings.Cut(rest, "://")
	authority, path, hasPath := strings.Cut(rest, "/")
	if at := strings.LastIndexByte(authority, '@'); at >= 0 {
		authority = Redacted + authority[at:]
	}
	var b strings.Builder
	b.WriteString(scheme + "://" + authority)
	if hasPath {
		segs := strings.Split(path, "/")
		for i, seg := range segs {
			if keyLike(seg) {
				segs[i] = Redacted
			}
		}
		b.WriteString("/" + strings.Join(segs, "/"))
	}
	if hasQuery {
		b.WriteString("?" + redactQuery(query))
	}
	if hasFrag && frag != "" {
		b.WriteString("#" + Redacted)
	}
	return b.String()
}

// redactQuery keeps the parameter names of a query and drops every value.
func redactQuery(q string) string {
	parts := strings.Split(q, "&")
	for i, p := range parts {
		name, _, hasValue := strings.Cut(p, "=")
		if hasValue {
			parts[i] = name + "=" + Redacted
		} else if keyLike(p) {
			parts[i] = Redacted
		}
	}
	return strings.Join(parts, "&")
}

// keyLike reports whether a path segment looks like a credential rather
// than a route: 16 or more characters mixing letters and digits with no
// word separators beyond '-' and '_', or 32 or more of anything.
func keyLike(seg string) bool {
	if len(seg) >= 32 {
		return true
	}
	if len(seg) < 16 {
		return false
	}
	var letters, digits int
	for _, c := range seg {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9':
			digits++
		case c == '-', c == '_', c == '%', c == '.', c == '~', c == '+', c == '=':
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}
