package discovery

import (
	"sync"

	"github.com/pkoukk/tiktoken-go"
	loader "github.com/pkoukk/tiktoken-go-loader"
)

// TokenEncoding names the tokenizer [CountTokens] uses: OpenAI's
// cl100k_base BPE, embedded in the binary (no download at run time). No
// tokenizer of the Claude models is published; cl100k_base is the common
// stand-in and counts code within a few percent of them.
const TokenEncoding = "cl100k_base"

var (
	encOnce sync.Once
	enc     *tiktoken.Tiktoken
	encErr  error
	encMu   sync.Mutex // the encoder keeps no promise of concurrent use
)

// CountTokens returns the number of TokenEncoding tokens of text. The
// vocabulary loads on first use (about half a second); if it could not,
// the count falls back to bytes/4, rounded up.
func CountTokens(text string) int {
	if text == "" {
		return 0
	}
	encOnce.Do(func() {
		tiktoken.SetBpeLoader(loader.NewOfflineLoader())
		enc, encErr = tiktoken.GetEncoding(TokenEncoding)
	})
	if encErr != nil {
		return (len(text) + 3) / 4
	}
	encMu.Lock()
	defer encMu.Unlock()
	return len(enc.EncodeOrdinary(text))
}
