package editdist

import "testing"

func TestBounded(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"read", "read", 2, 0},
		{"reed", "read", 2, 1},
		{"read_graph", "memory_read_graph", 2, 3}, // past the limit: limit+1
		{"write", "wirte", 2, 2},
		{"", "abc", 3, 3},
		{"abc", "", 1, 2},
		{string(make([]byte, 201)), string(make([]byte, 201)), 5, 6}, // too long to be close
	} {
		if got := Bounded(tc.a, tc.b, tc.limit); got != tc.want {
			t.Errorf("Bounded(%q, %q, %d) = %d, want %d", tc.a, tc.b, tc.limit, got, tc.want)
		}
	}
}
