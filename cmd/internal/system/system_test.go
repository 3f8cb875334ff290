package system_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

func sample(t *testing.T, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("../../../samples", name))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// TestCheckSystemKey checks that a file names its system, that a file
// without the key is a crew file, and that an unknown system is refused
// with the known ones listed.
func TestCheckSystemKey(t *testing.T) {
	src := sample(t, "regular-tiger.toml")
	for _, tc := range []struct {
		name, head, want string
	}{
		{"no key", "", ""},
		{"crew-experience", "system = \"crew-experience\"\n", ""},
		{"typo", "system = \"crew-experiance\"\n", `t.toml:1:1: system: unknown game system "crew-experiance"; the systems are crew-experience, deck, fow-v4; did you mean "crew-experience"?`},
		{"unknown", "system = \"chess\"\n", `t.toml:1:1: system: unknown game system "chess"; the systems are crew-experience, deck, fow-v4`},
		{"not a string", "system = 1\n", `t.toml:1:1: system: want the name of a game system in quotes, such as "crew-experience"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, errs := system.Check("t.toml", append([]byte(tc.head), src...))
			if tc.want == "" {
				if errs.Err() != nil || doc == nil {
					t.Fatalf("Check = %v, want a legal crew", errs)
				}
				if doc.System() != crewcards.System {
					t.Errorf("Check gives a %s file, want a crew", doc.System().Info().Name)
				}
				return
			}
			if doc != nil || len(errs) != 1 || errs[0].Error() != tc.want {
				t.Errorf("Check = %v, %v; want one error %q", doc, errs, tc.want)
			}
		})
	}
}

// TestDocs checks the crew Doc's projections against the sample they come
// from: the check -v line, the roster row and the show text agree.
func TestDocs(t *testing.T) {
	doc, errs := system.Check("tiger.toml", sample(t, "regular-tiger.toml"))
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	if got, want := doc.Summary(), "tiger.toml: Tiger 131 (Tiger I Ausf. E): level 2 Regular, 0 XP, 2 skills, 300 pts"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	row, pts := doc.Roster()
	_, code, _ := doc.Link(saved.DefaultBase)
	if want := []string{"Tiger 131", "Tiger I Ausf. E", "Tank", "2", "Regular",
		"0", "30", "0", "0", "0/4", code, "300"}; !slices.Equal(row, want) || pts != 300 {
		t.Errorf("Roster() = %+v, %d\nwant %+v, 300", row, pts, want)
	}
	r := system.Roster([]system.Doc{doc, doc}, "footer")
	if r.Title != "Roster: 2 crews, 600 points" || len(r.Rows) != 2 || r.Rows[1][0] != "2" {
		t.Errorf("Roster of two = %+v", r)
	}
	text, data := doc.Show()
	if !strings.HasPrefix(text, "Tiger 131 — Tiger I Ausf. E (Germany, Tank)\n") || data.(crewcards.CrewView).Points.Total != 300 {
		t.Errorf("Show() = %q, %+v", text, data)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if card.Front != "crew-front" || card.Back != "crew-back" || !strings.HasPrefix(card.View.QR, saved.DefaultBase) || card.View.Text["name"] != "Tiger 131" {
		t.Errorf("Card() = %s/%s, QR %q, name %q", card.Front, card.Back, card.View.QR, card.View.Text["name"])
	}
}

// TestFile checks that a saved state goes back to the file of its system,
// and that a state of a system this build does not know is refused.
func TestFile(t *testing.T) {
	doc, errs := system.Check("tiger.toml", sample(t, "regular-tiger.toml"))
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	sealed, _, err := saved.Parse(card.View.QR)
	if err != nil {
		t.Fatal(err)
	}
	src, err := system.File(sealed)
	if err != nil {
		t.Fatal(err)
	}
	back, errs := system.Check("decoded.toml", src)
	if errs.Err() != nil || back.Summary() != strings.Replace(doc.Summary(), "tiger.toml", "decoded.toml", 1) {
		t.Errorf("the decoded file checks as %v, %v; want %q", back, errs, doc.Summary())
	}
	_, err = system.File(saved.Sealed{System: 250, Version: 1})
	if !errors.Is(err, saved.ErrVersion) || !strings.Contains(err.Error(), "game system 250") {
		t.Errorf("File(system 250) = %v, want an unknown-system error", err)
	}
}

// TestProbes checks that every system gives a probe laid out on one of its
// own pairs of faces.
func TestProbes(t *testing.T) {
	for _, s := range system.All() {
		p, err := s.Probe("")
		if err != nil {
			t.Fatal(err)
		}
		own := false
		for _, pair := range s.Info().Faces {
			own = own || pair == [2]string{p.Card.Front, p.Card.Back}
		}
		if !own || p.About == "" {
			t.Errorf("%s's probe = %s/%s %q, want one of the faces %v", s.Info().Name, p.Card.Front, p.Card.Back, p.About, s.Info().Faces)
		}
	}
}

// TestTemplates: every template a system names is built in and loads, and
// an unknown name is refused with the list of built-in ones.
func TestTemplates(t *testing.T) {
	names := system.TemplateNames()
	if len(names) < 6 || !slices.Contains(names, "crew-front-compact") {
		t.Fatalf("TemplateNames() = %q, want the faces of every system and the crew front's compact layout", names)
	}
	for _, name := range names {
		src, err := system.Template(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := press.LoadTemplate(name+".toml", src); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, name := range []string{"icons", "crew-side", "../crew-front"} {
		if _, err := system.Template(name); err == nil || !strings.Contains(err.Error(), "crew-front") {
			t.Errorf("Template(%q) = %v, want an error listing the built-ins", name, err)
		}
	}
}

// infoOnly is a system that only describes itself, for Register's checks.
type infoOnly struct{ info system.Info }

func (s infoOnly) Info() system.Info                                { return s.info }
func (infoOnly) Template(string) ([]byte, bool)                     { return nil, false }
func (infoOnly) Check(string, []byte) (system.Doc, model.ErrorList) { return nil, nil }
func (infoOnly) Probe(string) (press.Probe, error)                  { return press.Probe{}, nil }
func (infoOnly) File(saved.Sealed) ([]byte, error)                  { return nil, nil }

// TestRegisterRefuses: a system that clashes with a registered one, or
// whose roster does not run from the name to the points, is a programmer's
// bug that Register refuses at once, registering nothing.
func TestRegisterRefuses(t *testing.T) {
	roster := []system.Column{{ID: system.NameColumn, Head: "Toy"}, {ID: system.PointsColumn, Head: "Points"}}
	ok := system.Info{Name: "toy", Tag: 201, Noun: [2]string{"toy", "toys"}, Faces: [][2]string{{"toy-front", "toy-back"}}, Roster: roster}
	for _, tc := range []struct {
		name string
		edit func(*system.Info)
		want string
	}{
		{"name", func(i *system.Info) { i.Name = "fow-v4" }, "two systems named fow-v4"},
		{"tag", func(i *system.Info) { i.Tag = saved.FowV4 }, "share the saved-state tag"},
		{"keyless", func(i *system.Info) { i.Keyless = true }, "both claim files without a system key"},
		{"totals", func(i *system.Info) { i.Totals = true }, "both total their points"},
		{"template", func(i *system.Info) { i.Faces = [][2]string{{"toy-front", "deck-front"}} }, "share the template deck-front"},
		{"roster", func(i *system.Info) { i.Roster = roster[1:] }, "must run from NameColumn to PointsColumn"},
		{"roster order", func(i *system.Info) { i.Roster = []system.Column{roster[1], roster[0]} }, "must run from NameColumn to PointsColumn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			info := ok
			tc.edit(&info)
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), tc.want) {
					t.Errorf("Register = panic %v, want one saying %q", r, tc.want)
				}
				for _, s := range system.All() {
					if s.Info().Name == "toy" {
						t.Errorf("the refused system was registered")
					}
				}
			}()
			system.Register(infoOnly{info: info})
		})
	}
}

// TestKeylessUnitIsTold checks that a file that names no system but has a
// unit's tables is told to name fow-v4, at the table, instead of getting a
// crew file's errors.
func TestKeylessUnitIsTold(t *testing.T) {
	src := "# a unit without its system key\n\n[unit]\nname = \"Tiger Tank Platoon\"\n\n[[team]]\nname = \"Tiger\"\n"
	_, errs := system.Check("u.toml", []byte(src))
	want := `u.toml:3:1: system: the file names no game system, but its [unit] table is a fow-v4 file's; add system = "fow-v4" as its first line`
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("errors = %v, want one: %s", errs, want)
	}
}
