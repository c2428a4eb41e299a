package anthropic_test

import (
	"context"
	"encoding/json"
	"fmt"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/codemode-go/codemode/integrations/anthropic"
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

// Prepare puts run_code (with the SDK) and the system prompt into the
// request, both cached; ToolResults answers the model's tool_use blocks.
func Example() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, _, _ := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	registry.Add(reg, registry.Tool{Name: "weather", Description: "Current weather of a city."},
		func(ctx context.Context, e *registry.Execution, in weatherIn) (weatherOut, error) {
			return weatherOut{TempC: 21.5}, nil
		})
	ad := anthropic.New(reg, &anthropic.Options{OnLog: func(id, line string) { fmt.Println("log:", line) }})

	params := sdk.MessageNewParams{Model: "claude-sonnet-4-6", MaxTokens: 1024}
	if err := ad.Prepare(&params); err != nil {
		panic(err)
	}
	fmt.Println(params.Tools[0].OfTool.Name, params.Tools[0].OfTool.CacheControl.Type, params.System[0].CacheControl.Type)

	// A model turn, as client.Messages.New would return it.
	var msg sdk.Message
	json.Unmarshal([]byte(`{"role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"run_code",
		"input":{"description":"weather","code":"const w = await tools.weather({city: 'Oslo'}); console.log('got it'); return w.tempC"}}]}`), &msg)
	for _, b := range ad.ToolResults(context.Background(), msg.Content) {
		r := b.OfToolResult
		fmt.Println(r.ToolUseID, r.Content[0].OfText.Text, r.IsError.Valid())
	}
	// Output:
	// run_code ephemeral ephemeral
	// log: got it
	// toolu_1 got it
	// 21.5 false
}

// ToolResult converts one registry result; failures are marked is_error.
func ExampleToolResult() {
	reg, _ := registry.New(nil)
	res := reg.Call(context.Background(), registry.Call{ID: "toolu_9", Name: "missing"})
	b, _ := json.Marshal(anthropic.ToolResult("toolu_9", res))
	fmt.Println(string(b))
	// Output:
	// {"tool_use_id":"toolu_9","is_error":true,"content":[{"text":"UNKNOWN_TOOL: unknown tool \"missing\"","type":"text"}],"type":"tool_result"}
}
