package layouttest

import (
	"fmt"
	"io"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// Recorder is a compose.Backend that writes down every call as a line of
// text in Calls; Finish writes those lines.
type Recorder struct {
	Calls []string
	Fail  error // returned by Err and Finish once set
}

func (r *Recorder) add(format string, a ...any) { r.Calls = append(r.Calls, fmt.Sprintf(format, a...)) }

// BeginPage records "page WxH trim X,Y WxH".
func (r *Recorder) BeginPage(w, h float64, trim impose.Rect) {
	r.add("page %gx%g trim %g,%g %gx%g", w, h, trim.X, trim.Y, trim.W, trim.H)
}

// PushClip records "clip X,Y WxH".
func (r *Recorder) PushClip(c impose.Rect) { r.add("clip %g,%g %gx%g", c.X, c.Y, c.W, c.H) }

// PopClip records "unclip".
func (r *Recorder) PopClip() { r.add("unclip") }

// Draw records "draw TEXT at X,Y": the op's text names it.
func (r *Recorder) Draw(op *layout.Op, dx, dy float64) {
	r.add("draw %s at %g,%g", op.Text, op.X+dx, op.Y+dy)
}

// EndPage records "end".
func (r *Recorder) EndPage() { r.add("end") }

// Err returns Fail.
func (r *Recorder) Err() error { return r.Fail }

// Finish records "finish" and writes the calls to out, one a line.
func (r *Recorder) Finish(out io.Writer) error {
	r.add("finish")
	if r.Fail != nil {
		return r.Fail
	}
	_, err := io.WriteString(out, strings.Join(r.Calls, "\n"))
	return err
}

// Card returns a 69 × 94 mm card with 3 mm of bleed and two operations,
// named after the card.
func Card(name string) layout.Page {
	return layout.Page{W: 69, H: 94, Bleed: 3, Ops: []layout.Op{
		{Kind: layout.OpRect, Text: name + ".rect", X: -3, Y: -3, W: 75, H: 100},
		{Kind: layout.OpText, Text: name + ".text", X: 4, Y: 5},
	}}
}
