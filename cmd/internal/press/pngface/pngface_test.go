package pngface_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	_ "github.com/crewcard/crewcard/cmd/internal/press/pngface"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/layout/pixel"
	"github.com/crewcard/crewcard/model/saved"
)

// TestRegistersPNG: imported, the package makes press draw PNG faces: a
// crew's front and back as crewcard's PNG pages, at the dpi asked for.
func TestRegistersPNG(t *testing.T) {
	const name = "../../../../samples/legendary-kv1.toml"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	doc, errs := system.Check(name, src)
	if doc == nil {
		t.Fatalf("%s: %v", name, errs)
	}
	o := press.Options{LinkBase: saved.DefaultBase, Format: press.PNG, DPI: 150}
	d, err := system.NewKit([]system.Doc{doc}, nil, &o)
	if err != nil {
		t.Fatal(err)
	}
	n, card := system.Cards([]system.Doc{doc}, o.LinkBase)
	files, rerrs := press.RenderFaces(context.Background(), d, n, card, []string{"kv1"}, &o)
	if len(rerrs) > 0 {
		t.Fatal(rerrs)
	}
	wantW, wantH := pixel.PageSize(69, 94, o.DPI)
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
		cfg, err := png.DecodeConfig(bytes.NewReader(f.Data))
		if !pixel.IsPage(f.Data[:min(len(f.Data), 512)]) || err != nil || cfg.Width != wantW || cfg.Height != wantH {
			t.Errorf("%s: a PNG page of crewcard's %v, %d × %d px (%v); want %d × %d", f.Name, pixel.IsPage(f.Data), cfg.Width, cfg.Height, err, wantW, wantH)
		}
	}
	if len(names) != 2 || names[0] != "kv1-front.png" || names[1] != "kv1-back.png" {
		t.Errorf("files %q, want kv1-front.png and kv1-back.png", names)
	}
}
