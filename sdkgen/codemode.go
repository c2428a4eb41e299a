package sdkgen

// CodemodeDeclarations returns the declarations of the codemode
// namespace's members (DESIGN §9), in order, as every SDK text declares
// them: the object programs get beside tools. The runcode package binds
// each to its host function.
func CodemodeDeclarations() []Member {
	return []Member{
		{
			Name:      "search",
			Signature: "(query: string, options?: { limit?: number; server?: string }): Promise<Array<{ name: string; server: string; description: string; signature: string }>>",
			Doc:       "Find tools by what you want done, best match first (default 5, at most 50); `name` is the key for `tools[name]`, `server` filters by server.",
		},
		{
			Name:      "describe",
			Signature: "(name: string | string[]): Promise<string>",
			Doc:       "The full TypeScript declarations (arguments and typed result) of the named tools (at most 50 at once).",
		},
		{
			Name:      "result",
			Signature: "(id: string, options?: { path?: string; logs?: boolean }): Promise<JsonValue>",
			Doc:       "A value kept behind a result handle (\"codemode://results/<id>\" or the id) of an earlier run: the whole value, the part at path (\"items[3].name\"), or the full console logs with logs: true. An output over the budget comes back as a preview with such a handle.",
		},
	}
}
