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
	if v.Text == nil {
		out.Text = nil
	}
	out.Lists = eachIn(v.Lists, func(it layout.Item) layout.Item {
		it.Title, it.Body = inches(it.Title), inches(it.Body)
		return it
	})
	out.Grids = eachIn(v.Grids, func(r layout.Row) layout.Row {
		r.Label, r.Short, r.Note = inches(r.Label), inches(r.Short), inches(r.Note)
		r.Cells, r.Alt = inchesAll(r.Cells), inchesAll(r.Alt)
		return r
	})
	var block func(b layout.Block) layout.Block
	block = func(b layout.Block) layout.Block {
		if b.Alone != nil {
			alone := block(*b.Alone)
			b.Alone = &alone
		}
		b.Heading, b.Ref, b.Text, b.Foot = inches(b.Heading), inches(b.Ref), inches(b.Text), inches(b.Foot)
		b.Steps, b.Bullets = inchesAll(b.Steps), inchesAll(b.Bullets)
		b.Table = inchesTable(b.Table)
		b.Tables = each(b.Tables, inchesTable)
		b.Ticks = each(b.Ticks, func(t layout.Ticks) layout.Ticks {
			t.Label = inches(t.Label)
			return t
		})
		return b
	}
	out.Blocks = eachIn(v.Blocks, block)
	return out
}

// each returns f of every element of s, in a new slice; nil for nil.
func each[T any](s []T, f func(T) T) []T {
	if s == nil {
		return nil
	}
	out := make([]T, len(s))
	for i, x := range s {
		out[i] = f(x)
	}
	return out
}

// eachIn returns a new map of each slot's elements through f; nil for nil.
func eachIn[T any](m map[string][]T, f func(T) T) map[string][]T {
	if m == nil {
		return nil
	}
	out := make(map[string][]T, len(m))
	for k, s := range m {
		out[k] = each(s, f)
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

func inchesAll(ss []string) []string { return each(ss, inches) }

func inchesTable(t [][]string) [][]string { return each(t, inchesAll) }
