package jsontext

// CompactDepth is the nesting depth from which Pretty writes containers
// compactly: a container whose indentation would exceed 10 columns
// (depth 5 and deeper) and everything under it are written without
// whitespace (RC-42).
const CompactDepth = 5

// Pretty renders compact JSON text (as returned by Compact) with a
// two-space indent, the way JSON.stringify(v, null, 2) does, except that
// containers at CompactDepth and deeper stay compact. Empty containers are
// written as [] and {}. Numbers and strings are copied verbatim.
func Pretty(compact []byte) []byte {
	p := printer{in: compact, out: make([]byte, 0, len(compact)+len(compact)/2)}
	p.value(0)
	return p.out
}

type printer struct {
	in  []byte
	pos int
	out []byte
}

// skip returns the end offset of the value starting at pos in compact text.
func (p *printer) skip(pos int) int {
	depth := 0
	for i := pos; i < len(p.in); i++ {
		switch c := p.in[i]; c {
		case '"':
			for i++; i < len(p.in) && p.in[i] != '"'; i++ {
				if p.in[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
		case ',', ':':
			if depth == 0 {
				return i
			}
		default:
			if depth == 0 {
				j := i
				for j < len(p.in) && p.in[j] != ',' && p.in[j] != ']' && p.in[j] != '}' {
					j++
				}
				return j
			}
		}
	}
	return len(p.in)
}

func (p *printer) indent(depth int) {
	p.out = append(p.out, '\n')
	for i := 0; i < depth; i++ {
		p.out = append(p.out, ' ', ' ')
	}
}

func (p *printer) value(depth int) {
	c := p.in[p.pos]
	if (c != '{' && c != '[') || depth >= CompactDepth {
		end := p.skip(p.pos)
		p.out = append(p.out, p.in[p.pos:end]...)
		p.pos = end
		return
	}
	closer := byte('}')
	if c == '[' {
		closer = ']'
	}
	p.out = append(p.out, c)
	p.pos++
	if p.in[p.pos] == closer {
		p.out = append(p.out, closer)
		p.pos++
		return
	}
	for {
		p.indent(depth + 1)
		if c == '{' {
			end := p.skip(p.pos)
			p.out = append(p.out, p.in[p.pos:end]...)
			p.out = append(p.out, ':', ' ')
			p.pos = end + 1 // the ':'
		}
		p.value(depth + 1)
		if p.in[p.pos] == ',' {
			p.out = append(p.out, ',')
			p.pos++
			continue
		}
		p.pos++ // the closer
		p.indent(depth)
		p.out = append(p.out, closer)
		return
	}
}
