package langlib_test

import (
	"testing"
)

// TestURLAgainstNode20: URL setters and URLSearchParams, each expression's
// JSON.stringify compared with what Node v20.20.2 printed for it (a thrown
// error as "throws NAME").
func TestURLAgainstNode20(t *testing.T) {
	tests := []struct{ expr, want string }{
		{`(() => { const u = new URL("https://a.com/p?x=1#h"); u.protocol = "http"; return u.href; })()`, `"http://a.com/p?x=1#h"`},
		{`(() => { const u = new URL("https://a.com/p"); u.protocol = "foo"; return u.href; })()`, `"https://a.com/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.username = "us er@"; u.password = "p:w"; return u.href; })()`, `"https://us%20er%40:p%3Aw@a.com/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.host = "b.org:8080"; return u.href; })()`, `"https://b.org:8080/p"`},
		{`(() => { const u = new URL("https://a.com:99/p"); u.hostname = "B.ORG"; return u.href; })()`, `"https://b.org:99/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.port = "443"; return u.href; })()`, `"https://a.com/p"`},
		{`(() => { const u = new URL("https://a.com:1/p"); u.port = ""; return u.href; })()`, `"https://a.com/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.port = "12ab"; return u.href; })()`, `"https://a.com:12/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.port = "99999"; return u.href; })()`, `"https://a.com/p"`},
		{`(() => { const u = new URL("https://a.com/p"); u.pathname = "a/../b c?#"; return u.href; })()`, `"https://a.com/b%20c%3F%23"`},
		{`(() => { const u = new URL("https://a.com/p?a=1"); u.search = ""; return [u.href, u.searchParams.size]; })()`, `["https://a.com/p",0]`},
		{`(() => { const u = new URL("https://a.com/p?a=1"); u.search = "?"; return [u.href, u.search]; })()`, `["https://a.com/p?",""]`},
		{`(() => { const u = new URL("https://a.com/p"); u.search = "a b=é&c'"; return [u.href, u.searchParams.get("a b")]; })()`, `["https://a.com/p?a%20b=%C3%A9&c%27","é"]`},
		{`(() => { const u = new URL("https://a.com/p#x"); u.hash = ""; return u.href; })()`, `"https://a.com/p"`},
		{"(() => { const u = new URL(\"https://a.com/p\"); u.hash = \"#a b`\"; return u.href; })()", `"https://a.com/p#a%20b%60"`},
		{`(() => { const u = new URL("mailto:x@y"); u.pathname = "z"; u.host = "h"; return u.href; })()`, `"mailto:x@y"`},
		{`(() => { const u = new URL("data:text/plain,a  ?q"); u.search = ""; return JSON.stringify(u.href); })()`, `"\"data:text/plain,a\""`},
		{`(() => { const u = new URL("data:text/plain,a  ?q"); u.searchParams.delete("q"); return JSON.stringify(u.href); })()`, `"\"data:text/plain,a\""`},
		{`(() => { const u = new URL("file:///c:/x"); u.host = "h"; return u.href; })()`, `"file://h/c:/x"`},
		{`(() => { const u = new URL("https://a.com/"); u.hostname = "[::1]"; return u.host; })()`, `"[::1]"`},
		{`(() => { const u = new URL("https://a.com/"); u.host = ""; return u.href; })()`, `"https://a.com/"`},
		{`(() => { const p = new URLSearchParams("a=1&b=2&a=3"); p.set("a", "x"); return p.toString(); })()`, `"a=x&b=2"`},
		{`(() => { const p = new URLSearchParams("a=1&b=2&a=3"); p.delete("a", "3"); return p.toString(); })()`, `"a=1&b=2"`},
		{`(() => { const p = new URLSearchParams("a=1&b=2&a=3"); return [p.has("a", "3"), p.has("a", "4"), p.has("b")]; })()`, `[true,false,true]`},
		{`(() => { const p = new URLSearchParams("z=1&\u{1F600}=2&\uFF5E=3&a=4&z=0"); p.sort(); return [...p.keys()].join(","); })()`, `"a,z,z,😀,～"`},
		{`(() => { const p = new URLSearchParams("a=%2B+b&%zz=%e2%82&c=%E2%82%AC%FF"); return JSON.stringify([...p]); })()`, `"[[\"a\",\"+ b\"],[\"%zz\",\"�\"],[\"c\",\"€�\"]]"`},
		{`(() => { const p = new URLSearchParams("a=1&b=2"); const out = []; for (const [k] of p) { out.push(k); if (k === "a") p.append("c", "3"); } return out.join(); })()`, `"a,b,c"`},
		{`(() => { const p = new URLSearchParams("a=1&b=2"); const out = []; p.forEach((v, k, o) => out.push(k + v + (o === p))); return out.join(); })()`, `"a1true,b2true"`},
		{`(() => { const p = new URLSearchParams([["a", 1], ["b", null]]); return p.toString(); })()`, `"a=1&b=null"`},
		{`(() => { const p = new URLSearchParams({ a: undefined, "é é": "~" }); return p.toString(); })()`, `"a=undefined&%C3%A9+%C3%A9=%7E"`},
		{`(() => { const p = new URLSearchParams("a"); return [p.get("a"), p.get("b"), p.getAll("a"), p.size]; })()`, `["",null,[""],1]`},
		{`(() => { const p = new URLSearchParams("&&a==b&&"); return JSON.stringify([...p]); })()`, `"[[\"a\",\"=b\"]]"`},
		{`new URLSearchParams("x=\ud800").toString()`, `"x=%EF%BF%BD"`},
		{`new URL("blob:https://a.com:8/x").origin`, `"https://a.com:8"`},
		{`new URL("blob:ftp://a.com/x").origin`, `"null"`},
		{`(() => { const u = new URL("https://a.com/?a=1"); const p = u.searchParams; u.href = "https://b.com/?z=9"; return [p.get("z"), p.get("a"), u.searchParams === p]; })()`, `["9",null,true]`},
		{`(() => { try { URLSearchParams.prototype.get.call({}, "a"); } catch (e) { return e.name; } })()`, `"TypeError"`},
		{`(() => { const u = new URL("https://a.com/"); u.searchParams.append("a", "b c"); u.searchParams.sort(); return u.search; })()`, `"?a=b+c"`},
	}
	for _, tc := range tests {
		l := newVM(t, true)
		if err := l.vm.Set("__src", tc.expr); err != nil {
			t.Fatal(err)
		}
		v, err := l.vm.RunString(`(() => { try { return JSON.stringify((0, eval)(__src)); } catch (e) { return "throws " + e.name; } })()`)
		if err != nil {
			t.Errorf("%s: %v", tc.expr, err)
			continue
		}
		if got := v.String(); got != tc.want {
			t.Errorf("%s\n got %s\nwant %s", tc.expr, got, tc.want)
		}
	}
}
