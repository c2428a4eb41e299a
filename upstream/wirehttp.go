package upstream

import (
	"bytes"
	"io"
	"mime"
	"net/http"

	"github.com/codemode-go/codemode/internal/jsonlines"
)

// wireTransport is the HTTP round tripper of an HTTP upstream connection:
// the wire edits each message codemode POSTs and reads each one it
// receives, in a JSON body or an SSE stream (wire.go).
type wireTransport struct {
	wire *wire
	base http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t wireTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPost && r.Body != nil {
		body, err := io.ReadAll(io.LimitReader(r.Body, jsonlines.MaxLine+1))
		r.Body.Close()
		if err != nil {
			return nil, err
		}
		if len(body) <= jsonlines.MaxLine {
			body = t.wire.out(body)
		}
		r = r.Clone(r.Context())
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	}
	resp, err := t.base.RoundTrip(r)
	if err != nil || resp.Body == nil {
		return resp, err
	}
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	switch mt {
	case "application/json":
		resp.Body = &jsonWatch{rc: resp.Body, see: t.wire.in}
	case "text/event-stream":
		resp.Body = &sseWatch{rc: resp.Body, see: t.wire.in}
	}
	return resp, nil
}

// jsonWatch hands a JSON body to see once it was read whole.
type jsonWatch struct {
	rc   io.ReadCloser
	see  func([]byte)
	buf  []byte
	done bool
}

// Read implements io.Reader.
func (j *jsonWatch) Read(p []byte) (int, error) {
	n, err := j.rc.Read(p)
	if len(j.buf)+n <= jsonlines.MaxLine {
		j.buf = append(j.buf, p[:n]...)
	}
	if err == io.EOF && !j.done {
		j.done = true
		j.see(j.buf)
	}
	return n, err
}

// Close implements io.Closer.
func (j *jsonWatch) Close() error { return j.rc.Close() }

// sseWatch passes an SSE stream through and hands the data of each event
// to see.
type sseWatch struct {
	rc   io.ReadCloser
	see  func([]byte)
	line []byte // the current line, so far
	data []byte // the data of the current event, so far
}

// Read implements io.Reader.
func (s *sseWatch) Read(p []byte) (int, error) {
	n, err := s.rc.Read(p)
	chunk := p[:n]
	for len(chunk) > 0 {
		i := bytes.IndexByte(chunk, '\n')
		if i < 0 {
			if len(s.line)+len(chunk) <= jsonlines.MaxLine {
				s.line = append(s.line, chunk...)
			}
			break
		}
		s.field(append(s.line, chunk[:i]...))
		s.line = s.line[:0]
		chunk = chunk[i+1:]
	}
	return n, err
}

// field takes one line of the stream: data lines add to the event, and
// an empty line ends it.
func (s *sseWatch) field(line []byte) {
	line = bytes.TrimSuffix(line, []byte("\r"))
	switch {
	case len(line) == 0:
		if len(s.data) > 0 {
			s.see(s.data)
		}
		s.data = s.data[:0]
	case bytes.HasPrefix(line, []byte("data:")):
		v := bytes.TrimPrefix(bytes.TrimPrefix(line, []byte("data:")), []byte(" "))
		if len(s.data) > 0 {
			s.data = append(s.data, '\n')
		}
		if len(s.data)+len(v) <= jsonlines.MaxLine {
			s.data = append(s.data, v...)
		}
	}
}

// Close implements io.Closer.
func (s *sseWatch) Close() error { return s.rc.Close() }
