package testhook

import "testing"

// TestEnable: the switch is off until test code turns it on.
func TestEnable(t *testing.T) {
	if Enabled() {
		t.Fatal("Enabled before Enable")
	}
	Enable()
	if !Enabled() {
		t.Fatal("not Enabled after Enable")
	}
}
