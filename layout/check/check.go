// Package check validates a card template before it is planned: a
// sensible card, known widget kinds and fonts, sizes in range, every
// widget inside the card and every widget that prints inside the safe
// zone, flows and spills that lead somewhere.
package check

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// nonFinite returns the key of the first number of w that is NaN or
// infinite, which every comparison would let through.
func nonFinite(w *layout.Widget) (string, bool) {
	type field struct {
		key string
		v   float64
	}
	fields := []field{{"x", w.X}, {"y", w.Y}, {"w", w.W}, {"h", w.H}, {"size", w.Size}, {"min", w.Min}, {"color", w.Color},
		{"line", w.LineW}, {"radius", w.Radius}, {"label_w", w.LabelW}, {"label_min", w.LabelMin}, {"num_w", w.NumW}, {"tick", w.Tick}, {"gap", w.Gap}, {"gutter", w.Gutter}, {"icon_size", w.IconW}, {"module", w.Module}, {"grow", w.Grow}, {"gives_way", w.GivesWay}, {"rise_air", w.RiseAir}}
	if w.Fill != nil {
		fields = append(fields, field{"fill", *w.Fill})
	}
	if w.Stroke != nil {
		fields = append(fields, field{"stroke", *w.Stroke})
	}
	for _, f := range fields {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return f.key, true
		}
	}
	return "", false
}

// Check validates the template: a sensible card, known widget kinds and
// fonts, positive sizes, text floors of at least 5 pt, every widget inside
// the card and every widget that prints text or codes inside the safe zone.
// It calls report for each problem, in template order, with the key path
// of the field at fault as the template's TOML file has it, widgets
// counted from 0 ("width", "widget.2.size"), and a message that names the
// widget by what it shows (`text "name": 4 pt is outside 5–72 pt`).
func Template(t *layout.Template, report func(key, msg string)) {
	add := func(i int, field, format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		if i >= 0 {
			field = "widget." + strconv.Itoa(i) + "." + field
			msg = t.Widgets[i].What() + ": " + msg
		}
		report(field, msg)
	}
	if strings.TrimSpace(t.Name) == "" {
		add(-1, "name", "missing template name")
	}
	if !(t.Width >= 20 && t.Width <= 500) {
		add(-1, "width", "%g mm is not a card width (20–500 mm)", t.Width)
	}
	if !(t.Height >= 20 && t.Height <= 500) {
		add(-1, "height", "%g mm is not a card height (20–500 mm)", t.Height)
	}
	if !(t.Bleed >= 0 && t.Bleed <= 10) {
		add(-1, "bleed", "%g mm is outside 0–10 mm", t.Bleed)
	}
	if !(t.Safe >= 0 && t.Safe*4 < t.Width && t.Safe*4 < t.Height) {
		add(-1, "safe", "%g mm leaves no room inside the card", t.Safe)
	}
	if len(t.Widgets) > 500 {
		add(-1, "widget", "%d widgets, at most 500", len(t.Widgets))
		return
	}
	card := impose.Rect{W: t.Width, H: t.Height}
	safe := card.Grow(-t.Safe)
	for i := range t.Widgets {
		w := &t.Widgets[i]
		if !layout.IsKind(w.Kind) {
			add(i, "kind", "unknown widget kind %s (want text, box, line, icon, qr, grid, track or list)", layout.Quote(w.Kind, 40))
			continue
		}
		if field, ok := nonFinite(w); ok {
			add(i, field, "is not a number")
			continue
		}
		checkGeometry(w, i, card, safe, add)
		checkStyle(w, i, add)
		checkGrow(w, i, safe, add)
		checkGivesWay(t, w, i, add)
		checkGivesSize(t, w, i, add)
		checkMakesRoom(t, w, i, add)
		if w.IconW < 0 || w.IconW > 30 {
			add(i, "icon_size", "%g mm is outside 0–30 mm (0: two lines)", w.IconW)
		}
		if w.Tick != 0 && (w.Tick < 1.5 || w.Tick > 10) {
			add(i, "tick", "%g mm is outside 1.5–10 mm, too small to tick or too big", w.Tick)
		}
		for _, named := range []struct {
			key   string
			slots []string
		}{{"rise", strings.Fields(w.Rise)}, {"sink", []string{w.Sink}}} {
			for _, slot := range named.slots {
				if slot != "" && !slices.ContainsFunc(t.Widgets[:i], func(o layout.Widget) bool { return o.Bind == slot }) {
					add(i, named.key, "no widget before it binds %s; name the slot of one drawn before it", layout.Quote(slot, 40))
				}
			}
		}
	}
	checkFlow(t, add)
}

// checkFlow asks every flowing widget to be a blocks widget, with a
// flowing widget of its slot drawn on continuation cards to take what it
// leaves, and every spilling widget to name a flowing blocks widget after
// it, on the same cards.
func checkFlow(t *layout.Template, add addFunc) {
	for i, w := range t.Widgets {
		if w.Spill != "" && (w.Kind != layout.KindBlocks || !slices.ContainsFunc(t.Widgets[i+1:], func(o layout.Widget) bool {
			return o.Kind == layout.KindBlocks && o.Flow && o.Bind == w.Spill && o.Continued == w.Continued
		})) {
			add(i, "spill", "a blocks widget spills into the flowing blocks widget of slot %s after it, and there is none", layout.Quote(w.Spill, 40))
		}
		if w.FromBack != "" && (w.Kind != layout.KindBlocks || !w.Continued || w.Flow) {
			add(i, "from_back", "only a blocks widget drawn on continuation cards (continued = true, no flow) takes the rest of the back's slot %s", layout.Quote(w.FromBack, 40))
		}
		if w.RunIn && w.Kind != layout.KindBlocks {
			add(i, "run_in", "only a blocks widget runs its headings into their text")
		}
		for _, c := range [][2]string{{"if_empty", w.IfEmpty}, {"if_full", w.IfFull}} {
			if c[1] != "" && !slices.ContainsFunc(t.Widgets[:i], func(o layout.Widget) bool {
				return (o.Kind == layout.KindList || o.Kind == layout.KindBlocks) && o.Bind == c[1]
			}) {
				add(i, c[0], "no list or blocks widget before this one binds slot %s; name one that does", layout.Quote(c[1], 40))
			}
		}
	}
	for i, w := range t.Widgets {
		if !w.Flow {
			continue
		}
		if w.Kind != layout.KindBlocks {
			add(i, "flow", "only a blocks widget flows on to another card")
			continue
		}
		if w.Continued {
			continue
		}
		next := slices.IndexFunc(t.Widgets, func(o layout.Widget) bool {
			return o.Flow && o.Bind == w.Bind && (o.Repeat || o.Continued)
		})
		if next < 0 {
			add(i, "flow", "no flowing widget of slot %s is drawn on continuation cards (repeat or continued) to take what does not fit", layout.Quote(w.Bind, 40))
		}
	}
}

type addFunc func(i int, field, format string, args ...any)

func checkGeometry(w *layout.Widget, i int, card, safe impose.Rect, add addFunc) {
	if w.Kind == layout.KindLine {
		if w.W < 0 || w.H < 0 || w.W == 0 && w.H == 0 {
			add(i, "w", "a line needs w ≥ 0 and h ≥ 0, not both 0 (got %g × %g mm)", w.W, w.H)
			return
		}
	} else {
		if !(w.W > 0) {
			add(i, "w", "width %g mm must be positive", w.W)
		}
		if !(w.H > 0) {
			add(i, "h", "height %g mm must be positive", w.H)
		}
		if !(w.W > 0 && w.H > 0) {
			return
		}
	}
	if w.ContinuedH != 0 && !(w.ContinuedH > 0 && (w.Kind == layout.KindList || w.Kind == layout.KindBlocks) && w.Y+w.ContinuedH <= safe.Bottom()+1e-6) {
		add(i, "continued_h", "%g mm: a list or blocks widget's height on continuation cards, more than 0 and ending inside the safe zone (at %g mm at most)", w.ContinuedH, safe.Bottom()-w.Y)
	}
	r := w.Rect()
	area, zone := card, "card"
	switch w.Kind {
	case layout.KindBox, layout.KindLine:
	case layout.KindQR:
		// The quiet zone is white, not content: it may reach past the safe
		// line by as much of it as the smallest module gives, so that the
		// symbol itself keeps inside it.
		area, zone = safe.Grow(layout.QRQuietMin), fmt.Sprintf("safe zone and the %g mm of quiet zone a code may print past it", layout.QRQuietMin)
	default:
		area, zone = safe, "safe zone"
	}
	switch {
	case r.X < area.X-1e-6:
		add(i, "x", "%g mm is left of the %s (starts at %g mm)", r.X, zone, area.X)
	case r.Right() > area.Right()+1e-6:
		add(i, "w", "x+w = %g mm runs past the %s (ends at %g mm)", r.Right(), zone, area.Right())
	}
	switch {
	case r.Y < area.Y-1e-6:
		add(i, "y", "%g mm is above the %s (starts at %g mm)", r.Y, zone, area.Y)
	case r.Bottom() > area.Bottom()+1e-6:
		add(i, "h", "y+h = %g mm runs past the %s (ends at %g mm)", r.Bottom(), zone, area.Bottom())
	}
}

// checkGrow asks a box that grows or shrinks for its code (Module) to be a
// qr's, growing inside the safe zone.
func checkGrow(w *layout.Widget, i int, safe impose.Rect, add addFunc) {
	switch {
	case w.Module == 0 && w.Grow == 0 && !w.Shrink:
	case w.Kind != layout.KindQR:
		add(i, "module", "only a qr widget's box grows or shrinks for its code; remove module, grow and shrink")
	case !(w.Module >= layout.MinQRModule && w.Module <= 2):
		add(i, "module", "%g mm is outside %g–2 mm", w.Module, layout.MinQRModule)
	case w.Shrink && w.Grow == 0:
	case !(w.Grow >= min(w.W, w.H)):
		add(i, "grow", "%g mm is smaller than the box (%g mm): give the largest side the box grows to", w.Grow, min(w.W, w.H))
	case w.Align == "center" && (w.X+w.W/2-w.Grow/2 < safe.X-1e-6 || w.X+w.W/2+w.Grow/2 > safe.Right()+1e-6 || w.Y+w.H-w.Grow < safe.Y-1e-6):
		add(i, "grow", "a %g mm box centred on %g mm and ending at %g mm runs outside the safe zone; give at most %g mm", w.Grow, w.X+w.W/2, w.Y+w.H, min(2*(w.X+w.W/2-safe.X), 2*(safe.Right()-w.X-w.W/2), w.Y+w.H-safe.Y))
	case w.Align != "center" && (w.X+w.W-w.Grow < safe.X-1e-6 || w.Y+w.H-w.Grow < safe.Y-1e-6):
		add(i, "grow", "a %g mm box ending at (%g, %g) mm starts outside the safe zone; give at most %g mm", w.Grow, w.X+w.W, w.Y+w.H, min(w.X+w.W-safe.X, w.Y+w.H-safe.Y))
	}
}

// checkGivesWay asks a widget that gives way to a code (GivesWay) to be a
// text above a qr widget whose box grows for its code (growsBelow).
func checkGivesWay(t *layout.Template, w *layout.Widget, i int, add addFunc) {
	switch {
	case w.GivesWay == 0:
	case !(w.GivesWay >= layout.MinQRModule && w.GivesWay <= 2):
		add(i, "gives_way", "%g mm is outside %g–2 mm", w.GivesWay, layout.MinQRModule)
	case w.Kind != layout.KindText:
		add(i, "gives_way", "only a text widget gives way to a code; remove gives_way")
	case !growsBelow(t, w):
		add(i, "gives_way", "no qr widget with module and grow below it to give way to; remove gives_way or give the code's box module and grow")
	}
}

// checkGivesSize asks a widget that gives its size to a code (GivesSize)
// to have text, a floor under its size, and a qr widget whose box grows
// for its code below it (growsBelow).
func checkGivesSize(t *layout.Template, w *layout.Widget, i int, add addFunc) {
	switch {
	case !w.GivesSize:
	case !hasText(w):
		add(i, "gives_size", "only a widget with text gives its size to a code; remove gives_size")
	case w.MinSize() >= w.Size:
		add(i, "gives_size", "its floor (min %g pt) is its size: give a smaller min, or remove gives_size", w.MinSize())
	case !growsBelow(t, w):
		add(i, "gives_size", "no qr widget with module and grow below it to give its size to; remove gives_size or give the code's box module and grow")
	}
}

// checkMakesRoom asks a widget that makes room for itself (MakesRoom) to
// be blocks that rise under others, with a floor under its size.
func checkMakesRoom(t *layout.Template, w *layout.Widget, i int, add addFunc) {
	switch {
	case w.MakesRoom == "":
	case w.Kind != layout.KindBlocks || w.Rise == "":
		add(i, "makes_room", "only blocks that rise under others (rise) make room by setting them smaller; remove makes_room")
	case w.MinSize() >= w.Size:
		add(i, "makes_room", "its floor (min %g pt) is its size: give a smaller min, or remove makes_room", w.MinSize())
	}
}

// growsBelow reports whether t has a qr widget below w whose box grows
// for its code (Module, Grow).
func growsBelow(t *layout.Template, w *layout.Widget) bool {
	return slices.ContainsFunc(t.Widgets, func(q layout.Widget) bool {
		return q.Kind == layout.KindQR && q.Module > 0 && q.Grow > 0 && q.Y >= w.Y+w.H-1e-6
	})
}

func checkStyle(w *layout.Widget, i int, add addFunc) {
	if w.Font != "" && w.Font != "regular" && w.Font != "bold" {
		add(i, "font", "unknown font %s (want regular or bold)", layout.Quote(w.Font, 40))
	}
	if hasText(w) {
		if !(w.Size >= layout.MinFinePrint && w.Size <= 72) {
			add(i, "size", "%g pt is outside %g–72 pt", w.Size, layout.MinFinePrint)
		}
		if w.Min != 0 && w.Min < layout.MinFinePrint {
			add(i, "min", "%g pt is below the %g pt floor for fine print", w.Min, layout.MinFinePrint)
		} else if w.Min > w.Size && w.Size > 0 {
			add(i, "min", "%g pt is larger than size %g pt", w.Min, w.Size)
		}
	}
	for _, e := range []struct {
		key, what, v string
		ok           [3]string
	}{
		{"align", "alignment", w.Align, [3]string{"left", "center", "right"}},
		{"valign", "vertical alignment", w.VAlign, [3]string{"top", "middle", "bottom"}},
		{"low_ink", "low-ink mode", w.LowInk, [3]string{"outline", "rule", "hide"}},
	} {
		if e.v != "" && !slices.Contains(e.ok[:], e.v) {
			add(i, e.key, "unknown %s %s (want %s, %s or %s)", e.what, layout.Quote(e.v, 40), e.ok[0], e.ok[1], e.ok[2])
		}
	}
	for _, g := range []struct {
		name string
		v    *float64
	}{{"fill", w.Fill}, {"stroke", w.Stroke}, {"color", &w.Color}} {
		if g.v != nil && !(*g.v >= 0 && *g.v <= 1) {
			add(i, g.name, "grey %g is outside 0 (black) – 1 (white)", *g.v)
		}
	}
	for _, r := range []struct {
		key     string
		v, most float64
	}{{"line", w.LineW, 5}, {"radius", w.Radius, 20}, {"gap", w.Gap, 20}, {"gutter", w.Gutter, 10}, {"rise_air", w.RiseAir, 20}} {
		if !(r.v >= 0 && r.v <= r.most) {
			add(i, r.key, "%g mm is outside 0–%g mm", r.v, r.most)
		}
	}
	if w.LabelW != 0 && !(w.LabelW > 0 && w.LabelW < w.W) {
		add(i, "label_w", "%g mm must be more than 0 and less than the widget's width, %g mm", w.LabelW, w.W)
	}
	if w.Cols < 0 || w.Cols > 12 {
		add(i, "cols", "%d columns, want 1–12", w.Cols)
	}
	if w.Cells < 0 || w.Cells > 100 {
		add(i, "cells", "%d cells, want 0–100", w.Cells)
	}
	if n := utf8.RuneCountInString(w.Text); n > layout.MaxText {
		add(i, "text", "is %d characters long, more than the %d a template's text may have", n, layout.MaxText)
	}
	if w.Rows && (w.Kind != layout.KindBlocks || w.Flow || w.Spill != "") {
		add(i, "fill_rows", "only a blocks widget that neither flows nor spills fills its box with blank rows")
	}
	if w.RiseAir != 0 && (w.Rise == "" || w.Kind == layout.KindIcon) {
		add(i, "rise_air", "only a widget that rises (rise), other than an icon, stands rise_air under what it rises to; remove rise_air")
	}
	if w.RiseAirIf != "" && w.RiseAir == 0 {
		add(i, "rise_air_if", "names the slot on which the widget stands rise_air under what it rises to; give rise_air too, or remove rise_air_if")
	}
	switch w.Kind {
	case layout.KindText:
		if w.Bind == "" && w.Text == "" {
			add(i, "bind", "a text widget needs bind or text")
		}
	case layout.KindGrid, layout.KindList, layout.KindBlocks:
		if w.Bind == "" {
			add(i, "bind", "a %s widget needs bind", w.Kind)
		}
		if w.ToBack != "" && (w.Kind != layout.KindBlocks || !w.Flow) {
			add(i, "to_back", "only a flowing blocks widget (flow = true) hands its rest to the back")
		}
		if w.More != "" && (w.Kind != layout.KindList && w.ToBack == "" || strings.Count(w.More, "%") != 1 || !strings.Contains(w.More, "%d")) {
			add(i, "more", "%q: a list's more line holds one %%d, for how many entries are left out, and no other %%", w.More)
		}
	case layout.KindTrack:
		if w.Bind == "" && w.Cells == 0 {
			add(i, "bind", "a track widget needs bind or cells")
		}
	case layout.KindIcon:
		if w.Icon == "" && w.Bind == "" {
			add(i, "icon", "an icon widget needs icon or bind")
		}
		if w.LowInk == "rule" {
			add(i, "low_ink", "an icon is drawn in outline or hidden in low ink, not as a rule")
		}
	}
}

// hasText reports whether the widget kind sets type.
func hasText(w *layout.Widget) bool {
	switch w.Kind {
	case layout.KindText, layout.KindGrid, layout.KindList, layout.KindBlocks:
		return true
	}
	return false
}
