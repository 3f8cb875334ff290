package press

import (
	"strings"
	"unicode"

	"github.com/crewcard/crewcard/layout"
)

// inchMarks returns a copy of v whose texts print an inch mark as the
// double prime ″ (U+2033), which the card fonts carry, in place of the
// straight quote a keyboard types: a " right after a digit, unless it
// closes a quotation ("Tiger 131" keeps its quote). The QR payload is left
// as it is.
func inchMarks(v layout.View) layout.View {
	out := v
	out.Text = make(map[string]string, len(v.Text))
	for k, s := range v.Text {
		out.Text[k] = inches(s)
	}
	out.Lists = make(map[string][]layout.Item, len(v.Lists))
	for k, items := range v.Lists {
		c := make([]layout.Item, len(items))
		for i, it := range items {
			it.Title, it.Body = inches(it.Title), inches(it.Body)
			c[i] = it
		}
		out.Lists[k] = c
	}
	out.Grids = make(map[string][]layout.Row, len(v.Grids))
	for k, rows := range v.Grids {
		c := make([]layout.Row, len(rows))
		for i, r := range rows {
			r.Label, r.Short, r.Note = inches(r.Label), inches(r.Short), inches(r.Note)
			r.Cells, r.Alt = inchesAll(r.Cells), inchesAll(r.Alt)
			c[i] = r
		}
		out.Grids[k] = c
	}
	out.Blocks = make(map[string][]layout.Block, len(v.Blocks))
	for k, blocks := range v.Blocks {
		c := make([]layout.Block, len(blocks))
		for i, b := range blocks {
			b.Heading, b.Ref, b.Text, b.Foot = inches(b.Heading), inches(b.Ref), inches(b.Text), inches(b.Foot)
			b.Steps, b.Bullets = inchesAll(b.Steps), inchesAll(b.Bullets)
			b.Table = inchesTable(b.Table)
			if b.Tables != nil {
				tables := make([][][]string, len(b.Tables))
				for j, t := range b.Tables {
					tables[j] = inchesTable(t)
				}
				b.Tables = tables
			}
			if b.Ticks != nil {
				ticks := make([]layout.Ticks, len(b.Ticks))
				for j, t := range b.Ticks {
					t.Label = inches(t.Label)
					ticks[j] = t
				}
				b.Ticks = ticks
			}
			c[i] = b
		}
		out.Blocks[k] = c
	}
	if v.Text == nil {
		out.Text = nil
	}
	if v.Lists == nil {
		out.Lists = nil
	}
	if v.Grids == nil {
		out.Grids = nil
	}
	if v.Blocks == nil {
		out.Blocks = nil
	}
	return out
}

// inches returns s with each inch mark, a " right after a digit that does
// not close a quotation, printed as ″.
func inches(s string) string {
	if !strings.Contains(s, `"`) {
		return s
	}
	var b strings.Builder
	quotes := 0 // straight quotes so far: odd inside a quotation
	prev := rune(0)
	for _, r := range s {
		switch {
		case r == '"' && unicode.IsDigit(prev) && quotes%2 == 0:
			b.WriteRune('″')
		case r == '"':
			quotes++
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

func inchesAll(ss []string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = inches(s)
	}
	return out
}

func inchesTable(t [][]string) [][]string {
	if t == nil {
		return nil
	}
	out := make([][]string, len(t))
	for i, row := range t {
		out[i] = inchesAll(row)
	}
	return out
}
