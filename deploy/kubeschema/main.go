// Command kubeschema writes the JSON schemas that kubeconform validates
// deploy/kubernetes against, offline, from the Kubernetes OpenAPI v2 spec
// (api/openapi-spec/swagger.json of the k8s.io/kubernetes module, which
// the Go module proxy serves): one schema per kind the manifests use, in
// kubeconform's "standalone-strict" form and file layout
// ({{ .ResourceKind }}{{ .KindSuffix }}.json, e.g. deployment-apps-v1.json).
//
// kubeconform's own schemas are fetched from GitHub at run time, which this
// project's machines cannot reach; these are made along the lines of its
// upstream generator (openapi2jsonschema, --kubernetes --stand-alone
// --strict):
//
//   - every object schema with properties gets additionalProperties: false
//     (strict: an unknown or misspelt field fails);
//   - format int-or-string becomes oneOf string or integer, and a
//     resource.Quantity oneOf string or number (the API server accepts
//     cpu: 1);
//   - apiVersion and kind are restricted to the kind's own values;
//   - the definitions a kind reaches are copied into the file, so it
//     stands alone ($ref stays local, which also keeps recursive types
//     finite).
//
// One difference: upstream also lets optional fields be null; these do
// not, so `field: null` (or an empty `field:` in YAML) fails. The API
// server would drop such a field; our manifests should not have one.
//
// Run from deploy/ (go generate ./... does):
//
//	go run ./kubeschema [-spec swagger.json] [-manifests kubernetes] [-out testdata/kubeconform]
//
// Without -spec it runs `go mod download -json k8s.io/kubernetes@v1.N.P`,
// the release of the k8s.io/api v0.N.P that deploy/go.mod requires.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"sigs.k8s.io/yaml"
)

func main() {
	spec := flag.String("spec", "", "the Kubernetes OpenAPI v2 spec (swagger.json); empty means the one of k8s.io/kubernetes at the release of deploy/go.mod's k8s.io/api")
	manifests := flag.String("manifests", "kubernetes", "the `DIR` of manifests whose kinds get schemas")
	out := flag.String("out", filepath.Join("testdata", "kubeconform"), "the `DIR` the schemas are written to (its *.json are replaced)")
	flag.Parse()
	if err := run(*spec, *manifests, *out); err != nil {
		fmt.Fprintln(os.Stderr, "kubeschema:", err)
		os.Exit(1)
	}
}

func run(spec, manifests, out string) error {
	if spec == "" {
		var err error
		if spec, err = SpecPath("go.mod"); err != nil {
			return err
		}
	}
	b, err := os.ReadFile(spec)
	if err != nil {
		return err
	}
	kinds, err := ManifestKinds(manifests)
	if err != nil {
		return err
	}
	files, err := Generate(b, kinds)
	if err != nil {
		return err
	}
	return write(out, files)
}

// write replaces the schemas in dir with files.
func write(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// SpecPath downloads (through the Go module proxy) the k8s.io/kubernetes
// release that matches the k8s.io/api requirement of the go.mod at
// gomod, and returns the path of its swagger.json.
func SpecPath(gomod string) (string, error) {
	b, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile(`(?m)^\s*k8s\.io/api v0\.(\d+)\.(\d+)\s*$`).FindSubmatch(b)
	if m == nil {
		return "", fmt.Errorf("%s requires no k8s.io/api v0.N.P", gomod)
	}
	mod := fmt.Sprintf("k8s.io/kubernetes@v1.%s.%s", m[1], m[2])
	cmd := exec.Command("go", "mod", "download", "-json", mod)
	cmd.Dir = filepath.Dir(gomod)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	outb, err := cmd.Output()
	var dl struct{ Dir, Error string }
	if jerr := json.Unmarshal(outb, &dl); err != nil || jerr != nil || dl.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %v %s %s", mod, err, dl.Error, stderr.Bytes())
	}
	return filepath.Join(dl.Dir, "api", "openapi-spec", "swagger.json"), nil
}

// Kind is one resource type: its apiVersion ("v1", "apps/v1") and kind.
type Kind struct {
	APIVersion string
	Kind       string
}

// FileName is the name kubeconform looks for with the schema location
// template {{ .ResourceKind }}{{ .KindSuffix }}.json: the kind in lower
// case, the first label of the group (none for the core group), the
// version.
func (k Kind) FileName() string {
	name := strings.ToLower(k.Kind)
	group, version, ok := strings.Cut(k.APIVersion, "/")
	if !ok {
		return name + "-" + strings.ToLower(group) + ".json"
	}
	first, _, _ := strings.Cut(group, ".")
	return name + "-" + strings.ToLower(first) + "-" + strings.ToLower(version) + ".json"
}

// ManifestKinds lists the kinds of the documents in dir's *.yaml files,
// sorted, leaving out kustomization.yaml (kustomize's configuration, not a
// resource).
func ManifestKinds(dir string) ([]Kind, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	seen := map[Kind]bool{}
	for _, f := range files {
		if filepath.Base(f) == "kustomization.yaml" {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for i, doc := range regexp.MustCompile(`(?m)^---\s*$`).Split(string(b), -1) {
			if strings.TrimSpace(doc) == "" {
				continue
			}
			var head struct {
				APIVersion string `json:"apiVersion"`
				Kind       string `json:"kind"`
			}
			if err := yaml.Unmarshal([]byte(doc), &head); err != nil {
				return nil, fmt.Errorf("%s document %d: %v", f, i+1, err)
			}
			if head.APIVersion == "" || head.Kind == "" {
				return nil, fmt.Errorf("%s document %d: no apiVersion or kind", f, i+1)
			}
			seen[Kind{head.APIVersion, head.Kind}] = true
		}
	}
	kinds := make([]Kind, 0, len(seen))
	for k := range seen {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return kinds[i].FileName() < kinds[j].FileName() })
	return kinds, nil
}

const (
	refPrefix   = "#/definitions/"
	quantityDef = "io.k8s.apimachinery.pkg.api.resource.Quantity"
)

// Generate returns the schema of each kind, by file name, from the
// OpenAPI v2 spec swagger.
func Generate(swagger []byte, kinds []Kind) (map[string][]byte, error) {
	var doc struct {
		Definitions map[string]any `json:"definitions"`
	}
	dec := json.NewDecoder(bytes.NewReader(swagger))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("reading the OpenAPI spec: %v", err)
	}
	if len(doc.Definitions) == 0 {
		return nil, errors.New("the OpenAPI spec has no definitions")
	}
	byKind := map[Kind]string{}
	for name, d := range doc.Definitions {
		m, _ := d.(map[string]any)
		gvks, _ := m["x-kubernetes-group-version-kind"].([]any)
		for _, g := range gvks {
			gvk, _ := g.(map[string]any)
			group, _ := gvk["group"].(string)
			version, _ := gvk["version"].(string)
			kind, _ := gvk["kind"].(string)
			av := version
			if group != "" {
				av = group + "/" + version
			}
			// A kind listed by several definitions (the watch event
			// types list every kind) is the one whose name ends in it.
			if strings.HasSuffix(name, "."+kind) {
				byKind[Kind{av, kind}] = name
			}
		}
	}
	files := map[string][]byte{}
	for _, k := range kinds {
		name, ok := byKind[k]
		if !ok {
			return nil, fmt.Errorf("the OpenAPI spec has no %s %s", k.APIVersion, k.Kind)
		}
		s, err := standalone(doc.Definitions, name, k)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %v", k.APIVersion, k.Kind, err)
		}
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return nil, err
		}
		files[k.FileName()] = append(b, '\n')
	}
	return files, nil
}

// standalone is the strict schema of definition name, with the
// definitions it reaches.
func standalone(defs map[string]any, name string, k Kind) (map[string]any, error) {
	reached := map[string]any{}
	var visit func(string) error
	visit = func(n string) error {
		if _, ok := reached[n]; ok {
			return nil
		}
		d, ok := defs[n]
		if !ok {
			return fmt.Errorf("$ref to a missing definition %q", n)
		}
		c := convert(clone(d), n)
		reached[n] = c
		for _, r := range refs(c) {
			if err := visit(r); err != nil {
				return err
			}
		}
		return nil
	}
	if err := visit(name); err != nil {
		return nil, err
	}
	root := clone(reached[name]).(map[string]any)
	delete(reached, name)
	props, _ := root["properties"].(map[string]any)
	if props == nil {
		return nil, errors.New("the definition has no properties")
	}
	for field, want := range map[string]string{"apiVersion": k.APIVersion, "kind": k.Kind} {
		p, _ := props[field].(map[string]any)
		if p == nil {
			return nil, fmt.Errorf("the definition has no %s property", field)
		}
		p["enum"] = []any{want}
	}
	delete(root, "x-kubernetes-group-version-kind")
	root["$schema"] = "http://json-schema.org/draft-04/schema#"
	root["type"] = "object"
	if len(reached) > 0 {
		root["definitions"] = reached
	}
	// A document must say what it is.
	root["required"] = union(root["required"], "apiVersion", "kind")
	return root, nil
}

// convert makes one definition strict and JSON-Schema-valid (see the
// package comment); name is its definition name.
func convert(s any, name string) any {
	if name == quantityDef {
		return oneOf(s.(map[string]any), "string", "number")
	}
	return strict(s)
}

// oneOf replaces a schema by a choice of types, keeping its description.
func oneOf(m map[string]any, types ...string) map[string]any {
	out := map[string]any{}
	if d, ok := m["description"]; ok {
		out["description"] = d
	}
	var alts []any
	for _, t := range types {
		alts = append(alts, map[string]any{"type": t})
	}
	out["oneOf"] = alts
	return out
}

// strict walks a schema node: int-or-string formats become a oneOf,
// objects with properties close to other fields, and the Kubernetes
// extensions (x-kubernetes-*), which no validator reads, are dropped.
func strict(s any) any {
	m, ok := s.(map[string]any)
	if !ok {
		return s
	}
	if m["format"] == "int-or-string" {
		return oneOf(m, "string", "integer")
	}
	for k := range m {
		if strings.HasPrefix(k, "x-kubernetes-") {
			delete(m, k)
		}
	}
	if props, ok := m["properties"].(map[string]any); ok {
		for k, v := range props {
			props[k] = strict(v)
		}
		if _, ok := m["additionalProperties"]; !ok {
			m["additionalProperties"] = false
		}
	}
	for _, k := range []string{"items", "additionalProperties", "not"} {
		if v, ok := m[k].(map[string]any); ok {
			m[k] = strict(v)
		}
	}
	for _, k := range []string{"allOf", "anyOf", "oneOf"} {
		if vs, ok := m[k].([]any); ok {
			for i, v := range vs {
				vs[i] = strict(v)
			}
		}
	}
	return m
}

// refs lists the definitions s refers to.
func refs(s any) []string {
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if r, ok := v["$ref"].(string); ok {
				if n, ok := strings.CutPrefix(r, refPrefix); ok {
					out = append(out, n)
				}
			}
			for _, c := range v {
				walk(c)
			}
		case []any:
			for _, c := range v {
				walk(c)
			}
		}
	}
	walk(s)
	sort.Strings(out)
	return out
}

// union adds names to a "required" list, keeping its order.
func union(req any, names ...string) []any {
	list, _ := req.([]any)
	out := append([]any(nil), list...)
	for _, n := range names {
		found := false
		for _, r := range out {
			if r == n {
				found = true
			}
		}
		if !found {
			out = append(out, n)
		}
	}
	return out
}

// clone deep-copies a decoded JSON value.
func clone(v any) any {
	switch v := v.(type) {
	case map[string]any:
		c := make(map[string]any, len(v))
		for k, x := range v {
			c[k] = clone(x)
		}
		return c
	case []any:
		c := make([]any, len(v))
		for i, x := range v {
			c[i] = clone(x)
		}
		return c
	}
	return v
}
