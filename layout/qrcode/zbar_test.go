package qrcode

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// render draws c with a 4-module quiet zone, px pixels a module.
func render(c *Code, px int) *image.Gray {
	const quiet = 4
	side := (c.Size + 2*quiet) * px
	img := image.NewGray(image.Rect(0, 0, side, side))
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			v := uint8(255)
			if c.Dark(x/px-quiet, y/px-quiet) {
				v = 0
			}
			img.SetGray(x, y, color.Gray{v})
		}
	}
	return img
}

// TestZbar decodes our symbols with zbarimg, an independent decoder. It
// covers the payloads boombuler misencodes ("+12345" is a signed group to
// its numeric mode) and every mode, level and several versions.
func TestZbar(t *testing.T) {
	zbar := needs.Program(t, "zbarimg", "apt-get install zbar-tools")
	dir := t.TempDir()
	for i, tt := range []struct {
		payload string
		level   Level
	}{
		{"01234567", M},
		{"HTTPS://CREWCARD.APP/C/MZXW6YTBOI", M},
		{benchPayload, M},
		{"+12345", M},
		{"-0012", L},
		{"hello, world", Q},
		{"Übermensch 日本語", M},
		{strings.Repeat("HTTPS://CREWCARD.APP/C/", 12), H},
		{strings.Repeat("0123456789", 120), M},
		{strings.Repeat("crewcard ", 250), L},
		// The card's own links at level L, one of every version the card
		// prints (ISO/IEC 18004 capacities 47, 77, 114, 154, 195, 224).
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 2), L},
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 5), L},
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 8), L},
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 12), L},
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 16), L},
		{"HTTPS://CREWCARD.GITHUB.IO/" + strings.Repeat("MZXW6YTBOI", 19), L},
		// Links below a project's path, which keeps its case: alphanumeric
		// and byte segments in one symbol.
		{"HTTPS://OWNER.GITHUB.IO/crewcard/" + strings.Repeat("MZXW6YTBOI", 2), L},
		{"HTTPS://OWNER.GITHUB.IO/crewcard/" + strings.Repeat("MZXW6YTBOI", 18), L},
		{"HTTPS://A-CLUB.GITHUB.IO/my_cards/" + strings.Repeat("MZXW6YTBOI", 40), M},
	} {
		c, err := Encode(tt.payload, tt.level)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, render(c, 4)); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "qr"+string(rune('a'+i))+".png")
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(zbar, "--quiet", "--raw", file).Output()
		if err != nil {
			t.Errorf("zbarimg on version %d-%v %.20q: %v", c.Version, tt.level, tt.payload, err)
			continue
		}
		if got := strings.TrimSuffix(string(out), "\n"); got != tt.payload {
			t.Errorf("zbarimg on version %d-%v = %.40q, want %.40q", c.Version, tt.level, got, tt.payload)
		}
	}
}
