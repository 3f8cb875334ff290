package layout_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// recorder is a Backend that writes down every call as a line of text.
type recorder struct {
	calls []string
	err   error // returned by Err and Finish once set
}

func (r *recorder) add(format string, a ...any) { r.calls = append(r.calls, fmt.Sprintf(format, a...)) }

func (r *recorder) BeginPage(w, h float64, trim impose.Rect) {
	r.add("page %gx%g trim %g,%g %gx%g", w, h, trim.X, trim.Y, trim.W, trim.H)
}
func (r *recorder) PushClip(c impose.Rect) { r.add("clip %g,%g %gx%g", c.X, c.Y, c.W, c.H) }
func (r *recorder) PopClip()               { r.add("unclip") }
func (r *recorder) Draw(op *layout.Op, dx, dy float64) {
	r.add("draw %s at %g,%g", op.Text, op.X+dx, op.Y+dy)
}
func (r *recorder) EndPage()   { r.add("end") }
func (r *recorder) Err() error { return r.err }
func (r *recorder) Finish(out io.Writer) error {
	r.add("finish")
	if r.err != nil {
		return r.err
	}
	_, err := io.WriteString(out, strings.Join(r.calls, "\n"))
	return err
}

// card returns a 69 × 94 mm card with 3 mm of bleed and two operations,
// named after the card.
func card(name string) layout.Page {
	return layout.Page{W: 69, H: 94, Bleed: 3, Ops: []layout.Op{
		{Kind: layout.OpRect, Text: name + ".rect", X: -3, Y: -3, W: 75, H: 100},
		{Kind: layout.OpText, Text: name + ".text", X: 4, Y: 5},
	}}
}

func TestWriterComposes(t *testing.T) {
	tests := []struct {
		name string
		add  func(w *layout.Writer) error
		want []string
	}{
		{"card", func(w *layout.Writer) error { return w.AddCard(card("a"), false) }, []string{
			"page 69x94 trim 0,0 69x94",
			"clip 0,0 69x94",
			"draw a.rect at -3,-3",
			"draw a.text at 4,5",
			"unclip",
			"end",
		}},
		{"card with bleed", func(w *layout.Writer) error { return w.AddCard(card("a"), true) }, []string{
			"page 75x100 trim 3,3 69x94",
			"clip 0,0 75x100",
			"draw a.rect at 0,0",
			"draw a.text at 7,8",
			"unclip",
			"end",
		}},
		{"sheet", func(w *layout.Writer) error {
			return w.AddSheet(layout.Sheet{W: 297, H: 210,
				Cards: []layout.Placement{{Page: card("a"), X: 10, Y: 10}, {Page: card("b"), X: 79, Y: 10, Bleed: 1}},
				Ops:   []layout.Op{{Kind: layout.OpLine, Text: "mark", X: 5, Y: 10, W: 4}},
			})
		}, []string{
			"page 297x210 trim 0,0 297x210",
			"clip 10,10 69x94",
			"draw a.rect at 7,7",
			"draw a.text at 14,15",
			"unclip",
			"clip 78,9 71x96",
			"draw b.rect at 76,7",
			"draw b.text at 83,15",
			"unclip",
			"draw mark at 5,10",
			"end",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			w := layout.NewWriterFor(&r)
			if err := tt.add(w); err != nil {
				t.Fatal(err)
			}
			if got, want := strings.Join(r.calls, "\n"), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("calls:\n%s\nwant:\n%s", got, want)
			}
			if w.Pages() != 1 {
				t.Errorf("Pages() = %d, want 1", w.Pages())
			}
		})
	}
}

func TestWriterWritesThroughBackend(t *testing.T) {
	var r recorder
	w := layout.NewWriterFor(&r)
	if err := w.AddCard(card("a"), false); err != nil {
		t.Fatal(err)
	}
	if err := w.AddCard(card("b"), true); err != nil {
		t.Fatal(err)
	}
	if w.Pages() != 2 {
		t.Errorf("Pages() = %d, want 2", w.Pages())
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b, []byte("page ")); n != 2 {
		t.Errorf("the document has %d pages, want 2:\n%s", n, b)
	}
	if last := r.calls[len(r.calls)-1]; last != "finish" {
		t.Errorf("last call %q, want finish", last)
	}
}

func TestWriterReportsBackendError(t *testing.T) {
	boom := errors.New("boom")
	r := recorder{err: boom}
	w := layout.NewWriterFor(&r)
	if err := w.AddCard(card("a"), false); !errors.Is(err, boom) {
		t.Errorf("AddCard = %v, want %v", err, boom)
	}
	if err := w.AddSheet(layout.Sheet{W: 297, H: 210}); !errors.Is(err, boom) {
		t.Errorf("AddSheet = %v, want %v", err, boom)
	}
	if _, err := w.Bytes(); !errors.Is(err, boom) {
		t.Errorf("Bytes = %v, want %v", err, boom)
	}
}
