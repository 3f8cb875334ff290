package font_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

func TestCheck(t *testing.T) {
	pad := strings.Repeat("\x00", 16)
	tests := []struct {
		name, data, want string // want: substring of the error, "" for none
	}{
		{"truetype", "\x00\x01\x00\x00" + pad, ""},
		{"apple true", "true" + pad, ""},
		{"otf cff", "OTTO" + pad, "CFF outlines"},
		{"collection", "ttcf" + pad, "collection"},
		{"garbage", "<html>" + pad, "not a TrueType font"},
		{"short", "\x00\x01", "too short"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := font.Check([]byte(tc.data))
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("Check = %v, want nil", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("Check = %v, want error containing %q", err, tc.want)
			}
		})
	}
}

func TestParseRejectsBrokenTables(t *testing.T) {
	for _, data := range []string{
		"\x00\x01\x00\x00\x00\x05" + strings.Repeat("\x00", 6), // 5 tables, no directory
		"\x00\x01\x00\x00\x00\x00" + strings.Repeat("\x00", 6), // no tables at all
		"\x00\x01\x00\x00\x00\x01" + strings.Repeat("\x00", 6) + "headxxxx\xff\xff\xff\xff\x00\x00\x00\x10",
	} {
		if _, err := font.Parse([]byte(data)); err == nil {
			t.Errorf("Parse(%q) = nil error, want one", data)
		}
	}
}

func TestMissing(t *testing.T) {
	fs := layouttest.Fonts(t)
	tests := []struct {
		text string
		want []rune
	}{
		{"Cobra King", nil},
		{"Panzerbüchse 2ème Т-34/85", nil},
		{"中隊 Tiger 中", []rune{0x4E2D, 0x968A}},
		{"Tank 🐯", []rune{0x1F42F}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			got := fs.Regular.Missing(tc.text)
			if string(got) != string(tc.want) {
				t.Fatalf("Missing(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
	if fs.Bold.Name != "RobotoCondensed-Bold" {
		t.Errorf("Bold.Name = %q, want RobotoCondensed-Bold", fs.Bold.Name)
	}
}
