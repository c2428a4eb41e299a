package mcpserver

import (
	"strings"
	"testing"
)

func TestDeclarationFile(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, sdk   string
		want, avoid []string
	}{
		{name: "one block", sdk: "## SDK\n\ntext\n\n```ts\ndeclare const tools: {};\n```\n",
			want: []string{"declare const console: {", "declare const tools: {};\n"}, avoid: []string{"```", "## SDK"}},
		{name: "blocks in order (a codemode namespace in its own block)", sdk: "```ts\ndeclare const tools: {};\n```\n\nmore\n\n```ts\ndeclare namespace codemode { function search(q: string): Promise<unknown>; }\n```",
			want: []string{"declare const tools: {};\n\ndeclare namespace codemode"}},
		{name: "console declared by the SDK", sdk: "```ts\ndeclare const console: { log(...a: unknown[]): void };\n```",
			avoid: []string{"info(...data"}},
		{name: "no block", sdk: "nothing", want: []string{"declare const console"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := DeclarationFile(tt.sdk)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("lacks %q:\n%s", w, got)
				}
			}
			for _, a := range tt.avoid {
				if strings.Contains(got, a) {
					t.Errorf("has %q:\n%s", a, got)
				}
			}
		})
	}
}
