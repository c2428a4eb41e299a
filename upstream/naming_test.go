package upstream

import (
	"math/rand"
	"reflect"
	"testing"
)

func TestAssignNames(t *testing.T) {
	t.Parallel()
	r := func(s, n string) toolRef { return toolRef{s, n} }
	for _, tt := range []struct {
		name  string
		refs  []toolRef
		taken []string
		want  map[toolRef]string
	}{
		{name: "unique names are kept",
			refs: []toolRef{r("github", "list_issues"), r("fs", "read_file")},
			want: map[toolRef]string{r("github", "list_issues"): "list_issues", r("fs", "read_file"): "read_file"}},
		{name: "a collision qualifies every side (DESIGN §6)",
			refs: []toolRef{r("b", "search"), r("a", "search"), r("a", "other")},
			want: map[toolRef]string{r("a", "search"): "a_search", r("b", "search"): "b_search", r("a", "other"): "other"}},
		{name: "taken names (built-ins, run_code) qualify",
			refs:  []toolRef{r("fs", "read"), r("x", "run_code")},
			taken: []string{"read", "run_code"},
			want:  map[toolRef]string{r("fs", "read"): "fs_read", r("x", "run_code"): "x_run_code"}},
		{name: "server names are sanitized",
			refs: []toolRef{r("my server.v2", "get"), r("other", "get")},
			want: map[toolRef]string{r("my server.v2", "get"): "my_server_v2_get", r("other", "get"): "other_get"}},
		{name: "a qualified name that is in use gets a suffix",
			// b_x is a plain tool of server c; the qualified name of (b, x) collides with it.
			refs: []toolRef{r("a", "x"), r("b", "x"), r("c", "b_x")},
			want: map[toolRef]string{r("a", "x"): "a_x", r("b", "x"): "b_x_2", r("c", "b_x"): "b_x"}},
		{name: "sanitizing two servers to the same prefix stays collision-free",
			refs: []toolRef{r("a.b", "t"), r("a b", "t")},
			want: map[toolRef]string{r("a b", "t"): "a_b_t", r("a.b", "t"): "a_b_t_2"}},
		{name: "duplicates are named once", refs: []toolRef{r("a", "t"), r("a", "t")},
			want: map[toolRef]string{r("a", "t"): "t"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			taken := map[string]bool{}
			for _, n := range tt.taken {
				taken[n] = true
			}
			got := assignNames(tt.refs, taken)
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("assignNames = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestAssignNamesDeterministicAndUnique shuffles the input: the answer must
// not depend on order, and no two tools may share a name or take a taken one.
func TestAssignNamesDeterministicAndUnique(t *testing.T) {
	t.Parallel()
	var refs []toolRef
	servers := []string{"a", "b", "a_b", "x y", "x-y"}
	tools := []string{"t", "b_t", "a_b_t", "read", "x_y_t"}
	for _, s := range servers {
		for _, n := range tools {
			refs = append(refs, toolRef{s, n})
		}
	}
	taken := map[string]bool{"read": true, "run_code": true}
	want := assignNames(refs, taken)
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 50; i++ {
		shuffled := append([]toolRef(nil), refs...)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		if got := assignNames(shuffled, taken); !reflect.DeepEqual(got, want) {
			t.Fatalf("order-dependent naming:\n got %v\nwant %v", got, want)
		}
	}
	seen := map[string]toolRef{}
	for ref, n := range want {
		if taken[n] {
			t.Errorf("%v named %q, which is taken", ref, n)
		}
		if other, dup := seen[n]; dup {
			t.Errorf("%v and %v both named %q", ref, other, n)
		}
		seen[n] = ref
	}
	if len(want) != len(refs) {
		t.Fatalf("named %d of %d refs", len(want), len(refs))
	}
}
