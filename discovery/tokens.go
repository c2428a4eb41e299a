package discovery

import (
	"sync"

	"github.com/tiktoken-go/tokenizer/codec"
)

// TokenEncoding names the tokenizer [CountTokens] uses: OpenAI's
// cl100k_base BPE, compiled into the binary (no download at run time). No
// tokenizer of the Claude models is published; cl100k_base is the common
// stand-in and counts code within a few percent of them.
const TokenEncoding = "cl100k_base"

var (
	encOnce sync.Once
	enc     *codec.Codec
	encMu   sync.Mutex // the codec makes no promise of concurrent use
)

// CountTokens returns the number of TokenEncoding tokens of text, with
// special tokens such as <|endoftext|> counted as ordinary text. The
// vocabulary is built on first use (about 20 ms); if text could not be
// split, the count falls back to bytes/4, rounded up.
func CountTokens(text string) int {
	if text == "" {
		return 0
	}
	encOnce.Do(func() { enc = codec.NewCl100kBase() })
	encMu.Lock()
	defer encMu.Unlock()
	n, err := enc.Count(text)
	if err != nil {
		return (len(text) + 3) / 4
	}
	return n
}
