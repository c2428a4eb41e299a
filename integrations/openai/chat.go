package openai

import (
	"context"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/shared"
)

// ChatTools returns the registry's offer for the scope as Chat Completions
// function tools, in the registry's order (by name). Under
// registry.ModeCode that is only run_code, whose description carries the
// TypeScript SDK.
func (a *Adapter) ChatTools() ([]sdk.ChatCompletionToolUnionParam, error) {
	fns, err := a.functions()
	if err != nil {
		return nil, err
	}
	out := make([]sdk.ChatCompletionToolUnionParam, len(fns))
	for i, f := range fns {
		def := shared.FunctionDefinitionParam{Name: f.name, Parameters: f.parameters}
		if f.description != "" {
			def.Description = sdk.String(f.description)
		}
		out[i] = sdk.ChatCompletionFunctionTool(def)
	}
	return out, nil
}

// PrepareChat sets params.Tools, puts the instructions first in
// params.Messages as a system message, and sets params.PromptCacheKey
// unless Options.NoCacheKey or it is already set.
func (a *Adapter) PrepareChat(params *sdk.ChatCompletionNewParams) error {
	tools, err := a.ChatTools()
	if err != nil {
		return err
	}
	text, err := a.Instructions()
	if err != nil {
		return err
	}
	params.Tools = tools
	if text != "" {
		params.Messages = append([]sdk.ChatCompletionMessageParamUnion{sdk.SystemMessage(text)}, params.Messages...)
	}
	if !a.opts.NoCacheKey && !params.PromptCacheKey.Valid() {
		key, err := a.CacheKey()
		if err != nil {
			return err
		}
		params.PromptCacheKey = sdk.String(key)
	}
	return nil
}

// ChatToolMessages runs the function tool calls of msg (the assistant
// message of a model turn) through the registry and returns one tool
// message per call, in order; nil when the message called no function.
func (a *Adapter) ChatToolMessages(ctx context.Context, msg sdk.ChatCompletionMessage) []sdk.ChatCompletionMessageParamUnion {
	var calls []call
	for _, tc := range msg.ToolCalls {
		if tc.Type != "function" {
			continue
		}
		calls = append(calls, call{id: tc.ID, name: tc.Function.Name, arguments: tc.Function.Arguments})
	}
	if len(calls) == 0 {
		return nil
	}
	texts := a.run(ctx, calls)
	out := make([]sdk.ChatCompletionMessageParamUnion, len(calls))
	for i, c := range calls {
		out[i] = sdk.ToolMessage(texts[i], c.id)
	}
	return out
}
