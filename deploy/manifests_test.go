package deploy

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"sigs.k8s.io/yaml"
)

// hostMemoryRoom is the memory limit a replica needs beside its
// --host-memory.
const hostMemoryRoom = 384 << 20

// drainAnswerGrace is mcpserver.DrainAnswerGrace (not imported, so that
// this module does not take on the whole server's dependencies).
const drainAnswerGrace = 5 * time.Second

// object is one decoded manifest document.
type object struct {
	file string
	kind string
	obj  any
}

// typed returns a new value of the API type of apiVersion/kind.
func typed(apiVersion, kind string) (any, bool) {
	switch apiVersion + "/" + kind {
	case "v1/Namespace":
		return &corev1.Namespace{}, true
	case "v1/ServiceAccount":
		return &corev1.ServiceAccount{}, true
	case "v1/ConfigMap":
		return &corev1.ConfigMap{}, true
	case "v1/Service":
		return &corev1.Service{}, true
	case "apps/v1/Deployment":
		return &appsv1.Deployment{}, true
	case "policy/v1/PodDisruptionBudget":
		return &policyv1.PodDisruptionBudget{}, true
	case "autoscaling/v2/HorizontalPodAutoscaler":
		return &autoscalingv2.HorizontalPodAutoscaler{}, true
	}
	return nil, false
}

// load decodes every resource the kustomization lists, strictly.
func load(t *testing.T) []object {
	t.Helper()
	var kust struct {
		Resources []string `json:"resources"`
	}
	b, err := os.ReadFile("kubernetes/kustomization.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.UnmarshalStrict(b, &kust); err != nil {
		// kustomization has more keys; read only resources.
		if err := yaml.Unmarshal(b, &kust); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob("kubernetes/*.yaml")
	for _, f := range files {
		if base := filepath.Base(f); base != "kustomization.yaml" && !slices.Contains(kust.Resources, base) {
			t.Errorf("%s is not listed in kustomization.yaml", base)
		}
	}
	var objs []object
	for _, name := range kust.Resources {
		b, err := os.ReadFile(filepath.Join("kubernetes", name))
		if err != nil {
			t.Fatal(err)
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
				t.Fatalf("%s doc %d: %v", name, i, err)
			}
			v, ok := typed(head.APIVersion, head.Kind)
			if !ok {
				t.Fatalf("%s doc %d: no API type for %s %s", name, i, head.APIVersion, head.Kind)
			}
			if err := yaml.UnmarshalStrict([]byte(doc), v); err != nil {
				t.Errorf("%s doc %d (%s): %v", name, i, head.Kind, err)
				continue
			}
			objs = append(objs, object{file: name, kind: head.Kind, obj: v})
		}
	}
	return objs
}

func find[T any](objs []object, name string) *T {
	for _, o := range objs {
		if v, ok := o.obj.(*T); ok {
			if m, ok := any(v).(interface{ GetName() string }); ok && m.GetName() == name {
				return v
			}
		}
	}
	return nil
}

func TestManifests(t *testing.T) {
	objs := load(t)
	dep := find[appsv1.Deployment](objs, "codemode")
	svc := find[corev1.Service](objs, "codemode")
	pdb := find[policyv1.PodDisruptionBudget](objs, "codemode")
	hpa := find[autoscalingv2.HorizontalPodAutoscaler](objs, "codemode")
	cm := find[corev1.ConfigMap](objs, "codemode-servers")
	if dep == nil || svc == nil || pdb == nil || hpa == nil || cm == nil {
		t.Fatalf("missing a resource: deployment %v service %v pdb %v hpa %v configmap %v", dep != nil, svc != nil, pdb != nil, hpa != nil, cm != nil)
	}
	labels := dep.Spec.Template.Labels
	matches := func(sel map[string]string) bool {
		for k, v := range sel {
			if labels[k] != v {
				return false
			}
		}
		return len(sel) > 0
	}
	if !matches(dep.Spec.Selector.MatchLabels) || !matches(svc.Spec.Selector) || !matches(pdb.Spec.Selector.MatchLabels) {
		t.Error("a selector (deployment, service or PDB) does not match the pod labels")
	}
	if ref := hpa.Spec.ScaleTargetRef; ref.Kind != "Deployment" || ref.Name != dep.Name {
		t.Errorf("HPA targets %s/%s, want the deployment", ref.Kind, ref.Name)
	}
	if len(hpa.Spec.Metrics) == 0 || hpa.Spec.Metrics[0].Resource == nil || hpa.Spec.Metrics[0].Resource.Name != corev1.ResourceCPU {
		t.Error("HPA does not scale on CPU")
	}
	if pdb.Spec.MinAvailable == nil || hpa.Spec.MinReplicas == nil || int32(pdb.Spec.MinAvailable.IntValue()) >= *hpa.Spec.MinReplicas {
		t.Error("the PDB's minAvailable must stay below the HPA's minReplicas, or no node can ever drain")
	}
	c := dep.Spec.Template.Spec.Containers[0]
	if c.LivenessProbe == nil || c.LivenessProbe.HTTPGet == nil || c.LivenessProbe.HTTPGet.Path != "/healthz" {
		t.Error("liveness probe is not GET /healthz")
	}
	if c.ReadinessProbe == nil || c.ReadinessProbe.HTTPGet == nil || c.ReadinessProbe.HTTPGet.Path != "/readyz" {
		t.Error("readiness probe is not GET /readyz")
	}
	if c.Resources.Requests.Cpu().IsZero() || c.Resources.Requests.Memory().IsZero() || c.Resources.Limits.Memory().IsZero() {
		t.Error("resource requests and a memory limit must be set")
	}
	// Large outputs reserve serve's heap from --host-memory (#44 item
	// 4): TestLoadHostile measured serve's peak RSS under its budget
	// (604-723 MiB for 768 MiB). The rest of the limit holds the workers of
	// the runs in flight and the Go runtime's own slack.
	hostMemory, err := resource.ParseQuantity(strings.TrimSuffix(flagValue(c.Args, "--host-memory"), "B"))
	if err != nil {
		t.Errorf("--host-memory must be set: %v", err)
	} else if room := c.Resources.Limits.Memory().Value() - hostMemory.Value(); room < hostMemoryRoom {
		t.Errorf("limits.memory %v leaves %d MiB beside --host-memory %v; keep %d MiB for the workers and the runtime", c.Resources.Limits.Memory(), room>>20, flagValue(c.Args, "--host-memory"), hostMemoryRoom>>20)
	}
	sc := dep.Spec.Template.Spec.SecurityContext
	if sc == nil || sc.RunAsNonRoot == nil || !*sc.RunAsNonRoot {
		t.Error("the pod must run as non-root")
	}
	// The grace period must outlast the drain delay, the drain and the
	// wait for the answers (suspensions) of the calls it stopped.
	delay, err := time.ParseDuration(flagValue(c.Args, "--drain-delay"))
	if err != nil {
		t.Errorf("--drain-delay: %v", err)
	}
	if rp := c.ReadinessProbe; rp != nil && delay < time.Duration(rp.PeriodSeconds*rp.FailureThreshold)*time.Second {
		t.Errorf("--drain-delay %v is shorter than the readiness probe needs to take the pod out (%ds x %d)", delay, rp.PeriodSeconds, rp.FailureThreshold)
	}
	drain, err := time.ParseDuration(flagValue(c.Args, "--drain-timeout"))
	if g := dep.Spec.Template.Spec.TerminationGracePeriodSeconds; err != nil || g == nil || time.Duration(*g)*time.Second <= delay+drain+drainAnswerGrace {
		t.Errorf("terminationGracePeriodSeconds %v must exceed --drain-delay %v plus --drain-timeout %v plus %v for the answers of stopped calls (%v)", g, delay, drain, drainAnswerGrace, err)
	}
	// The servers file is mounted where --servers points.
	servers := flagValue(c.Args, "--servers")
	mounted := false
	for _, m := range c.VolumeMounts {
		if strings.HasPrefix(servers, m.MountPath+"/") {
			mounted = true
		}
	}
	if !mounted {
		t.Errorf("--servers %s is not under a mounted volume", servers)
	}
	for key := range cm.Data {
		if filepath.Join("/etc/codemode", key) != servers {
			t.Errorf("configmap key %s is not the --servers file", key)
		}
	}
	// The replicas serve with auth: a tokens file from a mounted Secret,
	// never --insecure-no-auth; metrics, scraped without a token, come
	// from the --metrics listener the Service does not expose.
	tokens := flagValue(c.Args, "--auth-tokens")
	fromSecret := false
	for _, m := range c.VolumeMounts {
		for _, v := range dep.Spec.Template.Spec.Volumes {
			if v.Name == m.Name && v.Secret != nil && tokens != "" && strings.HasPrefix(tokens, m.MountPath+"/") {
				fromSecret = true
			}
		}
	}
	if !fromSecret {
		t.Errorf("--auth-tokens %q is not a file of a mounted Secret", tokens)
	}
	for _, a := range c.Args {
		if strings.HasPrefix(a, "--insecure-no-auth") || strings.HasPrefix(a, "--metrics-public") {
			t.Errorf("the Deployment passes %s", a)
		}
	}
	_, metricsPort, _ := strings.Cut(flagValue(c.Args, "--metrics"), ":")
	if ann := dep.Spec.Template.Annotations["prometheus.io/port"]; metricsPort == "" || ann != metricsPort {
		t.Errorf("prometheus.io/port %q is not the --metrics listener's port %q", ann, metricsPort)
	}
	for _, p := range svc.Spec.Ports {
		if p.TargetPort.String() == metricsPort || p.TargetPort.String() == "metrics" {
			t.Errorf("the Service exposes the unauthenticated metrics port")
		}
	}
	checkServeFlags(t, c.Args)
}

func flagValue(args []string, name string) string {
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, name+"="); ok {
			return v
		}
	}
	return ""
}

// checkServeFlags: every flag the manifest passes exists in
// `codemode serve --help`, so the manifests cannot drift from the binary.
func checkServeFlags(t *testing.T, args []string) {
	t.Helper()
	if len(args) == 0 || args[0] != "serve" {
		t.Fatalf("container args %v do not start with serve", args)
	}
	bin := buildCodemode(t, false)
	help, err := exec.Command(bin, "serve", "--help").Output()
	if err != nil {
		t.Fatalf("codemode serve --help: %v", err)
	}
	for _, a := range args[1:] {
		name, _, _ := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !regexp.MustCompile(`(?m)^\s+-` + regexp.QuoteMeta(name) + `\b`).Match(help) {
			t.Errorf("the manifest passes --%s, which codemode serve does not have", name)
		}
	}
}

// buildCodemode builds the binary as the Dockerfile's build stage does
// (static: true) or plainly, and returns its path.
func buildCodemode(t *testing.T, static bool) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "codemode")
	cmd := exec.Command("go", "build", "-o", out, "github.com/codemode-go/codemode/cmd/codemode")
	if static {
		cmd = dockerBuildCommand(t, out)
	}
	cmd.Dir = ".."
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, b)
	}
	return out
}

// dockerBuildCommand is the Dockerfile's `RUN CGO_ENABLED=0 go build …`
// line, run by sh as Docker runs it, with its output redirected to out.
func dockerBuildCommand(t *testing.T, out string) *exec.Cmd {
	t.Helper()
	b, err := os.ReadFile("Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^RUN (CGO_ENABLED=0 go build .* -o )/out/codemode( .*)$`).FindSubmatch(b)
	if m == nil {
		t.Fatal("the Dockerfile has no RUN CGO_ENABLED=0 go build … -o /out/codemode line")
	}
	cmd := exec.Command("sh", "-c", string(m[1])+"\"$OUT\""+string(m[2]))
	cmd.Env = append(os.Environ(), "VERSION=test", "OUT="+out)
	return cmd
}

// TestDockerImage builds the binary with the build stage's command, then
// checks it and runs the final stage around it.
func TestDockerImage(t *testing.T) {
	bin := buildCodemode(t, true)
	t.Run("static binary", func(t *testing.T) { checkStaticBinary(t, bin) })
	t.Run("serves as nonroot", func(t *testing.T) { serveImage(t, bin) })
}

// checkStaticBinary checks what the distroless static stage needs: an ELF
// with no dynamic interpreter and no shared libraries.
func checkStaticBinary(t *testing.T, bin string) {
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Fatal("the binary has a dynamic interpreter: it is not static")
		}
	}
	if libs, _ := f.ImportedLibraries(); len(libs) > 0 {
		t.Fatalf("the binary links %v", libs)
	}
	st, _ := os.Stat(bin)
	t.Logf("static binary: %.1f MiB", float64(st.Size())/(1<<20))
	out, err := exec.Command(bin, "--help").CombinedOutput()
	if !bytes.Contains(out, []byte("serve")) {
		t.Fatalf("the built binary does not run: %v\n%s", err, out)
	}
	b, _ := os.ReadFile("Dockerfile")
	for _, want := range []string{"FROM gcr.io/distroless/static", "USER 65532", `ENTRYPOINT ["/codemode"]`} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("the Dockerfile lacks %q", want)
		}
	}
}
