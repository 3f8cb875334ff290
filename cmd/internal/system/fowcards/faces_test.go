package fowcards_test

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/saved"
)

// teamsUnit is a unit of k kinds of infantry team, one weapon each and no
// keyword: it grows a block at a time.
func teamsUnit(k int) string {
	var b strings.Builder
	b.WriteString("system = \"fow-v4\"\n[unit]\nname = \"Rifle Company\"\nnation = \"UK\"\nrole = \"combat\"\n" +
		"motivation = \"Confident 4+\"\nskill = \"Trained 4+\"\nis_hit_on = \"Careful 4+\"\npoints = 9\n")
	for i := range k {
		fmt.Fprintf(&b, "[[team]]\nname = \"Rifle team %d\"\ntype = \"infantry\"\ncount = 4\nleader = %d\nsave = \"3+\"\n", i+1, min(i, 1)^1)
		b.WriteString("tactical = '8\"/20cm'\nterrain_dash = '8\"/20cm'\ncross_country_dash = '12\"/30cm'\nroad_dash = '12\"/30cm'\ncross = \"AUTO\"\n")
		fmt.Fprintf(&b, "[[team.weapon]]\nname = \"Rifle %d\"\nrange = '16\"/40cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\n", i+1)
	}
	return b.String()
}

// faceText is what a face says besides the unit's name (teamsUnit's),
// its part and its footer, and whether it draws a code.
func faceText(pg layout.Page) (string, bool) { return unitFaceText(pg, "Rifle Company") }

// unitFaceText is what a face says besides the unit's name (name, or a
// line of it), its part and its footer, and whether it draws a code.
func unitFaceText(pg layout.Page, name string) (string, bool) {
	var b strings.Builder
	qr := false
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpQR:
			qr = true
		case op.Kind == layout.OpText && !strings.Contains(name, op.Text) && !strings.HasPrefix(op.Text, "card ") && !slices.Contains(backFooters, op.Text):
			b.WriteString(op.Text)
		}
	}
	return b.String(), qr
}

// backFooters are the footers of a unit's back: with keyword rules, and
// without.
var backFooters = []string{"Keyword rules in our words; pages of the v4 quick reference", "Pages of the v4 quick reference"}

// TestBackFooter: a back that gives keyword rules says they are in our
// words; one with none to give (teamsUnit's), or that only names keywords
// whose rules the seeds do not give (a Flame-thrower), does not claim any.
func TestBackFooter(t *testing.T) {
	platoon, err := os.ReadFile("../../../../samples/fow-panzergrenadier-platoon.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		src    string
		footer string
	}{
		{teamsUnit(1), backFooters[1]},
		{strings.Replace(teamsUnit(1), "cross = \"AUTO\"\n", "cross = \"AUTO\"\nkeywords = [\"Flame-thrower\"]\n", 1), backFooters[1]},
		{string(platoon), backFooters[0]},
	} {
		doc, errs := system.Check("unit.toml", []byte(c.src))
		if doc == nil || errs.Err() != nil {
			t.Fatalf("check: %v", errs)
		}
		var said []string
		for _, op := range planDefault(t, doc).Back[0].Ops {
			if op.Kind == layout.OpText && slices.Contains(backFooters, op.Text) {
				said = append(said, op.Text)
			}
		}
		if !slices.Equal(said, []string{c.footer}) {
			t.Errorf("%.40q…: the back's footer says %q, want %q", c.src, said, c.footer)
		}
	}
}

// TestUnitFaces (issue 31, item 1): as a unit grows a team at a time, on
// every card size, no face of any of its cards is left empty (60
// characters besides its name, part and footer, or a code: a back without
// keyword rules repeats the code), a unit whose teams run over its front
// carries them onto its back before it takes a second card, a back
// without its teams gives the tests it takes, and none takes more than
// two.
func TestUnitFaces(t *testing.T) {
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		onBack := 0
		for k := 1; k <= 8; k++ {
			doc := checkUnit(t, "rifles.toml", []byte(teamsUnit(k)))
			faces := planOn(t, doc, size)
			for _, pg := range append(faces.Front, faces.Back...) {
				if text, qr := faceText(pg); len(text) < 60 && !qr {
					t.Errorf("%v, %d teams: %s card %d is empty but for %q", size, k, pg.Face, pg.Part, text)
				}
			}
			// A card whose back has no teams or rules gives the tests the
			// unit takes, on its back or its front: an infantry unit digs
			// in.
			for i, pg := range faces.Back {
				text, _ := faceText(pg)
				front, _ := faceText(faces.Front[i])
				if !strings.Contains(text, "Rifle team") && !givesTests(text) && !givesTests(front) {
					t.Errorf("%v, %d teams: card %d gives no tests: back %q", size, k, pg.Part, text)
				}
			}
			// Teams go on the back where that keeps the unit to one card,
			// or to two where its fronts alone would take three or more.
			if back, _ := faceText(faces.Back[0]); strings.Contains(back, "Rifle team") {
				onBack++
				second := ""
				if len(faces.Front) == 2 {
					second, _ = faceText(faces.Front[1])
				}
				if len(faces.Front) > 2 || len(faces.Front) == 2 && !strings.Contains(second, "Rifle team") {
					t.Errorf("%v, %d teams: teams on the back and %d cards", size, k, len(faces.Front))
				}
			}
			if len(faces.Front) > 2 {
				t.Errorf("%v, %d teams: %d cards, at most 2", size, k, len(faces.Front))
			}
		}
		if onBack == 0 {
			t.Errorf("%v: no unit of 1 to 8 teams carries a team onto its back", size)
		}
	}
}

// TestPartAtFoot: every front of a unit on more than one card says which
// card it is in the same place, its footer, and says the nation and role
// in its header; a unit on one card says neither card number.
func TestPartAtFoot(t *testing.T) {
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		two := false
		for k := 1; k <= 8; k++ {
			faces := planOn(t, checkUnit(t, "rifles.toml", []byte(teamsUnit(k))), size)
			two = two || len(faces.Front) > 1
			for _, pg := range faces.Front {
				var part, nation *layout.Op
				parts := 0
				for i, op := range pg.Ops {
					switch {
					case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "card "):
						part = &pg.Ops[i]
						parts++
					case op.Kind == layout.OpText && op.Text == "UK · COMBAT":
						nation = &pg.Ops[i]
					}
				}
				want := fmt.Sprintf("card %d of %d", pg.Part, pg.Parts)
				switch {
				case pg.Parts == 1 && part != nil:
					t.Errorf("%v, %d teams: a unit on one card says %q", size, k, part.Text)
				case pg.Parts > 1 && (parts != 1 || part.Text != want || part.Y < pg.H-8):
					t.Errorf("%v, %d teams: front %d of %d: no %q at its foot: %+v", size, k, pg.Part, pg.Parts, want, part)
				case nation == nil:
					t.Errorf("%v, %d teams: front %d of %d does not give the nation and role", size, k, pg.Part, pg.Parts)
				}
			}
		}
		if !two {
			t.Errorf("%v: no unit of 1 to 8 teams takes two cards", size)
		}
	}
}

// TestTeamsOnTheBackSaid: a unit whose last kinds of team go on to its
// back ends its front with how many ("More teams on the back (+2)"), where the
// front holds that line as it is, and the count is the kinds the back
// carries; no front says it with none there.
func TestTeamsOnTheBackSaid(t *testing.T) {
	said := 0
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		for k := 1; k <= 8; k++ {
			doc := checkUnit(t, "rifles.toml", []byte(teamsUnit(k)))
			faces := planOn(t, doc, size)
			if len(faces.Front) != 1 {
				continue
			}
			front, _ := faceText(faces.Front[0])
			back, _ := faceText(faces.Back[0])
			onBack := strings.Count(back, "× Rifle team")
			// The first kind on the back shares its save, moves and
			// weapons with one on the front: it names that kind, as
			// "above" is on another face.
			if first := strings.Index(back, "× Rifle team"); onBack > 0 && (!strings.Contains(back, "as the Rifle team") || strings.Contains(back[first:min(len(back), first+60)], "as above")) {
				t.Errorf("%v, %d teams, %d on the back: the back's first team does not name the team it shares with: %q", size, k, onBack, back)
			}
			switch {
			case onBack == 0 && strings.Contains(front, "teams on the back"):
				t.Errorf("%v, %d teams: the front says %q with no team on the back", size, k, front)
			case strings.Contains(front, "teams on the back"):
				said++
				if want := fmt.Sprintf("More teams on the back (+%d)", onBack); !strings.Contains(front, want) {
					t.Errorf("%v, %d teams, %d on the back: the front does not say %q", size, k, onBack, want)
				}
			}
		}
	}
	if said == 0 {
		t.Error("no unit of 1 to 8 kinds of team says its teams on the back: the test measures nothing")
	}
	// Rules that did not fit beside the code, spilled after the teams and
	// gone on to the back, are no teams: the Panzer IV platoon sample at
	// 57 x 89, given three task ratings more and three unit keywords more,
	// sends its Unit rules line, and no team.
	src, err := os.ReadFile("../../../../samples/fow-panzer-iv-platoon.toml")
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(strings.NewReplacer("last_stand = \"3+\"\n", "last_stand = \"3+\"\ncounterattack = \"4+\"\nassault = \"4+\"\nrally = \"3+\"\n",
		`keywords = ["Stormtroopers"]`, `keywords = ["Stormtroopers", "Mission Tactics", "Kampfgruppe", "Tiger Aces"]`).Replace(string(src)))
	faces := planOn(t, checkUnit(t, "panzer-iv.toml", src), impose.Size{W: 57, H: 89})
	front, _ := unitFaceText(faces.Front[0], "Panzer IV Tank Platoon")
	back, _ := unitFaceText(faces.Back[0], "Panzer IV Tank Platoon")
	if !strings.HasPrefix(back, "Unit rules") || strings.Contains(back, "×") {
		t.Fatalf("the Panzer IV platoon at 57 x 89: its back %q, want its Unit rules line first and no team: the test measures nothing", back)
	}
	if strings.Contains(front, "on the back (+") {
		t.Errorf("the Panzer IV platoon at 57 x 89 says %q, with no team on its back", front)
	}
}

// givesTests reports whether a face's text gives an infantry unit's
// tests: it rallies and digs in.
func givesTests(text string) bool {
	text = strings.ReplaceAll(text, "\u00a0", " ")
	return strings.Contains(text, "Rally") && strings.Contains(text, "Dig In") && !explainsTests(text)
}

// explainsTests reports whether a face's text says what a pass of each
// test does (rollsExplained), as a back does where its front gives them.
func explainsTests(text string) bool { return strings.Contains(text, "No longer Pinned Down.") }

// TestTestsFitEveryCard: a unit whose every task rating differs from its
// ratings, the most lines its tests can take, lays out on every card size
// as it grows a team at a time: its tests fit each card that gives them,
// on one card and on two, with the code on the front or on the back.
func TestTestsFitEveryCard(t *testing.T) {
	tests := "[unit.tests]\nremount = \"3+\"\nrally = \"5+\"\ncounterattack = \"6\"\nlast_stand = \"2+\"\ntactics = \"5+\"\nassault = \"6\"\n"
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		for k := 1; k <= 8; k++ {
			src := strings.Replace(teamsUnit(k), "[[team]]", tests+"[[team]]", 1)
			doc := checkUnit(t, "rifles.toml", []byte(src))
			faces := planOn(t, doc, size)
			for i, pg := range faces.Back {
				front, _ := faceText(faces.Front[i])
				if text, _ := faceText(pg); !strings.Contains(text, "Rally") && !strings.Contains(text, "Rifle team") && (i == 0 || !strings.Contains(front, "Rally")) {
					t.Errorf("%v, %d teams: card %d gives neither teams nor tests on its back, nor tests on its front: %q", size, k, pg.Part, text)
				}
			}
		}
	}
}

// TestTestsOnSecondCard: a unit of two cards gives its tests once on its
// second card: at the foot of its second front, as a table (its head
// "This unit’s tests", "Roll", "Page"), where its teams leave them room
// and no team goes to a back for them, the back then the code again
// alone, or what the tests decide over it where that keeps the code as
// large or at 0.63 mm modules; else on its second back above the code again, as a table where
// it has the room, else a line per score ("Motivation 4+" heads a line)
// or in brief ("This unit’s tests Rally 5+ (p. 64) · …"), as for a unit
// whose first back gives them (one with its code there and no keyword
// rules). Units of six to eight kinds of team take two cards (fewer give
// the teams past the front's room to the back); with and without a
// keyword's rules on the back. Where the front gives the tests, it sends
// no team to a back for them (press: sendsOn).
func TestTestsOnSecondCard(t *testing.T) {
	two, fronts, explained := 0, 0, 0
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		for k := 1; k <= 16; k++ {
			src := teamsUnit((k-1)%8 + 1)
			if k > 8 {
				src = strings.Replace(src, "points = 9\n", "points = 9\nkeywords = [\"Scouts\"]\n", 1)
			}
			doc := checkUnit(t, "rifles.toml", []byte(src))
			faces := planOn(t, doc, size)
			if len(faces.Back) != 2 {
				continue
			}
			two++
			front, _ := faceText(faces.Front[1])
			back, qr := faceText(faces.Back[1])
			if !qr || givesTests(back) == givesTests(front) {
				t.Errorf("%v, %d teams: second card, code on its back %v: front %q, back %q; want the tests on one face and the code on the back", size, k, qr, front, back)
			}
			if givesTests(front) {
				fronts++
				if !strings.Contains(front, "This unit’s testsRollPage") || strings.Contains(front, "on the back (+") || back != "Either card’s code opens the unit." && !explainsTests(back) {
					t.Errorf("%v, %d teams: second front %q, back %q; want the tests as a table, no team sent to a back and the back the code alone or what the tests decide", size, k, front, back)
				}
				if explainsTests(back) {
					explained++
				}
			}
		}
	}
	if two == 0 {
		t.Fatal("no unit of up to eight kinds of team takes two cards: the test tests nothing")
	}
	if fronts == 0 {
		t.Errorf("none of %d units of two cards gives its tests under the teams of its second front", two)
	}
	if explained == 0 {
		t.Errorf("none of the %d second backs whose front gives the tests says what they decide", fronts)
	}
	t.Logf("%d of %d units of two cards give their tests on their second front, %d of their backs what they decide", fronts, two, explained)
}

// sampleDoc checks the sample unit file, by its name in samples/.
func sampleDoc(t *testing.T, file string) system.Doc {
	t.Helper()
	src, err := os.ReadFile("../../../../samples/" + file)
	if err != nil {
		t.Fatal(err)
	}
	return checkUnit(t, file, src)
}

// checkUnit checks a unit file's source src, failing the test where it
// is not legal.
func checkUnit(t *testing.T, name string, src []byte) system.Doc {
	t.Helper()
	doc, errs := system.Check(name, src)
	if doc == nil || errs.Err() != nil {
		t.Fatalf("%s: check: %v", name, errs)
	}
	return doc
}

// TestTestsInPlaceOfCode: a unit whose rules leave its back room for its
// tests or for the front's code again, not both, gives the tests there
// (press.Card.IfMore, before the code alone): the sample 10.5cm battery's
// on 63.5 x 88.9, and at 69 x 94, where its back held the code again.
func TestTestsInPlaceOfCode(t *testing.T) {
	faces := planOn(t, sampleDoc(t, "fow-105-battery-unit.toml"), impose.Size{W: 63.5, H: 88.9})
	back, qr := unitFaceText(faces.Back[0], "10.5cm Artillery Battery")
	if len(faces.Back) != 1 || qr || !strings.Contains(back, "Gun shield") || !strings.Contains(back, "Rally") {
		t.Errorf("63.5x88.9: %d cards, code on the back %v: %q, want its rules and its tests", len(faces.Back), qr, back)
	}
	// Where the back holds the tests or the code again, not both, the
	// tests come first: the sample battery's back at 69 x 94, which gave
	// the code, gives them; its front keeps the code.
	faces = planDefault(t, sampleDoc(t, "fow-105-battery-unit.toml"))
	if back, qr := unitFaceText(faces.Back[0], "10.5cm Artillery Battery"); qr || !strings.Contains(back, "Rally") || faces.Front[0].QR == nil {
		t.Errorf("69x94: the battery's back gives the code %v and %q, its front a code %v: want the tests, and the code on the front alone", qr, back, faces.Front[0].QR != nil)
	}
}

// TestTestsAboveBackCode: a unit whose code is on its back gives its
// tests a line per score under short rules, above the code, where that
// keeps it to one card and its code as large (press.Card.IfFree): the
// sample Panzergrenadier Platoon's, on every card size.
func TestTestsAboveBackCode(t *testing.T) {
	doc := sampleDoc(t, "fow-panzergrenadier-platoon.toml")
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		faces := planOn(t, doc, size)
		front, _ := unitFaceText(faces.Front[0], "Panzergrenadier Platoon")
		back, qr := unitFaceText(faces.Back[0], "Panzergrenadier Platoon")
		if len(faces.Back) != 1 || !strings.Contains(front, "QR code on the back") || !qr || !strings.Contains(back, "Stormtroopers") || !strings.Contains(back, "Motivation\u00a04+") {
			t.Errorf("%v: %d cards, code on the back %v: %q, want its rule, its tests a line per score and the code", size, len(faces.Back), qr, back)
		}
	}
}

// TestTestsOnFront: a unit whose front has room under its teams (two
// guns) gives its tests there, no larger than the teams (tests_front),
// and its back its rules, what a pass of each test does where the rules
// leave the room (on 69 × 94, not on poker) and the code again; a unit
// whose teams fill its front does not.
func TestTestsOnFront(t *testing.T) {
	guns := "system = \"fow-v4\"\n[unit]\nname = \"Rifle Company\"\nnation = \"UK\"\nrole = \"combat\"\n" +
		"motivation = \"Confident 4+\"\nskill = \"Trained 4+\"\nis_hit_on = \"Careful 4+\"\npoints = 5\n" +
		"[[team]]\nname = \"6 pdr gun\"\ntype = \"gun\"\ncount = 2\nleader = 1\nsave = \"3+\"\n" +
		"tactical = '2\"/5cm'\nterrain_dash = '2\"/5cm'\ncross_country_dash = '4\"/10cm'\nroad_dash = '4\"/10cm'\ncross = \"5+\"\n" +
		"keywords = [\"Gun shield\"]\n" +
		"[[team.weapon]]\nname = \"6 pdr gun\"\nrange = '28\"/70cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 11\nfirepower = \"4+\"\n"
	for _, c := range []struct {
		name, src string
		front     bool // the tests on the front
	}{
		{"two guns", guns, true},
		{"two guns, no rules", strings.Replace(guns, "keywords = [\"Gun shield\"]\n", "", 1), true},
		{"four kinds of team", teamsUnit(4) + "keywords = [\"Smoke\"]\n", false},
	} {
		doc := checkUnit(t, "unit.toml", []byte(c.src))
		for _, size := range []impose.Size{{}, {W: 63, H: 88}} {
			faces := planOn(t, doc, size)
			front, _ := unitFaceText(faces.Front[0], "Rifle Company")
			back, qr := unitFaceText(faces.Back[0], "Rifle Company")
			if givesTests(front) != c.front || c.front && (givesTests(back) || !qr) {
				t.Errorf("%v, %s: the front gives the tests %v, the back %v (code %v), want the front %v: %q / %q", size, c.name, givesTests(front), givesTests(back), qr, c.front, front, back)
			}
			if !c.front {
				continue
			}
			rules := strings.Contains(c.src, "Gun shield")
			explains := !rules || size == impose.Size{} // under the rule on 69 × 94 too; poker's back is too short for both
			if strings.Contains(back, "Gun shield") != rules || explainsTests(back) != explains {
				t.Errorf("%v, %s: the back reads %q, want its rules %v, what the tests do %v", size, c.name, back, rules, explains)
			}
			if code, note := backCodeAndNote(faces.Back[0]); note != nil && (code == nil || note.Y < code.Y+code.H) {
				t.Errorf("%v, %s: the note at %.1f mm, want it under the code, which stands in the middle of the face", size, c.name, note.Y)
			}
			var team, tests float64
			for _, op := range faces.Front[0].Ops {
				switch {
				case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "2× 6 pdr gun"):
					team = op.Size
				case op.Kind == layout.OpText && (strings.HasPrefix(op.Text, "This unit") || strings.HasPrefix(op.Text, "Tests:")):
					tests = op.Size
				}
			}
			if tests == 0 || tests > team {
				t.Errorf("%v: the tests at %g pt under teams at %g pt, want them no larger", size, tests, team)
			}
		}
	}
}

// TestTestsOnFrontInBriefKeepCode: where a front takes its tests in
// brief (front_brief), its back sets itself out as for any tests on the
// front: a unit of two guns without rules, its code on its front, with
// no room for a line per score (that set left out), gives the brief
// paragraph there and keeps its code again on the back, the note under
// it, where the back does not say what the tests do (that set left out
// too; TestBackSaysWhatTestsDo).
func TestTestsOnFrontInBriefKeepCode(t *testing.T) {
	src := "system = \"fow-v4\"\n[unit]\nname = \"Rifle Company\"\nnation = \"UK\"\nrole = \"combat\"\n" +
		"motivation = \"Confident 4+\"\nskill = \"Trained 4+\"\nis_hit_on = \"Careful 4+\"\npoints = 5\n" +
		"[[team]]\nname = \"6 pdr gun\"\ntype = \"gun\"\ncount = 2\nleader = 1\nsave = \"3+\"\n" +
		"tactical = '2\"/5cm'\nterrain_dash = '2\"/5cm'\ncross_country_dash = '4\"/10cm'\nroad_dash = '4\"/10cm'\ncross = \"5+\"\n" +
		"[[team.weapon]]\nname = \"6 pdr gun\"\nrange = '28\"/70cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 11\nfirepower = \"4+\"\n"
	doc := checkUnit(t, "unit.toml", []byte(src))
	faces := planWith(t, doc, &press.Options{}, func(c *press.Card) {
		c.IfFree = slices.DeleteFunc(c.IfFree, func(set map[string]string) bool { return set["front_by_score"] != "" || set["explained"] != "" })
	})
	front, _ := faceText(faces.Front[0])
	back, qr := faceText(faces.Back[0])
	if !strings.Contains(front, "This unit’s tests") || givesTests(back) || !qr || faces.Front[0].QR == nil {
		t.Fatalf("the front gives the tests in brief %v, the back %v (code %v): want the front alone, the code on both: %q / %q",
			strings.Contains(front, "This unit’s tests"), givesTests(back), qr, front, back)
	}
	if code, note := backCodeAndNote(faces.Back[0]); note == nil || code == nil || note.Y < code.Y+code.H {
		t.Errorf("the back's note %v under its code %v: want both, the note under", note, code)
	}
}

// backCodeAndNote are a back's code and the note that either side's
// code opens the unit, nil where it has none.
func backCodeAndNote(pg layout.Page) (code, note *layout.Op) {
	for i, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpQR:
			code = &pg.Ops[i]
		case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "Either side"):
			note = &pg.Ops[i]
		}
	}
	return code, note
}

// TestTestsUnderRules: a unit whose keyword rules leave its back room
// gives its tests under them, above the front's code again, on every
// card size, where its front does not give them under its teams: in a
// table under one short rule, in brief under the Tiger's three, on
// 69 x 94 and poker (press.Card.IfMore).
func TestTestsUnderRules(t *testing.T) {
	short := teamsUnit(1) + "keywords = [\"Smoke\"]\n"
	doc := checkUnit(t, "rifles.toml", []byte(short))
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		faces := planBackTests(t, doc, size)
		back, qr := faceText(faces.Back[0])
		if len(faces.Back) != 1 || !qr || !strings.Contains(back, "Smoke") || !strings.Contains(back, "Rally") {
			t.Errorf("%v: a back of one short rule, %d cards, code %v: %q, want the rule, the tests and the code", size, len(faces.Back), qr, back)
		}
	}
	// Three rules leave room for the tests in brief (the Tiger's).
	doc = sampleDoc(t, "fow-tiger-tank-unit.toml")
	for _, size := range []impose.Size{{}, {W: 63, H: 88}} { // its rules down to 6 pt on poker
		faces := planBackTests(t, doc, size)
		if back, qr := faceText(faces.Back[0]); len(faces.Back) != 1 || !qr || !strings.Contains(back, "Stormtroopers") || !strings.Contains(back, "Remount") {
			t.Errorf("%v: the Tiger's back, %d cards, code %v: %q, want its rules, its tests and the code", size, len(faces.Back), qr, back)
		}
	}
}

// TestTestsPrintOnce: a unit gives its tests at most once a card, and on
// one front at most, whatever it takes: one card, two, or four (seven
// kinds of team of six weapons each).
func TestTestsPrintOnce(t *testing.T) {
	weapons := func(k int) string {
		var extra strings.Builder
		for w := range 5 {
			fmt.Fprintf(&extra, "[[team.weapon]]\nname = \"Gun %d\"\nrange = '24\"/60cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 9\nfirepower = \"3+\"\n", w+1)
		}
		return strings.ReplaceAll(teamsUnit(k), "firepower = \"6\"\n", "firepower = \"6\"\n"+extra.String())
	}
	most := 0
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		for _, src := range []string{teamsUnit(2), teamsUnit(6), teamsUnit(8), weapons(3), weapons(7)} {
			faces := planOn(t, checkUnit(t, "rifles.toml", []byte(src)), size)
			most = max(most, len(faces.Front))
			fronts := 0
			for i, pg := range faces.Front {
				front, _ := faceText(pg)
				back, _ := faceText(faces.Back[i])
				if givesTests(front) && givesTests(back) {
					t.Errorf("%v, %d cards: card %d gives the tests on both faces", size, len(faces.Front), i+1)
				}
				if givesTests(front) {
					fronts++
				}
			}
			if fronts > 1 {
				t.Errorf("%v, %d cards: the tests print on %d fronts, want one at most", size, len(faces.Front), fronts)
			}
		}
	}
	if most < 3 {
		t.Errorf("no unit takes more than %d cards: the test does not reach a third", most)
	}
}

// TestTestsTableAboveBackCode: a unit of no keyword rules whose code is
// on its back gives its tests there as a table, above the code, where
// that keeps it to its cards and its code as large; before, a line a
// score, the back a third blank. Rifle companies of one to eight teams
// carry their code on the back from some size on.
func TestTestsTableAboveBackCode(t *testing.T) {
	tables := 0
	for k := 1; k <= 8; k++ {
		doc := checkUnit(t, "rifles.toml", []byte(teamsUnit(k)))
		faces := planOn(t, doc, impose.Size{})
		front, _ := faceText(faces.Front[0])
		back, qr := faceText(faces.Back[0])
		if !strings.Contains(front, "QR code on the back") || strings.Contains(back, "Rifle team") {
			continue
		}
		if !qr {
			t.Errorf("%d teams: the back carries no code: %q", k, back)
		}
		if strings.Contains(back, "This unit’s testsRollPage") {
			tables++
		}
	}
	if tables == 0 {
		t.Error("no rifle company with its code on the back gives its tests as a table above it")
	}
}

// TestLeaderRefWhole: a team's reference after its heading, "(Unit Leader;
// infantry)", moves to the next line whole where the heading leaves it no
// room, never split inside it ("(Unit / Leader; tank)" was).
func TestLeaderRefWhole(t *testing.T) {
	for _, name := range []string{"Rifle team 1", "Crocodile (75mm & Flame-thrower)", "Rifle and Light MG team of 1944"} {
		src := strings.Replace(teamsUnit(1), `name = "Rifle team 1"`, `name = "`+name+`"`, 1)
		doc := checkUnit(t, "rifles.toml", []byte(src))
		for _, size := range []impose.Size{{}, {W: 57, H: 89}} {
			for _, op := range planOn(t, doc, size).Front[0].Ops {
				if op.Kind == layout.OpText && (strings.HasSuffix(strings.TrimSpace(op.Text), "(Unit") || strings.HasPrefix(op.Text, "Leader;")) {
					t.Errorf("%v, %q: the leader's reference split at %q", size, name, op.Text)
				}
			}
		}
	}
}

// TestBackOneSize checks that a back giving a unit's rules and its tests
// above the code sets them at one size where neither has to shrink: the
// Pak 40 gun unit's set its rules at 8 pt and its tests at 7.25 pt
// before, as the panzergrenadier platoon's set both at 8 pt.
func TestBackOneSize(t *testing.T) {
	for _, file := range []string{"fow-pak40-gun-unit.toml", "fow-panzergrenadier-platoon.toml"} {
		faces := planOn(t, sampleDoc(t, file), impose.Size{})
		sizes := map[float64]int{}
		for _, op := range faces.Back[0].Ops {
			if op.Kind == layout.OpText && op.Y > 13 && op.Y < 86 { // under the name, over the footer
				sizes[op.Size]++
			}
		}
		if len(sizes) != 1 {
			t.Errorf("%s: the back's rules and tests are set at %d sizes (%v), want one", file, len(sizes), sizes)
		}
	}
}

// bandAir is the least room, mm, between a unit front's header band (in
// low ink, the rule at its foot) and the rating boxes under it.
const bandAir = 1.0

// TestBandAir lays out the Tiger sample in both inks and holds its front's
// header band to bandAir over the ratings: its foot stood 0.6 mm over
// them, and in low ink its rule read as the boxes' top.
func TestBandAir(t *testing.T) {
	doc := sampleDoc(t, "fow-tiger-tank-unit.toml")
	for _, ink := range []press.Ink{press.InkNormal, press.InkLow} {
		faces := planWith(t, doc, &press.Options{Ink: ink})
		band, boxes := 0.0, math.Inf(1)
		for _, op := range faces.Front[0].Ops {
			switch {
			case op.Y < 13 && (op.Kind == layout.OpRect && op.W > 60 && op.H < 12 || op.Kind == layout.OpLine && op.W > 60 && op.H == 0):
				band = max(band, op.Y+op.H) // the band, or its rule
			case op.Kind == layout.OpRect && op.W > 15 && op.W < 25 && op.H > 5:
				boxes = min(boxes, op.Y) // a rating's box
			}
		}
		if band == 0 || math.IsInf(boxes, 1) {
			t.Fatalf("ink %v: no header band or rating boxes found", ink)
		}
		if air := boxes - band; air < bandAir-1e-9 {
			t.Errorf("ink %v: the header band ends %.2f mm over the rating boxes, want %.1f", ink, air, bandAir)
		}
	}
}

// TestTestsUnderAtSix: a back whose rules leave room for neither the
// code again nor the tests beside rules at 7 pt gives the tests a line
// per score under its rules set down to 6 pt (tests_under), where it
// gave none: the sample Priest battery's at 69 x 94.
func TestTestsUnderAtSix(t *testing.T) {
	faces := planDefault(t, sampleDoc(t, "fow-priest-battery-unit.toml"))
	back, qr := unitFaceText(faces.Back[0], "Priest Field Battery")
	if len(faces.Back) != 1 || qr || !strings.Contains(back, "AA MG") || !strings.Contains(back, "Remount") {
		t.Errorf("69x94: %d cards, code on the back %v: %q, want its rules and its tests", len(faces.Back), qr, back)
	}
	for _, op := range faces.Back[0].Ops {
		if op.Kind == layout.OpText && op.Size < 6 {
			t.Errorf("%q at %.2f pt, under 6", op.Text, op.Size)
		}
	}
}

// TestBackSaysWhatTestsDo: a unit whose front gives its tests has a
// back that says what a pass of each does, a paragraph a test, above its
// code, not the code alone, with no rules or under a short one; Last
// Stand, which the front gives with its condition, it leaves out.
func TestBackSaysWhatTestsDo(t *testing.T) {
	ruled := strings.Replace(teamsUnit(1), "points = 9\n", "points = 9\nkeywords = [\"Stormtroopers\"]\n", 1)
	for _, c := range []struct{ name, src, rule string }{
		{"no rules", teamsUnit(1), ""},
		{"a short rule", ruled, "Stormtroopers"},
	} {
		doc, errs := system.Check("unit.toml", []byte(c.src))
		if doc == nil || errs.Err() != nil {
			t.Fatalf("%s: check: %v", c.name, errs)
		}
		faces := planDefault(t, doc)
		if len(faces.Back) != 1 {
			t.Fatalf("%s: %d cards, want 1", c.name, len(faces.Back))
		}
		if front, _ := faceText(faces.Front[0]); !strings.Contains(front, "Tests:") {
			t.Fatalf("%s: the front does not give the tests: %q", c.name, front)
		}
		var codes []layout.Op
		var lines []string
		foot := 0.0 // the foot of the back's last line of text: its baseline and a descender
		back := faces.Back[0]
		for _, op := range back.Ops {
			switch {
			case op.Kind == layout.OpQR:
				codes = append(codes, op)
			case op.Kind == layout.OpText && op.Y > 13 && op.Y < back.H-8: // under the name band, over the footer
				foot = max(foot, op.Y+op.Size*layout.PtToMM/4)
				lines = append(lines, op.Text)
			}
		}
		if len(codes) != 1 {
			t.Fatalf("%s: the back draws %d codes, want 1", c.name, len(codes))
		}
		if codes[0].Y < foot {
			t.Errorf("%s: the code's top at %.1f mm, over text down to %.1f mm", c.name, codes[0].Y, foot)
		}
		text := strings.NewReplacer("\u00a0", " ", "″", `"`).Replace(strings.Join(lines, " ")) // the inch marks printed as double primes
		if !strings.HasPrefix(text, c.rule) {
			t.Errorf("%s: the back begins %.40q, want %q first", c.name, text, c.rule)
		}
		u := fow.Unit{Teams: []fow.Team{{Type: fow.Infantry}}}
		for _, r := range u.EachRoll() {
			if said := strings.Contains(text, r.Does); said == (r.Name == "Last Stand") {
				t.Errorf("%s: %s: the back says %q of it: %v, want %v", c.name, r.Name, r.Does, said, !said)
			}
		}
	}
}

// TestTeamsMakeRoomForTests: a battery whose code goes on its back, under
// four rules that leave the tests no room there, and whose teams at 8 pt
// leave them none on its front either, sets its teams smaller for its
// tests under them (makes_room), the tests no larger; the same battery
// without rules gives its tests on its back, above its code, and its
// teams keep their size.
func TestTeamsMakeRoomForTests(t *testing.T) {
	const name = "Veteran 105mm Field Artillery Battery"
	src := "system = \"fow-v4\"\n[unit]\nname = \"" + name + "\"\nnation = \"US\"\nrole = \"support\"\n" +
		"motivation = \"Confident 4+\"\nskill = \"Veteran 3+\"\nis_hit_on = \"Aggressive 3+\"\npoints = 5\nkeywords = [\"Time On Target\"]\n" +
		"[unit.tests]\nassault = \"5+\"\n" +
		"[[team]]\nname = \"105mm howitzer\"\ntype = \"gun\"\ncount = 2\nleader = 1\narmour = \"-\"\nsave = \"4+\"\ntactical = \"-\"\n" +
		"terrain_dash = '2\"/5cm'\ncross_country_dash = '4\"/10cm'\nroad_dash = '4\"/10cm'\ncross = \"6+\"\nkeywords = [\"Gun shield\"]\n" +
		"notes = [\"Brutal\", \"Forward Firing\", \"Slow Firing\", \"Large Gun, Staff team\"]\n" +
		"[[team.weapon]]\nname = \"105mm howitzer\"\nrange = '24\"/60cm'\nrof = { halted = 1, moving = 1 }\nanti_tank = 9\nfirepower = \"2+\"\n" +
		"keywords = [\"Smoke\", \"Smoke bombardment\"]\nbombardment = { range = '72\"/180cm', anti_tank = 3, firepower = \"3+\" }\n"
	bare := strings.NewReplacer("keywords = [\"Time On Target\"]\n", "", "keywords = [\"Gun shield\"]\n", "", "keywords = [\"Smoke\", \"Smoke bombardment\"]\n", "").Replace(src)
	for _, c := range []struct {
		name, src string
		front     bool // the tests on the front, the teams under 8 pt
	}{{"four rules", src, true}, {"no rules", bare, false}} {
		doc := checkUnit(t, "battery.toml", []byte(c.src))
		card, err := doc.Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		faces := planOn(t, doc, impose.Size{})
		front, _ := unitFaceText(faces.Front[0], name)
		back, qr := unitFaceText(faces.Back[0], name)
		if len(faces.Front) != 1 || !qr || strings.Contains(back, "Gun shield") != c.front {
			t.Fatalf("%s: %d cards, the back's code %v, its text %q: the test wants one card, its code on its back, under its rules if any", c.name, len(faces.Front), qr, back)
		}
		teams, tests := teamsSize(card, faces.Front[0]), 0.0
		for _, op := range faces.Front[0].Ops {
			if op.Kind == layout.OpText && (strings.HasPrefix(op.Text, "This unit") || strings.HasPrefix(op.Text, "Tests:")) {
				tests = op.Size
			}
		}
		switch {
		case givesTests(front) != c.front || givesTests(back) == c.front:
			t.Errorf("%s: the front gives the tests %v, the back %v, want the front %v: %q / %q", c.name, givesTests(front), givesTests(back), c.front, front, back)
		case c.front && (teams >= 8 || tests > teams):
			t.Errorf("%s: the teams at %g pt over their tests at %g pt, want them under 8 pt and the tests no larger", c.name, teams, tests)
		case !c.front && teams != 8:
			t.Errorf("%s: the teams at %g pt, want them at 8 pt where the back gives the tests", c.name, teams)
		}
	}
}

// teamsSize is the size, pt, a unit's front pg sets its teams at: the
// largest of its teams' headings drawn there.
func teamsSize(c press.Card, pg layout.Page) float64 {
	size := 0.0
	for _, b := range c.View.Blocks["teams"] {
		for _, op := range pg.Ops {
			if b.Heading != "" && op.Kind == layout.OpText && strings.HasPrefix(op.Text, b.Heading) {
				size = max(size, op.Size)
			}
		}
	}
	return size
}
