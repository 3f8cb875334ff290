// Package pngface gives press its PNG card faces (`crewcard render
// --format png`): importing it for its side effect registers layout/raster
// as the backend of press.PNG. A program that writes PNG faces imports it
// (crewcard's main package, and cardtest for the tests); one that never
// does, the studio's WebAssembly, leaves it out and links no PNG code
// (image/png, the rasteriser), which every visitor would download.
package pngface

import (
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/raster"
)

func init() {
	press.RegisterFaceFormat(press.PNG, func(fs *font.Set, dpi float64) (compose.Backend, error) {
		return raster.New(fs, dpi)
	})
}
