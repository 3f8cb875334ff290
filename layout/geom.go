// Package layout turns a card template and a plain card view into pages of
// drawing operations in millimetres, and writes those pages as PDF.
package layout

// PtToMM converts typographic points to millimetres.
const PtToMM = 25.4 / 72

// Rect is an axis-aligned rectangle on a card or sheet.
type Rect struct {
	X float64 // left edge, mm from the left (origin top-left)
	Y float64 // top edge, mm from the top
	W float64 // width, mm
	H float64 // height, mm
}

// Right returns the x coordinate of r's right edge, mm.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom returns the y coordinate of r's bottom edge, mm.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Inset returns r shrunk by d mm on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
}

// overlaps reports whether r and s share any area.
func (r Rect) overlaps(s Rect) bool {
	return r.X < s.Right() && s.X < r.Right() && r.Y < s.Bottom() && s.Y < r.Bottom()
}

// Contains reports whether s lies inside r, allowing eps mm of rounding.
func (r Rect) Contains(s Rect) bool {
	const eps = 1e-6
	return s.X >= r.X-eps && s.Y >= r.Y-eps && s.Right() <= r.Right()+eps && s.Bottom() <= r.Bottom()+eps
}
