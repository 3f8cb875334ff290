package crewcards_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// root is the repository's top folder.
const root = "../../../.."

// planKit returns the built-in templates of every system, checked against
// each system's fullest card, for o (as render's are).
func planKit(t testing.TB, o press.Options) *press.Kit {
	t.Helper()
	o.Program = "crewcard " + press.Version
	d, err := system.NewKit(nil, nil, &o)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// plan lays out one crew's card exactly as render does.
func plan(d *press.Kit, c *crewexp.Crew, base string) (press.Faces, error) {
	card, err := crewcards.Doc(c).Card(0, base)
	if err != nil {
		return press.Faces{}, err
	}
	return d.Plan(card)
}

// renderOptions are render's options given the print flags args (none:
// its defaults, A4 sheets with duplex backs), with the default link base.
func renderOptions(t testing.TB, args ...string) press.Options {
	t.Helper()
	o := *cardtest.Options(t, args...)
	o.Command = "crewcard render"
	return o
}

// render renders docs on the built-in templates and the edited ones, as
// render does, into PDFs; it returns the documents or what went wrong.
func render(docs []system.Doc, edited []press.TemplateFile, o press.Options) ([]press.Document, []error) {
	kit, err := system.NewKit(docs, edited, &o)
	if err != nil {
		return nil, []error{err}
	}
	return system.Render(context.Background(), docs, kit, &o)
}

// checkDocs reads and checks the files at paths as render does (a force
// reads its units beside it, and holds the unit files named with it), and
// fails the test when one does not check.
func checkDocs(t testing.TB, paths ...string) []system.Doc {
	t.Helper()
	var said strings.Builder
	docs, ok := inputs.Docs(context.Background(), paths, nil, &said, nil)
	if !ok {
		t.Fatalf("the files do not check:\n%s", said.String())
	}
	return docs
}

// samplesAnd returns the samples' crews, then n generated crews (crewgen's
// seed 5).
func samplesAnd(t testing.TB, n int) []*crewexp.Crew {
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	return append(crews, crewtest.Generated(t, n, 5)...)
}

// planEvery lays out each of crews on every preset and in both inks
// (cardtest.Modes), as render does, and hands check each layout.
func planEvery(t *testing.T, crews []*crewexp.Crew, check func(m cardtest.Mode, c *crewexp.Crew, f press.Faces)) {
	for _, m := range cardtest.Modes {
		d := measureKit(t, m)
		for _, c := range crews {
			f, err := plan(d, c, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s: %s: %v", m.Name, c.Name, err)
			}
			check(m, c, f)
		}
	}
}

// samplePath is the path of the sample file name.
func samplePath(name string) string { return filepath.Join(root, "samples", name) }

// check is what check says of the file src read from path: its errors
// by its system's rules, then those of its cards that do not lay out on
// the default card (system.Fit).
func check(path string, src []byte) (system.Doc, error) {
	doc, errs := system.Check(path, src)
	if errs.Err() == nil && doc != nil {
		errs = append(errs, system.Fit(doc)...)
	}
	return doc, errs.Err()
}
