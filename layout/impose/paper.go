// Package impose places cards on printer sheets as pure geometry, in millimetres.
package impose

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Size is a width and height.
type Size struct {
	W float64 // width, mm
	H float64 // height, mm
}

// String formats s as "WxH" in millimetres, for example "63.5x88.9".
func (s Size) String() string { return FormatMM(s.W) + "x" + FormatMM(s.H) }

// Portrait returns s with its shorter side as the width.
func (s Size) Portrait() Size {
	if s.W > s.H {
		return Size{W: s.H, H: s.W}
	}
	return s
}

// Landscape returns s with its longer side as the width.
func (s Size) Landscape() Size {
	if s.W < s.H {
		return Size{W: s.H, H: s.W}
	}
	return s
}

// Preset is a named size.
type Preset struct {
	Name    string   // canonical name, lower case
	Aliases []string // other accepted names, lower case
	Size    Size     // portrait size, mm
	Note    string   // one-line description for help text
}

// Papers lists the known paper sizes, in portrait.
var Papers = []Preset{
	{Name: "a4", Size: Size{210, 297}, Note: "ISO A4"},
	{Name: "letter", Aliases: []string{"us-letter"}, Size: Size{215.9, 279.4}, Note: "US Letter, 8.5 x 11 in"},
	{Name: "a3", Size: Size{297, 420}, Note: "ISO A3"},
	{Name: "legal", Aliases: []string{"us-legal"}, Size: Size{215.9, 355.6}, Note: "US Legal, 8.5 x 14 in"},
	{Name: "a5", Size: Size{148, 210}, Note: "ISO A5"},
}

// Cards lists the card-size presets; the first one is the default.
var Cards = []Preset{
	{Name: "crew", Aliases: []string{"69x94"}, Size: Size{69, 94}, Note: "tank-crew card (default)"},
	{Name: "poker", Aliases: []string{"63x88"}, Size: Size{63, 88}, Note: "poker card"},
	{Name: "mtg", Aliases: []string{"63.5x88.9"}, Size: Size{63.5, 88.9}, Note: "2.5 x 3.5 in card"},
	{Name: "57x89", Size: Size{57, 89}, Note: "57 x 89 mm card"},
}

// DefaultPaper and DefaultCard name the presets used when the user names none.
const (
	DefaultPaper = "a4"
	DefaultCard  = "crew"
)

// Bounds on custom sizes, mm.
const (
	MinCard  = 20.0
	MaxCard  = 300.0
	MinPaper = 50.0
	MaxPaper = 1200.0
)

// ParsePaper returns the paper size named by s: a preset name from Papers,
// or a custom "WxH" in millimetres between MinPaper and MaxPaper.
func ParsePaper(s string) (Size, error) {
	return parseSize("paper", s, Papers, MinPaper, MaxPaper)
}

// ParseCardSize returns the card size named by s: a preset name from Cards,
// or a custom "WxH" in millimetres between MinCard and MaxCard.
func ParseCardSize(s string) (Size, error) {
	return parseSize("card size", s, Cards, MinCard, MaxCard)
}

// parseSize looks s up in presets, then parses it as "WxH" (an optional
// "mm" suffix, and "X" or "×" as the separator, are accepted).
func parseSize(what, s string, presets []Preset, lo, hi float64) (Size, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	if key == "" {
		return Size{}, fmt.Errorf("%s: empty; want a name (%s) or WxH in mm", what, names(presets))
	}
	for _, p := range presets {
		if key == p.Name {
			return p.Size, nil
		}
		for _, a := range p.Aliases {
			if key == a {
				return p.Size, nil
			}
		}
	}
	key = strings.TrimSuffix(key, "mm")
	key = strings.ReplaceAll(key, "×", "x")
	ws, hs, ok := strings.Cut(key, "x")
	if !ok {
		return Size{}, fmt.Errorf("%s %q: unknown; want a name (%s) or WxH in mm, like \"70x100\"", what, s, names(presets))
	}
	w, errW := strconv.ParseFloat(strings.TrimSpace(ws), 64)
	h, errH := strconv.ParseFloat(strings.TrimSpace(hs), 64)
	if errW != nil || errH != nil {
		return Size{}, fmt.Errorf("%s %q: want WxH in mm, like \"70x100\"", what, s)
	}
	for _, d := range []struct {
		name string
		v    float64
	}{{"width", w}, {"height", h}} {
		if math.IsNaN(d.v) || d.v < lo || d.v > hi {
			return Size{}, fmt.Errorf("%s %q: %s %s mm is outside %s–%s mm", what, s, d.name, FormatMM(d.v), FormatMM(lo), FormatMM(hi))
		}
	}
	return Size{W: w, H: h}, nil
}

func names(presets []Preset) string {
	n := make([]string, len(presets))
	for i, p := range presets {
		n[i] = p.Name
	}
	return strings.Join(n, ", ")
}

// FormatMM formats a length in mm without trailing zeros: "63.5", "3".
func FormatMM(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
