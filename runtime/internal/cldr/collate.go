package cldr

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// CollateOptions are the options of Intl.Collator that change an order.
type CollateOptions struct {
	// Sensitivity is "base", "accent", "case" or "variant" (the default).
	Sensitivity string
	// Numeric orders digit runs by their value ("a2" < "a10").
	Numeric bool
	// IgnorePunctuation makes punctuation and spaces ignorable.
	IgnorePunctuation bool
	// CaseFirst is "upper", "lower" or "false" (the locale's default:
	// upper case first in Danish, as CLDR tailors it, else lower).
	CaseFirst string
}

type collatorKey struct {
	locale string
	opts   CollateOptions
}

var (
	collMu    sync.Mutex
	collators = map[collatorKey]*collate.Collator{}
)

// Compare orders a and b as Intl.Collator does for a BCP 47 locale (its
// CLDR tailoring, or the root order): -1, 0 or 1. Accents differ at the
// secondary level, case at the tertiary level (lower case first).
func Compare(locale, a, b string, o CollateOptions) int {
	collMu.Lock()
	defer collMu.Unlock()
	if o.Sensitivity == "case" {
		// primary strength with the case level (ICU's "case"): the base
		// letters first, then case alone, accents removed
		if r := collatorFor(locale, "base", o.Numeric, o.IgnorePunctuation).CompareString(a, b); r != 0 {
			return r
		}
		a, b = stripMarks(a), stripMarks(b)
		o.Sensitivity = "variant"
	}
	c := collatorFor(locale, o.Sensitivity, o.Numeric, o.IgnorePunctuation)
	r := c.CompareString(a, b)
	if r == 0 || o.Sensitivity == "base" || o.Sensitivity == "accent" {
		return r
	}
	upper := o.CaseFirst == "upper" || ((o.CaseFirst == "" || o.CaseFirst == "false") && upperFirst(locale))
	// x/text has no caseFirst: strings that differ only by case order
	// upper case first by reversing the tertiary order.
	if upper && collatorFor(locale, "accent", o.Numeric, o.IgnorePunctuation).CompareString(a, b) == 0 {
		return -r
	}
	return r
}

// stripMarks removes the combining marks of s (after canonical decomposition).
func stripMarks(s string) string {
	d := norm.NFD.String(s)
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, d)
}

// upperFirst reports the locales whose CLDR collation orders upper case first.
func upperFirst(locale string) bool {
	base, _ := language.Make(locale).Base()
	return base.String() == "da"
}

// collatorFor builds (once) the collator of a locale and the options that
// x/text carries; collMu is held.
func collatorFor(locale, sensitivity string, numeric, ignorePunctuation bool) *collate.Collator {
	o := CollateOptions{Sensitivity: sensitivity, Numeric: numeric, IgnorePunctuation: ignorePunctuation}
	k := collatorKey{locale, o}
	c := collators[k]
	if c == nil {
		tag, err := language.Parse(locale)
		if err != nil {
			tag = language.Und
		}
		// Norwegian Bokmål sorts as CLDR's Norwegian tailoring, which
		// x/text carries under nn
		if base, _ := tag.Base(); base.String() == "nb" || base.String() == "no" {
			tag = language.Make("nn")
		}
		var opts []collate.Option
		switch o.Sensitivity {
		case "base":
			opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
		case "accent":
			opts = append(opts, collate.IgnoreCase)
		}
		if o.Numeric {
			opts = append(opts, collate.Numeric)
		}
		ext := ""
		if o.IgnorePunctuation {
			ext = "-u-ka-shifted"
		}
		// Canadian French orders accents from the end of the word
		// (CLDR's [backwards 2]), which x/text's fr-CA table lacks
		if r, _ := tag.Region(); r.String() == "CA" && strings.HasPrefix(tag.String(), "fr") {
			ext += "-kb-true"
			if !o.IgnorePunctuation {
				ext = "-u-kb-true"
			}
		}
		if ext != "" {
			if t, err := language.Parse(tag.String() + ext); err == nil {
				opts = append(opts, collate.OptionsFromTag(t))
			}
		}
		c = collate.New(tag, opts...)
		collators[k] = c
	}
	return c
}
