package openai_test

import (
	"context"
	"encoding/json"
	"fmt"

	sdk "github.com/openai/openai-go/v3"

	"github.com/codemode-go/codemode/integrations/openai"
	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

type weatherIn struct {
	City string `json:"city"`
}

type weatherOut struct {
	TempC float64 `json:"tempC"`
}

// PrepareChat puts run_code (with the SDK), the system message and a
// prompt cache key into the request; ChatToolMessages answers the
// model's tool calls.
func Example() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, _, _ := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	registry.Add(reg, registry.Tool{Name: "weather", Description: "Current weather of a city."},
		func(ctx context.Context, e *registry.Execution, in weatherIn) (weatherOut, error) {
			return weatherOut{TempC: 21.5}, nil
		})
	ad := openai.New(reg, &openai.Options{OnLog: func(id, line string) { fmt.Println("log:", line) }})

	params := sdk.ChatCompletionNewParams{Model: "gpt-5.1", Messages: []sdk.ChatCompletionMessageParamUnion{sdk.UserMessage("Weather in Oslo?")}}
	if err := ad.PrepareChat(&params); err != nil {
		panic(err)
	}
	fmt.Println(params.Tools[0].OfFunction.Function.Name, len(params.Messages), params.PromptCacheKey.Valid())

	// A model turn, as client.Chat.Completions.New would return it.
	var msg sdk.ChatCompletionMessage
	json.Unmarshal([]byte(`{"role":"assistant","tool_calls":[{"id":"call_1","type":"function","function":{"name":"run_code",
		"arguments":"{\"description\":\"weather\",\"code\":\"const w = await tools.weather({city: 'Oslo'}); console.log('got it'); return w.tempC\"}"}}]}`), &msg)
	for _, m := range ad.ChatToolMessages(context.Background(), msg) {
		fmt.Printf("%s %q\n", m.OfTool.ToolCallID, m.OfTool.Content.OfString.Value)
	}
	// Output:
	// run_code 2 true
	// log: got it
	// call_1 "got it\n21.5"
}

// ResultText marks a failure, since the APIs have no error flag.
func ExampleResultText() {
	reg, _ := registry.New(nil)
	res := reg.Call(context.Background(), registry.Call{ID: "call_9", Name: "missing"})
	fmt.Println(openai.ResultText(res))
	// Output:
	// ERROR (UNKNOWN_TOOL):
	// UNKNOWN_TOOL: unknown tool "missing"
}
