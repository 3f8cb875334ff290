package crewcards

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// sampleCrews returns the sample crew files by name.
func sampleCrews(t *testing.T) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("../../../../samples", info.Samples))
	if err != nil || len(paths) < 8 {
		t.Fatalf("sample crews: %v, %v", paths, err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(p)] = b
	}
	return out
}

// TestSamplesThroughTheSystem asks every sample crew what the commands
// ask a document: its summary, roster row, show text, card, link, history,
// and the crew file its code gives back, which checks and summarises alike.
func TestSamplesThroughTheSystem(t *testing.T) {
	for name, src := range sampleCrews(t) {
		doc, errs := System.Check(name, src)
		if errs.Err() != nil || doc == nil {
			t.Fatalf("%s: %v", name, errs)
		}
		d := doc.(*crewDoc)
		v := d.view()
		if doc.Name() != name || doc.System() != System || doc.Cards() != 1 {
			t.Errorf("%s: name %q, cards %d", name, doc.Name(), doc.Cards())
		}
		if s := doc.Summary(); !strings.Contains(s, v.Name) || !strings.Contains(s, v.Vehicle) {
			t.Errorf("%s: summary %q", name, s)
		}
		cells, points := doc.Roster()
		if len(cells) != len(info.Roster) || points != v.Points.Total || cells[0] != v.Name {
			t.Errorf("%s: roster %q, %d points; want %d cells and %d", name, cells, points, len(info.Roster), v.Points.Total)
		}
		if text, view := doc.Show(); !strings.Contains(text, v.Name) || view.(CrewView).Name != v.Name {
			t.Errorf("%s: show %q", name, text)
		}
		link, code, err := doc.Link(saved.DefaultBase)
		if err != nil || !strings.HasPrefix(link, saved.DefaultBase) || code == "" || cells[10] != code {
			t.Fatalf("%s: link %q, code %q (roster %q), %v", name, link, code, cells[10], err)
		}
		card, err := doc.Card(0, saved.DefaultBase)
		if err != nil || card.Front != faces[0] || card.Back != faces[1] {
			t.Errorf("%s: card %q/%q, %v", name, card.Front, card.Back, err)
		}
		if h := d.History(); !strings.HasPrefix(h, v.Name+" — ") || !strings.Contains(h, "total: ") {
			t.Errorf("%s: history %q", name, h)
		}
		sealed, _, err := saved.Parse(link)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		file, err := System.File(sealed)
		if err != nil {
			t.Fatalf("%s: the code's file: %v", name, err)
		}
		back, errs := System.Check(name, file)
		if errs.Err() != nil || back == nil {
			t.Fatalf("%s: the code's file does not check: %v\n%s", name, errs, file)
		}
		if back.Summary() != doc.Summary() {
			t.Errorf("%s: the code's file is %q, want %q", name, back.Summary(), doc.Summary())
		}
	}
}

// TestBuiltinDeck: the crew system's one built-in file is its reference
// deck, and nothing else is.
func TestBuiltinDeck(t *testing.T) {
	sys := System.(interface {
		Builtins() []string
		Builtin(string) ([]byte, bool)
	})
	ids := sys.Builtins()
	if len(ids) != 1 || ids[0] != DeckID {
		t.Fatalf("builtins %q, want %q", ids, DeckID)
	}
	src, ok := sys.Builtin(DeckID)
	if !ok || !bytes.Contains(src, []byte(`system = "deck"`)) {
		t.Errorf("the deck %s: %q…", DeckID, src[:min(len(src), 80)])
	}
	if _, ok := sys.Builtin("crew"); ok {
		t.Error(`Builtin("crew") gives a file`)
	}
}

// TestAppendGame records a game on a sample: the record, the state after
// it and the doc; a game on an illegal file or one that breaks the rules
// writes nothing and says why.
func TestAppendGame(t *testing.T) {
	src := sampleCrews(t)["regular-tiger.toml"]
	var dice strings.Builder
	a, _, err := AppendGame("tiger.toml", src, Game{Name: "Villers-Bocage", Date: "1944-06-13", Destroyed: []int64{300}}, &dice)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(a.File, src) || !bytes.Contains(a.Record, []byte("Villers-Bocage")) || a.Doc == nil || !strings.Contains(a.Last, "Villers-Bocage") {
		t.Errorf("record %q, last %q", a.Record, a.Last)
	}
	if h := a.Doc.(*crewDoc).History(); !strings.Contains(h, "Villers-Bocage 1944-06-13") {
		t.Errorf("history after the game:\n%s", h)
	}
	if _, _, err := AppendGame("bad.toml", []byte("[vehicle]\n"), Game{}, &dice); !errors.Is(err, ErrIllegal) {
		t.Errorf("a game on an illegal file: %v, want ErrIllegal", err)
	} else if msg := Refused("bad.toml", err); !strings.Contains(msg, "must be legal") {
		t.Errorf("Refused: %q", msg)
	}
	_, _, err = AppendGame("tiger.toml", src, Game{Skills: [][2]string{{"gunner", "Lead Foot"}}}, &dice)
	if !errors.Is(err, ErrRecord) || !strings.Contains(Refused("tiger.toml", err), "tiger.toml is unchanged") {
		t.Errorf("a record against the rules: %v", err)
	}
	if _, _, err := AppendGame("unit.toml", []byte("system = \"fow-unit\"\n"), Game{}, &dice); err == nil || !strings.Contains(err.Error(), "holds no games") {
		t.Errorf("a game on a unit file: %v", err)
	}
}
