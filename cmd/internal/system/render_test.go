package system_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// sampleDocs checks every sample file through the registry.
func sampleDocs(t *testing.T) []system.Doc {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(paths) < 10 {
		t.Fatalf("samples: %v, %v", paths, err)
	}
	return readDocs(t, paths...)
}

// readDocs checks files through the registry.
func readDocs(t *testing.T, paths ...string) []system.Doc {
	t.Helper()
	var docs []system.Doc
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		doc, errs := system.Check(p, src)
		if errs.Err() != nil {
			t.Fatalf("%s: %v", p, errs.Err())
		}
		docs = append(docs, doc)
	}
	return docs
}

// options are render's defaults on A4.
func options() *press.Options {
	return &press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Program: "crewcard test",
		Sheet: press.Sheet{Paper: impose.Size{W: 210, H: 297}}, Backs: press.BacksDuplex}
}

// TestRenderSamples renders every sample through the registry: sheets in
// one PDF, then a face a file as SVG, one for each card's front and back.
func TestRenderSamples(t *testing.T) {
	docs := sampleDocs(t)
	o := options()
	kit, err := system.NewKit(docs, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	out, errs := system.Render(context.Background(), docs, kit, o)
	if len(errs) > 0 || len(out) != 1 || !bytes.HasPrefix(out[0].Data, []byte("%PDF-")) {
		t.Fatalf("Render: %d documents, %v", len(out), errs)
	}
	n, _ := system.Cards(docs, o.LinkBase)
	var keys []string
	for i := range n {
		keys = append(keys, "card-"+string(rune('a'+i%26))+string(rune('a'+i/26)))
	}
	svg := *o
	svg.Format, svg.Sheet = press.SVG, press.NoSheet
	faces, errs := system.RenderFaces(context.Background(), docs, kit, keys, &svg)
	if len(errs) > 0 || len(faces) < 2*n {
		t.Fatalf("RenderFaces: %d files for %d cards, %v", len(faces), n, errs)
	}
	for _, f := range faces {
		if !bytes.HasPrefix(f.Data, []byte("<svg")) && !bytes.HasPrefix(f.Data, []byte("<?xml")) {
			t.Errorf("%s is no SVG: %.40q", f.Name, f.Data)
		}
	}
	if title := system.Title(docs); title == "" {
		t.Error("no title for the samples")
	}
	cols, rows := system.Brief(docs)
	if len(cols) == 0 || len(rows) < len(docs) {
		t.Errorf("Brief: %d columns, %d rows for %d files", len(cols), len(rows), len(docs))
	}
}

// TestShowJSONAndLight: show --json gives each file's data, with the link
// and code of a card that carries one; a file held light answers as the
// file itself does.
func TestShowJSONAndLight(t *testing.T) {
	links := 0
	for _, doc := range sampleDocs(t) {
		v, err := system.ShowJSON(doc, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: %v", doc.Name(), err)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%s: %v", doc.Name(), err)
		}
		if link, _, _ := doc.Link(saved.DefaultBase); link != "" {
			links++
			if !strings.Contains(string(b), `"link":"`+link+`"`) || !strings.Contains(string(b), `"code":"`) {
				t.Errorf("%s: show --json %s lacks its link", doc.Name(), b)
			}
		}
		light := system.Light(doc, func() (system.Doc, error) { return doc, nil })
		if light.Name() != doc.Name() || light.Summary() != doc.Summary() || light.Cards() != doc.Cards() {
			t.Errorf("%s: held light as %q, %q", doc.Name(), light.Name(), light.Summary())
		}
		lr, lp := light.Roster()
		dr, dp := doc.Roster()
		if strings.Join(lr, "|") != strings.Join(dr, "|") || lp != dp {
			t.Errorf("%s: light roster %q, want %q", doc.Name(), lr, dr)
		}
		if cells := system.Cells(doc); len(cells) == 0 {
			t.Errorf("%s: no roster cells", doc.Name())
		}
	}
	if links < 8 {
		t.Errorf("%d samples with a link, want every crew and unit's", links)
	}
}
