package tests

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// citedID matches a rule id as comments and tests cite it: letters, a
// dash, a number, and optionally a sub-step (RUN-1.3 cites RUN-1) or a
// variant letter (SC-01a cites SC-01).
var citedID = regexp.MustCompile(`\b([A-Z]{2,5})-([0-9]+)(?:[a-z]|\.[0-9]+)?\b`)

// notRuleIDs are prefixes of other names that look like rule ids
// (SHA-256, UTF-8, CRC-32, ECMA-262, the MCP proposal SEP-2322, the zone
// name GMT-5).
var notRuleIDs = []string{"CRC", "ECMA", "GMT", "ISO", "RFC", "SEP", "SHA", "UTF", "WTF"}

// definedID matches one definition line of docs/contracts.md.
var definedID = regexp.MustCompile(`^- \*\*([A-Z]{2,5}-[0-9]+)\*\* \S`)

// contractDefinitions reads docs/contracts.md: each id it defines, and
// the ids defined twice within one section.
func contractDefinitions(t *testing.T) (defined map[string]bool, dups []string) {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "docs", "contracts.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	defined = map[string]bool{}
	section := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			section = map[string]bool{}
			continue
		}
		m := definedID.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if section[m[1]] {
			dups = append(dups, m[1])
		}
		section[m[1]] = true
		defined[m[1]] = true
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return defined, dups
}

// citations returns every rule id cited by a .go file of the repository
// (the root module and the integrations' modules), with one file citing it.
func citations(t *testing.T) map[string]string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	cited := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "node_modules" || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range citedID.FindAllStringSubmatch(string(b), -1) {
			if slices.Contains(notRuleIDs, m[1]) {
				continue
			}
			id := m[1] + "-" + m[2]
			if _, ok := cited[id]; !ok {
				cited[id], _ = filepath.Rel(root, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cited
}

// TestContractIDsDefined: every rule id the code cites has its line in
// docs/contracts.md, and no section defines an id twice, so a reader can
// always look a citation up. Lines no code cites any more are logged, to
// prune; they do not fail the test, so branches that add and drop
// citations merge in any order.
func TestContractIDsDefined(t *testing.T) {
	defined, dups := contractDefinitions(t)
	if len(defined) == 0 {
		t.Fatal("docs/contracts.md defines no ids")
	}
	for _, id := range dups {
		t.Errorf("docs/contracts.md defines %s twice in one section", id)
	}
	cited := citations(t)
	for id, file := range cited {
		if !defined[id] {
			t.Errorf("%s cites %s, which docs/contracts.md does not define", file, id)
		}
	}
	for id := range defined {
		if _, ok := cited[id]; !ok {
			t.Logf("docs/contracts.md defines %s, which no code cites now", id)
		}
	}
}

// TestCitedIDPattern pins what counts as a citation.
func TestCitedIDPattern(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"// PL-11: fuse", []string{"PL-11"}},
		{"(RUN-1.3)", []string{"RUN-1"}},
		{`id: "SC-01a"`, []string{"SC-01"}},
		{"RC-10..RC-44", []string{"RC-10", "RC-44"}},
		{"SHA-256 and UTF-8", []string{"SHA-256", "UTF-8"}},
		{"xPL-1 and PL-x", nil},
	} {
		var got []string
		for _, m := range citedID.FindAllStringSubmatch(c.text, -1) {
			got = append(got, m[1]+"-"+m[2])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: cited %v, want %v", c.text, got, c.want)
		}
	}
}
