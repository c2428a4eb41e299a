package runcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"slices"

	"github.com/codemode-go/codemode/registry"
	"github.com/codemode-go/codemode/runcode"
	"github.com/codemode-go/codemode/runtime/inprocess"
)

type weatherIn struct {
	City string `json:"city" jsonschema:"the city to look up"`
}

type weatherOut struct {
	TempC float64 `json:"tempC"`
}

// model stands for the LLM call of your agent (any provider's SDK): it is
// given the system prompt and the tool offer, and answers with a run_code
// call whose arguments are a program.
func model(system string, offer []registry.Schema, task string) (tool string, args json.RawMessage) {
	_, _ = system, offer // a real model reads both
	args, _ = json.Marshal(map[string]string{
		"description": task,
		"code": `const cities = ["Oslo", "Lima"];
const temps = await Promise.all(cities.map((city) => tools.weather({ city })));
return Object.fromEntries(cities.map((c, i) => [c, temps[i].tempC]));`,
	})
	return registry.RunCodeName, args
}

// The whole of a Go agent that gives its model Code Mode: a registry with
// one typed tool, the run_code engine on an in-process runtime, and one
// model turn whose run_code call runs through the registry. This file is
// the complete main.go of such an agent (package main, func main).
func Example_agent() {
	ctx := context.Background()
	rt, err := inprocess.New(nil) // where programs run
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	reg, _, err := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	if err != nil {
		log.Fatal(err)
	}
	_, err = registry.Add(reg, registry.Tool{Name: "weather", Description: "Current weather of a city."},
		func(ctx context.Context, e *registry.Execution, in weatherIn) (weatherOut, error) {
			return weatherOut{TempC: map[string]float64{"Oslo": 4.5, "Lima": 19}[in.City]}, nil
		})
	if err != nil {
		log.Fatal(err)
	}

	offer, err := reg.WireSchemas("") // run_code, with the TypeScript SDK in its description
	if err != nil {
		log.Fatal(err)
	}
	// The system prompt beside that offer: the code-only rule, without the
	// SDK again (kit.SystemPrompt of integrations/kit filters reg.Prompt so).
	sections, err := reg.Prompt("")
	if err != nil {
		log.Fatal(err)
	}
	sections = slices.DeleteFunc(sections, func(s registry.Section) bool { return s.ID == "tools:sdk" })
	tool, args := model(registry.RenderPrompt(sections), offer, "Compare the weather of Oslo and Lima")
	res := reg.Call(ctx, registry.Call{ID: "call-1", Name: tool, Arguments: args})
	if res.IsError {
		log.Fatal(res.Message())
	}
	fmt.Println(len(offer), offer[0].Name)
	fmt.Println(string(res.Value)) // what goes back to the model: res.Content
	// Output:
	// 1 run_code
	// {"logs":[],"value":{"Oslo":4.5,"Lima":19}}
}
