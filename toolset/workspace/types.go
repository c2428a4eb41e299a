package workspace

// ReadInput is the argument of the read tool.
type ReadInput struct {
	Path   string `json:"path" jsonschema:"file to read, relative to the workspace root or absolute inside it"`
	Offset int    `json:"offset,omitempty" jsonschema:"1-based line to start at (default 1)"`
	Limit  int    `json:"limit,omitempty" jsonschema:"maximum number of lines to return (default: all)"`
}

// ReadOutput is the result of the read tool.
type ReadOutput struct {
	Path       string `json:"path" jsonschema:"the file, relative to the workspace root with / separators"`
	Content    string `json:"content" jsonschema:"the selected lines exactly as in the file, line endings included, without line-number prefixes"`
	TotalLines int    `json:"totalLines" jsonschema:"number of lines in the whole file (a final newline does not start another line)"`
	Truncated  bool   `json:"truncated" jsonschema:"true when limit or the size cap left lines of the file out"`
}

// WriteInput is the argument of the write tool.
type WriteInput struct {
	Path    string `json:"path" jsonschema:"file to create or overwrite; missing parent directories are created"`
	Content string `json:"content" jsonschema:"the complete new content of the file"`
}

// WriteOutput is the result of the write tool.
type WriteOutput struct {
	Path    string `json:"path" jsonschema:"the file, relative to the workspace root with / separators"`
	Created bool   `json:"created" jsonschema:"true when the file did not exist before"`
	Bytes   int    `json:"bytes" jsonschema:"number of bytes written"`
}

// EditInput is the argument of the edit tool.
type EditInput struct {
	Path       string `json:"path" jsonschema:"existing file to edit"`
	OldText    string `json:"oldText" jsonschema:"exact text to replace; must occur exactly once unless replaceAll is set"`
	NewText    string `json:"newText" jsonschema:"replacement text"`
	ReplaceAll bool   `json:"replaceAll,omitempty" jsonschema:"replace every occurrence of oldText (default false)"`
}

// EditOutput is the result of the edit tool.
type EditOutput struct {
	Path         string `json:"path" jsonschema:"the file, relative to the workspace root with / separators"`
	Replacements int    `json:"replacements" jsonschema:"number of occurrences replaced"`
}

// ListInput is the argument of the list tool.
type ListInput struct {
	Path string `json:"path,omitempty" jsonschema:"directory to list (default: the workspace root)"`
}

// ListOutput is the result of the list tool.
type ListOutput struct {
	Path    string  `json:"path" jsonschema:"the directory, relative to the workspace root (. for the root)"`
	Entries []Entry `json:"entries" jsonschema:"the directory's entries sorted by name"`
}

// Entry is one directory entry in a [ListOutput].
type Entry struct {
	Name string `json:"name" jsonschema:"entry name"`
	Type string `json:"type" jsonschema:"file, dir or symlink (a symlink is reported as itself, not its target)"`
	Size int64  `json:"size" jsonschema:"size in bytes: file length, the symlink's own size (its target's length), 0 for directories"`
}

// Entry types.
const (
	TypeFile    = "file"
	TypeDir     = "dir"
	TypeSymlink = "symlink"
)

// GlobInput is the argument of the glob tool.
type GlobInput struct {
	Pattern string `json:"pattern" jsonschema:"pattern matched against root-relative paths: * and ? within a segment, [a-z] classes, {a,b} alternatives, ** for zero or more directories (**/*.go matches main.go and a/b/c.go)"`
}

// GlobOutput is the result of the glob tool.
type GlobOutput struct {
	Paths     []string `json:"paths" jsonschema:"matching files, relative to the workspace root with / separators, sorted"`
	Truncated bool     `json:"truncated,omitempty" jsonschema:"true when the result or walk cap stopped the search early"`
}

// GrepInput is the argument of the grep tool.
type GrepInput struct {
	Pattern string `json:"pattern" jsonschema:"RE2 regular expression matched against each line (without its line ending)"`
	Path    string `json:"path,omitempty" jsonschema:"file or directory to search (default: the workspace root)"`
	Glob    string `json:"glob,omitempty" jsonschema:"only search files whose root-relative path matches this glob pattern (same syntax as the glob tool, e.g. **/*.go)"`
}

// GrepOutput is the result of the grep tool.
type GrepOutput struct {
	Matches   []Match `json:"matches" jsonschema:"matching lines in path order, then line order"`
	Truncated bool    `json:"truncated,omitempty" jsonschema:"true when the match or walk cap stopped the search early"`
}

// Match is one matching line in a [GrepOutput].
type Match struct {
	Path string `json:"path" jsonschema:"file, relative to the workspace root with / separators"`
	Line int    `json:"line" jsonschema:"1-based line number"`
	Text string `json:"text" jsonschema:"the line without its line ending (long lines are cut)"`
}
