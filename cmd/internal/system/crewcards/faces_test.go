package crewcards_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
)

// renderFaces renders the inputs of args a file a face, as render does,
// and returns the files by name.
func renderFaces(t *testing.T, args []string, flags ...string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	for _, f := range cardtest.Render(t, args, flags...) {
		files[f.Name] = f.Data
	}
	return files
}

// TestRenderFaceNames: --format png and svg draw a file a card face: each
// sample's front and back after its file, a deck's cards numbered after
// its id; PNG pages are the card at the dpi asked for (with the bleed
// asked for), SVG pages are SVG.
func TestRenderFaceNames(t *testing.T) {
	var want []string
	samples := crewtest.Samples(t)
	for _, s := range samples {
		want = append(want, s.Name+"-back", s.Name+"-front")
	}
	// Crewgen's 51st of seed 5 continues its back on a second card, and
	// its front with it.
	crews, err := gen.Crews(51, 5)
	if err != nil {
		t.Fatal(err)
	}
	twoCards := cardtest.WriteFile(t, t.TempDir(), "crew-00051.toml", crews[50])
	want = append(want, "crew-00051-back", "crew-00051-front", "crew-00051-back-2", "crew-00051-front-2")
	for i := 1; i <= 11; i++ {
		want = append(want, fmt.Sprintf("tank-duel-actions-%02d-back", i), fmt.Sprintf("tank-duel-actions-%02d-front", i))
	}
	sort.Strings(want)
	for _, tc := range []struct {
		format string
		flags  []string
		w, h   int // PNG pixels
	}{
		{"png", nil, 815, 1110},
		{"png", []string{"--dpi", "150", "--bleed", "3"}, 443, 591},
		{"svg", nil, 0, 0},
	} {
		t.Run(tc.format+strings.Join(tc.flags, ""), func(t *testing.T) {
			files := renderFaces(t, append(crewtest.Files(t, "../../../../samples"), twoCards, "tank-duel-actions"), append([]string{"--format", tc.format}, tc.flags...)...)
			var got []string
			for name := range files {
				got = append(got, name)
			}
			sort.Strings(got)
			var names []string
			for _, w := range want {
				names = append(names, w+"."+tc.format)
			}
			sort.Strings(names)
			if strings.Join(got, " ") != strings.Join(names, " ") {
				t.Fatalf("files:\n%s\nwant:\n%s", strings.Join(got, " "), strings.Join(names, " "))
			}
			for _, name := range got {
				b := files[name]
				if tc.format == "svg" {
					if !bytes.HasPrefix(b, []byte("<svg ")) {
						t.Errorf("%s is not an SVG document: %.40q", name, b)
					}
					continue
				}
				cfg, err := png.DecodeConfig(bytes.NewReader(b))
				if err != nil || cfg.Width != tc.w || cfg.Height != tc.h {
					t.Errorf("%s: %dx%d pixels (%v), want %dx%d", name, cfg.Width, cfg.Height, err, tc.w, tc.h)
				}
			}
		})
	}
}

// TestRenderFaceQR: zbar reads each sample crew's PNG front, or its back
// where its code is printed there, and finds the crew's link.
func TestRenderFaceQR(t *testing.T) {
	zbar := cardtest.Tools(t, "zbarimg")["zbarimg"]
	samples := crewtest.Samples(t)
	files := renderFaces(t, crewtest.Files(t, "../../../../samples"), "--format", "png")
	dir := t.TempDir()
	for _, s := range samples {
		face := s.Name + "-front.png"
		if s.CodeOnBack() {
			face = s.Name + "-back.png"
		}
		got, err := exec.Command(zbar, "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", cardtest.WriteFile(t, dir, face, files[face])).Output()
		if err != nil || strings.TrimSpace(string(got)) != s.Link {
			t.Errorf("%s: zbarimg read %q (%v), want %q", face, got, err, s.Link)
		}
	}
}
