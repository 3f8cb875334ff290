package fowcards_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// TestForceReadsNamed checks a force whose unit files are not on disk but
// given by a Reader set with inputs.SetNamed, as the studio gives them: the
// force reads its units through it, by the paths it names, and a unit the
// Reader lacks is that unit's problem.
func TestForceReadsNamed(t *testing.T) {
	force, err := os.ReadFile("../../../../samples/fow-force-100.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("games", "normandy")
	var asked []string
	mem := func(path, what string) ([]byte, error) {
		asked = append(asked, path)
		if filepath.Dir(path) != dir || what != "a unit file" {
			t.Errorf("read(%q, %q): want a unit file in %s", path, what, dir)
		}
		if strings.Contains(path, "105-battery") {
			return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
		}
		return os.ReadFile(filepath.Join("../../../../samples", filepath.Base(path)))
	}
	defer inputs.SetNamed(mem)()
	name := filepath.Join(dir, "force.toml")
	doc, errs := system.Check(name, force)
	if doc != nil || len(errs) == 0 {
		t.Fatalf("Check(force without its battery) = %v, %v; want problems", doc, errs)
	}
	if got := errs.Error(); !strings.Contains(got, "fow-105-battery-unit.toml") {
		t.Errorf("problems %q do not name the missing unit", got)
	}
	if len(asked) < 3 {
		t.Errorf("the Reader was asked for %q, want every unit file the force names", asked)
	}

	inputs.SetNamed(func(path, what string) ([]byte, error) {
		return os.ReadFile(filepath.Join("../../../../samples", filepath.Base(path)))
	})
	doc, errs = system.Check(name, force)
	if doc == nil || errs.Err() != nil {
		t.Fatalf("Check(force with its units in memory) = %v", errs)
	}
	if p, ok := doc.(system.Parent); !ok || len(p.Parts()) < 5 {
		t.Errorf("the force holds %d units, want its units from the Reader", doc.Cards()-1)
	}

	inputs.SetNamed(nil)
	if _, errs := system.Check(name, force); !strings.Contains(errs.Error(), "no such file") {
		t.Errorf("with ReadFile again, %s/ is read from disk, where it is not: got %v", dir, errs)
	}
	if got := system.Refers(name, force); !slices.Equal(got, asked) {
		t.Errorf("Refers = %q, want the unit files Check read, %q", got, asked)
	}
	unit, err := os.ReadFile("../../../../samples/fow-tiger-tank-unit.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := system.Refers("tiger.toml", unit); got != nil {
		t.Errorf("Refers(a unit file) = %q, want none", got)
	}
}
