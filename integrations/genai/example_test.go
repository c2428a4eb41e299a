package genai_test

import (
	"context"
	"encoding/json"
	"fmt"

	sdk "google.golang.org/genai"

	"github.com/codemode-go/codemode/integrations/genai"
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

// Prepare puts run_code (with the SDK) and the system instruction into
// the config; FunctionResponses answers the model's function calls.
func Example() {
	rt, _ := inprocess.New(nil)
	defer rt.Close()
	reg, _, _ := runcode.NewRegistry(&registry.Options{Mode: registry.ModeCode}, &runcode.Options{Runtime: rt})
	registry.Add(reg, registry.Tool{Name: "weather", Description: "Current weather of a city."},
		func(ctx context.Context, e *registry.Execution, in weatherIn) (weatherOut, error) {
			return weatherOut{TempC: 21.5}, nil
		})
	ad := genai.New(reg, &genai.Options{OnLog: func(id, line string) { fmt.Println("log:", line) }})

	cfg := &sdk.GenerateContentConfig{}
	if err := ad.Prepare(cfg); err != nil {
		panic(err)
	}
	fmt.Println(cfg.Tools[0].FunctionDeclarations[0].Name, len(cfg.SystemInstruction.Parts))

	// A model turn, as client.Models.GenerateContent would return it.
	var resp sdk.GenerateContentResponse
	json.Unmarshal([]byte(`{"candidates":[{"content":{"role":"model","parts":[{"functionCall":{"id":"fc_1","name":"run_code",
		"args":{"description":"weather","code":"const w = await tools.weather({city: 'Oslo'}); console.log('got it'); return w.tempC"}}}]}}]}`), &resp)
	content, _ := ad.FunctionResponses(context.Background(), &resp)
	for _, p := range content.Parts {
		fmt.Printf("%s %q\n", p.FunctionResponse.ID, p.FunctionResponse.Response["output"])
	}
	// Output:
	// run_code 1
	// log: got it
	// fc_1 "got it\n21.5"
}
