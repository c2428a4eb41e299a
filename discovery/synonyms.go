package discovery

import "strings"

// synonymGroups are words and phrases that name one intent or thing in
// the vocabulary of tool catalogs. A query word or phrase in a group also
// searches for the group's other members, at expansionWeight.
//
// The groups are curated, not learned, and kept general on purpose: each
// is a set of everyday words for an action or object that MCP servers
// name differently (GitHub "issue", Jira "ticket"; Playwright
// "navigate", a user "go to"; the memory server's "entities" and
// "observations", a user "remember"). A group must hold for any catalog,
// not for one query: add one only for a pair of phrasings that real
// servers and real requests both use.
var synonymGroups = [][]string{
	// memory servers keep a knowledge graph of entities and observations
	{"remember", "memorize", "keep in mind", "for later", "note down", "knowledge", "observation", "entity", "fact", "forget"},
	{"recall", "what do you remember", "what do you know", "knowledge", "search", "read"},
	{"create", "make", "new", "add", "file a", "open a new", "open a", "open an"},
	{"delete", "remove", "drop", "destroy", "erase", "get rid of", "kill", "forget"},
	{"list", "enumerate", "show all", "all"},
	{"get", "fetch", "retrieve", "read", "show", "view", "look at", "display", "inspect", "details"},
	{"search", "find", "lookup", "look up", "look for", "query", "locate", "where"},
	{"update", "edit", "modify", "change", "patch", "rename", "alter", "upgrade"},
	{"move", "rename", "relocate"},
	{"undo", "revert", "reset", "roll back", "rollback"},
	{"checkout", "switch to", "check out"},
	{"directory", "folder", "dir"},
	{"image", "picture", "photo", "png", "jpeg", "jpg", "media"},
	{"geocode", "coordinates", "latitude", "longitude", "lat", "lng"},
	{"elevation", "altitude", "sea level", "height above"},
	{"relation", "relationship", "link between", "works with", "connection between"},
	{"issue", "ticket", "bug", "task", "work item"},
	{"pull request", "pr", "merge request", "mr"},
	{"repository", "repo"},
	{"file", "readme", "dockerfile", "makefile"},
	{"authenticated", "logged in", "signed in", "current user", "whoami"},
	{"code", "codebase", "source"},
	{"screenshot", "capture", "picture", "image of", "see", "snapshot"},
	{"navigate", "visit", "go to", "browse", "open url", "website", "web page", "url"},
	{"click", "tap"},
	{"fill", "type", "enter text", "input"},
	// what a program printed is how a failure is diagnosed
	{"log", "output", "stdout", "print", "crash", "fail"},
	{"ci", "build", "pipeline", "job", "workflow"},
	{"exec", "execute", "run command", "shell", "command"},
	{"message", "send", "post", "chat", "dm", "notify", "tell"},
	{"comment", "reply", "respond"},
	{"review", "approve"},
	{"user", "person", "people", "account", "profile", "member", "who"},
	{"close", "resolve", "finish", "mark done"},
	{"status", "state", "transition", "move"},
	{"release", "version", "ship"},
	{"latest", "last", "newest", "most recent"},
	{"star", "favorite", "bookmark"},
	{"secret", "credential", "password", "token"},
	{"wait", "pause", "sleep"},
	{"evaluate", "javascript", "js", "script"},
	{"helm", "chart"},
	{"pod", "container"},
	{"scale", "replica", "autoscale"},
	{"usage", "consumption", "top", "metrics"},
	// Kubernetes servers are generic over kinds: a kind is a resource
	{"resource", "ingress", "configmap", "statefulset", "daemonset", "cronjob", "deployment", "replicaset", "service", "persistentvolumeclaim", "pvc"},
}

// aliases are other names of products that servers are named after; a
// query word that is an alias counts as the product's name itself.
var aliases = map[string]string{
	"k8s": "kubernetes", "kube": "kubernetes", "kubectl": "kubernetes",
	"gh": "github",
	"pw": "playwright",
}

// expansionWeight is the query weight of a term that only a synonym
// brought in (a word of the query itself weighs 1).
const expansionWeight = 0.4

// synonymIndex maps the first stemmed term of each group member to the
// members starting with it (as term sequences) and their group.
type synonymIndex map[string][]synonymEntry

type synonymEntry struct {
	seq   []string // stemmed terms of the member phrase
	group int
}

// groupTerms[g] is the set of stemmed terms group g expands to: its
// one-word members and the words of its head.
var synonyms, groupTerms = buildSynonyms(synonymGroups)

func buildSynonyms(groups [][]string) (synonymIndex, [][]string) {
	idx := synonymIndex{}
	gt := make([][]string, len(groups))
	for g, members := range groups {
		seen := map[string]bool{}
		for _, m := range members {
			seq := phraseTerms(m)
			if len(seq) == 0 {
				continue
			}
			idx[seq[0]] = append(idx[seq[0]], synonymEntry{seq: seq, group: g})
			// A phrase only triggers its group ("file a" bug means create,
			// but "file" alone does not), except the group's head, whose
			// words are what catalogs say ("pull request").
			if len(seq) > 1 && m != members[0] {
				continue
			}
			for _, t := range seq {
				if !seen[t] {
					seen[t] = true
					gt[g] = append(gt[g], t)
				}
			}
		}
	}
	return idx, gt
}

// phraseTerms is terms without stop-word removal: phrases such as "go to"
// and "file a" need their small words to match.
func phraseTerms(s string) []string {
	ws := words(s)
	for i, w := range ws {
		ws[i] = stem(w)
	}
	return ws
}

// queryTerms returns the weighted terms of a query: its own terms at
// weight 1 (product aliases replaced by the product's name; two adjacent
// words also as one, when vocab holds that compound: "work log" finds
// "worklog"), and the members of every synonym group a word or phrase of
// it belongs to at expansionWeight (never lowering a term's weight). A
// URL or host name in the query adds "url".
func queryTerms(q string, vocab map[string][]posting) map[string]float64 {
	out := map[string]float64{}
	ws := words(q)
	for i, w := range ws {
		if a, ok := aliases[w]; ok {
			ws[i] = a
		}
	}
	raw := make([]string, len(ws))
	for i, w := range ws {
		raw[i] = stem(w)
		if !stopWords[w] {
			out[raw[i]] = 1
			if isNumber(w) { // "PR 42", "10 Downing Street": an argument, not a word of the tool
				out[raw[i]] = numberWeight
			} else if actionVerbs[raw[i]] {
				out[raw[i]] = verbWeight
			}
		}
		if i > 0 && vocab != nil {
			if c := stem(ws[i-1] + w); vocab[c] != nil {
				out[c] = 1
			}
		}
	}
	// An agent noun and its verb: "reviewers" finds "review" and back.
	if vocab != nil {
		for t, w := range out {
			if w < 1 {
				continue
			}
			for _, v := range []string{strings.TrimSuffix(t, "er"), t + "er"} {
				if v != t && vocab[v] != nil && out[v] < expansionWeight {
					out[v] = expansionWeight
				}
			}
		}
	}
	for _, f := range strings.Fields(q) {
		if looksLikeURL(f) {
			raw = append(raw, "url")
		}
	}
	for i := range raw {
		for _, e := range synonyms[raw[i]] {
			if !hasPrefixSeq(raw[i:], e.seq) {
				continue
			}
			for _, t := range groupTerms[e.group] {
				if stopWords[t] {
					continue
				}
				if out[t] < expansionWeight {
					out[t] = expansionWeight
				}
			}
		}
	}
	return out
}

// verbWeight is the query weight of a generic action verb ("show", "get",
// "list", "create"…): in a large catalog the object of a request says
// which tool family it wants, the verb only which member, and a tool
// named for a bare verb (git's "show") must not win on the verb alone.
const verbWeight = 0.6

// actionVerbs are the stemmed one-word members of the synonym groups of
// generic actions.
var actionVerbs = func() map[string]bool {
	out := map[string]bool{}
	for _, g := range synonymGroups {
		switch g[0] {
		case "create", "delete", "list", "get", "search", "update":
			for _, m := range g {
				if ts := phraseTerms(m); len(ts) == 1 {
					out[ts[0]] = true
				}
			}
		}
	}
	return out
}()

// numberWeight is the query weight of a word of digits alone.
const numberWeight = 0.1

// isNumber reports whether w is all digits.
func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

// looksLikeURL reports whether a query word is a URL or a host name
// ("https://x.dev/a", "example.com").
func looksLikeURL(f string) bool {
	f = strings.Trim(f, "\"'`()<>,;")
	if strings.HasPrefix(f, "http://") || strings.HasPrefix(f, "https://") {
		return true
	}
	host, _, _ := strings.Cut(f, "/")
	dot := strings.LastIndexByte(host, '.')
	if dot <= 0 || dot == len(host)-1 {
		return false
	}
	tld := host[dot+1:]
	if len(tld) < 2 || len(tld) > 6 {
		return false
	}
	for _, r := range tld {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	for _, r := range host[:dot] {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '.') {
			return false
		}
	}
	return true
}

func hasPrefixSeq(s, prefix []string) bool {
	if len(prefix) > len(s) {
		return false
	}
	for i := range prefix {
		if s[i] != prefix[i] {
			return false
		}
	}
	return true
}

// normalizeServer is the form server names are compared in.
func normalizeServer(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
