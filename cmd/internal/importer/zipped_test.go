package importer

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestImportZipped imports a unit from a catalogue and game system zipped
// as BattleScribe keeps them (.catz, .gstz): the file written is the one
// the unzipped files give.
func TestImportZipped(t *testing.T) {
	need(t)
	gst := filepath.Join(filepath.Dir(german), "Flames_of_War_v4.gst")
	dir := t.TempDir()
	for _, p := range []string{german, gst} {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		w, err := zw.Create(filepath.Base(p))
		if err != nil {
			t.Fatal(err)
		}
		w.Write(src)
		zw.Close()
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(p)+"z"), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var files [2][]byte
	for i, src := range []string{german, filepath.Join(dir, filepath.Base(german)+"z")} {
		out := filepath.Join(t.TempDir(), "units")
		if code, _, errs := run("-o", out, src, "Tiger Tank Platoon"); code != 0 {
			t.Fatalf("import %s = %d: %s", src, code, errs)
		}
		b, err := os.ReadFile(filepath.Join(out, "tiger-tank-platoon.toml"))
		if err != nil {
			t.Fatal(err)
		}
		files[i] = b
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Errorf("from the zipped files\n%s\nwant\n%s", files[1], files[0])
	}
}
