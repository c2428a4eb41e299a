package tests

import (
	"bufio"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestCLIRunApprovalWait: `codemode run --gate --approval-wait` serves the
// approval page on 127.0.0.1, prints its link and waits; the person
// approves on the page, and the same process writes the file and exits 0.
func TestCLIRunApprovalWait(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	prog := writeProgram(t, root, "p.ts", `await tools.write({ path: "out.txt", content: "approved" }); return "done"`)
	cmd := exec.Command(codemodeBin, "run", "--root", root, "--gate", "--approval-wait", "10m", "--json", prog)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stdout strings.Builder
	cmd.Stdout = &stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	link := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+/approvals/[0-9a-f]{32})`)
	sc := bufio.NewScanner(stderr)
	var page string
	for page == "" && sc.Scan() {
		if m := link.FindStringSubmatch(sc.Text()); m != nil {
			page = m[1]
		}
	}
	if page == "" {
		t.Fatal("run printed no approval link")
	}
	go io.Copy(io.Discard, stderr)
	if _, err := os.Stat(root + "/out.txt"); !os.IsNotExist(err) {
		t.Fatal("the write ran before approval")
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	form := url.Values{"decision": {"approve"}, "scope": {"call"}}
	for _, name := range []string{"csrf", "bind"} {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindSubmatch(body)
		if m == nil {
			t.Fatalf("the page has no %s field:\n%s", name, body)
		}
		form.Set(name, string(m[1]))
	}
	u, _ := url.Parse(page)
	req, _ := http.NewRequest(http.MethodPost, page, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", u.Scheme+"://"+u.Host)
	if res, err = c.Do(req); err != nil || res.StatusCode != http.StatusSeeOther {
		t.Fatalf("approving: %v %v", res, err)
	}
	res.Body.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("run after approval: %v\n%s", err, stdout.String())
	}
	if b, err := os.ReadFile(root + "/out.txt"); err != nil || string(b) != "approved" || !strings.Contains(stdout.String(), `"value":"done"`) {
		t.Fatalf("file %q (%v), stdout %s", b, err, stdout.String())
	}
}
