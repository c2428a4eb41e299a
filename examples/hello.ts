// A first Code Mode program. Run it with:
//   go run ./cmd/codemode run examples/hello.ts
// It calls the built-in workspace tools (rooted at the current directory)
// from TypeScript, the way a model would, and returns a summary.
const { entries } = await tools.list({});
const goFiles = await tools.glob({ pattern: "**/*.go" });
const readme = await tools.read({ path: "README.md", limit: 1 });

console.log(`${entries.length} entries at the root, ${goFiles.paths.length} Go files`);
return {
  title: readme.content.trim(),
  dirs: entries.filter((e) => e.type === "dir").map((e) => e.name),
  readmeLines: readme.totalLines,
};
