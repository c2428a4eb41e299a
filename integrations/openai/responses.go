package openai

import (
	"context"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

// ResponseTools returns the registry's offer for the scope as Responses
// function tools, in the registry's order (by name). Strict mode is off:
// the registry's schemas are ordinary JSON Schema, not OpenAI's strict
// subset.
func (a *Adapter) ResponseTools() ([]responses.ToolUnionParam, error) {
	fns, err := a.functions()
	if err != nil {
		return nil, err
	}
	out := make([]responses.ToolUnionParam, len(fns))
	for i, f := range fns {
		t := &responses.FunctionToolParam{Name: f.name, Parameters: f.parameters, Strict: sdk.Bool(false)}
		if f.description != "" {
			t.Description = sdk.String(f.description)
		}
		out[i] = responses.ToolUnionParam{OfFunction: t}
	}
	return out, nil
}

// PrepareResponse sets params.Tools and params.Instructions (unless the
// caller set instructions), and params.PromptCacheKey unless
// Options.NoCacheKey or it is already set.
func (a *Adapter) PrepareResponse(params *responses.ResponseNewParams) error {
	tools, err := a.ResponseTools()
	if err != nil {
		return err
	}
	text, err := a.Instructions()
	if err != nil {
		return err
	}
	params.Tools = tools
	if text != "" && !params.Instructions.Valid() {
		params.Instructions = sdk.String(text)
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

// FunctionCallOutputs runs the function_call items of resp through the
// registry and returns one function_call_output item per call, in order;
// nil when the response called no function.
func (a *Adapter) FunctionCallOutputs(ctx context.Context, resp *responses.Response) []responses.ResponseInputItemUnionParam {
	var calls []call
	for _, item := range resp.Output {
		if item.Type != "function_call" {
			continue
		}
		fc := item.AsFunctionCall()
		calls = append(calls, call{id: fc.CallID, name: fc.Name, arguments: fc.Arguments})
	}
	if len(calls) == 0 {
		return nil
	}
	texts := a.run(ctx, calls)
	out := make([]responses.ResponseInputItemUnionParam, len(calls))
	for i, c := range calls {
		out[i] = responses.ResponseInputItemParamOfFunctionCallOutput(texts[i])
		out[i].OfFunctionCallOutput.CallID = sdk.String(c.id)
	}
	return out
}

// InputItems returns the items of resp that a stateless conversation
// sends back as input of the next request: its messages, reasoning and
// function calls, in order.
func InputItems(resp *responses.Response) []responses.ResponseInputItemUnionParam {
	var out []responses.ResponseInputItemUnionParam
	for _, item := range resp.Output {
		switch item.Type {
		case "message":
			p := item.AsMessage().ToParam()
			out = append(out, responses.ResponseInputItemUnionParam{OfOutputMessage: &p})
		case "reasoning":
			p := item.AsReasoning().ToParam()
			out = append(out, responses.ResponseInputItemUnionParam{OfReasoning: &p})
		case "function_call":
			p := item.AsFunctionCall().ToParam()
			out = append(out, responses.ResponseInputItemUnionParam{OfFunctionCall: &p})
		}
	}
	return out
}
