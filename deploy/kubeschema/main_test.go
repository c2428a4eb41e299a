package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite ../testdata/kubeconform from the Kubernetes OpenAPI spec")

func TestFileName(t *testing.T) {
	for _, tc := range []struct {
		k    Kind
		want string
	}{
		{Kind{"v1", "Service"}, "service-v1.json"},
		{Kind{"apps/v1", "Deployment"}, "deployment-apps-v1.json"},
		{Kind{"autoscaling/v2", "HorizontalPodAutoscaler"}, "horizontalpodautoscaler-autoscaling-v2.json"},
		{Kind{"networking.k8s.io/v1", "NetworkPolicy"}, "networkpolicy-networking-v1.json"},
	} {
		if got := tc.k.FileName(); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.k, got, tc.want)
		}
	}
}

// miniSpec is a small OpenAPI v2 document with the shapes the generator
// rewrites: a kind, a $ref, an int-or-string, a Quantity, a recursive type
// and Kubernetes extensions.
const miniSpec = `{"definitions": {
  "io.k8s.api.demo.v1.Widget": {
    "x-kubernetes-group-version-kind": [{"group": "demo.example.com", "kind": "Widget", "version": "v1"}],
    "properties": {
      "apiVersion": {"type": "string"},
      "kind": {"type": "string"},
      "spec": {"$ref": "#/definitions/io.k8s.api.demo.v1.WidgetSpec", "description": "the spec"}
    }
  },
  "io.k8s.api.demo.v1.WidgetSpec": {
    "required": ["port"],
    "properties": {
      "port": {"$ref": "#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"},
      "cpu": {"$ref": "#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"},
      "labels": {"type": "object", "additionalProperties": {"type": "string"}},
      "children": {"type": "array", "items": {"$ref": "#/definitions/io.k8s.api.demo.v1.WidgetSpec"}, "x-kubernetes-list-type": "atomic"}
    }
  },
  "io.k8s.apimachinery.pkg.util.intstr.IntOrString": {"type": "string", "format": "int-or-string"},
  "io.k8s.apimachinery.pkg.api.resource.Quantity": {"type": "string", "description": "a quantity"},
  "io.k8s.api.demo.v1.Unused": {"type": "object"}
}}`

func TestGenerate(t *testing.T) {
	files, err := Generate([]byte(miniSpec), []Kind{{"demo.example.com/v1", "Widget"}})
	if err != nil {
		t.Fatal(err)
	}
	got, ok := files["widget-demo-v1.json"]
	if len(files) != 1 || !ok {
		t.Fatalf("files %v", files)
	}
	want := `{
  "$schema": "http://json-schema.org/draft-04/schema#",
  "additionalProperties": false,
  "definitions": {
    "io.k8s.api.demo.v1.WidgetSpec": {
      "additionalProperties": false,
      "properties": {
        "children": {
          "items": {
            "$ref": "#/definitions/io.k8s.api.demo.v1.WidgetSpec"
          },
          "type": "array"
        },
        "cpu": {
          "$ref": "#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"
        },
        "labels": {
          "additionalProperties": {
            "type": "string"
          },
          "type": "object"
        },
        "port": {
          "$ref": "#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"
        }
      },
      "required": [
        "port"
      ]
    },
    "io.k8s.apimachinery.pkg.api.resource.Quantity": {
      "description": "a quantity",
      "oneOf": [
        {
          "type": "string"
        },
        {
          "type": "number"
        }
      ]
    },
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString": {
      "oneOf": [
        {
          "type": "string"
        },
        {
          "type": "integer"
        }
      ]
    }
  },
  "properties": {
    "apiVersion": {
      "enum": [
        "demo.example.com/v1"
      ],
      "type": "string"
    },
    "kind": {
      "enum": [
        "Widget"
      ],
      "type": "string"
    },
    "spec": {
      "$ref": "#/definitions/io.k8s.api.demo.v1.WidgetSpec",
      "description": "the spec"
    }
  },
  "required": [
    "apiVersion",
    "kind"
  ],
  "type": "object"
}
`
	if string(got) != want {
		t.Errorf("schema:\n%s\nwant:\n%s", got, want)
	}
}

func TestGenerateErrors(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		kind       Kind
		want       string
	}{
		{"unknown kind", miniSpec, Kind{"v1", "Gadget"}, "has no v1 Gadget"},
		{"not JSON", `{"definitions": `, Kind{"v1", "Gadget"}, "reading the OpenAPI spec"},
		{"no definitions", `{}`, Kind{"v1", "Gadget"}, "no definitions"},
		{"dangling ref", strings.Replace(miniSpec, `"io.k8s.apimachinery.pkg.api.resource.Quantity": {`, `"io.k8s.apimachinery.pkg.api.resource.Other": {`, 1),
			Kind{"demo.example.com/v1", "Widget"}, "missing definition"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Generate([]byte(tc.spec), []Kind{tc.kind}); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestCommittedSchemas: the schemas in ../testdata/kubeconform are what
// the generator makes from the Kubernetes release of go.mod's k8s.io/api,
// for exactly the kinds the manifests use. -update rewrites them.
func TestCommittedSchemas(t *testing.T) {
	spec, err := SpecPath("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(spec)
	if err != nil {
		t.Fatal(err)
	}
	kinds, err := ManifestKinds("../kubernetes")
	if err != nil {
		t.Fatal(err)
	}
	files, err := Generate(b, kinds)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("..", "testdata", "kubeconform")
	if *update {
		if err := write(dir, files); err != nil {
			t.Fatal(err)
		}
	}
	have, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(have) != len(files) {
		t.Errorf("%d committed schemas, want %d (one per kind of the manifests): go test ./kubeschema -update", len(have), len(files))
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is missing or stale (%v): go test ./kubeschema -update", name, err)
		}
		if !json.Valid(want) {
			t.Errorf("%s is not JSON", name)
		}
	}
}
