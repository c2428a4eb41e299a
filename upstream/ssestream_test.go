package upstream

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestSSEStreamOutlivesTheStart: once the headers are in, the stream
// keeps flowing after the opening request's context ends; before they
// are, that context still ends the request.
func TestSSEStreamOutlivesTheStart(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/hang" {
			<-r.Context().Done()
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		w.(http.Flusher).Flush()
		<-release
		io.WriteString(w, "data: late\n\n")
	}))
	defer srv.Close()
	defer close(release)
	rt := sseStream{life: context.Background(), base: http.DefaultTransport}

	start, endStart := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(start, http.MethodGet, srv.URL, nil)
	resp, err := rt.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	endStart()
	release <- struct{}{}
	b := make([]byte, 64)
	n, err := io.ReadAtLeast(resp.Body, b, len("data: late"))
	if err != nil || string(b[:n]) != "data: late\n\n" {
		t.Fatalf("read after the start ended: %q, %v", b[:n], err)
	}
	resp.Body.Close()

	hang, endHang := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer endHang()
	req, _ = http.NewRequestWithContext(hang, http.MethodGet, srv.URL+"/hang", nil)
	if _, err := rt.RoundTrip(req); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a server that never answers: err = %v, want the start's deadline", err)
	}
}
