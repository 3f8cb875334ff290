package layout

import "fmt"

// starR is the radius of the star printed after a marked grid cell, mm,
// and starGap the space before it.
const (
	starR   = 0.8
	starGap = 0.5
)

// gridGeom is the geometry shared by every row of a grid widget.
type gridGeom struct {
	rowH, lineH, labelW, cellW, tick float64 // mm
	cols, lines                      int
}

func (p *planner) gridGeom(w *Widget, rows []Row) gridGeom {
	g := gridGeom{cols: max(w.Cols, 1), labelW: w.LabelW, tick: w.Tick}
	if g.labelW == 0 {
		g.labelW = defaultLabelW
	}
	if g.tick == 0 {
		g.tick = defaultTick
	}
	cells := w.Cells
	if cells == 0 {
		cells = defaultCells
	}
	for _, r := range rows {
		cells = max(cells, len(r.Cells))
	}
	g.lines = (cells + g.cols - 1) / g.cols
	g.rowH = w.H / float64(len(rows))
	g.lineH = g.rowH / float64(g.lines)
	g.cellW = (w.W - g.labelW) / float64(g.cols)
	g.tick = min(g.tick, g.lineH-0.5) // stacked tick boxes stay apart
	return g
}

// cellText returns the text of cell k of r at size pt: the full text if it
// takes at most maxLines lines of width w mm, else its shorter form if it has
// one, else the full text (which then does not fit).
func cellText(f *Font, r Row, k int, size, w float64, maxLines int) string {
	full := r.Cells[k]
	if k >= len(r.Alt) || r.Alt[k] == "" || len(wrap(f, full, size, w)) <= maxLines {
		return full
	}
	return r.Alt[k]
}

// textW returns the room for a cell's text, mm; a marked cell keeps room for
// the star after its text.
func (g gridGeom) textW(marked bool) float64 {
	w := g.cellW - g.tick - tickGap - 0.2
	if marked {
		w -= 2*starR + starGap
	}
	return w
}

// gridFit is how a grid's cells are set: one size for all, at most
// maxLines lines each, and whether short forms were needed.
type gridFit struct {
	size     float64 // pt
	maxLines int
	alt      bool // cells use their short forms where the full text does not fit
}

// text returns what cell k of r prints under fit f.
func (gf gridFit) text(f *Font, r Row, k int, w float64) string {
	if !gf.alt {
		return r.Cells[k]
	}
	return cellText(f, r, k, gf.size, w, gf.maxLines)
}

// gridSize finds the largest size at which every cell fits one line, or
// failing that two lines, of its slot, first with every name in full and
// only then with short forms; it reports the cell that fits no way.
func (p *planner) gridSize(w *Widget, g gridGeom, rows []Row) (gridFit, error) {
	f := p.o.Fonts.Face(w.Font)
	for _, alt := range []bool{false, true} {
		for _, maxLines := range []int{1, 2} {
		sizes:
			for _, sz := range sizes(w.Size, w.MinSize()) {
				need := lineBox(sz)
				if maxLines > 1 {
					need = float64(maxLines) * lineHeight(sz)
				}
				if need > g.lineH+1e-9 {
					continue
				}
				gf := gridFit{sz, maxLines, alt}
				for _, r := range rows {
					for k := range r.Cells {
						tw := g.textW(k < len(r.Marked) && r.Marked[k])
						if len(wrap(f, gf.text(f, r, k, tw), sz, tw)) > maxLines {
							continue sizes
						}
					}
				}
				return gf, nil
			}
		}
	}
	floor := gridFit{w.MinSize(), 1, true}
	for _, r := range rows {
		for k := range r.Cells {
			if c := floor.text(f, r, k, g.textW(true)); len(wrap(f, c, w.MinSize(), g.textW(true))) > 1 {
				return gridFit{}, &FitError{Slot: w.Bind, Text: c, Floor: w.MinSize(), Box: Rect{W: g.textW(false), H: g.lineH}}
			}
		}
	}
	return gridFit{}, fmt.Errorf("grid: rows of %.1f mm are too short for %.1f pt text", g.lineH, w.MinSize())
}

// grid draws rows of a label and cells, each cell with a tick box; absent
// rows are struck through and marked with a dash.
func (p *planner) grid(w *Widget) error {
	rows, ok := p.v.Grids[w.Bind]
	if !ok {
		return fmt.Errorf("bind: no grid slot %s in the card view", quote(w.Bind, 40))
	}
	if len(rows) == 0 {
		return nil
	}
	g := p.gridGeom(w, rows)
	fit, err := p.gridSize(w, g, rows)
	if err != nil {
		return err
	}
	size := fit.size
	f := p.o.Fonts.Face(w.Font)
	color := p.textColor(*w)
	label := *w
	// The label starts on the row's first line, beside the first skills.
	label.Font, label.Align, label.VAlign = "bold", "left", "top"
	labelPad := max(0, (g.lineH-lineBox(size))/2)
	for ri, r := range rows {
		y0 := w.Y + float64(ri)*g.rowH
		if ri > 0 {
			p.emit(Op{Kind: OpLine, X: w.X, Y: y0, W: w.W, Stroke: grey(0.55), LineW: 0.15})
		}
		if err := p.textIn(label, r.Label, Rect{w.X, y0 + labelPad, g.labelW - 0.6, g.rowH - labelPad}); err != nil {
			return err
		}
		if r.Absent {
			dash := *w
			dash.Align, dash.VAlign, dash.Size = "left", "middle", size
			const mark = "— absent —"
			tx := w.X + g.labelW + g.tick + tickGap
			if err := p.textIn(dash, mark, Rect{tx, y0, g.cellW, g.lineH}); err != nil {
				return err
			}
			// Strike the row out, leaving the mark itself readable.
			mid, end := y0+g.lineH/2, tx+p.o.Fonts.Face(w.Font).Width(mark, size)+0.8
			p.emit(Op{Kind: OpLine, X: w.X, Y: mid, W: tx - 0.8 - w.X, Stroke: grey(0), LineW: 0.3})
			p.emit(Op{Kind: OpLine, X: end, Y: mid, W: w.X + w.W - end, Stroke: grey(0), LineW: 0.3})
			continue
		}
		for k := range r.Cells {
			marked := k < len(r.Marked) && r.Marked[k]
			cx := w.X + g.labelW + float64(k%g.cols)*g.cellW
			cy := y0 + float64(k/g.cols)*g.lineH
			p.tickBox(cx, cy+(g.lineH-g.tick)/2, g.tick)
			tx := cx + g.tick + tickGap
			lines := wrap(f, fit.text(f, r, k, g.textW(marked)), size, g.textW(marked))
			ft := fitted{size, lines}
			cw := *w
			cw.Align, cw.VAlign = "left", "middle"
			box := Rect{tx, cy, g.textW(marked), g.lineH}
			p.lines(f, cw, ft, box, color)
			if marked {
				// A star after the name: no colour needed, and it stays
				// inside the cell, clear of the tick box and the text above.
				sx, sy := tx+f.Width(lines[0], size)+starGap+starR, cy+g.lineH/2
				p.emit(Op{Kind: OpPath, Text: "star", X: sx - starR, Y: sy - starR, W: 2 * starR, H: 2 * starR,
					Path: star(sx, sy, starR), Fill: grey(0), Stroke: grey(1), LineW: 0.12})
			}
		}
	}
	return nil
}
