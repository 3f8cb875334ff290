package model_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const mod = "github.com/crewcard/crewcard/"

// modelMayNot reports whether model must not import path.
func modelMayNot(p string) bool {
	return strings.Contains(p, "fpdf") || strings.Contains(p, "barcode") ||
		p == mod+"layout" || strings.HasPrefix(p, mod+"layout/")
}

// The import paths of the PDF and barcode libraries, spelled in pieces so
// that a plain grep for model importing them does not match this test.
const (
	fpdfPath    = "codeberg.org/go-pdf/" + "fpdf"
	barcodePath = "github.com/boombuler/" + "barcode"
)

// layoutMayNot reports whether layout must not import path: it takes the
// standard library, fpdf and barcode, and never model.
func layoutMayNot(p string) bool {
	return p == mod+"model" || strings.HasPrefix(p, mod+"model/") || strings.Contains(p, "BurntSushi")
}

// dataMayNot reports whether the data packages, templates and fonts, must
// not import path: they embed files and nothing else.
func dataMayNot(p string) bool { return p != "embed" }

// TestLayers checks the direction of the dependencies (DESIGN.md §1): model
// imports neither PDF nor barcode code nor layout, and layout does not
// import model.
func TestLayers(t *testing.T) {
	for _, p := range []string{fpdfPath, barcodePath + "/qr", mod + "layout", mod + "layout/impose"} {
		if !modelMayNot(p) {
			t.Errorf("modelMayNot(%q) = false", p)
		}
	}
	for _, p := range []string{"strings", "github.com/BurntSushi/toml", mod + "layoutx", mod + "model/codec"} {
		if modelMayNot(p) {
			t.Errorf("modelMayNot(%q) = true", p)
		}
	}
	if !dataMayNot("fmt") || dataMayNot("embed") {
		t.Errorf("dataMayNot is wrong")
	}
	if !layoutMayNot(mod+"model") || !layoutMayNot(mod+"model/codec") || layoutMayNot(fpdfPath) || !layoutMayNot("github.com/BurntSushi/toml") {
		t.Errorf("layoutMayNot is wrong")
	}
	for _, tc := range []struct {
		dir       string
		forbidden func(path string) bool
	}{
		{".", modelMayNot},
		{filepath.Join("..", "layout"), layoutMayNot},
		{"../templates", dataMayNot},
		{"../fonts", dataMayNot},
	} {
		files := 0
		err := filepath.WalkDir(tc.dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if name := d.Name(); path != tc.dir && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			files++
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				t.Errorf("%s: %v", path, err)
				return nil
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if tc.forbidden(p) {
					t.Errorf("%s imports %q, against the layering of DESIGN.md §1", path, p)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if files == 0 {
			t.Errorf("no Go files under %s", tc.dir)
		}
	}
}
