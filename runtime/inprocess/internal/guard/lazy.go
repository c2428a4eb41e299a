package guard

// lazyGroup is guards installed at the first lookup of any of names.
type lazyGroup struct {
	names   []string
	install func()
}

// OnGlobal installs the lazy guard group of name. The whole group leaves
// the map before it installs, so the lookups the installation itself
// makes (of the group's other names) do not install it again.
func (g *Guards) OnGlobal(name string) {
	grp, ok := g.lazy[name]
	if !ok {
		return
	}
	for _, n := range grp.names {
		delete(g.lazy, n)
	}
	grp.install()
}

// lazily registers install for the first lookup of any of names.
func (g *Guards) lazily(install func(), names ...string) {
	grp := &lazyGroup{names: names, install: install}
	for _, n := range names {
		g.lazy[n] = grp
	}
}
