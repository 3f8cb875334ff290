package system_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const mod = "github.com/crewcard/crewcard/"

// glue names, for each system's model package, the folders whose code may
// import it: the system's own glue, and the viewer's table generator,
// which turns the rules' tables into the site's scripts. The crew system
// writes its reference deck as a deck file, so it may use the deck's model.
var glue = map[string][]string{
	"crewexp": {"cmd/internal/system/crewcards", "cmd/internal/site/gen"},
	"fow":     {"cmd/internal/system/fowcards", "cmd/internal/site/gen"},
	"deck":    {"cmd/internal/system/deckcards", "cmd/internal/system/crewcards"},
}

// modelSystem returns the system model package that the import path p
// lies in ("crewexp" for model/crewexp/codec), or "" for the shared model.
func modelSystem(p string) string {
	rest, ok := strings.CutPrefix(p, mod+"model/")
	if !ok {
		return ""
	}
	sys, _, _ := strings.Cut(rest, "/")
	if sys == "saved" { // shared by every system
		return ""
	}
	return sys
}

// TestGlueAlone checks the registry's promise: outside model, only a
// system's own glue package (and the viewer's table generator) imports the
// system's model package, so that every other part reaches a system through
// the registry. Tests may use a model as an oracle.
func TestGlueAlone(t *testing.T) {
	if got := modelSystem(mod + "model/crewexp/codec"); got != "crewexp" {
		t.Errorf("modelSystem(model/crewexp/codec) = %q", got)
	}
	if got := modelSystem(mod + "model/saved"); got != "" {
		t.Errorf("modelSystem(model/saved) = %q, want none", got)
	}
	root := "../../.."
	ents, err := os.ReadDir(filepath.Join(root, "model"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if sys := modelSystem(mod + "model/" + e.Name()); e.IsDir() && sys != "" && sys != "testdata" && glue[sys] == nil {
			t.Errorf("model/%s is a system's model with no glue listed here; name its glue package in glue", sys)
		}
	}
	files := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == "model" || d.Name() == "testdata" || rel != "." && strings.HasPrefix(d.Name(), ".") {
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
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			sys := modelSystem(p)
			if sys == "" {
				continue
			}
			ok := false
			for _, dir := range glue[sys] {
				ok = ok || strings.HasPrefix(rel, dir+"/")
			}
			if !ok {
				t.Errorf("%s imports %s; only %s may: reach the system through the registry (cmd/internal/system)",
					rel, p, strings.Join(glue[sys], " and "))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Errorf("walked %d Go files, want the whole repository", files)
	}
}
