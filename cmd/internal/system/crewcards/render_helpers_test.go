package crewcards_test

import (
	"context"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system, as the command has them
	"github.com/crewcard/crewcard/model/crewexp"
)

// crewDocs returns the Docs of checked crews.
func crewDocs(crews []*crewexp.Crew) []system.Doc {
	docs := make([]system.Doc, len(crews))
	for i, c := range crews {
		docs[i] = crewcards.Doc(c)
	}
	return docs
}

// newKit loads the templates, the edited ones in place of the built-in
// ones, as render does.
func newKit(t testing.TB, docs []system.Doc, o *press.Options, edited ...press.TemplateFile) *press.Kit {
	t.Helper()
	kit, err := system.NewKit(docs, edited, o)
	if err != nil {
		t.Fatal(err)
	}
	return kit
}

// renderCrews renders crews into one PDF as render does, and fails the
// test if they do not render.
func renderCrews(t testing.TB, crews []*crewexp.Crew, o *press.Options, edited ...press.TemplateFile) []byte {
	t.Helper()
	docs := crewDocs(crews)
	out, errs := system.Render(context.Background(), docs, newKit(t, docs, o, edited...), o)
	if len(errs) > 0 || len(out) != 1 {
		t.Fatalf("render: %d documents, %v", len(out), errs)
	}
	return out[0].Data
}

// planCrew lays out one crew's card exactly as render does.
func planCrew(kit *press.Kit, c *crewexp.Crew, base string) (press.Faces, error) {
	card, err := crewcards.Doc(c).Card(0, base)
	if err != nil {
		return press.Faces{}, err
	}
	return kit.Plan(card)
}

// crewsOf returns the crews of samples.
func crewsOf(samples []crewtest.Sample) []*crewexp.Crew {
	crews := make([]*crewexp.Crew, len(samples))
	for i, s := range samples {
		crews[i] = s.Crew
	}
	return crews
}
