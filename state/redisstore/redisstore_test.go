package redisstore_test

import (
	"context"
	"errors"
	"fmt"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/internal/testredis"
	"github.com/codemode-go/codemode/state"
	"github.com/codemode-go/codemode/state/redisstore"
	"github.com/codemode-go/codemode/state/storetest"
)

func TestContract(t *testing.T) {
	srv := testredis.Start(t)
	var n atomic.Int32
	storetest.Run(t, func(t *testing.T) state.Store {
		// Each subtest gets a key space of its own in the one server.
		s, err := redisstore.Open(context.Background(), srv.URL(0),
			&redisstore.Options{Prefix: fmt.Sprintf("test%d:", n.Add(1))})
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestTwoReplicas: two stores over one Redis are two replicas: a token one
// writes is taken once, by whichever asks first.
func TestTwoReplicas(t *testing.T) {
	srv := testredis.Start(t)
	ctx := context.Background()
	a, err := redisstore.Open(ctx, srv.URL(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := redisstore.Open(ctx, srv.URL(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	a.Put(ctx, "journal/x", []byte("suspended on a"), time.Minute)
	if v, err := b.Take(ctx, "journal/x"); err != nil || string(v) != "suspended on a" {
		t.Fatalf("b.Take = %q, %v", v, err)
	}
	if _, err := a.Take(ctx, "journal/x"); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("a.Take after b took it: %v", err)
	}
}

func TestKeysWithGlobCharacters(t *testing.T) {
	srv := testredis.Start(t)
	ctx := context.Background()
	s, err := redisstore.Open(ctx, srv.URL(2), &redisstore.Options{Prefix: "p[1]*:"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Put(ctx, "a*/1", nil, 0)
	s.Put(ctx, "ab/1", nil, 0)
	keys, err := s.Keys(ctx, "a*/")
	if err != nil || fmt.Sprint(keys) != "[a*/1]" {
		t.Fatalf("Keys(a*/) = %v, %v", keys, err)
	}
}

func TestOpenErrors(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := redisstore.Open(ctx, "http://nope", nil); err == nil || !strings.Contains(err.Error(), "not a Redis URL") {
		t.Fatalf("Open of a non-Redis URL: %v", err)
	}
	// A port nothing listens on: a clear error, not a hang.
	if _, err := redisstore.Open(ctx, "redis://127.0.0.1:1/0", nil); err == nil || !strings.Contains(err.Error(), "does not answer") {
		t.Fatalf("Open of a dead address: %v", err)
	}
}

func TestServerGone(t *testing.T) {
	srv := testredis.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := redisstore.Open(ctx, srv.URL(0), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srv.Kill()
	if err := s.Put(ctx, "k", []byte("v"), 0); err == nil || errors.Is(err, state.ErrNotFound) {
		t.Fatalf("Put with Redis gone: %v, want a store error", err)
	}
	if err := s.Ping(ctx); err == nil {
		t.Fatal("Ping with Redis gone succeeded")
	}
}

// TestPutPartsNotJoined (#44 item 4): a large value given in parts is
// sent to Redis from its parts: the client allocates far less than the
// value, and Redis holds it whole.
func TestPutPartsNotJoined(t *testing.T) {
	srv := testredis.Start(t)
	ctx := context.Background()
	s, err := redisstore.Open(ctx, srv.URL(2), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const size = 32 << 20
	big := []byte(strings.Repeat("x", size))
	parts := [][]byte{[]byte(`{"logs":[],"value":"`), big, []byte(`"}`)}
	if err := s.Put(ctx, "warm", []byte("up"), time.Hour); err != nil { // the connection's one-time work
		t.Fatal(err)
	}
	m := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(m)
	before := m[0].Value.Uint64()
	if err := s.PutParts(ctx, "result/big", parts, time.Hour); err != nil {
		t.Fatal(err)
	}
	metrics.Read(m)
	if got := m[0].Value.Uint64() - before; got > size/4 {
		t.Errorf("PutParts of %d bytes allocated %d bytes: the parts were joined or copied", size, got)
	}
	got, err := s.Get(ctx, "result/big")
	if err != nil || len(got) != size+len(parts[0])+len(parts[2]) || string(got[:20]) != string(parts[0]) {
		t.Fatalf("Get: %d bytes, %v", len(got), err)
	}
}
