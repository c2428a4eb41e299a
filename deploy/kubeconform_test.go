package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// schemaLocation is where kubeconform finds the schemas that
// ./kubeschema generates offline from the Kubernetes OpenAPI spec (its
// default location is on GitHub, which these machines cannot reach).
const schemaLocation = "testdata/kubeconform/{{ .ResourceKind }}{{ .KindSuffix }}.json"

// kubeconform returns the kubeconform binary: on PATH, or where go install
// puts it (.ci/run installs it with go install).
func kubeconform(t *testing.T) string {
	t.Helper()
	if p, err := exec.LookPath("kubeconform"); err == nil {
		return p
	}
	var dirs []string
	if out, err := exec.Command("go", "env", "GOBIN").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		dirs = append(dirs, strings.TrimSpace(string(out)))
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		dirs = append(dirs, filepath.Join(filepath.SplitList(strings.TrimSpace(string(out)))[0], "bin"))
	}
	for _, dir := range dirs {
		if p := filepath.Join(dir, "kubeconform"); fileExists(p) {
			return p
		}
	}
	msg := "kubeconform is not installed (go install github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0; .ci/run does)"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg + ": skipping")
	return ""
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// validate runs kubeconform in strict mode on files against the
// generated schemas; every resource needs a schema.
func validate(t *testing.T, bin string, files ...string) (string, error) {
	t.Helper()
	args := append([]string{"-strict", "-summary", "-schema-location", schemaLocation}, files...)
	out, err := exec.Command(bin, args...).CombinedOutput()
	return string(out), err
}

// TestKubeconform validates every manifest with kubeconform -strict, and
// checks that the same run rejects what the API server would: an
// unknown field, a wrong type, a kind without a schema.
func TestKubeconform(t *testing.T) {
	bin := kubeconform(t)
	files, _ := filepath.Glob("kubernetes/*.yaml")
	var resources []string
	for _, f := range files {
		if filepath.Base(f) != "kustomization.yaml" { // kustomize's configuration, not a resource
			resources = append(resources, f)
		}
	}
	out, err := validate(t, bin, resources...)
	if err != nil || !strings.Contains(out, "Invalid: 0, Errors: 0, Skipped: 0") {
		t.Fatalf("kubeconform -strict on the manifests: %v\n%s", err, out)
	}
	t.Log(strings.TrimSpace(out))

	dep, err := os.ReadFile("kubernetes/deployment.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"misspelt field", "terminationGracePeriodSeconds:", "terminationGracePeriodSecond:", "additional properties 'terminationGracePeriodSecond' not allowed"},
		{"wrong type", "replicas: 3", `replicas: "three"`, "/spec/replicas"},
		{"wrong apiVersion", "apiVersion: apps/v1", "apiVersion: apps/v2", "could not find schema"},
		{"kind without a schema", "kind: Deployment", "kind: Deploy", "could not find schema"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := string(dep)
			if !strings.Contains(doc, tc.from) {
				t.Fatalf("deployment.yaml has no %q to change", tc.from)
			}
			p := filepath.Join(t.TempDir(), "deployment.yaml")
			if err := os.WriteFile(p, []byte(strings.Replace(doc, tc.from, tc.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := validate(t, bin, p)
			if err == nil || !strings.Contains(out, tc.want) {
				t.Errorf("kubeconform accepted or misreported it (%v):\n%s", err, out)
			}
		})
	}
}
