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
// standard library, klauspost/compress, golang.org/x/image and, in its tests, barcode
// and layoutTest, and never model.
func layoutMayNot(p string) bool {
	return p == mod+"model" || strings.HasPrefix(p, mod+"model/") || strings.Contains(p, "BurntSushi") || p == mod+layoutTest
}

// layoutTest is what the tests of layout and its backends share, the
// templates decoded from TOML among them: tests alone import it, so it is
// held to the tests' layering, not to layout's.
const layoutTest = "layout/internal/layouttest"

// pressMayNot reports whether the render pipeline must not import path: it
// takes cards as plain values and knows no game system, takes typed
// options and never flag text, and returns documents without writing them.
func pressMayNot(p string) bool {
	switch p {
	case mod + "cmd/internal/outfile", mod + "cmd/internal/safefile", mod + "cmd/internal/systems", "flag", "os":
		return true
	}
	return systemOf(p) != "" || p == mod+"cmd/internal/system" || strings.HasPrefix(p, mod+"cmd/internal/system/")
}

// dataMayNot reports whether the data packages, templates and fonts, must
// not import path: they embed files and nothing else.
func dataMayNot(p string) bool { return p != "embed" }

// TestLayers checks the direction of the dependencies that the README's
// "Layout of the code" describes: model imports neither PDF nor barcode
// code nor layout, and layout does not import model.
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
	for _, p := range []string{mod + "cmd/internal/outfile", "os", "flag", mod + "cmd/internal/system", mod + "cmd/internal/system/crewcards", mod + "cmd/internal/systems"} {
		if !pressMayNot(p) {
			t.Errorf("pressMayNot(%q) = false", p)
		}
	}
	if pressMayNot(mod+"layout") || pressMayNot("context") {
		t.Errorf("pressMayNot is wrong")
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
		{"../cmd/internal/press", pressMayNot},
	} {
		files := 0
		err := filepath.WalkDir(tc.dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if name := d.Name(); path != tc.dir && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) ||
					filepath.ToSlash(path) == "../"+layoutTest {
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
					t.Errorf("%s imports %q, against the layering the README describes", path, p)
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

// sharedModel lists the packages below model that every system shares.
var sharedModel = map[string]bool{"saved": true}

// systemOf returns the system package that the import path p lies in
// ("crewexp" for model/crewexp/codec), or "" for a path outside any system.
func systemOf(p string) string {
	rest, ok := strings.CutPrefix(p, mod+"model/")
	if !ok {
		return ""
	}
	sys, _, _ := strings.Cut(rest, "/")
	if sharedModel[sys] {
		return ""
	}
	return sys
}

// TestSystemsApart checks the rest of that layering: the shared model
// imports no system package, and no system package imports another. Names collide across
// systems ("Follow Me!" is a crew skill and a Flames of War order), so every
// lookup must stay inside its own system.
func TestSystemsApart(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{mod + "model/crewexp", "crewexp"}, {mod + "model/crewexp/codec", "crewexp"},
		{mod + "model/fow", "fow"}, {mod + "model", ""}, {mod + "model/saved", ""}, {mod + "layout", ""}, {"strings", ""},
	} {
		if got := systemOf(tc.path); got != tc.want {
			t.Errorf("systemOf(%q) = %q, want %q", tc.path, got, tc.want)
		}
	}
	systems := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		if strings.Contains(path, "testdata") {
			return nil
		}
		own := systemOf(mod + "model/" + filepath.ToSlash(filepath.Dir(path)))
		if filepath.Dir(path) == "." {
			own = ""
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		if own != "" {
			systems++
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if sys := systemOf(p); sys != "" && sys != own {
				t.Errorf("%s (system %q) imports %q of system %q; systems share only the model package", path, own, p, sys)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if systems == 0 {
		t.Error("no system packages found below model/")
	}
}
