package upstream

import (
	"context"
	"io"
	"net/http"
)

// sseStream keeps the event stream of an HTTP+SSE upstream alive past
// the start that opened it. go-sdk's SSE client opens its GET stream with
// the context given to Connect, which for codemode is the start's (it
// ends when the start does), so the stream, and with it the connection,
// closed right after the handshake. Until the response headers arrive the
// GET still ends with that context (a server that never answers fails
// the start); after that, only with the set (Close) or the body's Close.
type sseStream struct {
	life context.Context
	base http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t sseStream) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method != http.MethodGet {
		return t.base.RoundTrip(r)
	}
	ctx, cancel := context.WithCancelCause(t.life)
	stop := context.AfterFunc(r.Context(), func() { cancel(context.Cause(r.Context())) })
	resp, err := t.base.RoundTrip(r.WithContext(ctx))
	if !stop() || err != nil {
		cancel(nil)
		if err == nil {
			resp.Body.Close()
			err = context.Cause(r.Context())
		}
		return nil, err
	}
	resp.Body = &cancelOnClose{ReadCloser: resp.Body, cancel: func() { cancel(nil) }}
	return resp, nil
}

// cancelOnClose ends the stream's context when its body is closed.
type cancelOnClose struct {
	io.ReadCloser
	cancel func()
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}
