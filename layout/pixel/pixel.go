// Package pixel is what a program needs to know of a PNG page without
// drawing one: the resolutions a page may be drawn at, a page's size in
// pixels, and how crewcard's own PNG files are told apart. It imports no
// image code, so that a program that never draws PNG (the studio's
// WebAssembly) can check a --dpi flag or count a page's pixels without
// linking layout/raster, which draws them.
package pixel

import (
	"bytes"
	"math"
)

// Resolutions a PNG page may be drawn at, dots per inch.
const (
	DefaultDPI = 300
	MinDPI     = 50
	MaxDPI     = 1200
)

// Software is the tEXt entry every PNG page carries, after the
// keyword "Software" and a zero byte: it tells crewcard's files apart.
const Software = "crewcard"

// PageSize returns the size in pixels of a page of w × h mm at dpi: each
// side rounded to the nearest pixel.
func PageSize(w, h, dpi float64) (int, int) {
	return int(math.Round(w * dpi / 25.4)), int(math.Round(h * dpi / 25.4))
}

// IsPage reports whether head, the first 512 bytes of a file (or all of a
// shorter one), begins as every PNG page crewcard draws does, so that a
// card face crewcard wrote can be told from a file it must not replace.
func IsPage(head []byte) bool {
	return bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")) && bytes.Contains(head, []byte("tEXtSoftware\x00"+Software))
}
