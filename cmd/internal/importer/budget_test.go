package importer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRosterBudget: a roster whose forces name catalogues each well within
// the limit of a file, but past the import's budget together, is refused
// with the roster and the budget named, and nothing is written. The budget
// is made small here so that the files are.
func TestRosterBudget(t *testing.T) {
	defer func(old int64) { limits.MaxTotal = old }(limits.MaxTotal)
	limits.MaxTotal = 24 << 10
	dir := t.TempDir()
	files := map[string]string{"test.gst": `<gameSystem id="gs" name="Flames of War v4"><costTypes><costType id="pts" name="pts"/></costTypes>
<categoryEntries><categoryEntry id="fm" name="Formations"/></categoryEntries></gameSystem>`}
	var forces strings.Builder
	for i := range 6 {
		files[fmt.Sprintf("army-%d.cat", i)] = fmt.Sprintf(`<catalogue id="cat%d" name="Late-War - Test: German" revision="1" gameSystemId="gs"><!-- %s --></catalogue>`,
			i, strings.Repeat("x", 8<<10))
		fmt.Fprintf(&forces, `<force id="f%d" name="F" catalogueId="cat%d"/>`, i, i)
	}
	files["big.ros"] = `<roster id="r" name="Big" gameSystemId="gs"><forces>` + forces.String() + `</forces></roster>`
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ros, out := filepath.Join(dir, "big.ros"), filepath.Join(dir, "out")
	code, _, errs := run("-o", out, ros)
	if code != exitInvalid || !strings.Contains(errs, ros+": ") || !strings.Contains(errs, "24 KiB") {
		t.Errorf("import of six 8 KiB catalogues with a budget of 24 KiB = %d, %q; want 1, the roster and the budget named", code, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s written", out)
	}
}
