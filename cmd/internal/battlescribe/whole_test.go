package battlescribe

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wholeFolder writes a game system, a library and n catalogues that link
// it, each padded to about pad bytes, and a roster with a force of each;
// it returns the folder.
func wholeFolder(t *testing.T, n, pad int) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"game.gst": `<gameSystem id="gs" name="Game"><costTypes><costType id="pts" name="pts"/></costTypes></gameSystem>`,
		"lib.cat":  `<catalogue id="lib" name="Library" library="true" gameSystemId="gs"><sharedSelectionEntries/></catalogue>`,
	}
	var forces strings.Builder
	for i := range n {
		files[fmt.Sprintf("army-%d.cat", i)] = fmt.Sprintf(`<catalogue id="cat%d" name="Army %d" gameSystemId="gs">`+
			`<catalogueLinks><catalogueLink id="l%d" name="Library" targetId="lib"/></catalogueLinks><!-- %s --></catalogue>`,
			i, i, i, strings.Repeat("x", pad))
		fmt.Fprintf(&forces, `<force id="f%d" name="F" catalogueId="cat%d"/>`, i, i)
	}
	files["list.ros"] = `<roster id="r" name="List" gameSystemId="gs"><forces>` + forces.String() + `</forces></roster>`
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// loadAll reads the roster of a wholeFolder and loads the catalogue of each
// of its forces, as a game's roster reader does, with lim.
func loadAll(dir string, lim Limits) error {
	ros := filepath.Join(dir, "list.ros")
	root, _, err := ReadRoster(ros, lim)
	if err != nil {
		return err
	}
	for _, f := range root.Kids("forces", "force") {
		file, err := FindCatalogueFile(ros, f.Get("catalogueId"), lim)
		if err != nil {
			return err
		}
		if _, err := Load(file, lim); err != nil {
			return err
		}
	}
	return nil
}

// TestWholeParsesOnce: the catalogues of one import share its game system
// and the library they link: each file is parsed once.
func TestWholeParsesOnce(t *testing.T) {
	dir := wholeFolder(t, 4, 0)
	lim := DefaultLimits.Whole(filepath.Join(dir, "list.ros"))
	if err := loadAll(dir, lim); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"game.gst", "lib.cat", "army-0.cat", "army-3.cat"} {
		if n := lim.whole.parses[filepath.Join(dir, name)]; n != 1 {
			t.Errorf("%s parsed %d times in one import, want once", name, n)
		}
	}
}

// TestWholeBudget: the files of one import count against one budget
// together: catalogues each well within the limit of a file are refused
// once together they pass the import's, with the roster and the budget
// named.
func TestWholeBudget(t *testing.T) {
	dir := wholeFolder(t, 6, 4<<10) // six catalogues of about 4 KiB
	lim := DefaultLimits
	lim.MaxBytes, lim.MaxTotal = 8<<10, 16<<10
	ros := filepath.Join(dir, "list.ros")
	err := loadAll(dir, lim.Whole(ros))
	if err == nil || !strings.Contains(err.Error(), ros+": ") || !strings.Contains(err.Error(), "16 KiB") {
		t.Fatalf("six catalogues of 4 KiB with an import's budget of 16 KiB: %v; want them refused, with the roster and the budget named", err)
	}
	t.Log(err)
	lim.MaxTotal = 64 << 10
	if err := loadAll(dir, lim.Whole(ros)); err != nil {
		t.Errorf("within a budget of 64 KiB: %v", err)
	}
}
