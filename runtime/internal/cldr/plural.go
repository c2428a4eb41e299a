package cldr

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Operands are the plural operands of UTS #35 (Language Plural Rules) of
// one formatted number: n absolute value, i integer digits, v and w the
// count of visible fraction digits with and without trailing zeros, f and
// t those digits, e the compact exponent.
type Operands struct {
	N          float64
	I, V, W, E int64
	F, T       int64
}

// ParseOperands reads the operands of a formatted decimal: ASCII digits
// with an optional point and fraction ("1", "1.50", "-0.3"), and an
// optional compact exponent suffix "c3" (1.2c3 is 1200 with e = 3).
func ParseOperands(s string) (Operands, error) {
	var op Operands
	s = strings.TrimPrefix(s, "-")
	if num, exp, ok := strings.Cut(s, "c"); ok {
		e, err := strconv.Atoi(exp)
		if err != nil || e < 0 || e > 21 {
			return op, fmt.Errorf("cldr: bad compact exponent in %q", s)
		}
		op.E = int64(e)
		// shift the point e places right
		ip, fp, _ := strings.Cut(num, ".")
		for ; e > 0; e-- {
			if fp == "" {
				ip += "0"
			} else {
				ip, fp = ip+fp[:1], fp[1:]
			}
		}
		if fp != "" {
			s = ip + "." + fp
		} else {
			s = ip
		}
	}
	ip, fp, hasPoint := strings.Cut(s, ".")
	if ip == "" || (hasPoint && fp == "") || len(s) > 400 {
		return op, fmt.Errorf("cldr: bad plural operand %q", s)
	}
	for _, r := range ip + fp {
		if r < '0' || r > '9' {
			return op, fmt.Errorf("cldr: bad plural operand %q", s)
		}
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return op, fmt.Errorf("cldr: bad plural operand %q", s)
	}
	op.N = n
	op.I = lastDigits(ip)
	op.V = int64(len(fp))
	op.F = lastDigits(fp)
	tr := strings.TrimRight(fp, "0")
	op.W = int64(len(tr))
	op.T = lastDigits(tr)
	return op, nil
}

// lastDigits is the value of the last 18 digits of s (enough for every
// modulus the rules use), 0 for "".
func lastDigits(s string) int64 {
	if len(s) > 18 {
		s = s[len(s)-18:]
	}
	v, _ := strconv.ParseInt(s, 10, 64)
	return v
}

// pluralSet is the compiled rules of one locale and type, in CLDR's order.
type pluralSet struct {
	cats  []string
	rules []orCond
}

type orCond [][]relation // or of ands

type relation struct {
	operand byte
	mod     int64
	neg     bool
	ranges  [][2]int64
}

// compileRule parses one rule condition of the CLDR syntax the JSON
// packages use ("n % 10 = 1 and n % 100 != 11", "i = 0,1", "v = 0 and
// i % 10 = 2..4"). The empty condition is never true.
func compileRule(src string) (orCond, error) {
	var out orCond
	for _, and := range strings.Split(src, " or ") {
		var rels []relation
		for _, r := range strings.Split(and, " and ") {
			rel, err := compileRelation(strings.TrimSpace(r))
			if err != nil {
				return nil, fmt.Errorf("cldr: plural rule %q: %w", src, err)
			}
			rels = append(rels, rel)
		}
		out = append(out, rels)
	}
	return out, nil
}

func compileRelation(s string) (relation, error) {
	var rel relation
	lhs, rhs, ok := strings.Cut(s, "!=")
	if ok {
		rel.neg = true
	} else if lhs, rhs, ok = strings.Cut(s, "="); !ok {
		return rel, fmt.Errorf("no = in %q", s)
	}
	lhs = strings.TrimSpace(lhs)
	op, mod, hasMod := strings.Cut(lhs, "%")
	op = strings.TrimSpace(op)
	if len(op) != 1 || !strings.Contains("niwvfte", op) {
		return rel, fmt.Errorf("operand %q", op)
	}
	rel.operand = op[0]
	if hasMod {
		m, err := strconv.ParseInt(strings.TrimSpace(mod), 10, 64)
		if err != nil || m <= 0 {
			return rel, fmt.Errorf("modulus %q", mod)
		}
		rel.mod = m
	}
	for _, item := range strings.Split(rhs, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(item), "..")
		a, err := strconv.ParseInt(lo, 10, 64)
		if err != nil {
			return rel, fmt.Errorf("value %q", item)
		}
		b := a
		if isRange {
			if b, err = strconv.ParseInt(hi, 10, 64); err != nil || b < a {
				return rel, fmt.Errorf("range %q", item)
			}
		}
		rel.ranges = append(rel.ranges, [2]int64{a, b})
	}
	return rel, nil
}

func (rel relation) holds(op Operands) bool {
	var v float64
	switch rel.operand {
	case 'n':
		v = op.N
	case 'i':
		v = float64(op.I)
	case 'v':
		v = float64(op.V)
	case 'w':
		v = float64(op.W)
	case 'f':
		v = float64(op.F)
	case 't':
		v = float64(op.T)
	case 'e':
		v = float64(op.E)
	}
	if rel.mod > 0 {
		if rel.operand == 'n' {
			// n keeps its fraction: 11.5 % 10 is 1.5, in no integer range
			ip := float64(int64(v))
			v = float64(int64(ip)%rel.mod) + (v - ip)
		} else {
			v = float64(int64(v) % rel.mod)
		}
	}
	in := false
	for _, r := range rel.ranges {
		if v == float64(int64(v)) && int64(v) >= r[0] && int64(v) <= r[1] {
			in = true
			break
		}
	}
	return in != rel.neg
}

func (c orCond) holds(op Operands) bool {
	for _, and := range c {
		all := true
		for _, r := range and {
			if !r.holds(op) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// pluralOrder is CLDR's order of categories.
var pluralOrder = []string{"zero", "one", "two", "few", "many"}

// rulesOf compiles (once per process) the cardinal or ordinal rules of a
// locale key.
func (t *table) rulesOf(key string, ordinal bool) (*pluralSet, error) {
	name := "c:" + key
	if ordinal {
		name = "o:" + key
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if s, ok := t.plural[name]; ok {
		return s, nil
	}
	var loc struct {
		Pl  map[string]string `json:"pl"`
		Ord map[string]string `json:"ord"`
	}
	if err := json.Unmarshal(t.Locales[key], &loc); err != nil {
		return nil, err
	}
	src := loc.Pl
	if ordinal {
		src = loc.Ord
	}
	s := &pluralSet{}
	for _, cat := range pluralOrder {
		r, ok := src[cat]
		if !ok {
			continue
		}
		c, err := compileRule(r)
		if err != nil {
			return nil, err
		}
		s.cats = append(s.cats, cat)
		s.rules = append(s.rules, c)
	}
	t.plural[name] = s
	return s, nil
}

// Plural is the plural category ("zero", "one", "two", "few", "many" or
// "other") of a formatted number (see ParseOperands) in the locale of key,
// cardinal or ordinal.
func Plural(key string, ordinal bool, number string) (string, error) {
	t, err := data()
	if err != nil {
		return "", err
	}
	if _, ok := t.Locales[key]; !ok {
		return "", fmt.Errorf("cldr: no locale %q", key)
	}
	op, err := ParseOperands(number)
	if err != nil {
		return "", err
	}
	s, err := t.rulesOf(key, ordinal)
	if err != nil {
		return "", err
	}
	for i, c := range s.rules {
		if c.holds(op) {
			return s.cats[i], nil
		}
	}
	return "other", nil
}

// Categories lists the plural categories of a locale key in CLDR's order,
// "other" last (resolvedOptions().pluralCategories).
func Categories(key string, ordinal bool) []string {
	t, err := data()
	if err != nil {
		return []string{"other"}
	}
	if _, ok := t.Locales[key]; !ok {
		return []string{"other"}
	}
	s, err := t.rulesOf(key, ordinal)
	if err != nil {
		return []string{"other"}
	}
	return append(append([]string(nil), s.cats...), "other")
}
