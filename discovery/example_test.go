package discovery_test

import (
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/discovery"
)

// Two servers offer create_issue; naming the product decides.
func ExampleCatalog_Search() {
	schema := json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`)
	c, err := discovery.New([]discovery.Tool{
		{Name: "github_create_issue", Server: "github", Description: "Create a new issue in a GitHub repository.", InputSchema: schema},
		{Name: "gitlab_create_issue", Server: "gitlab", Description: "Create a new issue in a GitLab project.", InputSchema: schema},
		{Name: "create_entities", Server: "memory", Description: "Create multiple new entities in the knowledge graph."},
	})
	if err != nil {
		panic(err)
	}
	for _, q := range []string{"file a bug in GitLab", "keep this in mind for later"} {
		hits, _ := c.Search(q, &discovery.SearchOptions{Limit: 1})
		fmt.Printf("%s -> %s\n", q, hits[0].Name)
	}
	hits, _ := c.Search("open an issue on GitHub", &discovery.SearchOptions{Limit: 1})
	fmt.Println(hits[0].Signature)
	// Output:
	// file a bug in GitLab -> gitlab_create_issue
	// keep this in mind for later -> create_entities
	// tools.github_create_issue(args: { title: string; } & Record<string, JsonValue>): Promise<JsonValue>
}

// An offer bounded to 8 KiB keeps a small catalog whole.
func ExampleCatalog_Offer() {
	c, _ := discovery.New([]discovery.Tool{{Name: "ping", Server: "net", Description: "Check that a host answers."}})
	off, _ := c.Offer(&discovery.OfferOptions{MaxBytes: 8 << 10})
	fmt.Println(off.Tier, off.Fits)
	// Output: full true
}
