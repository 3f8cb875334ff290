package impose

import (
	"strings"
	"testing"
)

func TestParsePaper(t *testing.T) {
	tests := []struct {
		in   string
		want Size
	}{
		{"a4", Size{210, 297}},
		{"A4", Size{210, 297}},
		{" Letter ", Size{215.9, 279.4}},
		{"us-letter", Size{215.9, 279.4}},
		{"a3", Size{297, 420}},
		{"legal", Size{215.9, 355.6}},
		{"300x400", Size{300, 400}},
		{"297x210mm", Size{297, 210}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParsePaper(tt.in)
			if err != nil || got != tt.want {
				t.Errorf("ParsePaper(%q) = %v, %v; want %v, nil", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestParseCardSize(t *testing.T) {
	tests := []struct {
		in   string
		want Size
	}{
		{"crew", Size{69, 94}},
		{"69x94", Size{69, 94}},
		{"poker", Size{63, 88}},
		{"63x88", Size{63, 88}},
		{"MTG", Size{63.5, 88.9}},
		{"63.5x88.9", Size{63.5, 88.9}},
		{"57x89", Size{57, 89}},
		{"70x100", Size{70, 100}},
		{"70X100", Size{70, 100}},
		{"70×100", Size{70, 100}},
		{"70 x 100 mm", Size{70, 100}},
		{"20x300", Size{20, 300}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseCardSize(tt.in)
			if err != nil || got != tt.want {
				t.Errorf("ParseCardSize(%q) = %v, %v; want %v, nil", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestParseSizeErrors(t *testing.T) {
	tests := []struct {
		name  string
		parse func(string) (Size, error)
		in    string
		want  string // the whole error text
	}{
		{"card", ParseCardSize, "", `card size: empty; want a name (crew, poker, mtg, 57x89) or WxH in mm`},
		{"card", ParseCardSize, "tarot", `card size "tarot": unknown; want a name (crew, poker, mtg, 57x89) or WxH in mm, like "70x100"`},
		{"card", ParseCardSize, "70xabc", `card size "70xabc": want WxH in mm, like "70x100"`},
		{"card", ParseCardSize, "0x90", `card size "0x90": width 0 mm is outside 20–300 mm`},
		{"card", ParseCardSize, "-63x88", `card size "-63x88": width -63 mm is outside 20–300 mm`},
		{"card", ParseCardSize, "63x301", `card size "63x301": height 301 mm is outside 20–300 mm`},
		{"card", ParseCardSize, "19.9x88", `card size "19.9x88": width 19.9 mm is outside 20–300 mm`},
		{"card", ParseCardSize, "NaNx88", `card size "NaNx88": width NaN mm is outside 20–300 mm`},
		{"card", ParseCardSize, "infx88", `card size "infx88": width +Inf mm is outside 20–300 mm`},
		{"paper", ParsePaper, "b5", `paper "b5": unknown; want a name (a4, letter, a3, legal, a5) or WxH in mm, like "70x100"`},
		{"paper", ParsePaper, "10x10", `paper "10x10": width 10 mm is outside 50–1200 mm`},
	}
	for _, tt := range tests {
		t.Run(tt.name+"/"+tt.in, func(t *testing.T) {
			got, err := tt.parse(tt.in)
			if err == nil {
				t.Fatalf("parse %s %q = %v, want error %q", tt.name, tt.in, got, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("parse %s %q: error\n%s\nwant\n%s", tt.name, tt.in, err, tt.want)
			}
		})
	}
}

// TestPresetsParse checks every preset name and alias resolves to its own size,
// and that no name is claimed twice.
func TestPresetsParse(t *testing.T) {
	for _, set := range []struct {
		name    string
		presets []Preset
		parse   func(string) (Size, error)
	}{{"paper", Papers, ParsePaper}, {"card", Cards, ParseCardSize}} {
		seen := map[string]bool{}
		for _, p := range set.presets {
			for _, n := range append([]string{p.Name}, p.Aliases...) {
				if seen[n] || n != strings.ToLower(n) {
					t.Errorf("%s preset name %q is repeated or not lower case", set.name, n)
				}
				seen[n] = true
				if got, err := set.parse(n); err != nil || got != p.Size {
					t.Errorf("parse %s %q = %v, %v; want %v", set.name, n, got, err, p.Size)
				}
			}
		}
	}
	if Cards[0].Name != DefaultCard {
		t.Errorf("Cards[0] = %q, want the default %q", Cards[0].Name, DefaultCard)
	}
}

func TestSizeString(t *testing.T) {
	for _, tt := range []struct {
		s    Size
		want string
	}{{Size{69, 94}, "69x94"}, {Size{63.5, 88.9}, "63.5x88.9"}, {Size{215.9, 279.4}, "215.9x279.4"}} {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Size%v.String() = %q, want %q", [2]float64{tt.s.W, tt.s.H}, got, tt.want)
		}
	}
}
