package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"
	"slices"
	"strings"
	"sync"
)

// The site as an installable web app that works offline: its manifest
// (assets/manifest.webmanifest) names the icons drawn here, and its service
// worker (assets/sw.js) keeps every file of the site, listed here.

// Slots in sw.js that addOffline fills.
const (
	filesSlot   = "/*files*/"
	askedSlot   = "/*asked*/"
	laterSlot   = "/*later*/"
	versionSlot = "/*version*/"
)

// iconSizes are the icons' widths and heights, px, as the manifest names
// them: icon-192.png and icon-512.png.
var iconSizes = []int{192, 512}

// addOffline adds the icons to files and fills the service worker's lists
// of files and version: every file of the site but the worker itself, and
// a digest of them all and of the worker's own code, so that a new worker
// is a new version. The studio's page and WebAssembly (when the site
// holds it) go in a list of their own, and the manual's pages are known by
// their folder: the worker keeps them only once a page asks for them (the
// studio, the companion recording a game, a reader of the manual), so
// that the viewer's first load stays light. The studio's modules loaded
// on demand (import.wasm) go in a third list: kept once a page fetches
// them, never before.
func addOffline(files map[string][]byte) error {
	drawn, err := icons()
	if err != nil {
		return err
	}
	maps.Copy(files, drawn)
	sw := string(files["sw.js"])
	if !strings.Contains(sw, filesSlot) || !strings.Contains(sw, askedSlot) || !strings.Contains(sw, laterSlot) || !strings.Contains(sw, versionSlot) { // unreachable: a test holds sw.js to it
		return errors.New("site: sw.js has no place for its files")
	}
	names, asked, later := []string{}, []string{}, []string{}
	h := sha256.New()
	h.Write([]byte(sw))
	for _, name := range slices.Sorted(maps.Keys(files)) {
		switch name {
		case "sw.js":
			continue
		case StudioWasm, StudioExec, "studio.html", "studio.css", "studio.js", "studiostore.js", "studioimport.js":
			asked = append(asked, name)
		case ImportWasm:
			later = append(later, name)
		default:
			if !strings.HasPrefix(name, manualDir) { // kept once asked for, by the prefix sw.js knows
				names = append(names, name)
			}
		}
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
	}
	for slot, list := range map[string][]string{filesSlot: names, askedSlot: asked, laterSlot: later} {
		b, err := json.Marshal(list)
		if err != nil {
			return err
		}
		sw = strings.Replace(sw, "["+slot+"]", string(b), 1)
	}
	sw = strings.Replace(sw, versionSlot, fmt.Sprintf("%x", h.Sum(nil))[:16], 1)
	files["sw.js"] = []byte(sw)
	return nil
}

// icons are the icons by name, drawn once.
var icons = sync.OnceValues(func() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, n := range iconSizes {
		b, err := icon(n)
		if err != nil {
			return nil, err
		}
		out[fmt.Sprintf("icon-%d.png", n)] = b
	}
	return out, nil
})

// box is a rounded rectangle in the favicon's 32-unit square.
type box struct{ x, y, w, h, r float64 }

func (b box) has(x, y float64) bool {
	if x < b.x || y < b.y || x > b.x+b.w || y > b.y+b.h {
		return false
	}
	// the nearest point of the rectangle inset by r
	cx := min(max(x, b.x+b.r), b.x+b.w-b.r)
	cy := min(max(y, b.y+b.r), b.y+b.h-b.r)
	return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= b.r*b.r
}

// tank is favicon.svg's tank: hull, turret and gun.
var tank = []box{{7, 17, 18, 6, 2}, {11, 12, 9, 5, 1}, {19, 13, 8, 2, 0}}

// icon draws the app's icon, n × n px: favicon.svg's light tank on its
// green, full bleed, the tank well inside the circle a maskable icon keeps.
func icon(n int) ([]byte, error) {
	green, light := color.NRGBA{0x2d, 0x4f, 0x1e, 0xff}, color.NRGBA{0xe8, 0xea, 0xed, 0xff}
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	// the tank spans 7..27 × 12..23 units: 60 % of the icon wide, centred
	scale := 0.6 * float64(n) / 20
	const ss = 4 // samples a side, for smooth edges
	for py := range n {
		for px := range n {
			in := 0
			for sy := range ss {
				for sx := range ss {
					x := (float64(px)+(float64(sx)+0.5)/ss-float64(n)/2)/scale + 17
					y := (float64(py)+(float64(sy)+0.5)/ss-float64(n)/2)/scale + 17.5
					for _, b := range tank {
						if b.has(x, y) {
							in++
							break
						}
					}
				}
			}
			f := float64(in) / ss / ss
			mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-f) + float64(b)*f + 0.5) }
			img.SetNRGBA(px, py, color.NRGBA{mix(green.R, light.R), mix(green.G, light.G), mix(green.B, light.B), 0xff})
		}
	}
	var buf bytes.Buffer
	err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	return buf.Bytes(), err
}
