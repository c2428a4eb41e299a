package deploy

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/sys/unix"
)

// finalStage is what the Dockerfile's last stage says about the image.
type finalStage struct {
	base       string
	copies     []stageCopy
	user       string // uid:gid
	entrypoint []string
	cmd        []string
}

// stageCopy is one `COPY --from=build [--chown=U:G] SRC DST` line.
type stageCopy struct {
	src, dst, chown string
}

// readFinalStage parses the last stage of the Dockerfile: only the
// instructions it uses, so that one it does not know fails the test
// rather than being left out of the emulated image.
func readFinalStage(t *testing.T) finalStage {
	t.Helper()
	b, err := os.ReadFile("Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	last := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "FROM ") {
			last = i
		}
	}
	if last < 0 {
		t.Fatal("the Dockerfile has no FROM")
	}
	var st finalStage
	st.base = strings.Fields(lines[last])[1]
	copyLine := regexp.MustCompile(`^COPY --from=build (?:--chown=(\S+) )?(\S+) (\S+)$`)
	jsonArgs := func(s string) []string {
		var a []string
		if err := json.Unmarshal([]byte(s), &a); err != nil {
			t.Fatalf("%q is not an exec-form JSON array: %v", s, err)
		}
		return a
	}
	for _, l := range lines[last+1:] {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		instr, rest, _ := strings.Cut(l, " ")
		switch instr {
		case "COPY":
			m := copyLine.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("the image test does not know the COPY form %q", l)
			}
			st.copies = append(st.copies, stageCopy{chown: m[1], src: m[2], dst: m[3]})
		case "USER":
			st.user = rest
		case "ENTRYPOINT":
			st.entrypoint = jsonArgs(rest)
		case "CMD":
			st.cmd = jsonArgs(rest)
		case "EXPOSE":
		default:
			t.Fatalf("the image test does not know the final-stage instruction %q", l)
		}
	}
	return st
}

// distrolessNonroot lays out, under root, what the final stage's base
// gives a program (gcr.io/distroless/static-debian12:nonroot): /etc/passwd
// naming the nonroot user, its home, and a world-writable /tmp, with the
// /dev a container runtime adds. Nothing else: no shell, no libc, no /usr.
func distrolessNonroot(t *testing.T, root string) {
	t.Helper()
	for _, d := range []struct {
		path string
		mode os.FileMode
		uid  int
	}{
		{"etc", 0o755, 0}, {"tmp", 0o1777, 0}, {"proc", 0o555, 0},
		{"home", 0o755, 0}, {"home/nonroot", 0o700, 65532},
	} {
		p := filepath.Join(root, d.path)
		if err := os.Mkdir(p, d.mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, d.mode); err != nil { // past the umask
			t.Fatal(err)
		}
		if err := os.Chown(p, d.uid, d.uid); err != nil {
			t.Fatal(err)
		}
	}
	// What a container runtime adds to every container: /dev's character
	// devices (/proc is mounted when the process starts).
	if err := os.Mkdir(filepath.Join(root, "dev"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, d := range []struct {
		name         string
		major, minor uint32
	}{{"null", 1, 3}, {"zero", 1, 5}, {"random", 1, 8}, {"urandom", 1, 9}} {
		if err := syscall.Mknod(filepath.Join(root, "dev", d.name), syscall.S_IFCHR|0o666, int(unix.Mkdev(d.major, d.minor))); err != nil {
			t.Skipf("skipped: cannot make /dev/%s for the image: %v", d.name, err)
		}
		if err := os.Chmod(filepath.Join(root, "dev", d.name), 0o666); err != nil { // past the umask
			t.Fatal(err)
		}
		f, err := os.OpenFile(filepath.Join(root, "dev", d.name), os.O_RDWR, 0)
		if err != nil {
			t.Skipf("skipped: the device nodes made under %s do not open (a nodev mount?): %v", root, err)
		}
		f.Close()
	}
	passwd := "root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n"
	if err := os.WriteFile(filepath.Join(root, "etc/passwd"), []byte(passwd), 0o644); err != nil {
		t.Fatal(err)
	}
}

// assembleImage builds the final stage's file system under a new
// directory: the base's layout, then each COPY from the build stage, whose
// outputs are the static binary (/out/codemode) and the empty workspace
// (/out/work) its RUN lines make.
func assembleImage(t *testing.T, st finalStage, bin string) string {
	t.Helper()
	if !strings.HasPrefix(st.base, "gcr.io/distroless/static") || !strings.HasSuffix(st.base, ":nonroot") {
		t.Fatalf("the image test emulates distroless static:nonroot, not %s", st.base)
	}
	root := t.TempDir()
	if err := os.Chmod(root, 0o755); err != nil {
		t.Fatal(err)
	}
	distrolessNonroot(t, root)
	for _, c := range st.copies {
		dst := filepath.Join(root, c.dst)
		switch c.src {
		case "/out/codemode":
			b, err := os.ReadFile(bin)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dst, b, 0o755); err != nil {
				t.Fatal(err)
			}
		case "/out/work":
			if err := os.Mkdir(dst, 0o755); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("the image test does not know the build-stage output %s", c.src)
		}
		if c.chown != "" {
			var uid, gid int
			if _, err := fmt.Sscanf(c.chown, "%d:%d", &uid, &gid); err != nil {
				t.Fatalf("--chown=%s: %v", c.chown, err)
			}
			if err := os.Chown(dst, uid, gid); err != nil {
				t.Fatal(err)
			}
		}
	}
	return root
}

// serveImage runs the image without a Docker engine (none runs here): the
// final stage's file system, assembled from the Dockerfile around the
// binary its build line makes, becomes the root of a process in its own
// mount and PID namespaces (unshare, with /proc mounted as a container
// runtime does) that runs as the USER the Dockerfile names. The entrypoint
// and command are the image's, with the listen address moved to loopback.
// It checks what `docker run` would show: the probes answer, a program
// reads the workspace, a gated write suspends into the default state store
// under the nonroot home and resumes, and SIGTERM to PID 1 exits 0.
func serveImage(t *testing.T, bin string) {
	if os.Geteuid() != 0 {
		t.Skip("skipped: chroot and unshare need root, and this test runs as uid", os.Geteuid())
	}
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		t.Skip("skipped: no unshare (util-linux) on this machine")
	}
	if out, err := exec.Command(unshare, "--mount", "--pid", "--fork", "true").CombinedOutput(); err != nil {
		t.Skipf("skipped: this machine refuses new mount and PID namespaces: %v %s", err, out)
	}
	st := readFinalStage(t)
	root := assembleImage(t, st, bin)
	if err := os.WriteFile(filepath.Join(root, "work/notes.txt"), []byte("one\ntwo\nthree\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	args := append(append([]string{}, st.entrypoint...), st.cmd...)
	const token = "image-test-token-0123456789abcdef"
	tokensFile := ""
	for i, a := range args {
		if a == "--http" && i+1 < len(args) {
			args[i+1] = "127.0.0.1:0"
		}
		if a == "--auth-tokens" && i+1 < len(args) {
			tokensFile = args[i+1]
		}
	}
	// The image serves with auth: the tokens file is a secret mounted at
	// run time, here written into the root.
	if tokensFile == "" {
		t.Fatal("the image's command serves without --auth-tokens")
	}
	if err := os.MkdirAll(filepath.Join(root, filepath.Dir(tokensFile)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, tokensFile), []byte("image "+token+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(unshare, append([]string{"--mount", "--pid", "--fork", "--kill-child",
		"--root=" + root, "--mount-proc=/proc",
		"--setuid=" + strings.Split(st.user, ":")[0], "--setgid=" + strings.Split(st.user, ":")[1]}, args...)...)
	// What Docker gives a container of this image: PATH from the base, HOME
	// from /etc/passwd for the USER.
	cmd.Env = []string{"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME=/home/nonroot"}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	var log strings.Builder
	addrs := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if u, ok := strings.CutPrefix(sc.Text(), "codemode serve: listening on http://"); ok {
				addrs <- u
			}
		}
		exited <- cmd.Wait()
	}()
	t.Cleanup(func() { cmd.Process.Kill() })
	var addr string
	select {
	case addr = <-addrs:
	case err := <-exited:
		t.Fatalf("the image's command exited before listening: %v\n%s", err, log.String())
	case <-time.After(60 * time.Second):
		t.Fatal("the image's command did not listen within 60 s")
	}

	for _, probe := range []string{"/healthz", "/readyz"} {
		if code := waitFor200(t, "http://"+addr+probe); code != http.StatusOK {
			t.Fatalf("%s answers %d", probe, code)
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c := mcp.NewClient(&mcp.Implementation{Name: "image-test", Version: "1"}, nil)
	if _, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + addr, MaxRetries: -1}, nil); err == nil || !strings.Contains(err.Error(), "Unauthorized") {
		t.Errorf("a client without the token connected: %v", err)
	}
	cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + addr, HTTPClient: &http.Client{Transport: bearer(token)}, MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	run := func(code string, resume map[string]any) map[string]any {
		t.Helper()
		a := map[string]any{"code": code, "description": "image test"}
		if resume != nil {
			a["resume"] = resume
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: a})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res.StructuredContent)
		var m map[string]any
		json.Unmarshal(b, &m)
		if res.IsError {
			t.Fatalf("run failed: %s", b)
		}
		return m
	}
	if m := run(`const r = await tools.read({path: "notes.txt"}); return r.totalLines`, nil); fmt.Sprint(m["value"]) != "3" {
		t.Errorf("the workspace read answered %v, want 3 lines", m)
	}
	write := `const r = await tools.write({path: "out.txt", content: "image"}); return r.bytes`
	m := run(write, nil)
	if m["status"] != "suspended" {
		t.Fatalf("a gated write did not suspend: %v", m)
	}
	// The model's own decision is no approval (AP-2): a person decides,
	// here at the terminal on the image's state store, as an operator would
	// with `codemode approvals` (the page and the webhook are the others).
	ap, _ := m["approval"].(map[string]any)
	id, _ := ap["id"].(string)
	if id == "" {
		t.Fatalf("the suspension names no approval: %v", m)
	}
	if m2 := run(write, map[string]any{"token": m["resume"], "decision": "approve"}); m2["status"] != "suspended" || fmt.Sprint(m2["value"]) == "5" {
		t.Fatalf("the model's own decision ran the write: %v", m2)
	}
	stateDir := filepath.Join(root, "home/nonroot/.local/state/codemode")
	if out, err := exec.Command(bin, "approvals", "approve", id, "--state", stateDir).CombinedOutput(); err != nil {
		t.Fatalf("codemode approvals approve: %v\n%s", err, out)
	}
	if m = run(write, map[string]any{"token": m["resume"]}); fmt.Sprint(m["value"]) != "5" {
		t.Fatalf("the approved write answered %v, want 5 bytes", m)
	}
	if _, err := os.Stat(filepath.Join(root, "home/nonroot/.local/state/codemode")); err != nil {
		t.Errorf("the default state store is not under the nonroot home: %v", err)
	}
	fi, err := os.Stat(filepath.Join(root, "work/out.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if uid := fi.Sys().(*syscall.Stat_t).Uid; uid != 65532 {
		t.Errorf("the written file belongs to uid %d, want the image's 65532", uid)
	}

	// SIGTERM goes to the image's PID 1, as `docker stop` sends it: unshare
	// (util-linux 2.38) does not forward signals to the child it forked.
	if err := syscall.Kill(forkedChild(t, cmd.Process.Pid), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("after SIGTERM: %v\n%s", err, log.String())
		}
	case <-time.After(45 * time.Second):
		t.Fatalf("no exit within 45 s of SIGTERM\n%s", log.String())
	}
}

// waitFor200 polls url for up to 30 s and returns the last status.
func waitFor200(t *testing.T, url string) int {
	t.Helper()
	code := 0
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		res, err := http.Get(url)
		if err != nil {
			continue
		}
		res.Body.Close()
		if code = res.StatusCode; code == http.StatusOK {
			break
		}
	}
	return code
}

// forkedChild returns the one child process of pid.
func forkedChild(t *testing.T, pid int) int {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		t.Fatal(err)
	}
	var child int
	if _, err := fmt.Sscan(string(b), &child); err != nil {
		t.Fatalf("process %d has no child: %q", pid, b)
	}
	return child
}

// bearer sends its token with every request.
type bearer string

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(b))
	return http.DefaultTransport.RoundTrip(r)
}
