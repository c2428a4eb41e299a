package adaptertest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The scripted Gemini model answers a run_code call carrying Code, then
// the final text once a functionResponse comes back; it rejects other
// paths and bodies that are not JSON, and records only what it answered.
func TestGeminiModel(t *testing.T) {
	m := &Model{Wire: Gemini, Code: "return 1"}
	srv := httptest.NewServer(m)
	defer srv.Close()
	post := func(path, body string) (int, map[string]any) {
		t.Helper()
		resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var v map[string]any
		_ = json.Unmarshal(raw, &v)
		return resp.StatusCode, v
	}
	part := func(v map[string]any) map[string]any {
		t.Helper()
		c, _ := v["candidates"].([]any)
		if len(c) != 1 {
			t.Fatalf("candidates = %v", v["candidates"])
		}
		parts := c[0].(map[string]any)["content"].(map[string]any)["parts"].([]any)
		return parts[0].(map[string]any)
	}

	for _, tc := range []struct{ name, path, body string }{
		{"other path", "/v1beta/models/m:countTokens", `{}`},
		{"not JSON", "/v1beta/models/m:generateContent", `{`},
	} {
		if code, v := post(tc.path, tc.body); code != http.StatusBadRequest || v["error"] == nil {
			t.Errorf("%s: status %d, body %v; want 400 with an error", tc.name, code, v)
		}
	}
	code, v := post("/v1beta/models/m:generateContent", `{"contents":[{"role":"user","parts":[{"text":"go"}]}]}`)
	call, _ := part(v)["functionCall"].(map[string]any)
	if code != http.StatusOK || call["name"] != "run_code" || call["args"].(map[string]any)["code"] != "return 1" {
		t.Fatalf("first answer %d %v, want a run_code call of the program", code, v)
	}
	_, v = post("/v1beta/models/m:generateContent", `{"contents":[{"role":"user","parts":[{"functionResponse":{"name":"run_code"}}]}]}`)
	if got := part(v)["text"]; got != Final {
		t.Errorf("second answer %v, want the final text", v)
	}
	reqs := m.Requests()
	if len(reqs) != 2 || reqs[0].Path != "/v1beta/models/m:generateContent" || reqs[1].Body["contents"] == nil {
		t.Errorf("recorded %+v, want the two answered requests", reqs)
	}
}
