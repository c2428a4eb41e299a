package agentmain

import "strings"

// Env names the environment variables an SDK reads for its API key and
// base URL.
type Env struct {
	// Keys are the API-key variables in the order the SDK reads them:
	// the first one set wins.
	Keys []string
	// BaseURL is the base-URL variable.
	BaseURL string
	// Server says what a base URL may point at, as in "an
	// Anthropic-compatible server".
	Server string
}

// Key is the value of the first key variable that is set, or "".
func (e Env) Key(getenv func(string) string) string {
	for _, k := range e.Keys {
		if v := getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// Missing is the one line that says what to set when neither a key nor
// a base URL is.
func (e Env) Missing() string {
	return "set " + strings.Join(e.Keys, " or ") + " (or " + e.BaseURL + " for " + e.Server + ")"
}
