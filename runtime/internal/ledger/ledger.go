// Package ledger implements the output ledger of a run (reference §5,
// OUT-1…OUT-10): one combined byte budget covering the JSON text of the log
// array plus the JSON text of either the completion value or the failure
// message.
//
// Byte costs follow ECMAScript JSON.stringify (well-formed variant) and are
// computed without encoding/json (hazard H4): see StringCost.
package ledger

import (
	"strconv"
	"unicode/utf8"
)

// Ledger meters one run's output. The zero value is not usable; call New.
// A Ledger is not safe for concurrent use: the run's loop goroutine owns it.
type Ledger struct {
	cap       int
	used      int // JSON bytes of the admitted log array, brackets included
	logs      []string
	exhausted bool
	spill     string // the prefix of the entry that overflowed (OUT-6), if any
	hasSpill  bool
}

// New returns an empty ledger with the given cap in bytes (OUT-2: an empty
// log array already costs 2).
func New(cap int) *Ledger {
	return &Ledger{cap: cap, used: 2, logs: []string{}}
}

// Cap reports the configured cap.
func (l *Ledger) Cap() int { return l.cap }

// Used reports the JSON bytes of the admitted log array.
func (l *Ledger) Used() int { return l.used }

// Exhausted reports whether a log entry has overflowed the cap (OUT-6); the
// run must then end through Limit.
func (l *Ledger) Exhausted() bool { return l.exhausted }

// Logs returns the admitted entries (never nil). The slice is owned by the
// ledger; copy it before appending.
func (l *Ledger) Logs() []string { return l.logs }

// Log admits one console entry (OUT-6). It returns true when the entry was
// admitted whole. It returns false when the ledger is, or has just become,
// exhausted: the longest fitting prefix is kept for Limit and nothing later
// is captured.
func (l *Ledger) Log(entry string) bool {
	if l.exhausted {
		return false
	}
	sep := 0
	if len(l.logs) > 0 {
		sep = 1
	}
	cost := StringCost(entry)
	if cost <= l.cap-l.used-sep {
		l.logs = append(l.logs, entry)
		l.used += cost + sep
		return true
	}
	l.exhausted = true
	if p := Prefix(entry, l.cap-l.used-sep); p != "" {
		l.spill, l.hasSpill = p, true
	}
	return false
}

// FitsValue reports whether a completion whose compact JSON text is cost
// bytes long fits after the admitted logs (OUT-8). An exhausted ledger
// admits nothing.
func (l *Ledger) FitsValue(cost int) bool {
	return !l.exhausted && cost <= l.cap-l.used
}

// FitsMessage reports whether a failure message fits after the admitted
// logs (OUT-8). An exhausted ledger admits nothing.
func (l *Ledger) FitsMessage(msg string) bool {
	return !l.exhausted && StringCost(msg) <= l.cap-l.used
}

// Limit builds the output-limit result (OUT-7) over the captured entries
// (the admitted ones plus the prefix of the entry that overflowed, if any):
// the fixed diagnostic is reserved first, logs are kept while they fit the
// rest, and the diagnostic is cut to what remains.
func (l *Ledger) Limit() (logs []string, message string) {
	full := "outer output exceeded " + strconv.Itoa(l.cap) + " bytes"
	budget := l.cap - (len(full) + 2)
	captured := l.logs
	if l.hasSpill {
		captured = append(captured[:len(captured):len(captured)], l.spill)
	}
	kept := []string{}
	used := 2
	for _, e := range captured {
		sep := 0
		if len(kept) > 0 {
			sep = 1
		}
		room := budget - used - sep
		if c := StringCost(e); c <= room {
			kept = append(kept, e)
			used += c + sep
			continue
		}
		if p := Prefix(e, room); p != "" {
			kept = append(kept, p)
			used += StringCost(p) + sep
		}
		break
	}
	return kept, Prefix(full, l.cap-used)
}

// StringCost is the UTF-8 length of JSON.stringify(s) (OUT-3): quotes,
// two-byte escapes for `"` `\` and \b \t \n \f \r, six bytes for other
// controls and for lone surrogates, and the UTF-8 length of everything else.
// A lone surrogate is recognised in its WTF-8 form (ED A0–BF xx); any other
// invalid byte counts as the U+FFFD it decodes to.
func StringCost(s string) int {
	n := 2
	for i := 0; i < len(s); {
		c, w := charCost(s, i)
		n += c
		i += w
	}
	return n
}

// Prefix returns the longest code-point-aligned prefix of s whose
// StringCost is at most budget, or "" when even the quotes do not fit.
func Prefix(s string, budget int) string {
	n := 2
	if n > budget {
		return ""
	}
	for i := 0; i < len(s); {
		c, w := charCost(s, i)
		if n+c > budget {
			return s[:i]
		}
		n += c
		i += w
	}
	return s
}

// charCost returns the JSON cost and the byte width of the character that
// starts at s[i].
func charCost(s string, i int) (cost, width int) {
	b := s[i]
	if b < utf8.RuneSelf {
		switch {
		case b == '"' || b == '\\' || b == '\b' || b == '\t' || b == '\n' || b == '\f' || b == '\r':
			return 2, 1
		case b < 0x20:
			return 6, 1
		}
		return 1, 1
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && w == 1 {
		if b == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
			return 6, 3 // WTF-8 lone surrogate: \udxxx
		}
		return 3, 1 // decodes to U+FFFD
	}
	return w, w
}
