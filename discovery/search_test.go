package discovery

import (
	"errors"
	"github.com/codemode-go/codemode/internal/editdist"
	"slices"
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"list_pull_requests", "list pull requests"},
		{"listPullRequests", "list pull requests"},
		{"HTMLParser-v2", "html parser v2"},
		{"pods_log", "pods log"},
		{"k8s", "k8s"},
		{"Größe_ändern", "größe ändern"},
		{"", ""},
	} {
		if got := strings.Join(words(c.in), " "); got != c.want {
			t.Errorf("words(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestStem(t *testing.T) {
	for _, group := range [][]string{
		{"issue", "issues"},
		{"list", "lists", "listing", "listed"},
		{"create", "created", "creating", "creates"},
		{"entry", "entries"},
		{"pr", "prs"},
		{"run", "running"},
	} {
		for _, w := range group[1:] {
			if stem(w) != stem(group[0]) {
				t.Errorf("stem(%q) = %q, stem(%q) = %q: want equal", w, stem(w), group[0], stem(group[0]))
			}
		}
	}
	for _, w := range []string{"status", "class", "has", "was"} {
		if stem(w) == "" {
			t.Errorf("stem(%q) is empty", w)
		}
	}
}

func TestSearch(t *testing.T) {
	c, names := fullCatalog(t, 0)
	hits, err := c.Search("create an issue", &SearchOptions{Server: "GitLab", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) == 0 || hits[0].Name != names["gitlab/create_issue"] {
		t.Fatalf("server filter: got %v", hits)
	}
	for _, h := range hits {
		if h.Server != "gitlab" {
			t.Errorf("server filter let %s of %s through", h.Name, h.Server)
		}
	}
	if !strings.HasPrefix(hits[0].Signature, "tools.gitlab_create_issue(args: {") || strings.Contains(hits[0].Signature, "//") {
		t.Errorf("signature %q", hits[0].Signature)
	}
	if _, err := c.Search("anything", &SearchOptions{Server: "nope"}); !errors.Is(err, ErrUnknownServer) || !strings.Contains(err.Error(), `"gitlab"`) {
		t.Errorf("unknown server: %v", err)
	}
	if _, err := c.Search("  the a of ", nil); !errors.Is(err, ErrEmptyQuery) {
		t.Errorf("empty query: %v", err)
	}
	hits, _ = c.Search("pods_log", &SearchOptions{Limit: 100})
	if len(hits) != MaxLimit && len(hits) > MaxLimit || hits[0].Name != "pods_log" {
		t.Errorf("exact name first, at most MaxLimit hits: %d hits, first %s", len(hits), hits[0].Name)
	}
	if _, err := c.Search(strings.Repeat("pods ", 300), nil); !errors.Is(err, ErrTooLarge) {
		t.Errorf("long query: %v", err)
	}
	hits, _ = c.Search("zzzqqq", nil)
	if len(hits) != 0 {
		t.Errorf("nonsense query found %v", hits)
	}
}

func TestDescribe(t *testing.T) {
	var tools []Tool
	seen := map[string]bool{}
	for _, ct := range readCatalog(t, "../sdkgen/testdata/catalogs/github-mcp-server-typed.json") {
		if !seen[ct.Name] { // the snapshot lists two tools twice
			seen[ct.Name] = true
			tools = append(tools, Tool{Name: ct.Name, Server: "github", Description: ct.Description, InputSchema: ct.InputSchema, OutputSchema: ct.OutputSchema})
		}
	}
	c, err := New(tools)
	if err != nil {
		t.Fatal(err)
	}
	d, err := c.Describe([]string{"issue_read", "issue_read", "create_issue"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"interface ToolArgsMap {", "  create_issue: {", "interface ToolOutputMap {", "  issue_read: {", "/** "} {
		if !strings.Contains(d, want) {
			t.Errorf("describe lacks %q", want)
		}
	}
	if strings.Count(d, "  issue_read: ") != 2 {
		t.Errorf("issue_read is not declared once in each map")
	}
	_, err = c.Describe([]string{"create_isue"})
	if !errors.Is(err, ErrUnknownTool) || !strings.Contains(err.Error(), "did you mean \"create_issue\"") {
		t.Errorf("unknown tool: %v", err)
	}
	if _, err := c.Describe(slices.Repeat([]string{"issue_read"}, MaxDescribe+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("too many names: %v", err)
	}
	if _, err := c.Describe(nil); err == nil {
		t.Error("describe of nothing succeeded")
	}
}

func TestNewDuplicate(t *testing.T) {
	if _, err := New([]Tool{{Name: "a"}, {Name: "a", Server: "x"}}); err == nil {
		t.Error("two tools named a")
	}
}

func TestSummary(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Get a pod. It returns YAML.", "Get a pod."},
		{"List  pods\nin all namespaces", "List pods in all namespaces"},
		{"v1.2 is not a sentence end", "v1.2 is not a sentence end"},
		{strings.Repeat("word ", 40), strings.TrimSpace(strings.Repeat("word ", 19)) + "…"},
	} {
		if got := Summary(c.in); got != c.want || len(got) > MaxSummary {
			t.Errorf("Summary(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestQueryTermsURL(t *testing.T) {
	q := queryTerms("open example.com please", nil)
	if q["url"] == 0 || q["navigat"] == 0 {
		t.Errorf("a host name should bring url and navigate: %v", q)
	}
	if q := queryTerms("version 1.2 notes", nil); q["url"] != 0 {
		t.Errorf("1.2 is no host: %v", q)
	}
	q = queryTerms("what did k8s do", nil)
	if q["kubernet"] != 1 || !slices.Contains(sortedKeys(q), "kubernet") {
		t.Errorf("alias k8s: %v", q)
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"create_isue", "create_issue", 3, 1},
		{"kitten", "sitting", 3, 3},
		{"", "abc", 5, 3},
		{"abc", "abc", 0, 0},
		{"list_pull_requests", "get_me", 4, 5}, // over the limit: limit+1
		{"abcdef", "badcfe", 2, 3},
	} {
		if got := editdist.Bounded(c.a, c.b, c.limit); got != c.want {
			t.Errorf("editdist.Bounded(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

func TestInflected(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"commits", true}, {"branches", true}, {"installed", true}, {"running", true},
		{"commit", false}, {"page", false}, {"status", false}, {"bus", false}, {"list", false},
	} {
		if got := inflected(c.w); got != c.want {
			t.Errorf("inflected(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestSurfaceForm: a plural in the query moves the tool whose name says
// the plural (list_commits) up against the one that says the singular.
func TestSurfaceForm(t *testing.T) {
	c, err := New([]Tool{
		{Name: "get_commit", Server: "github", Description: "Get details of a commit."},
		{Name: "list_commits", Server: "github", Description: "Get the commits of a branch."},
	})
	if err != nil {
		t.Fatal(err)
	}
	ratio := func(q string) float64 {
		hits, err := c.Search(q, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := map[string]float64{}
		for _, h := range hits {
			s[h.Name] = h.Score
		}
		return s["list_commits"] / s["get_commit"]
	}
	if p, s := ratio("show the recent commits"), ratio("show the recent commit"); p <= s*1.1 {
		t.Errorf("list_commits/get_commit: %.3f for the plural, %.3f for the singular: want the plural clearly higher", p, s)
	}
}
