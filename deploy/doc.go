// Package deploy holds codemode's container image and Kubernetes manifests,
// and the tests that keep them true: the manifests decode strictly into the
// Kubernetes API's own Go types (unknown or misspelt fields fail, as with
// kubectl --validate=strict), refer to one another consistently, and pass
// only flags that `codemode serve` has; the Dockerfile's build command makes
// a static binary. kubeconform -strict validates them too, against JSON
// schemas that ./kubeschema generates offline from the Kubernetes OpenAPI
// spec (testdata/kubeconform; kubeconform's own schemas are downloaded from
// GitHub, which these machines cannot reach).
package deploy

//go:generate go run ./kubeschema
