package studio

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestModulesApart lists what the studio's two WebAssembly modules link:
// studio.wasm, which every visitor loads first, none of the import's code
// (its XML, zip and BattleScribe readers) and none of the PNG faces' (the
// studio never draws one: `crewcard render --format png` registers them),
// and import.wasm none of the PDF's or the preview's.
func TestModulesApart(t *testing.T) {
	const mod = "github.com/crewcard/crewcard/"
	for _, tc := range []struct {
		pkg   string
		never []string
	}{
		{"./wasm", []string{"encoding/xml", "archive/zip", mod + "cmd/internal/battlescribe", mod + "cmd/internal/importer",
			mod + "cmd/internal/studio/studioimport", mod + "cmd/internal/system/crewcards/bsdata", mod + "cmd/internal/system/fowcards/bsdata",
			"image/png", mod + "layout/raster"}},
		{"./importwasm", []string{mod + "layout/pdf", mod + "layout/svg", mod + "layout/raster", mod + "cmd/internal/press", mod + "cmd/internal/studio"}},
	} {
		cmd := exec.Command("go", "list", "-deps", tc.pkg)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", tc.pkg, err)
		}
		deps := strings.Fields(string(out))
		for _, p := range tc.never {
			if slices.Contains(deps, p) {
				t.Errorf("%s links %s", tc.pkg, p)
			}
		}
	}
}
