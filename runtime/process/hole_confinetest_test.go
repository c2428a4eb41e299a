//go:build confinetest && linux

package process

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"testing"
)

// TestHoleDenied binds a deliberate hole into the worker (hole.open,
// hole.dial, hole.exec: os.Open, net.Dial and os/exec run as Go code in
// the worker, as after an escape from the engine) and shows each attempt
// denied by the kernel in a confined worker, and the same attempts
// succeeding in an unconfined one, so the test fails if confinement
// stops working. Run with: go test -tags confinetest ./runtime/process.
func TestHoleDenied(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	attempts := []struct{ name, call string }{
		{"open a host file", `hole.open("/etc/passwd")`},
		{"open the worker's binary", `hole.open("/proc/self/exe")`},
		{"dial the host", `hole.dial("` + ln.Addr().String() + `")`},
		{"exec a program", `hole.exec("/bin/true")`},
	}
	program := "return ["
	for i, a := range attempts {
		if i > 0 {
			program += ", "
		}
		program += "await " + a.call
	}
	program += "]"
	outcomes := func(t *testing.T, p *Options) []string {
		rt := newRT(t, nil, p)
		res := run(t, rt, context.Background(), program, nil)
		if res.Error != nil {
			t.Fatalf("run: %v", res.Error)
		}
		var got []string
		if err := json.Unmarshal(res.Value, &got); err != nil || len(got) != len(attempts) {
			t.Fatalf("value %s: %v", res.Value, err)
		}
		return got
	}

	t.Run("unconfined", func(t *testing.T) {
		for i, got := range outcomes(t, &Options{Workers: 1, Unconfined: true}) {
			if got != "ok" {
				t.Errorf("%s without confinement: %s, want ok (the hole must work for the test to mean anything)", attempts[i].name, got)
			}
		}
	})
	t.Run("confined", func(t *testing.T) {
		rt := newRT(t, nil, &Options{Workers: 1})
		c := confinementOf(t, rt)
		active := map[string]bool{}
		for _, l := range c.Layers {
			active[l.Name] = l.Active
		}
		if !active[LayerSeccomp] && !active[LayerLandlock] {
			t.Skipf("neither seccomp nor Landlock in force on this kernel:\n%s", c)
		}
		for i, got := range outcomes(t, &Options{Workers: 1}) {
			t.Logf("%s: %s", attempts[i].name, got)
			if got == "ok" {
				t.Errorf("%s succeeded in a confined worker", attempts[i].name)
				continue
			}
			// The kernel's refusal, not some other failure.
			if !strings.Contains(got, "operation not permitted") && !strings.Contains(got, "permission denied") && !strings.Contains(got, "network is unreachable") {
				t.Errorf("%s failed with %q, not a kernel denial", attempts[i].name, got)
			}
		}
	})
}

// TestHoleDeniedByEachLayer: each layer denies on its own, with the other
// layers left out (envSkipLayers), so that no layer is a bystander of
// another: seccomp refuses the system calls (EPERM), Landlock the paths,
// TCP and exec (EACCES), and the network namespace the route to the
// host (ENETUNREACH). A layer the kernel lacks is skipped with its
// reason.
func TestHoleDeniedByEachLayer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	cases := []struct {
		only   string // the one layer kept of landlock, seccomp, namespaces
		call   string
		want   string
		minABI int // Landlock ABI the denial needs
	}{
		{only: LayerSeccomp, call: `hole.open("/etc/passwd")`, want: "operation not permitted"},
		{only: LayerSeccomp, call: `hole.dial("` + addr + `")`, want: "operation not permitted"},
		{only: LayerSeccomp, call: `hole.exec("/bin/true")`, want: "operation not permitted"},
		{only: LayerLandlock, call: `hole.open("/etc/passwd")`, want: "permission denied", minABI: 1},
		{only: LayerLandlock, call: `hole.exec("/bin/true")`, want: "permission denied", minABI: 1},
		{only: LayerLandlock, call: `hole.dial("` + addr + `")`, want: "permission denied", minABI: 4},
		{only: LayerNamespaces, call: `hole.dial("` + addr + `")`, want: "network is unreachable"},
	}
	for _, c := range cases {
		t.Run(c.only+"/"+c.call, func(t *testing.T) {
			var skip []string
			for _, l := range []string{LayerLandlock, LayerSeccomp, LayerNamespaces} {
				if l != c.only {
					skip = append(skip, l)
				}
			}
			t.Setenv(envSkipLayers, strings.Join(skip, ","))
			rt := newRT(t, nil, &Options{Workers: 1})
			conf := confinementOf(t, rt)
			for _, l := range conf.Layers {
				if l.Name != c.only {
					continue
				}
				if !l.Active {
					t.Skipf("%s not in force on this kernel: %s", l.Name, l.Detail)
				}
				var abi int
				if c.minABI > 0 && (fmtSscanABI(l.Detail, &abi) != nil || abi < c.minABI) {
					t.Skipf("Landlock %q: this denial needs ABI %d", l.Detail, c.minABI)
				}
			}
			res := run(t, rt, context.Background(), "return await "+c.call, nil)
			var got string
			if res.Error != nil || json.Unmarshal(res.Value, &got) != nil {
				t.Fatalf("run: %s %v", res.Value, res.Error)
			}
			if !strings.Contains(got, c.want) {
				t.Fatalf("with only %s: %s, want a denial containing %q", c.only, got, c.want)
			}
		})
	}
}

// fmtSscanABI reads the ABI version from a Landlock layer's detail
// ("ABI 7: …").
func fmtSscanABI(detail string, abi *int) error {
	_, err := fmt.Sscanf(detail, "ABI %d:", abi)
	return err
}
