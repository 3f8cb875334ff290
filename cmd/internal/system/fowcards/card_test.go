package fowcards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// bigUnit is a unit no card of the first edition printed: three kinds of
// team, one of them with six weapons, 40 teams in all.
func bigUnit() string {
	var b strings.Builder
	b.WriteString(`system = "fow-v4"
[unit]
name = "Panzergrenadier Company HQ and Platoon"
nation = "Germany"
role = "combat"
motivation = "Confident 4+"
skill = "Veteran 3+"
is_hit_on = "Careful 4+"
points = 27
keywords = ["Stormtroopers", "Mission Tactics"]
[unit.tests]
last_stand = "3+"
counterattack = "5+"
`)
	team := func(name, typ string, count, leader int, armour string) {
		fmt.Fprintf(&b, "[[team]]\nname = %q\ntype = %q\ncount = %d\nleader = %d\n%s\n", name, typ, count, leader, armour)
		b.WriteString("tactical = '10\"/25cm'\nterrain_dash = '14\"/35cm'\ncross_country_dash = '18\"/45cm'\nroad_dash = '24\"/60cm'\ncross = \"3+\"\n")
	}
	weapon := func(name, mount string) {
		fmt.Fprintf(&b, "[[team.weapon]]\nname = %q\nmount = %q\nrange = '16\"/40cm'\nrof = { halted = 3, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\n", name, mount)
	}
	team("Command SMG team", "infantry", 1, 1, "save = \"3+\"")
	weapon("SMG", "Infantry team")
	team("MG42 team", "infantry", 27, 0, "save = \"3+\"")
	weapon("MG42 team", "Infantry team")
	weapon("Panzerfaust", "Infantry team")
	team("M3 Lee (75mm)", "tank", 12, 0, "armour = { front = 6, side = 4, top = 1 }")
	weapon("M2 75mm gun", "Hull-mounted")
	weapon("M5 37mm gun", "Tank Turret")
	weapon("Co-ax MG", "Co-ax MG")
	weapon("Hull MG", "Hull MG")
	weapon("Cupola MG", "Cupola MG")
	weapon("AA MG", "AA MG")
	return b.String()
}

// TestBigUnitCard lays a unit of three kinds of team, six weapons on one
// and 40 teams out on every card size: it is never refused; no text is set
// below 6 pt; every team has a Destroyed box and every tank a Bailed Out
// box, each at least 2.5 mm; the unit continues on a second card rather
// than shrinking, and its code is on the back when too long for the front.
func TestBigUnitCard(t *testing.T) {
	doc, errs := system.Check("big.toml", []byte(bigUnit()))
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []impose.Size{{}, {W: 63.5, H: 88.9}, {W: 57, H: 89}} {
		t.Run(fmt.Sprintf("card %gx%g", size.W, size.H), func(t *testing.T) {
			o := &press.Options{Card: size}
			kit, err := system.NewKit([]system.Doc{doc}, nil, o)
			if err != nil {
				t.Fatal(err)
			}
			faces, err := kit.Plan(card)
			if err != nil {
				t.Fatalf("the unit is refused: %v", err)
			}
			boxes, qr := 0, 0
			for _, pg := range append(faces.Front, faces.Back...) {
				named := false
				for _, op := range pg.Ops {
					named = named || op.Kind == layout.OpText && strings.Contains(op.Text, "Panzergrenadier Company")
				}
				if !named {
					t.Errorf("%s card %d does not name the unit", pg.Face, pg.Part)
				}
				for _, op := range pg.Ops {
					switch {
					case op.Kind == layout.OpText && op.Size < 6-1e-9:
						t.Errorf("%s card %d: %q at %.2f pt, under 6", pg.Face, pg.Part, op.Text, op.Size)
					case op.Kind == layout.OpRect && op.Fill != nil && *op.Fill == 1 && op.W == op.H && op.W < 5:
						boxes++
						if op.W < 2.5-1e-9 {
							t.Errorf("%s card %d: a tick box of %.2f mm", pg.Face, pg.Part, op.W)
						}
					case op.Kind == layout.OpQR:
						qr++
						if !strings.Contains(pg.Face, "back") {
							t.Errorf("the code is on %s; this unit's state is too long for the front", pg.Face)
						}
					}
				}
			}
			if want := 40 + 12; boxes != want {
				t.Errorf("%d tick boxes, want %d (40 Destroyed, 12 Bailed Out)", boxes, want)
			}
			if faces.Back[0].QR == nil {
				t.Errorf("%d codes, none on the first back", qr)
			}
			if len(faces.Front) < 2 {
				t.Errorf("%d front cards; this unit needs a second", len(faces.Front))
			}
		})
	}
}

// TestAircraftCard prints a unit of aircraft: without a save ("none") or
// with one (3+, body version 3), its moves unlimited (said once, in one
// column, not under each of the four dashes), firepower AUTO, no
// Bailed Out boxes, and "never" for Pinned Down; its back gives the rules
// of aircraft (quick reference pp. 50 and 62); its code decodes to the
// same unit.
func TestAircraftCard(t *testing.T) {
	src := `system = "fow-v4"
[unit]
name = "Typhoon Flight"
nation = "UK"
role = "support"
motivation = "Confident 4+"
skill = "Trained 4+"
is_hit_on = "Careful 4+"
[[team]]
name = "Typhoon"
type = "aircraft"
count = 2
leader = 1
tactical = "-"
terrain_dash = "-"
cross_country_dash = "-"
road_dash = "-"
cross = "AUTO"
[[team.weapon]]
name = "RP-3 rockets"
range = '8"/20cm'
rof = { halted = 1, moving = 1 }
anti_tank = 6
firepower = "AUTO"
`
	for _, tc := range []struct {
		name, src string
		want      []string
		version   uint8
	}{
		{"no save", src, []string{"none"}, 2},
		{"a save", strings.Replace(strings.ReplaceAll(src, `"-"`, `"UNLIMITED"`), `cross = "AUTO"`, "cross = \"AUTO\"\nsave = \"3+\"", 1), []string{"3+"}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) { aircraftCard(t, tc.src, tc.want, tc.version) })
	}
}

func aircraftCard(t *testing.T, src string, wants []string, version uint8) {
	doc, errs := system.Check("typhoon.toml", []byte(src))
	if doc == nil || len(errs) > 0 {
		t.Fatalf("check: %v", errs)
	}
	faces := planDefault(t, doc)
	var texts []string
	for _, op := range faces.Front[0].Ops {
		if op.Kind == layout.OpText {
			texts = append(texts, op.Text)
		}
	}
	all := strings.Join(texts, " ")
	for _, want := range append([]string{"AUTO", "unlimited", "never (p. 64)", "Destroyed"}, wants...) {
		if !strings.Contains(all, want) {
			t.Errorf("the card does not say %q: %s", want, all)
		}
	}
	if n := strings.Count(all, "unlimited"); n != 1 || strings.Contains(all, "Tactical") {
		t.Errorf("the card says \"unlimited\" %d times, its moves' columns %v: want one column of moves, said once", n, strings.Contains(all, "Tactical"))
	}
	if strings.Contains(all, "Bailed Out") {
		t.Errorf("an aircraft card has Bailed Out boxes: %s", all)
	}
	if back, _ := unitFaceText(faces.Back[0], "Typhoon Flight"); !strings.HasPrefix(back, "Aircraft") || !strings.Contains(back, "(p. 50)") || !strings.Contains(back, "(p. 62)") {
		t.Errorf("the back says %q: want the rules of aircraft first, with their pages 50 and 62", back)
	}
	link, _, err := doc.Link(saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	sealed, _, err := saved.Parse(link)
	if err != nil || sealed.Version != version {
		t.Fatalf("the code opens as %+v, %v; want body version %d", sealed, err, version)
	}
	file, err := system.File(sealed)
	if err != nil {
		t.Fatal(err)
	}
	again, errs := system.Check("again.toml", file)
	if again == nil || again.Summary() != strings.Replace(doc.Summary(), "typhoon.toml", "again.toml", 1) {
		t.Errorf("decoded %v (%v), want %q\n%s", again, errs, doc.Summary(), file)
	}
}

// planDefault lays doc's card out on the default card, as render does.
func planDefault(t *testing.T, doc system.Doc) press.Faces {
	t.Helper()
	return planOn(t, doc, impose.Size{})
}

// planOn lays out doc's unit card on cards of size (the default: zero).
func planOn(t *testing.T, doc system.Doc, size impose.Size) press.Faces {
	t.Helper()
	return planWith(t, doc, &press.Options{Card: size})
}

// planBackTests lays out doc's unit card on cards of size as planOn
// does, but never with its tests under its teams (tests_front): as a
// front with no room for them does, its back giving them.
func planBackTests(t *testing.T, doc system.Doc, size impose.Size) press.Faces {
	t.Helper()
	return planWith(t, doc, &press.Options{Card: size}, func(c *press.Card) {
		c.IfFree = slices.DeleteFunc(c.IfFree, func(set map[string]string) bool { return set["tests_front"] != "" })
	})
}

// planWith lays out doc's unit card with the options o, each of edit
// changing the card first.
func planWith(t *testing.T, doc system.Doc, o *press.Options, edit ...func(*press.Card)) press.Faces {
	t.Helper()
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range edit {
		e(&card)
	}
	kit, err := system.NewKit([]system.Doc{doc}, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	faces, err := kit.Plan(card)
	if err != nil {
		t.Fatal(err)
	}
	return faces
}
