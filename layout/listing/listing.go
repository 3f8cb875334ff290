// Package listing prints a planned page as text, one operation per line:
// what golden tests of a layout compare.
package listing

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout"
)

// Page prints the page as text, one operation per line, for golden tests.
func Page(pg layout.Page) string {
	var b strings.Builder
	fmt.Fprintf(&b, "page %d/%d %s %.2fx%.2f bleed %.2f\n", pg.Part, pg.Parts, pg.Face, pg.W, pg.H, pg.Bleed)
	for _, op := range pg.Ops {
		fmt.Fprintf(&b, "p%d %s\n", pg.Part, Op(op))
	}
	return b.String()
}

// Op prints one operation of a page as text.
func Op(op layout.Op) string {
	paint := func() string {
		s := ""
		if op.Fill != nil {
			s += fmt.Sprintf(" fill=%.2f", *op.Fill)
		}
		if op.Stroke != nil {
			s += fmt.Sprintf(" stroke=%.2f/%.2fmm", *op.Stroke, op.LineW)
		}
		return s
	}
	switch op.Kind {
	case layout.OpText:
		size := fmt.Sprintf("%.1fpt", op.Size)
		if op.Want != op.Size {
			size = fmt.Sprintf("%.1f→%.1fpt", op.Want, op.Size)
		}
		grey := ""
		if op.Fill != nil && *op.Fill != 0 {
			grey = fmt.Sprintf(" grey=%.2f", *op.Fill)
		}
		return fmt.Sprintf("text %q %s %s @%.2f,%.2f%s", op.Text, op.Font, size, op.X, op.Y, grey)
	case layout.OpRect:
		r := ""
		if op.Radius > 0 {
			r = fmt.Sprintf(" r=%.2f", op.Radius)
		}
		return fmt.Sprintf("rect @%.2f,%.2f %.2fx%.2f%s%s", op.X, op.Y, op.W, op.H, r, paint())
	case layout.OpLine:
		return fmt.Sprintf("line %.2f,%.2f→%.2f,%.2f%s", op.X, op.Y, op.X+op.W, op.Y+op.H, paint())
	case layout.OpPath:
		return fmt.Sprintf("path %q @%.2f,%.2f %.2fx%.2f segs=%d%s", op.Text, op.X, op.Y, op.W, op.H, len(op.Path), paint())
	case layout.OpQR:
		return fmt.Sprintf("qr v%d module=%.3fmm @%.2f,%.2f %.2fx%.2f runs=%d", op.Version, op.Module, op.X, op.Y, op.W, op.H, len(op.Runs))
	}
	return fmt.Sprintf("op(%d)", op.Kind)
}
