package adaptertest

import (
	"encoding/json"
	"strings"
)

// Gemini is the Gemini API's generateContent wire format: what the genai
// SDK sends, and so what Genkit's Google AI plugin sends through it. A
// request whose contents hold a functionResponse gets the final text.
var Gemini = Wire{
	Reject: `{"error":{"code":400,"message":"bad request"}}`,
	Reply: func(path string, body map[string]json.RawMessage, call map[string]any) any {
		if !strings.HasSuffix(path, ":generateContent") {
			return nil
		}
		part := map[string]any{"text": Final}
		if !strings.Contains(string(body["contents"]), `"functionResponse"`) {
			part = map[string]any{"functionCall": map[string]any{"id": "call_1", "name": "run_code", "args": call}}
		}
		return map[string]any{
			"candidates":    []any{map[string]any{"content": map[string]any{"role": "model", "parts": []any{part}}, "finishReason": "STOP", "index": 0}},
			"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
			"modelVersion":  "test-model",
		}
	},
}
