package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestForceUnitFileChange: a force served alone is read again when one of
// the unit files it names changes, though the force file does not: the
// platoon's 28 points made 44 put the force over its limit (F16), which
// the force's page, the list and /cards.pdf then tell.
func TestForceUnitFileChange(t *testing.T) {
	dir := t.TempDir()
	force := copyFile(t, filepath.Join(samples, "fow-force-100.toml"), dir)
	for _, u := range []string{"fow-panzergrenadier-hq", "fow-panzergrenadier-platoon", "fow-105-battery-unit",
		"fow-panzer-iv-hq", "fow-panzer-iv-platoon"} {
		copyFile(t, filepath.Join(samples, u+".toml"), dir)
	}
	platoon := filepath.Join(dir, "fow-panzer-iv-platoon.toml")
	st := start(t, testConfig(t, saved.DefaultBase, force))
	if res, body := st.get(t, "/"); res.StatusCode != 200 || !strings.Contains(body, "100 of 100") {
		t.Fatalf("GET /: status %d, want the force at 100 of 100 points\n%.1500s", res.StatusCode, body)
	}
	if res, _ := st.get(t, "/cards.pdf"); res.StatusCode != 200 {
		t.Fatalf("GET /cards.pdf: status %d, want 200", res.StatusCode)
	}
	src, err := os.ReadFile(platoon)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "\npoints = 28\n") {
		t.Fatalf("%s: no points = 28 to change", platoon)
	}
	gen := st.s.inputs.current().gen
	writeFile(t, platoon, strings.Replace(string(src), "\npoints = 28\n", "\npoints = 44\n", 1))
	waitGen(t, st.s, gen)
	for _, route := range []string{"/", "/crew/fow-force-100"} {
		if _, body := st.get(t, route); !strings.Contains(body, "F16") || strings.Contains(body, "100 of 100") {
			t.Errorf("GET %s after the unit file's change: want its F16 problem and not the old total\n%.1500s", route, body)
		}
	}
	if res, body := st.get(t, "/cards.pdf"); res.StatusCode != 422 || !strings.Contains(body, "F16") {
		t.Errorf("GET /cards.pdf after the unit file's change: status %d, want 422 and the F16 problem\n%.600s", res.StatusCode, body)
	}
}
