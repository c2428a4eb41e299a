package workspace

// Model-facing descriptions (the tool list and the SDK doc comments).
const (
	descRead  = "Read a text file in the workspace. Returns the selected lines exactly as stored (no line numbers), the file's total line count, and whether lines were left out. Use offset (1-based) and limit to page through large files."
	descWrite = "Create or overwrite a file in the workspace with the given content. Missing parent directories are created. Returns whether the file was created and the bytes written."
	descEdit  = "Replace exact text in an existing workspace file. oldText must occur exactly once unless replaceAll is true. Returns the number of replacements."
	descList  = "List a workspace directory (default: the root). Entries are sorted by name, each with type file, dir or symlink and a size in bytes."
	descGlob  = "Find workspace files whose root-relative path matches a glob pattern. ** matches zero or more directories, so **/*.go finds Go files at every depth including the root. Returns sorted paths."
	descGrep  = "Search workspace files for lines matching an RE2 regular expression, optionally under path and restricted to files matching a glob. Returns matches in path order, then line order."
)

// Per-tool guidance: the text of each "tool:<name>" prompt section.
const (
	guideRead = `## read
Call the read tool directly to look at a file before changing it. Pass a path relative to the workspace root. The content comes back exactly as stored, without line numbers; totalLines tells you how long the file is. For large files read a window with offset (1-based line) and limit, and continue while truncated is true. Binary files are refused.`
	guideWrite = `## write
Call the write tool directly to create a new file or replace a file completely; parent directories are created for you. Prefer edit for changing part of an existing file, since write replaces everything.`
	guideEdit = `## edit
Call the edit tool directly to change part of a file: read it first, then pass oldText copied exactly (whitespace and line endings included) and its newText. oldText must be unique in the file; add surrounding lines to make it unique, or set replaceAll to change every occurrence. The call fails, changing nothing, when oldText is missing or ambiguous.`
	guideList = `## list
Call the list tool directly to see what a directory holds (the workspace root when path is omitted). Symlinks are shown as symlinks; use glob to find files by name across many directories.`
	guideGlob = `## glob
Call the glob tool directly to find files by path pattern, relative to the workspace root: * and ? match within one path segment, {a,b} gives alternatives, and ** matches any number of directories (**/*.ts matches index.ts and src/a/b.ts). Only files are returned, sorted.`
	guideGrep = `## grep
Call the grep tool directly to find where text occurs: pattern is an RE2 regular expression matched against each line. Narrow the search with path (a file or directory) and glob (a root-relative pattern such as **/*.go; *.go alone matches only the root's files). Binary and very large files are skipped; truncated means there were more matches than shown.`
)
