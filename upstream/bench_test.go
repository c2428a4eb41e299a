package upstream

import (
	"context"
	"encoding/json"
	"testing"
)

// BenchmarkUpstreamCall measures one Set.Call of a typed tool on a real
// tests/mcpupstream process over stdio: validation, the JSON-RPC round
// trip, and the result mapping.
func BenchmarkUpstreamCall(b *testing.B) {
	f := &ServersFile{Servers: map[string]ServerConfig{"up": {Command: upstreamBin}}}
	s, err := Open(context.Background(), f, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	args := json.RawMessage(`{"a":1,"b":2}`)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Call(ctx, "add", args); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValidateArgs measures argument validation alone.
func BenchmarkValidateArgs(b *testing.B) {
	v, err := newArgsValidator(json.RawMessage(nestedSchema))
	if err != nil {
		b.Fatal(err)
	}
	args := json.RawMessage(`{"a":{"b":[{"c":1},{"c":5}]},"d":"x","mode":"fast"}`)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := v.validate("t", args); err != nil {
			b.Fatal(err)
		}
	}
}
