package jsonlines

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func upper(b []byte) []byte {
	if string(b) == "drop" {
		return nil
	}
	return bytes.ToUpper(b)
}

func TestReaderAndWriterEditLines(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, in, want string
	}{
		{"lines", "ab\ncd\n", "AB\nCD\n"},
		{"dropped line", "a\ndrop\nb\n", "A\nB\n"},
		{"unfinished last line unedited", "a\nbc", "A\nbc"},
		{"empty lines", "\n\nx\n", "\n\nX\n"},
	} {
		// One byte at a time, so lines arrive split.
		got, err := io.ReadAll(&Reader{R: iotest.OneByteReader(strings.NewReader(tc.in)), Edit: upper})
		if err != nil || string(got) != tc.want {
			t.Errorf("Reader %s: %q, %v; want %q", tc.name, got, err, tc.want)
		}
		var out bytes.Buffer
		w := &Writer{W: &out, Edit: upper}
		for i := range len(tc.in) {
			if n, err := w.Write([]byte{tc.in[i]}); n != 1 || err != nil {
				t.Fatalf("Write: %d, %v", n, err)
			}
		}
		want := tc.want
		if tc.name == "unfinished last line unedited" {
			want = "A\n" // a Writer writes whole lines only
		}
		if out.String() != want {
			t.Errorf("Writer %s: %q; want %q", tc.name, out.String(), want)
		}
	}
}

func TestReaderPassesLongLinesThrough(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", MaxLine+10)
	got, err := io.ReadAll(&Reader{R: strings.NewReader(long + "\nok\n"), Edit: upper})
	if err != nil || string(got) != long+"\nOK\n" {
		t.Fatalf("long line: len %d, %v; want it unedited, then OK", len(got), err)
	}
}

// FuzzReader: with an edit that keeps each line, the stream is unchanged,
// however it is split.
func FuzzReader(f *testing.F) {
	f.Add([]byte("{\"a\":1}\n{\"b\":2}\n"))
	f.Add([]byte("no newline"))
	f.Add([]byte("\n\r\n\x00\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		var seen int
		got, err := io.ReadAll(&Reader{R: iotest.HalfReader(bytes.NewReader(b)), Edit: func(l []byte) []byte { seen++; return l }})
		if err != nil || !bytes.Equal(got, b) {
			t.Fatalf("read %q, %v; want %q", got, err, b)
		}
		if want := bytes.Count(b, []byte("\n")); seen != want {
			t.Fatalf("edited %d lines; want %d", seen, want)
		}
	})
}
