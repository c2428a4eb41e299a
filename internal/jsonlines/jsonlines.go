// Package jsonlines edits a stream of newline-delimited messages (the MCP
// stdio transport) line by line, below the go-sdk: codemode reads and
// amends a few JSON-RPC messages there instead of wrapping an
// mcp.Connection, whose unexported methods a wrapper would hide.
package jsonlines

import (
	"bytes"
	"io"
)

// MaxLine bounds a line handed to an edit function; a longer one passes
// through unedited.
const MaxLine = 64 << 20

// Reader reads R with each complete line replaced by Edit(line) (the line
// without its newline; nil drops the line). A last line without a newline
// passes through unedited.
type Reader struct {
	R    io.Reader
	Edit func(line []byte) []byte

	in   []byte // a line read so far
	out  []byte // edited bytes not yet returned
	long bool   // the current line is longer than MaxLine: pass it through
	err  error
	buf  [32 << 10]byte
}

// Read implements io.Reader.
func (r *Reader) Read(p []byte) (int, error) {
	for len(r.out) == 0 && r.err == nil {
		n, err := r.R.Read(r.buf[:])
		r.take(r.buf[:n])
		if err != nil {
			r.out = append(r.out, r.in...) // an unfinished last line, unedited
			r.in = nil
			r.err = err
		}
	}
	n := copy(p, r.out)
	r.out = r.out[n:]
	if len(r.out) > 0 {
		return n, nil
	}
	r.out = nil
	return n, r.err
}

func (r *Reader) take(chunk []byte) {
	if r.in == nil {
		r.in = make([]byte, 0, 512) // an empty line is not nil, which drops
	}
	for len(chunk) > 0 {
		i := bytes.IndexByte(chunk, '\n')
		if i < 0 {
			if r.long || len(r.in)+len(chunk) > MaxLine {
				r.long = true
				r.out = append(r.out, r.in...)
				r.out = append(r.out, chunk...)
				r.in = r.in[:0]
			} else {
				r.in = append(r.in, chunk...)
			}
			return
		}
		if r.long || len(r.in)+i > MaxLine {
			r.out = append(r.out, r.in...)
			r.out = append(r.out, chunk[:i+1]...)
			r.in = r.in[:0]
			r.long = false
		} else {
			line := append(r.in, chunk[:i]...)
			if edited := r.Edit(line); edited != nil {
				r.out = append(r.out, edited...)
				r.out = append(r.out, '\n')
			}
			r.in = r.in[:0]
		}
		chunk = chunk[i+1:]
	}
}

// Close closes R when it is an io.Closer.
func (r *Reader) Close() error {
	if c, ok := r.R.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

// Writer writes to W each complete line replaced by Edit(line) (nil
// drops the line). Close calls Stop.
type Writer struct {
	W    io.Writer
	Edit func(line []byte) []byte
	Stop func() error

	partial []byte
}

// Write implements io.Writer.
func (w *Writer) Write(p []byte) (int, error) {
	w.partial = append(w.partial, p...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := w.partial[:i:i]
		if i <= MaxLine {
			line = w.Edit(line)
		}
		if line != nil {
			if _, err := w.W.Write(append(line, '\n')); err != nil {
				w.partial = nil
				return 0, err
			}
		}
		w.partial = append(w.partial[:0], w.partial[i+1:]...)
	}
}

// Close implements io.Closer.
func (w *Writer) Close() error {
	if w.Stop == nil {
		return nil
	}
	return w.Stop()
}
