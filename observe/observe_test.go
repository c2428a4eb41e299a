package observe

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func mustOf(t testing.TB, v string) *Shape {
	t.Helper()
	s, err := Of([]byte(v))
	if err != nil {
		t.Fatalf("Of(%s): %v", v, err)
	}
	return s
}

func mergeAll(t testing.TB, vals ...string) *Shape {
	var s *Shape
	for _, v := range vals {
		s = Merge(s, mustOf(t, v))
	}
	return s
}

func repeat(v string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func TestSchema(t *testing.T) {
	tests := []struct {
		name string
		vals []string
		want string
	}{
		{"nothing", nil, `{}`},
		{"integer", []string{`1`, `2`}, `{"type":"integer"}`},
		{"number widens integer", []string{`1`, `2.5`}, `{"type":"number"}`},
		{"nullable", []string{`"a long enough text to not be an enum candidate at all"`, `null`}, `{"type":["string","null"]}`},
		{"optional member", []string{`{"a":1,"b":"x"}`, `{"a":2}`}, `{"additionalProperties":false,"properties":{"a":{"type":"integer"},"b":{"type":"string"}},"required":["a"],"type":"object"}`},
		{"array of objects", []string{`[{"id":1},{"id":2,"tag":true}]`}, `{"items":{"additionalProperties":false,"properties":{"id":{"type":"integer"},"tag":{"type":"boolean"}},"required":["id"],"type":"object"},"type":"array"}`},
		{"enum when recurring in results", repeat(`[{"kind":"file"},{"kind":"dir"},{"kind":"file"}]`, 2), `{"items":{"additionalProperties":false,"properties":{"kind":{"enum":["dir","file"],"type":"string"}},"required":["kind"],"type":"object"},"type":"array"}`},
		{"enum of a constant over many calls", repeat(`{"status":"ok"}`, 10), `{"additionalProperties":false,"properties":{"status":{"enum":["ok"],"type":"string"}},"required":["status"],"type":"object"}`},
		{"no enum for names, however often read", repeat(`[{"name":"Ada"},{"name":"Alan"}]`, 20), `{"items":{"additionalProperties":false,"properties":{"name":{"type":"string"}},"required":["name"],"type":"object"},"type":"array"}`},
		{"no enum from a few calls", repeat(`{"from":"Ada"}`, 3), `{"additionalProperties":false,"properties":{"from":{"type":"string"}},"required":["from"],"type":"object"}`},
		{"no enum when seen once", []string{`{"kind":"file"}`, `{"kind":"dir"}`}, `{"additionalProperties":false,"properties":{"kind":{"type":"string"}},"required":["kind"],"type":"object"}`},
		{"bounded union", []string{`1`, `"s"`, `true`, `[]`}, `{}`},
		{"small union", []string{`1`, `"s"`}, `{"anyOf":[{"type":"integer"},{"type":"string"}]}`},
		{"object or null", []string{`{"a":1}`, `null`}, `{"anyOf":[{"additionalProperties":false,"properties":{"a":{"type":"integer"}},"required":["a"],"type":"object"},{"type":"null"}]}`},
		{"map by width", []string{wide(60)}, `{"additionalProperties":{"type":"integer"},"type":"object"}`},
		{"map by key length", []string{`{"` + strings.Repeat("k", 70) + `":"v"}`}, `{"additionalProperties":{"type":"string"},"type":"object"}`},
		{"empty array", []string{`[]`}, `{"type":"array"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(Schema(mergeAll(t, tt.vals...)))
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func wide(n int) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"k%d":%d`, i, i)
	}
	b.WriteByte('}')
	return b.String()
}

func TestDepthCap(t *testing.T) {
	v := strings.Repeat(`{"a":`, 20) + `1` + strings.Repeat(`}`, 20)
	s := mustOf(t, v)
	got := string(Schema(s))
	if strings.Count(got, `"properties"`) != MaxDepth {
		t.Errorf("depth not capped at %d: %s", MaxDepth, got)
	}
}

// randValue builds a random JSON value: nested objects and arrays, wide
// objects, enum-like and long strings, numbers.
func randValue(r *rand.Rand, depth int) any {
	k := r.IntN(9)
	if depth > 5 {
		k = r.IntN(5)
	}
	switch k {
	case 0:
		return nil
	case 1:
		return r.IntN(2) == 0
	case 2:
		return r.IntN(1000)
	case 3:
		return []string{"open", "closed", "draft"}[r.IntN(3)]
	case 4:
		return "unique-" + strconv.Itoa(r.Int()) + strings.Repeat("z", r.IntN(40))
	case 5, 6:
		n := r.IntN(4)
		if r.IntN(10) == 0 {
			n = 50 + r.IntN(20)
		}
		o := map[string]any{}
		for i := range n {
			o["f"+strconv.Itoa(r.IntN(n+1))+strconv.Itoa(i%3)] = randValue(r, depth+1)
		}
		return o
	default:
		a := make([]any, r.IntN(4))
		for i := range a {
			a[i] = randValue(r, depth+1)
		}
		return a
	}
}

// TestOrderIndependent is the property: merging the same observations in
// any order (and any grouping) gives the same shape and the same schema.
func TestOrderIndependent(t *testing.T) {
	for seed := range uint64(60) {
		r := rand.New(rand.NewPCG(seed, 1))
		n := 2 + r.IntN(12)
		shapes := make([]*Shape, n)
		for i := range shapes {
			b, _ := json.Marshal(randValue(r, 0))
			shapes[i] = mustOf(t, string(b))
		}
		want := fold(shapes)
		wantJSON, _ := json.Marshal(want)
		for p := range 8 {
			perm := r.Perm(n)
			got := make([]*Shape, n)
			for i, j := range perm {
				got[i] = shapes[j]
			}
			var g *Shape
			if p%2 == 0 {
				g = fold(got)
			} else { // another grouping: two halves merged
				g = Merge(fold(got[:n/2]), fold(got[n/2:]))
			}
			gotJSON, _ := json.Marshal(g)
			if string(gotJSON) != string(wantJSON) {
				t.Fatalf("seed %d: order %v gives another shape:\n%s\nwant\n%s", seed, perm, gotJSON, wantJSON)
			}
		}
	}
}

func fold(ss []*Shape) *Shape {
	var s *Shape
	for _, x := range ss {
		s = Merge(s, x)
	}
	return s
}

// TestNoValueLeaks: apart from short strings seen many times (enums), no
// observed value — no number, no long or rare string — appears in the
// stored shape's rendering, and a long string never appears in the
// stored shape at all.
func TestNoValueLeaks(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var s *Shape
	var secrets []string
	for i := range 40 {
		secret := fmt.Sprintf("secret-%d-%d", i, r.Int())
		long := "L" + strings.Repeat("x", 40) + strconv.Itoa(r.Int())
		secrets = append(secrets, secret, long, strconv.Itoa(123456789+i))
		v := fmt.Sprintf(`{"name":%q,"body":%q,"n":%d,"status":"ok","nested":[{"who":%q}]}`, secret, long, 123456789+i, secret)
		s = Merge(s, mustOf(t, v))
	}
	schema := string(Schema(s))
	stored, _ := json.Marshal(s)
	for _, sec := range secrets {
		if strings.Contains(schema, sec) {
			t.Errorf("the schema leaks %q: %s", sec, schema)
		}
		if strings.HasPrefix(sec, "L") && strings.Contains(string(stored), sec) {
			t.Errorf("the stored shape keeps a long string %q", sec)
		}
	}
	if !strings.Contains(schema, `"enum":["ok"]`) {
		t.Errorf("a short string seen 40 times should be an enum: %s", schema)
	}
}

// FuzzShape: on any JSON values (deep, wide, mixed), shapes stay within
// MaxNodes, merging commutes, and the schema is bounded and valid JSON.
func FuzzShape(f *testing.F) {
	f.Add([]byte(`{"a":[1,{"b":null}]}`), []byte(`[true,"x"]`))
	f.Add([]byte(strings.Repeat(`[`, 100)+strings.Repeat(`]`, 100)), []byte(wide(100)))
	f.Add([]byte(`{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":1}}}}}}}}}`), []byte(`{"a":"s"}`))
	f.Fuzz(func(t *testing.T, x, y []byte) {
		a, errA := Of(x)
		b, errB := Of(y)
		if errA != nil || errB != nil {
			return
		}
		ab, ba := Merge(a, b), Merge(b, a)
		j1, _ := json.Marshal(ab)
		j2, _ := json.Marshal(ba)
		if string(j1) != string(j2) {
			t.Fatalf("merge does not commute:\n%s\n%s", j1, j2)
		}
		for _, s := range []*Shape{a, b, ab} {
			if n := s.Nodes(); n > MaxNodes {
				t.Fatalf("%d nodes, over %d", n, MaxNodes)
			}
			sc := Schema(s)
			if !json.Valid(sc) || len(sc) > maxSchemaBytes {
				t.Fatalf("schema of %d bytes (max %d)", len(sc), maxSchemaBytes)
			}
		}
	})
}

// maxSchemaBytes bounds a rendered schema: per node its keywords, a
// member name and its enum.
const maxSchemaBytes = MaxNodes * (MaxKeyLen*6 + 160 + MaxEnum*(MaxEnumLen*6+3))

// TestAdversarialSize: a huge, deep, wide and mixed result stays bounded.
func TestAdversarialSize(t *testing.T) {
	var b strings.Builder
	b.WriteByte('[')
	for i := range 300 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"k%d":{"a%d":{"b%d":{"c%d":[1,"s",true,null,{"d":%d}]}}}}`, i%47, i%45, i%43, i%41, i)
	}
	b.WriteByte(']')
	s := mustOf(t, b.String())
	for range 5 {
		s = Merge(s, s)
	}
	if s.Nodes() > MaxNodes || len(Schema(s)) > maxSchemaBytes {
		t.Errorf("%d nodes, schema %d bytes", s.Nodes(), len(Schema(s)))
	}
}

func BenchmarkRecord(b *testing.B) {
	v := []byte(`{"entities":[{"name":"Alice","entityType":"person","observations":["likes tea","works at ACME"]}],"relations":[{"from":"Alice","to":"ACME","relationType":"works_at"}]}`)
	var s *Shape
	for b.Loop() {
		o, err := Of(v)
		if err != nil {
			b.Fatal(err)
		}
		s = Merge(s, o)
		_, _ = json.Marshal(s)
	}
}

func TestForgetValues(t *testing.T) {
	for _, tt := range []struct{ name, value string }{
		{"top-level string", `"open"`},
		{"member", `{"state": "open", "n": 1}`},
		{"array items", `[{"kind": "a"}, {"kind": "b"}, {"kind": "a"}]`},
		{"map values", `{"k1": "x", "k2": "x", "k3": "x", "k4": "x", "k5": "x", "k6": "x", "k7": "x", "k8": "x", "k9": "x", "k10": "x", "k11": "x", "k12": "x", "k13": "x", "k14": "x", "k15": "x", "k16": "x", "k17": "x", "k18": "x", "k19": "x", "k20": "x", "k21": "x", "k22": "x", "k23": "x", "k24": "x", "k25": "x", "k26": "x", "k27": "x", "k28": "x", "k29": "x", "k30": "x", "k31": "x", "k32": "x", "k33": "x", "k34": "x", "k35": "x", "k36": "x", "k37": "x", "k38": "x", "k39": "x", "k40": "x", "k41": "x", "k42": "x", "k43": "x", "k44": "x", "k45": "x", "k46": "x", "k47": "x", "k48": "x", "k49": "x"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var merged *Shape
			for range 20 { // often enough to make an enum of a kept value
				s, err := Of([]byte(tt.value))
				if err != nil {
					t.Fatal(err)
				}
				merged = Merge(merged, s)
			}
			if !strings.Contains(string(Schema(merged)), `"enum"`) {
				t.Fatalf("the fixture should render an enum before ForgetValues: %s", Schema(merged))
			}
			stripped, _ := Of([]byte(tt.value))
			stripped.ForgetValues()
			merged = Merge(merged, stripped)
			if sc := string(Schema(merged)); strings.Contains(sc, `"enum"`) || strings.Contains(sc, `"x"`) || strings.Contains(sc, `"open"`) || strings.Contains(sc, `"a"`) {
				t.Errorf("a value survived ForgetValues and a merge: %s", sc)
			}
		})
	}
	var nilShape *Shape
	nilShape.ForgetValues() // must not panic
}
