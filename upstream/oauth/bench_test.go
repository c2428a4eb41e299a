package oauth

import (
	"context"
	"testing"
	"time"

	"github.com/codemode-go/codemode/state"
)

// BenchmarkTokenSource measures what authorizing one request costs once
// the grant is loaded: the handler's TokenSource and Token on the fresh
// path (no refresh), and on a server with no grant (no OAuth at all).
func BenchmarkTokenSource(b *testing.B) {
	ctx := context.Background()
	store := state.NewMemory(nil)
	const u = "https://mcp.example.com/mcp"
	saveGrant(ctx, store, StoreKey(u, Client{}), &Grant{TokenURL: "https://as/t", ClientID: "c", AccessToken: "a", Expiry: time.Now().Add(time.Hour)})
	b.Run("fresh token", func(b *testing.B) {
		h := NewHandler(HandlerOptions{Name: "x", URL: u, Store: store})
		b.ReportAllocs()
		for b.Loop() {
			ts, _ := h.TokenSource(ctx)
			if _, err := ts.Token(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("no grant", func(b *testing.B) {
		h := NewHandler(HandlerOptions{Name: "x", URL: "https://other.example.com/mcp", Store: store})
		b.ReportAllocs()
		for b.Loop() {
			if ts, _ := h.TokenSource(ctx); ts != nil {
				b.Fatal("a token source without a grant")
			}
		}
	})
}
