package langlib

// ValidProperty reports whether text, the part between the braces of a
// \p{…} escape, names a property (or property=value) that the RegExp
// constructor installed here supports: the same resolution its
// translation uses, so a pattern checked with it before it runs fails
// then exactly when it would fail when constructed.
func ValidProperty(text string) bool {
	_, err := property(text)
	return err == nil
}
