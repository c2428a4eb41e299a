package sdkgen

import "strings"

// typeSet is a set of JSON Schema instance types.
type typeSet uint8

const (
	tString typeSet = 1 << iota
	tNumber
	tInteger
	tBoolean
	tObject
	tArray
	tNull
	tAll = tString | tNumber | tInteger | tBoolean | tObject | tArray | tNull
)

// canonicalOrder is the order of types that no schema listed explicitly.
var canonicalOrder = []typeSet{tString, tNumber, tInteger, tBoolean, tObject, tArray, tNull}

func typeByName(s string) typeSet {
	switch s {
	case "string":
		return tString
	case "number":
		return tNumber
	case "integer":
		return tInteger
	case "boolean":
		return tBoolean
	case "object":
		return tObject
	case "array":
		return tArray
	case "null":
		return tNull
	}
	return 0
}

// meet intersects two type sets; integer is a subset of number.
func meet(a, b typeSet) typeSet {
	r := a & b
	if a&tNumber != 0 && b&tInteger != 0 || b&tNumber != 0 && a&tInteger != 0 {
		r |= tInteger
	}
	return r
}

// fragKind says how a fragment must be parenthesised inside others.
type fragKind uint8

const (
	kAtom fragKind = iota
	kUnion
	kInter
)

// frag is one rendered TypeScript type expression.
type frag struct {
	text  string
	kind  fragKind
	bar   bool     // text contains '|' or '&' (the SDK-F1 array test)
	any   bool     // unconstrained JSON: the text is JsonValue
	never bool     // no value matches
	notes []string // remarks for the nearest doc comment
}

var (
	anyFrag   = frag{text: "JsonValue", any: true}
	neverFrag = frag{text: "never", never: true}
)

func atom(text string) frag { return frag{text: text, bar: strings.ContainsAny(text, "|&")} }

func unknownFrag(note string) frag { return frag{text: "unknown", notes: []string{note}} }

// union joins alternatives (flattened, never parenthesised, SDK-C2/SC-10).
// An unconstrained alternative makes the union unconstrained; its typed
// alternatives stay in the text (`"get" | "list" | JsonValue`) because
// they tell the model what the tool expects, though TypeScript reads the
// union as JsonValue.
func union(fs []frag) frag {
	var keep []frag
	var notes []string
	anyBranch := false
	for _, f := range fs {
		notes = append(notes, f.notes...)
		switch {
		case f.any:
			anyBranch = true
		case !f.never:
			keep = append(keep, f)
		}
	}
	if anyBranch {
		if len(keep) == 0 {
			return frag{text: anyFrag.text, any: true, notes: notes}
		}
		texts := make([]string, 0, len(keep)+1)
		for _, f := range keep {
			texts = append(texts, f.text)
		}
		texts = append(texts, anyFrag.text)
		return frag{text: strings.Join(texts, " | "), kind: kUnion, bar: true, any: true, notes: notes}
	}
	switch len(keep) {
	case 0:
		return frag{text: "never", never: true, notes: notes}
	case 1:
		keep[0].notes = notes
		return keep[0]
	}
	texts := make([]string, len(keep))
	for i, f := range keep {
		texts[i] = f.text
	}
	return frag{text: strings.Join(texts, " | "), kind: kUnion, bar: true, notes: notes}
}

// inter intersects parts; unconstrained parts drop out, unions are
// parenthesised.
func inter(fs []frag) frag {
	var keep []frag
	var notes []string
	for _, f := range fs {
		notes = append(notes, f.notes...)
		if f.never {
			return frag{text: "never", never: true, notes: notes}
		}
		if !f.any {
			keep = append(keep, f)
		}
	}
	switch len(keep) {
	case 0:
		// Keep the one informative unconstrained part, if there is one.
		var rich []frag
		for _, f := range fs {
			if f.any && f.text != anyFrag.text {
				rich = append(rich, f)
			}
		}
		if len(rich) == 1 {
			rich[0].notes = notes
			return rich[0]
		}
		return frag{text: anyFrag.text, any: true, notes: notes}
	case 1:
		keep[0].notes = notes
		return keep[0]
	}
	texts := make([]string, len(keep))
	for i, f := range keep {
		if f.kind == kUnion {
			texts[i] = "(" + f.text + ")"
		} else {
			texts[i] = f.text
		}
	}
	return frag{text: strings.Join(texts, " & "), kind: kInter, bar: true, notes: notes}
}
