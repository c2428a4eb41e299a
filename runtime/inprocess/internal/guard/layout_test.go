package guard

import "testing"

// TestNativeFuncLayout: the layout of goja's native function objects is
// the one native.go expects. When this fails after a goja upgrade
// the guards still hold (they fall back to wrapper objects, which
// TestSizeGuards covers), but every realm costs more: update
// discoverNativeFuncs.
func TestNativeFuncLayout(t *testing.T) {
	if nativeFuncLayout() == nil {
		t.Fatal("goja's native function layout is not the one native.go expects: guards fall back to wrapper objects")
	}
}

// TestTemplateLayout: the layout of goja's templated objects is the one
// template.go expects. When this fails after a goja upgrade the
// guards still hold (they install eagerly, which the "eagerly in place"
// mode of TestSizeGuards covers), but every realm costs more: update
// discoverTemplates.
func TestTemplateLayout(t *testing.T) {
	if templateLayout() == nil {
		t.Fatal("goja's template layout is not the one template.go expects: guards install eagerly")
	}
}
