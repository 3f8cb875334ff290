package pixel

import "testing"

// TestPageSize: a 69 × 94 mm card is 815 × 1110 pixels at 300 dpi, each
// side rounded to the nearest pixel.
func TestPageSize(t *testing.T) {
	for _, tc := range []struct {
		w, h, dpi float64
		pw, ph    int
	}{{69, 94, 300, 815, 1110}, {69, 94, 150, 407, 555}, {25.4, 50.8, 100, 100, 200}} {
		if pw, ph := PageSize(tc.w, tc.h, tc.dpi); pw != tc.pw || ph != tc.ph {
			t.Errorf("PageSize(%g, %g, %g) = %d × %d, want %d × %d", tc.w, tc.h, tc.dpi, pw, ph, tc.pw, tc.ph)
		}
	}
}

// TestIsPage: a PNG signed by crewcard is a page; another PNG, or crewcard's
// signature in a file that is not a PNG, is not.
func TestIsPage(t *testing.T) {
	sig := "\x89PNG\r\n\x1a\n"
	for head, want := range map[string]bool{
		sig + "....tEXtSoftware\x00" + Software: true,
		sig + "....tEXtSoftware\x00GIMP":        false,
		"GIF89a tEXtSoftware\x00" + Software:    false,
		"":                                      false,
	} {
		if got := IsPage([]byte(head)); got != want {
			t.Errorf("IsPage(%q) = %v, want %v", head, got, want)
		}
	}
}
