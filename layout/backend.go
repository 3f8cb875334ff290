package layout

import (
	"math"
)

// Grey255 returns a grey level, 0 black … 1 white, as a byte from 0 to
// 255: the level every backend draws it at.
func Grey255(g float64) int { return int(math.Round(g * 255)) }
