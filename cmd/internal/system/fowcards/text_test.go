package fowcards_test

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/saved"
)

// unitCard checks the unit file src and gives its card, unlaid.
func unitCard(t *testing.T, src string) press.Card {
	t.Helper()
	return cardOf(t, "unit.toml", []byte(src))
}

// cardOf checks the file name holding src and gives its card, unlaid.
func cardOf(t *testing.T, name string, src []byte) press.Card {
	t.Helper()
	doc, errs := system.Check(name, src)
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	return card
}

// TestPointsInTheHeader: a unit of 1 point says "1 point", of 9 "9
// points".
func TestPointsInTheHeader(t *testing.T) {
	for n, want := range map[string]string{"1": "1 point", "9": "9 points"} {
		src := strings.Replace(teamsUnit(1), "points = 9", "points = "+n, 1)
		if got := unitCard(t, src).View.Text["points"]; got != want {
			t.Errorf("points = %s: header says %q, want %q", n, got, want)
		}
	}
}

// TestSharedWeaponKeywords: where several weapons of a team have the same
// keywords, the team's foot names them once: ".50 cal MG and .30 cal MG:
// Self-defence Anti-aircraft.", not once a weapon.
func TestSharedWeaponKeywords(t *testing.T) {
	src := teamsUnit(1)
	for _, w := range []string{".50 cal MG", "Rifle", ".30 cal MG"} {
		src += "[[team.weapon]]\nname = \"" + w + "\"\nrange = '16\"/40cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\n"
		if w != "Rifle" {
			src += "keywords = [\"Self-defence Anti-aircraft\"]\n"
		}
	}
	teams := unitCard(t, src).View.Blocks["teams"]
	const want = ".50 cal MG and .30 cal MG: Self-defence Anti-aircraft."
	if len(teams) != 1 || !strings.Contains(teams[0].Foot, want) || strings.Count(teams[0].Foot, "Self-defence") != 1 {
		t.Errorf("teams %+v: want a foot with %q, the keyword once", teams, want)
	}
}

// viewText is every text a card's view gives its template, a line each.
func viewText(v layout.View) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(v.Text)) {
		b.WriteString(v.Text[k] + "\n")
	}
	for _, k := range slices.Sorted(maps.Keys(v.Blocks)) {
		for _, bl := range v.Blocks[k] {
			b.WriteString(strings.Join(append([]string{bl.Heading, bl.Ref, bl.Text, bl.Foot}, append(bl.Steps, bl.Bullets...)...), "\n") + "\n")
			for _, table := range append([][][]string{bl.Table}, bl.Tables...) {
				for _, row := range table {
					b.WriteString(strings.Join(row, " ") + "\n")
				}
			}
			for _, tk := range bl.Ticks {
				b.WriteString(tk.Label + "\n")
			}
		}
	}
	return b.String()
}

// forceSample checks the sample force and gives its card.
func forceSample(t *testing.T) press.Card {
	t.Helper()
	const name = "../../../../samples/fow-force-100.toml"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return cardOf(t, name, src)
}

// TestForceSupportText: the force card's back says in plain words how
// many Support Units the force fields and how many its Primary
// Formation's Combat Units allow.
func TestForceSupportText(t *testing.T) {
	for _, b := range forceSample(t).View.Blocks["back_text"] {
		if b.Heading != "Support" {
			continue
		}
		const want = "The force fields 2 Support Units; its Primary Formation’s Combat Units allow 2. A Support Formation counts as one."
		if b.Text != want {
			t.Errorf("Support: %q, want %q", b.Text, want)
		}
		return
	}
	t.Error("the force card's back has no Support")
}

// TestTypographicApostrophes: the text the code writes on the force card
// and on a unit's card (its keywords' and mounts' rules among it, the
// unit's own data holding none) uses the typographic apostrophe ’, never
// the straight one; so do the unit and force cards' templates.
func TestTypographicApostrophes(t *testing.T) {
	unit := strings.NewReplacer("nation = \"UK\"", "nation = \"US\"", "points = 9", "points = 9\nkeywords = [\"Hit 'Em With Everything You've Got\"]",
		"cross = \"AUTO\"", "cross = \"AUTO\"\nkeywords = [\"Detroit's finest\"]").Replace(teamsUnit(1)) +
		"[[team.weapon]]\nname = \"Mortar\"\nrange = '16\"/40cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\nkeywords = [\"Smoke\", \"Salvo\"]\n" +
		"[[team]]\nname = \"Sherman\"\ntype = \"tank\"\ncount = 2\narmour = { front = 6, side = 4, top = 1 }\n" +
		"tactical = '10\"/25cm'\nterrain_dash = '14\"/35cm'\ncross_country_dash = '18\"/45cm'\nroad_dash = '24\"/60cm'\ncross = \"3+\"\n" +
		"[[team.weapon]]\nname = \"Hull MG\"\nmount = \"Hull MG\"\nrange = '16\"/40cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\n"
	for what, v := range map[string]layout.View{"the force card": forceSample(t).View, "a unit's card": unitCard(t, unit).View} {
		for _, l := range strings.Split(viewText(v), "\n") {
			if strings.Contains(l, "'") {
				t.Errorf("%s: %q has a straight apostrophe", what, l)
			}
		}
	}
	files, err := filepath.Glob("../../../../templates/fow-*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fow templates (%v)", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "text =") && strings.Contains(l, "'") {
				t.Errorf("%s:%d: %q has a straight apostrophe", f, i+1, l)
			}
		}
	}
}

// TestNamedOnlyKeywords: a unit's keywords that the sources only name
// (Tiger Aces, Mounted Assault) share one block at the end of its back's
// rules, which names them all once, not a rule block each; it says of
// them what the viewer says of each (fow.NamedOnlyText).
func TestNamedOnlyKeywords(t *testing.T) {
	src := strings.NewReplacer("nation = \"UK\"", "nation = \"Germany\"",
		"points = 9", "points = 9\nkeywords = [\"Mounted Assault\", \"Stormtroopers\", \"Tiger Aces\"]").Replace(teamsUnit(1))
	back := unitCard(t, src).View.Blocks["back_text"]
	if len(back) == 0 {
		t.Fatal("no rules on the back")
	}
	last := back[len(back)-1]
	want := layout.Block{Heading: "Rulebook only", Text: "Mounted Assault and Tiger Aces: see the rulebook."}
	if last.Heading != want.Heading || last.Text != want.Text {
		t.Errorf("the back's last block %q: %q, want %q: %q", last.Heading, last.Text, want.Heading, want.Text)
	}
	if !strings.HasSuffix(strings.ToLower(last.Text), strings.ToLower(fow.NamedOnlyText)) {
		t.Errorf("the back says %q, the viewer %q", last.Text, fow.NamedOnlyText)
	}
	for _, b := range back[:len(back)-1] {
		if b.Heading == "Mounted Assault" || b.Heading == "Tiger Aces" || strings.Contains(b.Text, "see the rulebook") || b.Text == fow.NamedOnlyText {
			t.Errorf("a block of its own for a keyword named only: %q: %q", b.Heading, b.Text)
		}
	}
}

// TestFrontSaysItOnce: a unit's front gives its Last Stand once, with
// its condition beside the code and not again among the task ratings,
// and a gun team's note "Gun" is not printed under a heading that says
// "(gun)" already.
func TestFrontSaysItOnce(t *testing.T) {
	src, err := os.ReadFile("../../../../samples/fow-pak40-gun-unit.toml")
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(strings.Replace(string(src), "[[team]]", "[[team]]\nnotes = [\"Gun\", \"Large Gun\"]", 1))
	card := cardOf(t, "pak40.toml", src)
	front := card.View
	front.Blocks = map[string][]layout.Block{"teams": front.Blocks["teams"], "table": front.Blocks["table"]}
	text := viewText(front)
	if n := strings.Count(text, "Last Stand"); n != 1 {
		t.Errorf("the front gives \"Last Stand\" %d times, want once:\n%s", n, text)
	}
	for _, b := range card.View.Blocks["teams"] {
		if strings.Contains(b.Foot, "Gun.") && !strings.Contains(b.Foot, "Large Gun.") || strings.Count(b.Foot, "Gun.") > 1 {
			t.Errorf("team %q: foot %q repeats its type as a note", b.Heading, b.Foot)
		}
		if b.Heading != "Task ratings" && b.Heading != "" && !strings.Contains(b.Foot, "Large Gun.") {
			t.Errorf("team %q: foot %q lost its other note", b.Heading, b.Foot)
		}
	}
}

// TestBackLeavesLastStand: a unit whose front gives its Last Stand with
// its condition beside the code (the Pak 40 gun unit's) does not give it
// again among the tests on its back, in any of their forms, while they
// keep the rest; before, it printed on both faces. A continuation card,
// whose front does not give it, gives it among its tests (all_rolls).
func TestBackLeavesLastStand(t *testing.T) {
	src, err := os.ReadFile("../../../../samples/fow-pak40-gun-unit.toml")
	if err != nil {
		t.Fatal(err)
	}
	card := cardOf(t, "pak40.toml", src)
	nbsp := strings.NewReplacer("\u00a0", " ")
	front := card.View
	front.Blocks = map[string][]layout.Block{"table": card.View.Blocks["table"]}
	if text := nbsp.Replace(viewText(front)); !strings.Contains(text, "Last Stand") {
		t.Fatalf("the front's lines beside the code do not give Last Stand:\n%s", text)
	}
	for _, slot := range []string{"rolls", "rolls_brief", "rolls_by_score"} {
		back := card.View
		back.Blocks = map[string][]layout.Block{slot: card.View.Blocks[slot]}
		text := nbsp.Replace(viewText(back))
		if strings.Contains(text, "Last Stand") || !strings.Contains(text, "Rally") {
			t.Errorf("the back's %s gives Last Stand again, or lost the other tests:\n%s", slot, text)
		}
	}
	for _, slot := range []string{"all_rolls", "all_rolls_brief", "all_rolls_by_score"} {
		more := card.View
		more.Blocks = map[string][]layout.Block{slot: card.View.Blocks[slot]}
		if text := nbsp.Replace(viewText(more)); !strings.Contains(text, "Last Stand") {
			t.Errorf("a continuation card's %s does not give Last Stand:\n%s", slot, text)
		}
	}
}

// TestWeaponNotItsOwnKeyword: a weapon named as its keyword (an imported
// "Flame-thrower" with the keyword Flame-thrower) does not print
// "Flame-thrower: Flame-thrower." under its team; its other keywords do.
func TestWeaponNotItsOwnKeyword(t *testing.T) {
	src := teamsUnit(1) + "[[team.weapon]]\nname = \"Flame-thrower\"\nrange = '4\"/10cm'\nrof = { halted = 1, moving = 1 }\nanti_tank = 1\nfirepower = \"6\"\nkeywords = [\"Flame-thrower\", \"Portee\"]\n"
	card := unitCard(t, src)
	for _, b := range card.View.Blocks["teams"] {
		if strings.Contains(b.Foot, "Flame-thrower: Flame-thrower") {
			t.Errorf("team %q: foot %q names the weapon's own name as its keyword", b.Heading, b.Foot)
		}
		if strings.Contains(b.Heading, "Rifle") && !strings.Contains(b.Foot, "Flame-thrower: Portee.") {
			t.Errorf("team %q: foot %q lost the weapon's other keyword", b.Heading, b.Foot)
		}
	}
}
