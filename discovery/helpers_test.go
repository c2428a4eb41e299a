package discovery

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// catalogFile is an MCP tools/list result: {"tools": [...]} or an array.
type catalogTool struct {
	Name         string          `json:"name"`
	Description  string          `json:"description"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
}

func readCatalog(t testing.TB, path string) []catalogTool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var obj struct {
		Tools []catalogTool `json:"tools"`
	}
	if json.Unmarshal(data, &obj) == nil && obj.Tools != nil {
		return obj.Tools
	}
	var list []catalogTool
	if err := json.Unmarshal(data, &list); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return list
}

// githubCatalog is the GitHub MCP server's catalog (sdkgen's testdata).
const githubCatalog = "../sdkgen/testdata/catalogs/github-mcp-server.json"

// realServers returns the tools of GitHub and of testdata/servers/*.json,
// keyed by server, as upstream servers offer them.
func realServers(t testing.TB) map[string][]catalogTool {
	out := map[string][]catalogTool{"github": readCatalog(t, githubCatalog)}
	files, err := filepath.Glob("testdata/servers/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no server catalogs: %v", err)
	}
	for _, f := range files {
		out[strings.TrimSuffix(filepath.Base(f), ".json")] = readCatalog(t, f)
	}
	return out
}

// joined names the tools of several servers as mcpserver does: a tool
// keeps its name when no other server has one like it, else it is
// SERVER_TOOL. It returns the tools and the map server/tool -> name.
func joined(servers map[string][]catalogTool) ([]Tool, map[string]string) {
	count := map[string]int{}
	for _, ts := range servers {
		for _, t := range ts {
			count[t.Name]++
		}
	}
	names := map[string]string{}
	var out []Tool
	for s, ts := range servers {
		for _, t := range ts {
			name := t.Name
			if count[t.Name] > 1 {
				name = s + "_" + t.Name
			}
			names[s+"/"+t.Name] = name
			out = append(out, Tool{Name: name, Server: s, Description: t.Description, InputSchema: t.InputSchema, OutputSchema: t.OutputSchema})
		}
	}
	return out, names
}

// Vocabulary of the synthetic servers: business domains whose words
// overlap those of the real servers (user, project, file, message,
// comment, report…), so that they compete for the same queries.
var (
	synthVerbs = []string{"list", "get", "create", "update", "delete", "search", "export", "import", "archive", "restore", "approve", "sync"}
	synthNouns = []string{"invoice", "customer", "order", "shipment", "warehouse", "ledger", "payment", "refund", "subscription", "coupon",
		"employee", "payroll", "timesheet", "candidate", "interview", "contract", "vendor", "asset", "license", "ticket_category",
		"campaign", "audience", "newsletter", "survey", "lead", "opportunity", "account", "contact", "meeting", "calendar_event",
		"report", "dashboard", "metric", "alert_rule", "incident", "runbook", "dataset", "model", "experiment", "feature_flag",
		"user", "team", "project", "file", "folder", "message", "comment", "note", "document", "task_list"}
	synthProducts = []string{"acme", "globex", "initech", "umbrella", "hooli", "vandelay", "stark", "wayne", "tyrell", "cyberdyne",
		"soylent", "wonka", "oscorp", "gringotts", "monarch", "aperture", "blackmesa", "duff", "krusty", "sterling"}
)

// synthetic returns n generated tools spread over servers of 50 tools,
// deterministic for n.
func synthetic(n int) []Tool {
	out := make([]Tool, 0, n)
	for i := 0; len(out) < n; i++ {
		product := synthProducts[i%len(synthProducts)]
		server := fmt.Sprintf("%s-%03d", product, i/len(synthProducts))
		for j := 0; j < 50 && len(out) < n; j++ {
			verb := synthVerbs[(i+j)%len(synthVerbs)]
			noun := synthNouns[(i*7+j)%len(synthNouns)]
			name := fmt.Sprintf("%s_%s_%s_%d", product, verb, noun, i)
			desc := fmt.Sprintf("%s a %s in %s %s. Returns the %s as JSON; requires the %s scope.",
				strings.ToUpper(verb[:1])+verb[1:], strings.ReplaceAll(noun, "_", " "), strings.ToUpper(product[:1])+product[1:],
				[]string{"Cloud", "Suite", "CRM", "ERP", "HQ"}[i%5], strings.ReplaceAll(noun, "_", " "), verb)
			schema := fmt.Sprintf(`{"type":"object","properties":{"%s_id":{"type":"string","description":"The %s identifier"},"workspace":{"type":"string","description":"Workspace slug"},"limit":{"type":"number","description":"Maximum results"}},"required":["workspace"]}`,
				noun, strings.ReplaceAll(noun, "_", " "))
			out = append(out, Tool{Name: name, Server: server, Description: desc, InputSchema: json.RawMessage(schema)})
		}
	}
	return out
}

// fullCatalog is the real servers plus synthetic tools up to total (no
// synthetic tools when total is at most the real count).
func fullCatalog(t testing.TB, total int) (*Catalog, map[string]string) {
	tools, names := joined(realServers(t))
	if total > len(tools) {
		tools = append(tools, synthetic(total-len(tools))...)
	}
	c, err := New(tools)
	if err != nil {
		t.Fatal(err)
	}
	return c, names
}

// query is one line of testdata/queries.tsv.
type query struct {
	want    []string // server/tool
	text    string
	line    int
	section string // the "# --- " heading above it
}

func readQueries(t testing.TB) []query { return readQueryFile(t, "testdata/queries.tsv") }

// readQueryFile reads a query file in the queries.tsv format.
func readQueryFile(t testing.TB, path string) []query {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []query
	sc := bufio.NewScanner(f)
	section := ""
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if s, ok := strings.CutPrefix(l, "# --- "); ok {
			section = s
		}
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		want, text, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("%s:%d: no tab", path, n)
		}
		out = append(out, query{want: strings.Split(want, "|"), text: text, line: n, section: section})
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
