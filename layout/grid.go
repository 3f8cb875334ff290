package layout

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/shape"
)

// starR is the radius of the star that marks a grid cell, mm, printed in
// place of its number (or before its tick box in a grid without numbers),
// and starGap the space after it: at 0.85 mm its ink is 72 % of the
// dot's, where at 0.7 it was half and read as a lesser mark. A held cell
// of a numbered grid that is not marked prints a filled disc of radius dotR in place of its number,
// dotAir clear of its box: with the bold weight, a signal that needs
// neither colour nor grey, so it survives low ink and a black-and-white printer.
const (
	starR   = 0.85
	starGap = 0.35
	dotR    = 0.65 // 1.3 mm across, about a digit's height: as strong as the numbers beside it
	dotAir  = 0.45
)

// Grid spacing, mm.
const (
	gridRowPad   = 0.5  // between two rows, with the rule in its middle
	gridLabelAir = 0.6  // between a row's label and its first number
	gridTickAir  = 0.8  // at least this much between stacked tick boxes
	gridMaxAir   = 1.6  // at most this much: spare height stays below the grid
	gridNumW     = 1.6  // the cell number of a numbered grid, unless its widget says (num_w)
	gridNumAir   = 0.37 // between a cell's number and its tick box, its outline included: a narrow number column sets a smaller digit
	gridAbsentH  = 3.0  // the one thin line that names the absent rows
	gridNoteSize = 5.0  // pt: the note under a row's label
	gridMinTick  = 1.6  // the smallest tick box a pencil can mark
	lightGrey    = 0.25 // text of light cells: no lighter than 75 % black
	lightBox     = 0.25 // outline of light cells' tick boxes: as dark as their text, which a laser without halftone keeps
	lightBoxLine = 0.18 // its width, mm: a held cell's box is 0.2 mm and black
)

// ErrGridFull reports a grid with more cells than its box holds at the
// smallest tick box a pencil can mark.
var ErrGridFull = errors.New("grid: more cells than its box holds")

// gridGeom is the geometry of a grid widget: every present row has the
// same lines of cells, one pitch apart; absent rows share one thin line at
// the foot.
type gridGeom struct {
	pitch, labelW, cellW, tick, numW float64 // mm
	labelRoom                        float64 // the label's width, mm: its column but its air and what a number's mark takes of it
	cols, lines                      int
	present, absent                  []Row
}

func (p *planner) gridGeom(w *Widget, rows []Row) (gridGeom, error) {
	g := gridGeom{cols: max(w.Cols, 1), labelW: cmp.Or(w.LabelW, defaultLabelW), tick: cmp.Or(w.Tick, defaultTick)}
	if w.Numbered {
		g.numW = cmp.Or(w.NumW, gridNumW)
	}
	cells := cmp.Or(w.Cells, defaultCells)
	for _, r := range rows {
		if r.Absent {
			g.absent = append(g.absent, r)
			continue
		}
		g.present = append(g.present, r)
		cells = max(cells, len(r.Cells))
	}
	// Side by side, tick boxes keep their air too: a row too narrow for
	// its columns at the smallest box takes fewer columns and more lines.
	fit := int((w.W - g.labelW + gridTickAir) / (g.numW + gridMinTick + gridTickAir))
	g.cols = max(1, min(g.cols, fit))
	g.lines = (cells + g.cols - 1) / g.cols
	g.cellW = (w.W - g.labelW) / float64(g.cols)
	g.labelRoom = g.labelW - gridLabelAir - g.markReach()
	g.tick = min(g.tick, g.cellW-g.numW-gridTickAir)
	if g.tick < gridMinTick-1e-9 {
		return g, fmt.Errorf("%w: columns of %.1f mm are too narrow for a %.1f mm tick box %.1f mm from the next",
			ErrGridFull, g.cellW, gridMinTick, gridTickAir)
	}
	h := w.H
	if len(g.absent) > 0 {
		h -= gridAbsentH
	}
	if n := len(g.present); n > 0 {
		g.pitch = min(g.tick+gridMaxAir, (h-float64(n)*gridRowPad)/float64(n*g.lines))
		g.tick = min(g.tick, g.pitch-gridTickAir)
		if g.tick < gridMinTick-1e-9 {
			return g, fmt.Errorf("%w: %d rows of %d lines leave %.1f mm a line, too little for a %.1f mm tick box %.1f mm from the next",
				ErrGridFull, n, g.lines, g.pitch, gridMinTick, gridTickAir)
		}
	}
	return g, nil
}

// markReach is how far a held cell's dot or a marked cell's star in a
// narrow number column reaches left of it (gridRow), where a row has one
// in its first column, next to its label: the label leaves it that, so
// that "Gunner" and a dot read as two things. 0 in a grid without numbers.
func (g gridGeom) markReach() float64 {
	reach := 0.0
	if g.numW == 0 {
		return reach
	}
	for _, row := range g.present {
		for k := 0; k < len(row.Cells); k += g.cols {
			switch c := row.cell(k); {
			case c.marked:
				reach = max(reach, starR-g.starX(0))
			case !c.light && c.text != "":
				x, r := g.dot(0)
				reach = max(reach, r-x)
			}
		}
	}
	return reach
}

// dot returns the centre's x and the radius of a held cell's dot in the
// number column at cx, mm: dotAir clear of the tick box after it.
func (g gridGeom) dot(cx float64) (x, r float64) {
	r = min(dotR, g.numW/2-0.1)
	return cx + g.numW - dotAir - r, r
}

// starX returns the centre's x of a marked cell's star at cx, mm: where
// the number would be, a narrow number column moving it left to keep it
// off the box; before the tick box in a grid without numbers.
func (g gridGeom) starX(cx float64) float64 {
	if g.numW == 0 {
		return cx + starR
	}
	return cx + min(starR, g.numW-starR-0.15)
}

// rowH is the height of a present row, its padding included.
func (g gridGeom) rowH() float64 { return float64(g.lines)*g.pitch + gridRowPad }

// textW returns the room for a cell's text, mm. A marked cell's star takes
// the place of its number, or of the space before the tick box of a grid
// without numbers.
func (g gridGeom) textW(marked bool) float64 {
	w := g.cellW - g.numW - g.tick - tickGap - 0.7
	if marked && g.numW == 0 {
		w -= 2*starR + starGap
	}
	return w
}

// cell is how one cell prints: its text, weight and whether it is light.
type cell struct {
	text          string
	marked, light bool
}

func (r Row) cell(k int) cell {
	return cell{text: r.Cells[k], marked: k < len(r.Marked) && r.Marked[k], light: k < len(r.Light) && r.Light[k]}
}

// cellFace is the font of a cell: held cells are bold, light ones regular.
func (p *planner) cellFace(c cell) *font.Font { return p.o.Fonts.Weight(!c.light) }

// cellText returns the text of cell k of r at size pt: the full text if it
// fits one line of width w mm, else its shorter form if it has one.
func cellText(f *font.Font, r Row, k int, size, w float64) string {
	full := r.Cells[k]
	if k >= len(r.Alt) || r.Alt[k] == "" || f.Width(full, size) <= w {
		return full
	}
	return r.Alt[k]
}

// gridSize finds the largest size at which every cell fits one line of its
// slot, with short forms where the full text does not fit; it reports the
// cell that fits at no size.
func (p *planner) gridSize(w *Widget, g gridGeom) (float64, error) {
	fits := func(sz float64) (bool, cell) {
		for _, r := range g.present {
			for k := range r.Cells {
				c := r.cell(k)
				if c.text == "" {
					continue // a tick box alone
				}
				f, tw := p.cellFace(c), g.textW(c.marked)
				if f.Width(cellText(f, r, k, sz, tw), sz) > tw {
					return false, c
				}
			}
		}
		return true, cell{}
	}
	for _, sz := range sizes(w.Size, w.MinSize()) {
		if lineBox(sz) > g.pitch+1e-9 {
			continue
		}
		if ok, _ := fits(sz); ok {
			return sz, nil
		}
	}
	if _, c := fits(w.MinSize()); c.text != "" {
		return 0, &FitError{Slot: w.Bind, Text: c.text, Floor: w.MinSize(), Box: impose.Rect{W: g.textW(c.marked), H: g.pitch}}
	}
	return 0, fmt.Errorf("grid: lines of %.1f mm are too short for %.1f pt text", g.pitch, w.MinSize())
}

// grid draws a row for each present entry (its label, a note under it, and
// its cells, each with a number and a tick box: held cells bold, the others
// light) and names the absent rows on one thin line at the foot.
func (p *planner) grid(w *Widget) error {
	rows, ok := p.v.Grids[w.Bind]
	if !ok {
		return fmt.Errorf("bind: no grid slot %s in the card view", Quote(w.Bind, 40))
	}
	if len(rows) == 0 {
		return nil
	}
	g, err := p.gridGeom(w, rows)
	if err != nil {
		return err
	}
	size := w.MinSize()
	if len(g.present) > 0 {
		if size, err = p.gridSize(w, g); err != nil {
			return err
		}
	}
	labels := p.labelSize(w, g)
	y := w.Y
	for ri, r := range g.present {
		if ri > 0 {
			p.emit(Op{Kind: OpLine, X: w.X, Y: y, W: w.W, Stroke: grey(0.55), LineW: 0.15})
		}
		if err := p.gridRow(w, g, r, y+gridRowPad/2, size, labels); err != nil {
			return err
		}
		y += g.rowH()
	}
	if len(g.absent) == 0 {
		return nil
	}
	if len(g.present) > 0 {
		p.emit(Op{Kind: OpLine, X: w.X, Y: y, W: w.W, Stroke: grey(0.55), LineW: 0.15})
	}
	var names []string
	for _, r := range g.absent {
		names = append(names, r.Label)
	}
	label := w.Text
	if label == "" {
		label = "absent"
	}
	line := *w
	line.Font, line.Align, line.VAlign, line.Color, line.Size = "regular", "left", "middle", lightGrey, min(w.Size, 6)
	return p.textIn(line, label+": "+strings.Join(names, ", "), impose.Rect{X: w.X, Y: y, W: w.W, H: gridAbsentH})
}

// rowLabel returns the text on a row's first line and the note under it:
// the row's short label if its label does not fit the label column on one
// line at the widget's smallest size.
func (p *planner) rowLabel(w *Widget, g gridGeom, r Row) (text, note string) {
	label := r.Label
	if r.Short != "" && p.o.Fonts.Bold.Width(label, w.MinSize())*Slack > g.labelRoom {
		label = r.Short
	}
	if r.Note != "" && g.lines == 1 {
		return label + " " + r.Note, ""
	}
	return label, r.Note
}

// labelSize returns the one size of the rows' labels: the largest at which
// every label fits its column on one line, or the widget's size if one
// needs to wrap at any size (it then fits on its own).
func (p *planner) labelSize(w *Widget, g gridGeom) float64 {
	room := g.labelRoom
	size := w.Size
	for _, r := range g.present {
		text, _ := p.rowLabel(w, g, r)
		fits := false
		for _, sz := range sizes(w.Size, w.MinSize()) {
			if p.o.Fonts.Bold.Width(text, sz)*Slack <= room {
				size, fits = min(size, sz), true
				break
			}
		}
		if !fits {
			return w.Size
		}
	}
	return size
}

// gridRow draws one present row whose first line starts at top, its label
// at labelSize pt or less.
func (p *planner) gridRow(w *Widget, g gridGeom, r Row, top, size, labelSize float64) error {
	// The label sits on the row's first line, its note on the lines under
	// it; with one line of cells, the note follows the label on its line.
	// A long label with no note may wrap onto the lines below.
	text, note := p.rowLabel(w, g, r)
	label := *w
	label.Font, label.Align, label.VAlign, label.Size = "bold", "left", "middle", labelSize
	box := impose.Rect{X: w.X, Y: top, W: g.labelRoom, H: g.pitch}
	if note == "" && p.o.Fonts.Bold.Width(text, label.MinSize()) > box.W {
		label.VAlign, box.H = "top", float64(g.lines)*g.pitch
	}
	if err := p.textIn(label, text, box); err != nil {
		return err
	}
	if note != "" {
		nw := label
		nw.Font, nw.VAlign, nw.Size, nw.Min, nw.Color = "regular", "top", gridNoteSize, gridNoteSize, 0
		if err := p.textIn(nw, note, impose.Rect{X: w.X, Y: top + g.pitch, W: g.labelRoom, H: float64(g.lines-1) * g.pitch}); err != nil {
			return err
		}
	}
	for k := range r.Cells {
		c := r.cell(k)
		cx := w.X + g.labelW + float64(k%g.cols)*g.cellW
		cy := top + float64(k/g.cols)*g.pitch
		if g.numW > 0 && c.light {
			num := *w
			num.Font, num.Align, num.VAlign, num.Size, num.Color = "regular", "left", "middle", size, lightGrey
			if err := p.textIn(num, fmt.Sprint(k+1), impose.Rect{X: cx, Y: cy, W: g.numW - gridNumAir, H: g.pitch}); err != nil {
				return err
			}
		}
		bx := cx + g.numW
		if c.marked && g.numW == 0 {
			bx += 2*starR + starGap
		}
		stroke, lw, color := 0.0, 0.2, p.textColor(*w)
		if c.light && !p.o.LowInk { // low ink: black, set apart by weight alone
			stroke, lw, color = lightBox, lightBoxLine, lightGrey
		}
		p.emit(Op{Kind: OpRect, X: bx, Y: cy + (g.pitch-g.tick)/2, W: g.tick, H: g.tick, Fill: grey(1), Stroke: grey(stroke), LineW: lw, Radius: g.tick * 0.12})
		f := p.cellFace(c)
		tx, tw := bx+g.tick+tickGap, g.textW(c.marked)
		text := cellText(f, r, k, size, tw)
		cw := *w
		cw.Align, cw.VAlign, cw.Font = "left", "middle", "regular"
		if !c.light {
			cw.Font = "bold"
		}
		p.lines(f, cw, fitted{size, []string{text}}, impose.Rect{X: tx, Y: cy, W: tw, H: g.pitch}, color)
		if !c.marked && !c.light && g.numW > 0 && c.text != "" {
			dx, r := g.dot(cx) // in the number's column
			dy := cy + g.pitch/2
			p.emit(Op{Kind: OpPath, Text: "dot", X: dx - r, Y: dy - r, W: 2 * r, H: 2 * r,
				Path: shape.Circle(dx, dy, r), Fill: grey(0)})
		}
		if c.marked {
			// A star before the tick box, where the number would be: no
			// colour needed, and clear of the box and the next line.
			sx, sy := g.starX(cx), cy+g.pitch/2
			p.emit(Op{Kind: OpPath, Text: "star", X: sx - starR, Y: sy - starR, W: 2 * starR, H: 2 * starR,
				Path: shape.Star(sx, sy, starR), Fill: grey(0), Stroke: grey(1), LineW: 0.12})
		}
	}
	return nil
}
