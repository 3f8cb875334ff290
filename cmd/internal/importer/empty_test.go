package importer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmptyCatalogue: a catalogue that offers nothing to import is
// refused with why, for either game, listed or written.
func TestEmptyCatalogue(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, game := range []struct{ id, name, want string }{
		{"e0-fow", "Flames of War v4", "offers no unit"},
		{"e0-ba", "Bolt Action 2.0", "offers no vehicle"},
	} {
		write(game.id+".gst", `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="`+game.id+`" name="`+game.name+`" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"></gameSystem>`)
		cat := write(game.id+".cat", `<?xml version="1.0" encoding="UTF-8"?><catalogue id="`+game.id+`-cat" name="Empty" revision="1" gameSystemId="`+game.id+`" xmlns="http://www.battlescribe.net/schema/catalogueSchema"></catalogue>`)
		for _, args := range [][]string{{"--list", cat}, {"-o", filepath.Join(dir, "out"), cat}} {
			code, out, errs := run(args...)
			if code != exitInvalid || out != "" || !strings.Contains(errs, game.want) {
				t.Errorf("import %q = %d, stdout %q, stderr %q; want 1 and %q", args, code, out, errs, game.want)
			}
		}
	}
}
