// Package qrcode encodes a string as a QR code symbol (ISO/IEC 18004), fast.
package qrcode

import "fmt"

// Level is an error correction level.
type Level int

// Error correction levels, recovering about 7%, 15%, 25% and 30% of the
// codewords.
const (
	L Level = iota
	M
	Q
	H
)

func (l Level) String() string {
	if l < L || l > H {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return "LMQH"[l : l+1]
}

// Code is an encoded QR code symbol.
type Code struct {
	Version int    // 1–40
	Size    int    // modules per side, without the quiet zone
	Level   Level  // error correction level
	Mask    int    // mask pattern, 0–7
	modules []byte // Size×Size, row by row, 1 for dark
}

// Dark reports whether the module at column x, row y (from the top-left,
// quiet zone excluded) is dark. Modules outside the symbol are light.
func (c *Code) Dark(x, y int) bool {
	if x < 0 || y < 0 || x >= c.Size || y >= c.Size {
		return false
	}
	return c.modules[y*c.Size+x] == 1
}

// Row returns row y of the symbol, one byte a module, 1 for dark. The
// caller must not modify it.
func (c *Code) Row(y int) []byte {
	return c.modules[y*c.Size : (y+1)*c.Size]
}

// Runs calls fn for each horizontal run of dark modules, row by row and
// left to right: its row, its first column and its length in modules.
func (c *Code) Runs(fn func(row, col, n int)) {
	for y := range c.Size {
		row := c.Row(y)
		for x := 0; x < c.Size; {
			if row[x] == 0 {
				x++
				continue
			}
			start := x
			for x < c.Size && row[x] != 0 {
				x++
			}
			fn(y, start, x-start)
		}
	}
}

// Encode encodes payload at error correction level level as a single
// segment in the densest mode that covers it (numeric, alphanumeric or
// byte), in the smallest version that holds it. The mask is the one with
// the lowest penalty, the first on a tie. Encode returns an error if the
// level is unknown or the payload does not fit version 40.
func Encode(payload string, level Level) (*Code, error) {
	if level < L || level > H {
		return nil, fmt.Errorf("qrcode: unknown error correction level %d", int(level))
	}
	v, segs := plan(payload, level)
	if v == 0 {
		return nil, errTooLong(payload, chooseMode(payload), level)
	}
	codewords := interleave(encodeData(segs, v, level), v, level)
	s := symbolFor(v)

	// The data, unmasked, on the function patterns; remainder bits light.
	placed := s.base.clone()
	for k, p := range s.order[:len(codewords)*8] {
		if codewords[k>>3]>>(7-k&7)&1 == 1 {
			placed.set(p)
		}
	}

	cur := newGrid(s.size)
	bestMask, bestScore := -1, int(^uint(0)>>1)
	for mask := range s.masks {
		s.mask(cur, placed, level, mask)
		if p := penalty(cur, bestScore); p < bestScore {
			bestMask, bestScore = mask, p
		}
	}
	s.mask(cur, placed, level, bestMask)
	return &Code{Version: v, Size: s.size, Level: level, Mask: bestMask, modules: cur.bytes()}, nil
}
