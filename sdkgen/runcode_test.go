package sdkgen

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRunCodeInputSchema pins SDK-I3 / RC-2: an object with two required
// string arguments, each described, and no other members.
func TestRunCodeInputSchema(t *testing.T) {
	var s struct {
		Type       string                       `json:"type"`
		Properties map[string]map[string]string `json:"properties"`
		Required   []string                     `json:"required"`
	}
	raw := RunCodeInputSchema()
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	if s.Type != "object" || len(s.Properties) != 2 || strings.Join(s.Required, ",") != "code,description" {
		t.Fatalf("schema = %s", raw)
	}
	for _, p := range []string{"code", "description"} {
		if s.Properties[p]["type"] != "string" || s.Properties[p]["description"] == "" {
			t.Errorf("%s: %v", p, s.Properties[p])
		}
	}
	if !strings.Contains(s.Properties["code"]["description"], "body of an async TypeScript function") {
		t.Error("code description does not say it is the body of an async function")
	}
	// The schema is itself typed by the generator.
	ts, err := TypeOf(raw)
	if err != nil || !strings.Contains(ts, "  code: string;") || !strings.Contains(ts, "  description: string;") {
		t.Errorf("TypeOf(run_code schema) = %q, %v", ts, err)
	}
	raw[0] = 'x' // callers get a copy
	if RunCodeInputSchema()[0] != '{' {
		t.Error("RunCodeInputSchema shares its bytes")
	}
}

// TestRunCodeDescription pins DESIGN §7: the description carries the
// contract and then the whole SDK section.
func TestRunCodeDescription(t *testing.T) {
	sdk := mustSection(t, sc38Tools())
	d := RunCodeDescription(sdk)
	if !strings.HasSuffix(d, "\n\n"+sdk) {
		t.Error("description does not end with the SDK section")
	}
	lead := strings.TrimSuffix(d, "\n\n"+sdk)
	for _, s := range []string{"`code`", "`description`", "async function", "`await tools.name(args)`", "returns or logs"} {
		if !strings.Contains(lead, s) {
			t.Errorf("lead lacks %q: %s", s, lead)
		}
	}
	if RunCodeDescription("") != lead {
		t.Error("an empty SDK should leave just the contract")
	}
}
