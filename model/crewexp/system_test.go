package crewexp_test

import (
	"os"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestSystemKey checks that a crew file may name its system, and that the
// crew rules refuse a file that names another.
func TestSystemKey(t *testing.T) {
	src, err := os.ReadFile("../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, errs := crewexp.Check("t.toml", append([]byte("system = \"crew-experience\"\n"), src...)); len(errs) > 0 {
		t.Errorf("system = \"crew-experience\": %v, want no problem", errs)
	}
	_, errs := crewexp.Check("t.toml", append([]byte("system = \"fow-v4\"\n"), src...))
	want := `t.toml:1:1: system: "fow-v4" is another game system's file; a crew file says system = "crew-experience", or nothing`
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("system = \"fow-v4\": %v, want %q", errs, want)
	}
}
