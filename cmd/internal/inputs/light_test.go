package inputs_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/model/saved"
)

// lightSamples copies some samples, crews and units, into a folder and
// returns their paths.
func lightSamples(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	var names []string
	for _, s := range []string{"regular-tiger.toml", "legendary-kv1.toml", "unarmed-jeep.toml", "fow-tiger-tank-unit.toml", "fow-panzergrenadier-platoon.toml"} {
		src, err := os.ReadFile(filepath.Join("../../../samples", s))
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(dir, s)
		if err := os.WriteFile(name, src, 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	return names
}

// TestLightDocsAsWhole: a file held light answers as the file held whole
// does (name, cards, roster row, summary) and gives the same card, read
// again for it.
func TestLightDocsAsWhole(t *testing.T) {
	names := lightSamples(t)
	whole, ok := inputs.Docs(context.Background(), names, nil, io.Discard, nil)
	if !ok {
		t.Fatal("the samples do not check")
	}
	defer inputs.SetWholeDocs(0)()
	light, ok := inputs.LightDocs(context.Background(), names, nil, io.Discard)
	if !ok || len(light) != len(whole) {
		t.Fatalf("LightDocs: %d docs, ok %v; want %d", len(light), ok, len(whole))
	}
	for i, w := range whole {
		l := light[i]
		if reflect.TypeOf(l) == reflect.TypeOf(w) {
			t.Errorf("%s: held whole, want light", w.Name())
		}
		wr, wp := w.Roster()
		lr, lp := l.Roster()
		if l.Name() != w.Name() || l.Cards() != w.Cards() || l.Summary() != w.Summary() || !reflect.DeepEqual(lr, wr) || lp != wp {
			t.Errorf("%s: light doc answers %q %d %q %q %d, want %q %d %q %q %d", w.Name(),
				l.Name(), l.Cards(), l.Summary(), lr, lp, w.Name(), w.Cards(), w.Summary(), wr, wp)
		}
		wc, werr := w.Card(0, saved.DefaultBase)
		lc, lerr := l.Card(0, saved.DefaultBase)
		if werr != nil || lerr != nil || !reflect.DeepEqual(lc, wc) {
			t.Errorf("%s: light card differs from the whole one (errors %v, %v)", w.Name(), lerr, werr)
		}
	}
}

// TestLightDocsRefuseAChangedFile: a file that changes or goes between its
// check and its card gives no card, and says why.
func TestLightDocsRefuseAChangedFile(t *testing.T) {
	names := lightSamples(t)
	defer inputs.SetWholeDocs(0)()
	docs, ok := inputs.LightDocs(context.Background(), names, nil, io.Discard)
	if !ok {
		t.Fatal("the samples do not check")
	}
	f, err := os.OpenFile(names[0], os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("# edited during the run\n")
	f.Close()
	if _, err := docs[0].Card(0, saved.DefaultBase); err == nil || !strings.Contains(err.Error(), "changed since it was checked") {
		t.Errorf("a changed file's card: error %v, want it to say the file changed", err)
	}
	os.Remove(names[1])
	if _, err := docs[1].Card(0, saved.DefaultBase); err == nil || !strings.Contains(err.Error(), filepath.Base(names[1])) {
		t.Errorf("a removed file's card: error %v, want it to name the file", err)
	}
	if _, err := docs[2].Card(0, saved.DefaultBase); err != nil {
		t.Errorf("an unchanged file's card: %v", err)
	}
}
