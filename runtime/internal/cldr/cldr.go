// Package cldr carries the Unicode CLDR data of the Intl module
// (runtime/internal/langlib): number symbols and patterns, currencies,
// Gregorian calendar names and patterns, relative time, list patterns and
// plural rules for the most used locales (locales.json, extracted by
// testdata/gen.js from the CLDR 48.0 JSON packages on npm, the CLDR of
// Node 22's ICU), the plural rule evaluator over them, and collation
// (golang.org/x/text/collate, CLDR root and tailorings).
//
// Nothing is read until the first lookup: the embedded table is parsed
// once per process, on the first Resolve, and a locale's own data is
// handed out as the JSON text the table holds.
package cldr

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
)

//go:embed locales.json
var localesJSON []byte

// Default is the locale a run formats with when the program names none,
// and the last resort of every fallback.
const Default = "en-US"

type table struct {
	CLDR    string                     `json:"cldr"`
	Locales map[string]json.RawMessage `json:"locales"`
	Aliases map[string]string          `json:"aliases"`
	Parents map[string]string          `json:"parents"`
	plural  map[string]*pluralSet      // by locale key, "c:" or "o:" prefixed; built on demand
	decoded map[string]map[string]any  // by locale key; built on demand
	mu      sync.Mutex
}

var (
	loadOnce sync.Once
	loaded   *table
	loadErr  error
)

func data() (*table, error) {
	loadOnce.Do(func() {
		t := &table{plural: map[string]*pluralSet{}, decoded: map[string]map[string]any{}}
		if err := json.Unmarshal(localesJSON, t); err != nil {
			loadErr = err
			return
		}
		loaded = t
	})
	return loaded, loadErr
}

// Version is the CLDR version of the data.
func Version() string {
	t, err := data()
	if err != nil {
		return ""
	}
	return t.CLDR
}

// Match is the outcome of locale negotiation for one requested tag.
type Match struct {
	// Locale is the locale reported (resolvedOptions().locale): the tag
	// asked for when the data serves it as it is, otherwise the locale
	// fallen back to.
	Locale string
	// Key names the data that formats it (an argument of Data).
	Key string
	// Fallback is true when the tag asked for is not in the data and
	// Locale is another locale (its language, or Default).
	Fallback bool
}

// Resolve negotiates one canonical BCP 47 tag (extensions removed) against
// the data: the tag itself, an alias region of a carried language (de-DE
// is de), then as fallbacks its CLDR parent (es-AR is es-419), the tag
// with its last subtags dropped, and Default.
// An empty tag resolves to Default without a fallback.
func Resolve(tag string) Match {
	t, err := data()
	if err != nil || tag == "" {
		return Match{Locale: Default, Key: "en"}
	}
	if k, ok := t.key(tag); ok {
		return Match{Locale: tag, Key: k}
	}
	if p, ok := t.Parents[tag]; ok {
		if k, ok := t.key(p); ok {
			return Match{Locale: p, Key: k, Fallback: true}
		}
	}
	parts := strings.Split(tag, "-")
	for n := len(parts) - 1; n >= 1; n-- {
		cand := strings.Join(parts[:n], "-")
		if k, ok := t.key(cand); ok {
			return Match{Locale: cand, Key: k, Fallback: true}
		}
	}
	return Match{Locale: Default, Key: "en", Fallback: true}
}

// key finds the data of tag: carried, an alias, or a name CLDR spells
// differently from BCP 47 users (zh-TW is zh-Hant, en-US is en).
func (t *table) key(tag string) (string, bool) {
	if _, ok := t.Locales[tag]; ok {
		return tag, true
	}
	if k, ok := t.Aliases[tag]; ok {
		return k, true
	}
	if k, ok := spelled[tag]; ok {
		return k, true
	}
	return "", false
}

// spelled maps common tags to the CLDR locale they name.
var spelled = map[string]string{
	"en-US": "en", "zh-CN": "zh", "zh-Hans": "zh", "zh-Hans-CN": "zh", "zh-SG": "zh", "zh-TW": "zh-Hant",
	"zh-Hant-TW": "zh-Hant", "zh-HK": "zh-Hant-HK", "pt-BR": "pt", "no": "nb", "nb-NO": "nb", "no-NO": "nb",
	"iw": "he", "in": "id", "es-ES": "es", "fr-FR": "fr", "de-DE": "de", "it-IT": "it", "ja-JP": "ja", "ko-KR": "ko",
	"nl-NL": "nl", "sv-SE": "sv", "da-DK": "da", "fi-FI": "fi", "pl-PL": "pl", "cs-CZ": "cs", "ru-RU": "ru",
	"uk-UA": "uk", "tr-TR": "tr", "hi-IN": "hi", "he-IL": "he", "id-ID": "id", "th-TH": "th", "vi-VN": "vi",
	"el-GR": "el", "hu-HU": "hu", "ro-RO": "ro", "ar-001": "ar",
}

// Data is the JSON text of one locale's data (the object gen.js writes),
// for a key Resolve returned; "" for any other key.
func Data(key string) string {
	t, err := data()
	if err != nil {
		return ""
	}
	return string(t.Locales[key])
}

// Decoded is the data of a key as encoding/json decodes it into any
// (objects as map[string]any, arrays as []any), decoded once per process
// and shared: callers must not modify it.
func Decoded(key string) (map[string]any, error) {
	t, err := data()
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if v, ok := t.decoded[key]; ok {
		return v, nil
	}
	raw, ok := t.Locales[key]
	if !ok {
		return nil, fmt.Errorf("cldr: no locale %q", key)
	}
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	t.decoded[key] = v
	return v, nil
}

// Locales lists the carried locales (without aliases), as CLDR names them.
func Locales() []string {
	t, err := data()
	if err != nil {
		return nil
	}
	out := make([]string, 0, len(t.Locales))
	for k := range t.Locales {
		out = append(out, k)
	}
	return out
}

// Currencies lists the currency codes whose names and symbols the data
// carries, sorted.
func Currencies() []string {
	t, err := data()
	if err != nil {
		return nil
	}
	var loc struct {
		Curs map[string]json.RawMessage `json:"curs"`
	}
	if err := json.Unmarshal(t.Locales["en"], &loc); err != nil {
		return nil
	}
	out := make([]string, 0, len(loc.Curs))
	for k := range loc.Curs {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
