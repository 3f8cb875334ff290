package cardtest

import (
	"context"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	_ "github.com/crewcard/crewcard/cmd/internal/press/pngface" // --format png, as crewcard draws it
	"github.com/crewcard/crewcard/cmd/internal/printflags"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// Options are the options crewcard render makes of its print flags (none
// given: its defaults, A4 sheets), with the default link base.
func Options(t testing.TB, flags ...string) *press.Options {
	t.Helper()
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	o := &press.Options{LinkBase: saved.DefaultBase, Program: "crewcard " + press.Version}
	raw := printflags.Declare(fs, o)
	if err := fs.Parse(flags); err != nil {
		t.Fatal(err)
	}
	if err := raw.Parse(fs, o); err != nil {
		t.Fatal(err)
	}
	return o
}

// Render renders the inputs of args (files, folders, built-in deck ids) as
// crewcard render does with the print flags given, and returns the PDFs,
// or the face files of --format svg or png named as render names them. It
// fails the test when an input does not check or a card does not render;
// the game systems must be registered. An input's warning fails it too:
// render of legal inputs is silent.
func Render(t testing.TB, args []string, flags ...string) []press.Document {
	t.Helper()
	out, errs := TryRender(t, args, flags...)
	if len(errs) > 0 {
		t.Fatalf("render %q: %v", args, errs)
	}
	return out
}

// TryRender is Render that returns the errors of the cards that do not
// render, as render prints them.
func TryRender(t testing.TB, args []string, flags ...string) ([]press.Document, []error) {
	t.Helper()
	names, _, errs := inputs.Expand(args)
	var stderr strings.Builder
	docs, ok := inputs.LightDocs(context.Background(), names, nil, &stderr)
	if !ok || len(errs) > 0 {
		t.Fatalf("render %q: %v\n%s", args, errs, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("render %q warns, as render would on stderr:\n%s", args, stderr.String())
	}
	o := Options(t, flags...)
	kit, err := system.NewKit(docs, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	if !o.Format.Faces() {
		return system.Render(context.Background(), docs, kit, o)
	}
	var srcs []press.Source
	for _, doc := range docs {
		srcs = append(srcs, press.Source{Name: strings.TrimSuffix(doc.Name(), inputs.BuiltinSuffix), Cards: doc.Cards()})
	}
	return system.RenderFaces(context.Background(), docs, kit, press.FaceKeys(srcs), o)
}
