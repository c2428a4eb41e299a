package cldr

import (
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// CollateOptions are the options of Intl.Collator that change an order.
type CollateOptions struct {
	// Sensitivity is "base", "accent", "case" or "variant" (the default).
	Sensitivity string
	// Numeric orders digit runs by their value ("a2" < "a10").
	Numeric bool
	// IgnorePunctuation makes punctuation and spaces ignorable.
	IgnorePunctuation bool
}

type collatorKey struct {
	locale string
	opts   CollateOptions
}

var (
	collMu     sync.Mutex
	collators  = map[collatorKey]*collate.Collator{}
)

// Compare orders a and b as Intl.Collator does for a BCP 47 locale (its
// CLDR tailoring, or the root order): -1, 0 or 1. Accents differ at the
// secondary level, case at the tertiary level (lower case first).
func Compare(locale, a, b string, o CollateOptions) int {
	collMu.Lock()
	defer collMu.Unlock()
	k := collatorKey{locale, o}
	c := collators[k]
	if c == nil {
		tag, err := language.Parse(locale)
		if err != nil {
			tag = language.Und
		}
		var opts []collate.Option
		switch o.Sensitivity {
		case "base":
			opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
		case "accent":
			opts = append(opts, collate.IgnoreCase)
		case "case":
			opts = append(opts, collate.IgnoreDiacritics)
		}
		if o.Numeric {
			opts = append(opts, collate.Numeric)
		}
		ext := ""
		if o.IgnorePunctuation {
			ext = "-u-ka-shifted"
		}
		if ext != "" {
			if t, err := language.Parse(tag.String() + ext); err == nil {
				opts = append(opts, collate.OptionsFromTag(t))
			}
		}
		c = collate.New(tag, opts...)
		collators[k] = c
	}
	return c.CompareString(a, b)
}
