package guard

import (
	"math"
	"strings"
)

// textBigIntBits estimates the bits of the BigInt that StringToBigInt
// would build from s (after trimming): digits times bits per digit of the
// base its prefix names.
func textBigIntBits(s string) int64 {
	s = strings.TrimSpace(s)
	s = strings.TrimLeft(s, "+-")
	perDigit := math.Log2(10)
	if len(s) > 2 && s[0] == '0' {
		switch s[1] {
		case 'x', 'X':
			perDigit, s = 4, s[2:]
		case 'o', 'O':
			perDigit, s = 3, s[2:]
		case 'b', 'B':
			perDigit, s = 1, s[2:]
		}
	}
	return int64(math.Ceil(float64(len(s)) * perDigit))
}

// HugeBigIntLiteral finds a BigInt literal in JS source whose value would
// exceed MaxBigIntBits (goja's lexer converts literals as it reads them,
// in time quadratic in their digits). Any digit-led word ending in n
// counts, inside strings and comments too: a false alarm needs some 79,000
// digits followed by n.
func HugeBigIntLiteral(src string) (digits int, found bool) {
	minDigits := MaxBigIntBits / 4 // a hexadecimal literal packs 4 bits per digit
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c < '0' || c > '9' || i > 0 && isWordByte(src[i-1]) {
			continue
		}
		j := i
		for j < len(src) && isWordByte(src[j]) {
			j++
		}
		if j-i > minDigits && src[j-1] == 'n' && textBigIntBits(strings.ReplaceAll(src[i:j-1], "_", "")) > MaxBigIntBits {
			return j - i - 1, true
		}
		i = j
	}
	return 0, false
}

func isWordByte(b byte) bool {
	return b == '_' || b == '$' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}
