package crewcards_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// Card counts the fourth edition holds a crew to (issue 31): no crew
// takes more than maxCrewCards cards on any preset, and at 69 x 94 mm at
// most one crew in sixCrews takes more than one.
const (
	maxCrewCards = 2
	sixCrews     = 6
)

// runFloor is the back text's floor, pt: crews that run over onto a
// second card were set at it, their last face near empty, until the
// text was set as large as keeps them to two (press: RunSize). At most
// atFloor of the crews of two cards, per mode, are still set at it (at
// 69 x 94, none of 23; 4 before a crew's last texts could be set as a
// role's line, 1 before a code on the back gave way): a ratchet.
const runFloor = 6.0

// At 57 x 89 the back text scales down to its floor: every crew of two
// cards is set at it. At 69 x 94 one crew (crewgen's crew-00193) is set at
// it since a second back gives the text the room the code again took
// (layout.Widget.ContinuedH): every text whole at 6 pt on two cards, where
// at 7 pt seven texts gave way to their deck cards and three roles' skills
// to a line each; a text whole comes before a larger one.
var atFloor = map[string]int{"default": 1, "low ink": 1, "poker": 0, "63.5x88.9": 0, "57x89": 22}

// twoCards is the most crews, in each mode, that take two cards, as many
// as do now: 22, 22, 28, 27 and 29 did before the crew-member roll went
// last on the back, its brief the deck's card of the rolls.
var twoCards = map[string]int{"default": 19, "low ink": 19, "poker": 22, "63.5x88.9": 22, "57x89": 22}

// wholeTexts is a ratchet: how many skill and upgrade texts the crews set
// whole, at the least, in each mode, as many as do now. A crew whose text
// set whole takes more than two cards keeps as many of its first texts
// whole as its two cards hold at its size, the rest brief and a role's
// together (press: mostWhole). Text that runs over keeps its titles whole
// where they fit (TestRunOverTitlesWhole). A short title drops a skill's
// role or an upgrade's points instead of abbreviating a word ("Fast
// Reload", "Enhanced Gun Laying Drive (level 2)"), and a brief body is
// "See card 2/11.". Counted over every crew since a code on the back
// gives way to its text where that keeps the crew to one card
// (press.Card.IfOne): 2 crews at 69 x 94 (1 on poker and at 63.5 x 88.9,
// 2 at 57 x 89) that took two cards with their texts whole take one,
// their skills given by their deck cards, and the count fell from 1448,
// 1448, 1374, 1361 and 1276, on purpose: one card before a second, as
// issue 31 asks. Lowered once more, by 1, 1 and 9 on the smaller cards,
// where a list of one card keeps its template's size (layout.Widget.RunMax):
// a back that held its text at 6 pt with a third of it empty sets it at up
// to 7 (8,538 texts at 6 pt among the samples and 200 crews at 57 x 89,
// 5,980 now; 1,621 at 7 pt, none before). Then a back left out the
// members' line where it tells nothing the front's grid and the survival
// roll do not (CrewView.membersTell): 1417 rose to 1434 and 1261 to 1268,
// but on poker and 63.5 x 88.9 three crews that took two cards with 71
// texts whole take one with 20, and 1370 and 1354 fell by 9, on purpose.
// Then a text given way names its deck ("See crew deck 2/11.", where it
// said "See card 2/11.", as the Tank Duel deck's 11 cards might) and a
// role's line is shorter ("crew deck 2/11" for "reference card 2/11"):
// on poker a crew that took two cards with its texts whole takes one, and
// 1361 fell to 1348; the longer brief keeps 3 fewer whole at 57 x 89
// (1268 to 1265), the shorter line 1 and 2 more at 69 x 94 and
// 63.5 x 88.9 (1434 to 1435, 1345 to 1347). Then the crew-member roll
// went last on the back, its brief the deck's card of the rolls
// (CrewView.rollText): 3 crews at 69 x 94 (6 on poker, 5 at 63.5 x 88.9,
// 7 at 57 x 89) that took two cards with their texts whole take one, and
// the count fell to 1414, 1321, 1306 and 1220, on purpose. Then a second
// back gave its text the room the code again took, and a later text of no
// group (an upgrade, the roll) stays whole where it fits after those given
// way (press: mostWhole), the shortest first: 1464, 1396, 1392 and 1265.
// Then a text also counts whole whose title fills its line and whose text
// begins the next, as at 8 pt above a back's log of games: 1464, 1397,
// 1393 and 1277, the texts themselves as before. Then the generated
// unarmed vehicles lost the 24 main-gun upgrades they held (U6), each of
// them whole at 69 x 94: 1440, 1379, 1375 and 1289, the room they left
// setting other texts whole on the smaller presets.
var wholeTexts = map[string]int{"default": 1440, "low ink": 1440, "poker": 1379, "63.5x88.9": 1375, "57x89": 1289}

// runSize is the size most texts below the header band of a crew's last
// back are set at: its text's.
func runSize(pg layout.Page) float64 {
	n := map[float64]int{}
	most := 0.0
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Y > pg.H/7 {
			if n[op.Size]++; n[op.Size] > n[most] {
				most = op.Size
			}
		}
	}
	return most
}

// crewLog is the least number of the crews of one card, in each mode,
// whose back draws a log of the games to come below its text, as many as
// do now: where the text leaves the room, the crew still taking one card
// (press.Card.IfRoom), and never at the cost of a text's full form.
// Before, where the text left room for a code of 28.5 mm, 25, 25, 21, 22
// and 20 crews drew the front's code again there instead, and the others
// left the room blank. A log keeps 1.5 mm under the text: where it stood
// 0.5 mm under, 2 more on poker and 1 more at 57 x 89 drew one. It takes
// two rows at least: 10 more on poker drew one row.
var crewLog = map[string]int{"default": 73, "low ink": 73, "poker": 52, "63.5x88.9": 55, "57x89": 38}

// upgradesOnBack is the most fronts, in each mode, whose upgrades list
// ends in "+N on the back", as many as do now: a grid of few roles
// leaves its unused height to the upgrades under it (rise): 23 on poker
// and on 63.5 x 88.9, and 25 on 57 x 89, did before. Counted by the
// line's start since that line wraps ("+4 more on / the back"): 15, 15
// and 21 then, where 5, 5 and 6 were counted; a front whose code is on
// the back gives its upgrades the code's column: 13, 13 and 18.
var upgradesOnBack = map[string]int{"default": 0, "low ink": 0, "poker": 13, "63.5x88.9": 13, "57x89": 18}

// moreLine is the start of the upgrades list's last line where it names
// how many more are on the back.
var moreLine = regexp.MustCompile(`^\+\d+ (more|on)`)

// moreOnFront finds that line in a front's text.
var moreOnFront = regexp.MustCompile(`\+\d+ (more )?on( |$)`)

// TestCrewCardCount lays out the samples and 200 generated crews on every
// preset and in both inks, and counts the cards each takes: a crew whose
// text set whole takes more than two is shortened (brief bodies, then a
// line a role's skills) until it takes two. It logs how many crews take
// more than one card in each mode, and how many of one card draw a log
// of the games to come on the back.
func TestCrewCardCount(t *testing.T) {
	crews := samplesAnd(t, 200)
	for _, m := range cardtest.Modes {
		d, more, floor, whole, logged, moreOnBack := measureKit(t, m), 0, 0, 0, 0, 0
		for _, c := range crews {
			f, err := plan(d, c, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s: %s: %v", m.Name, c.Name, err)
			}
			n := max(len(f.Front), len(f.Back))
			if n == 1 && drawsLog(f.Back[0]) {
				logged++
				if plain := planWithoutRoom(t, d, c); printedText(plain) > printedText(f) {
					t.Errorf("%s: %s draws the log on the back at the cost of text: %d characters, %d without its room", m.Name, c.Name, printedText(f), printedText(plain))
				}
			}
			if cut := abbreviated(f.Back); cut != "" {
				t.Errorf("%s: %s: its back abbreviates %q: a back spells every name out", m.Name, c.Name, cut)
			}
			for _, op := range f.Front[0].Ops {
				if moreLine.MatchString(op.Text) { // "+3 on the back", or its first line
					moreOnBack++
				}
			}
			whole += wholes(f)
			if n > 1 {
				more++
				if runSize(f.Back[n-1]) <= runFloor {
					floor++
				}
			}
			if n > maxCrewCards {
				t.Errorf("%s: %s takes %d cards, at most %d", m.Name, c.Name, n, maxCrewCards)
			}
		}
		t.Logf("%s: %d of %d crews take more than one card, %d of them with their text at %v pt; %d texts whole", m.Name, more, len(crews), floor, runFloor, whole)
		if least, ok := wholeTexts[m.Name]; !ok || whole < least {
			t.Errorf("%s: %d texts of the crews are whole, fewer than the %d of wholeTexts: as many texts as fit stay whole", m.Name, whole, least)
		}
		if most, ok := twoCards[m.Name]; !ok || more > most {
			t.Errorf("%s: %d crews take two cards, more than the %d of twoCards: one card before a second", m.Name, more, most)
		}
		if most, ok := atFloor[m.Name]; !ok {
			t.Errorf("%s: atFloor has no count for this mode; give it %d", m.Name, floor)
		} else if floor > most {
			t.Errorf("%s: %d crews of two cards set their text at %v pt, at most %d: the text of a crew that runs over is set as large as keeps it to two cards", m.Name, floor, runFloor, most)
		}
		t.Logf("%s: %d crews of one card draw a log on the back; %d fronts give upgrades \"on the back\"", m.Name, logged, moreOnBack)
		if moreOnBack > upgradesOnBack[m.Name] {
			t.Errorf("%s: %d fronts leave upgrades \"on the back\", more than the %d of upgradesOnBack", m.Name, moreOnBack, upgradesOnBack[m.Name])
		}
		if least, ok := crewLog[m.Name]; !ok || logged < least {
			t.Errorf("%s: %d crews of one card draw a log on the back, fewer than the %d of crewLog", m.Name, logged, least)
		}
		if m.Name == "default" && more*sixCrews > len(crews) {
			t.Errorf("%s: %d of %d crews take more than one card, more than 1 in %d", m.Name, more, len(crews), sixCrews)
		}
	}
}

// cutTitle is a title's word cut short before its parenthesis ("Gun Lay.
// (level 2, 20 pts)").
var cutTitle = regexp.MustCompile(`[A-Za-z]\. \(`)

// abbreviated returns the first abbreviation the pages print, a skill's
// ("F. Reload", "Next Tgt!"), an upgrade's short name where the deck's
// card prints its whole one ("Radio (level 2)" for "Improved Radio") or
// a title's word cut short, or "".
func abbreviated(pages []layout.Page) string {
	var cuts []string
	for _, r := range crewexp.Roles {
		for _, sk := range crewexp.TableOf(r) {
			if strings.ContainsAny(sk.Short(), ".!") {
				cuts = append(cuts, sk.Short())
			}
		}
	}
	var shortUps []string // titles begin a text
	for _, u := range crewexp.Upgrades() {
		if short := u.Short(); short != "" && short != u.Name {
			shortUps = append(shortUps, short+" (level")
		}
	}
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if cut := cutTitle.FindString(op.Text); cut != "" {
				return op.Text
			}
			for _, cut := range cuts {
				if strings.Contains(op.Text, cut) {
					return cut
				}
			}
			for _, cut := range shortUps {
				if strings.HasPrefix(op.Text, cut) {
					return cut
				}
			}
		}
	}
	return ""
}

// drawsLog reports whether the page draws the log of the games to come:
// a form's headings (layout.Op.Form), which only the log sets.
func drawsLog(pg layout.Page) bool {
	return slices.ContainsFunc(pg.Ops, func(op layout.Op) bool { return op.Kind == layout.OpText && op.Form })
}

// printedText is printed without a form's headings (the log's): the
// crew's text.
func printedText(f press.Faces) int {
	n := printed(f)
	for _, pg := range slices.Concat(f.Front, f.Back) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Form {
				n -= utf8.RuneCountInString(op.Text) - strings.Count(op.Text, " ")
			}
		}
	}
	return n
}

// planWithoutRoom lays out the crew's card without the room its back may
// give a log of the games to come (press.Card.IfRoom).
func planWithoutRoom(t *testing.T, d *press.Kit, c *crewexp.Crew) press.Faces {
	t.Helper()
	card, err := crewcards.Doc(c).Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	card.IfRoom = nil
	return planCard(t, d, card)
}

// codeOnBack returns the crew's card and whether its code is on the back.
func codeOnBack(t *testing.T, c *crewexp.Crew) (press.Card, bool) {
	t.Helper()
	card, err := crewcards.Doc(c).Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	return card, card.View.Text["code_back"] != ""
}

// planCard lays out a crew's card, failing the test where it does not.
func planCard(t *testing.T, d *press.Kit, card press.Card) press.Faces {
	t.Helper()
	f, err := d.Plan(card)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestDenseCodeSavesACard: a crew whose code is on its back prints it
// large, and smaller, its text given the room, only where that keeps the
// crew to one card (press.Card.IfOne; the code gives way as little as it
// must: shrink): some of the generated crews, which took two before. The smaller code keeps modules of 0.63 mm or more, as
// the front's does: zbar misses blurred codes of 0.54 mm (TestPhoneCapture).
func TestDenseCodeSavesACard(t *testing.T) {
	crews := samplesAnd(t, 200)
	d, saved1, large := measureKit(t, cardtest.Modes[0]), 0, 0
	for _, c := range crews {
		card, back := codeOnBack(t, c)
		if !back {
			continue
		}
		f := planCard(t, d, card)
		card.IfOne = nil
		g := planCard(t, d, card)
		side := func(f press.Faces) (w, module float64) {
			for _, op := range f.Back[0].Ops {
				if op.Kind == layout.OpQR {
					return op.W, op.Module
				}
			}
			t.Fatalf("%s: no code on its back", c.Name)
			return 0, 0
		}
		w, m := side(f)
		large0, _ := side(g)
		switch n, n0 := len(f.Front), len(g.Front); {
		case n < n0:
			saved1++
			if n != 1 || w >= large0 || m < layout.MinQRModule {
				t.Errorf("%s: %d cards with a %.1f mm code of %.2f mm modules, %d with a %.1f mm code: want one card, a smaller code, modules of 0.5 mm or more", c.Name, n, w, m, n0, large0)
			}
		case w != large0:
			t.Errorf("%s: %d cards with a %.1f mm code, as many with the %.1f mm one: a code gives way only to save a card", c.Name, n, w, large0)
		default:
			large++
		}
	}
	t.Logf("%d crews with their code on the back take one card with a smaller code, %d keep the large one", saved1, large)
	if saved1 == 0 || large == 0 {
		t.Errorf("%d crews saved a card, %d kept the large code: the test needs both", saved1, large)
	}
}

// printed counts the characters the faces' texts print, spaces aside.
func printed(f press.Faces) int {
	n := 0
	for _, pg := range slices.Concat(f.Front, f.Back) {
		for _, op := range pg.Ops {
			n += utf8.RuneCountInString(op.Text) - strings.Count(op.Text, " ")
		}
	}
	return n
}

// wholes counts the texts on f's faces set whole: a bold title with a
// role or a level in brackets ("Deadeye (Gunner)", "Toolbox (level 1,
// 10 pts)"), its text after it on its line, or beginning the next where
// the title fills its line, not its deck card.
func wholes(f press.Faces) int {
	n := 0
	for _, pg := range append(f.Front, f.Back...) {
		for i, op := range pg.Ops[:max(len(pg.Ops)-1, 0)] {
			next := pg.Ops[i+1]
			if op.Kind == layout.OpText && op.Font == "bold" && !op.Form && strings.Contains(op.Text, "(") &&
				next.Kind == layout.OpText && !strings.HasPrefix(next.Text, "Rule:") &&
				(next.Y == op.Y || next.Font != "bold" && !strings.HasPrefix(next.Text, "See crew deck") &&
					math.Abs(next.Y-op.Y-layout.LineHeight(op.Size)) < 0.01) {
				n++
			}
		}
	}
	return n
}

// TestRunOverTitlesWhole: a crew's text that runs over onto a second card
// keeps its titles whole where its column holds their words (crew-00051 of
// crewgen's 200 at 57 x 89: its gunner's skills on its second front, where
// every title took its short form, "Trigger (Gunner)" for "Hair Trigger").
func TestRunOverTitlesWhole(t *testing.T) {
	c := crewtest.Generated(t, 200, 5)[50]
	f, err := plan(measureKit(t, cardtest.Modes[4]), c, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Front) != 2 {
		t.Fatalf("%s takes %d cards at 57 x 89, want 2", c.Name, len(f.Front))
	}
	var titles []string
	for _, op := range f.Front[1].Ops {
		if op.Kind == layout.OpText && op.Font == "bold" && strings.Contains(op.Text, "(Gunner)") {
			titles = append(titles, strings.TrimSpace(op.Text))
		}
	}
	var names []string
	for _, sk := range crewexp.TableOf(crewexp.Gunner) {
		names = append(names, sk.Name+" (Gunner)")
	}
	for _, title := range titles {
		if !slices.Contains(names, title) {
			t.Errorf("%s's second front titles a gunner's skill %q, want its name whole (one of %q)", c.Name, title, names)
		}
	}
	if len(titles) == 0 {
		t.Errorf("%s's second front titles none of the gunner's skills; the test wants some", c.Name)
	}
}

// TestMembersOnFront: a crew whose code is on its back names its members
// on the front, under the upgrades, where they leave the room and the
// crew still takes one card (press.Card.IfRoom), its upgrades named as
// without (no "+N on the back"); some of the generated crews do.
func TestMembersOnFront(t *testing.T) {
	d, named, not := measureKit(t, cardtest.Modes[0]), 0, 0
	for _, c := range crewtest.Generated(t, 200, 5) {
		card, back := codeOnBack(t, c)
		if !back {
			continue
		}
		f := planCard(t, d, card)
		var b strings.Builder
		for _, op := range f.Front[0].Ops {
			b.WriteString(op.Text + " ")
		}
		front := b.String()
		if !strings.Contains(front, "crewmen in all") && !strings.Contains(front, "crewman in all") {
			not++
			continue
		}
		named++
		g := planWithoutRoom(t, d, c)
		if len(f.Front) != 1 || len(g.Front) != 1 || moreOnFront.MatchString(front) {
			t.Errorf("%s: members on the front with %d cards (%d without them): %q", c.Name, len(f.Front), len(g.Front), front)
		}
	}
	t.Logf("%d crews with their code on the back name their members on the front, %d do not", named, not)
	if named == 0 || not == 0 {
		t.Errorf("%d crews name their members on the front, %d do not: the test needs both", named, not)
	}
}

// TestSharedRoleNoteOneLine: on every preset, the note under a role that
// one member holds with another ("+ Gnr." under the commander of a
// two-man crew) prints on one line: its sign never stands alone, its role
// is never broken.
func TestSharedRoleNoteOneLine(t *testing.T) {
	for _, m := range cardtest.Modes {
		d := measureKit(t, m)
		for _, s := range crewtest.Samples(t) {
			if s.Name != "two-man-panzer-i" {
				continue
			}
			f, err := plan(d, s.Crew, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			notes := 0
			for _, op := range f.Front[0].Ops {
				if op.Kind != layout.OpText || !regexp.MustCompile(`^\+\D|^\+$`).MatchString(op.Text) { // not the box's "+20"
					continue
				}
				if notes++; !regexp.MustCompile(`^\+\x{a0}\p{Lu}\p{Ll}+\.?$`).MatchString(op.Text) {
					t.Errorf("%s: a shared role's note prints %q", m.Name, op.Text)
				}
			}
			if notes != 2 {
				t.Errorf("%s: %d notes of shared roles on one line, want 2", m.Name, notes)
			}
		}
	}
}

// TestPartsAlike: a crew on two cards says which card each face is in one
// style, front and back, on every preset: the same type and weight, and
// sizes within 0.3 pt (the compact front printed it 8.5 pt bold).
func TestPartsAlike(t *testing.T) {
	crews := crewtest.Generated(t, 60, 5)
	for _, m := range cardtest.Modes {
		if !partsAlike(t, measureKit(t, m), m.Name, crews) {
			t.Errorf("%s: no crew of the first 60 takes two cards", m.Name)
		}
	}
}

// partsAlike checks the parts of the first of crews that takes two cards
// on d; it reports false where none does.
func partsAlike(t *testing.T, d *press.Kit, mode string, crews []*crewexp.Crew) bool {
	for _, c := range crews {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Front) < 2 {
			continue
		}
		var parts []layout.Op
		for _, pg := range slices.Concat(f.Front, f.Back) {
			for _, op := range pg.Ops {
				if op.Kind == layout.OpText && strings.HasPrefix(op.Text, "card ") {
					parts = append(parts, op)
				}
			}
		}
		// The front and the back scale from their own templates' sizes:
		// within 0.3 pt is alike.
		if len(parts) < 3 || slices.ContainsFunc(parts, func(op layout.Op) bool {
			return op.Font != parts[0].Font || math.Abs(op.Size-parts[0].Size) > 0.3
		}) {
			var styles []string
			for _, op := range parts {
				styles = append(styles, fmt.Sprintf("%s %.1f pt", op.Font, op.Size))
			}
			t.Errorf("%s: %s: its parts print as %q", mode, c.Name, styles)
		}
		return true
	}
	return false
}

// TestSurvivalOnFront: a crew whose code is on its back and whose members
// the grid names gives its survival roll under the upgrades on its front
// where that keeps it to as few cards, and then not on its back: the T-35
// sample without its howitzer does on every preset. On every preset, and
// with a front edited before the roll could go there (with a hull MMG
// more, the T-35 took one card on it by losing the roll), the roll and
// the upgrades print once.
func TestSurvivalOnFront(t *testing.T) {
	src, err := os.ReadFile(samplePath("bolt-action-t35.toml"))
	if err != nil {
		t.Fatal(err)
	}
	last := bytes.LastIndex(src, []byte("[[vehicle.weapon]]"))
	short := slices.Concat(src[:last], src[bytes.Index(src, []byte("[crew]")):])
	long := bytes.Replace(src, []byte("[crew]"), []byte("[[vehicle.weapon]]\nname = \"Hull MMG\"\nrange = '36\"'\nshots = \"5\"\npen = \"-\"\n\n[crew]"), 1)
	count := func(pages []layout.Page, text string) int {
		n := 0
		for _, pg := range pages {
			for _, op := range pg.Ops {
				if strings.HasPrefix(op.Text, text) {
					n++
				}
			}
		}
		return n
	}
	// A front edited before survival_front, which draws nothing on it: the
	// roll stays on the back.
	front, _ := system.Template("crew-front")
	blocks := strings.Split(string(front), "[[widget]]")
	blocks = slices.DeleteFunc(blocks, func(b string) bool { return strings.Contains(b, `if = "survival_front"`) })
	o := press.Options{LinkBase: saved.DefaultBase, Program: "crewcard " + press.Version}
	edited, err := system.NewKit(nil, []press.TemplateFile{{Path: "crew-front.toml", Src: []byte(strings.Join(blocks, "[[widget]]"))}}, &o)
	if err != nil {
		t.Fatal(err)
	}
	kits := []struct {
		mode cardtest.Mode
		kit  *press.Kit
	}{{cardtest.Mode{Name: "edited front"}, edited}}
	for _, m := range cardtest.Modes {
		kits = append(kits, struct {
			mode cardtest.Mode
			kit  *press.Kit
		}{m, measureKit(t, m)})
	}
	for _, k := range kits {
		m, d := k.mode, k.kit
		for _, file := range [][]byte{src, short, long} {
			doc, err := check("t35.toml", file)
			if err != nil {
				t.Fatal(err)
			}
			card, err := doc.Card(0, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			f := planCard(t, d, card)
			front, elsewhere := count(f.Front[:1], "If knocked out"), count(f.Back, "If knocked out")+count(f.Front[1:], "If knocked out")
			if front+elsewhere != 1 || count(f.Front[:1], "none fitted") != 1 {
				t.Errorf("%s, %d bytes: the survival roll prints %d times on the first front and %d elsewhere, the upgrades %d times; want once each",
					m.Name, len(file), front, elsewhere, count(f.Front[:1], "none fitted"))
			}
			if len(file) == len(short) && m.Name != "edited front" && (front != 1 || len(f.Front) != 1) {
				t.Errorf("%s: the T-35 without its howitzer takes %d cards, its survival roll on its front %d times; want one card, once", m.Name, len(f.Front), front)
			}
		}
	}
}

// TestBriefsNameTheirDeck: a text given way to its card names the deck
// that card is in ("See crew deck 2/11."), and so does a role's line: the
// Tank Duel deck has 11 cards too.
func TestBriefsNameTheirDeck(t *testing.T) {
	d := measureKit(t, cardtest.Modes[len(cardtest.Modes)-1]) // 57 x 89, where most texts give way
	named := 0
	for _, c := range crewtest.Generated(t, 60, 5) {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		for _, pg := range f.Back {
			for _, op := range pg.Ops {
				switch {
				case strings.Contains(op.Text, "crew deck "):
					named++
				case briefRef.MatchString(op.Text):
					t.Errorf("%s: %q names no deck", c.Name, op.Text)
				}
			}
		}
	}
	if named == 0 {
		t.Error("no text of 60 crews gives way to its card at 57 x 89: the test tests nothing")
	}
}

// briefRef finds a reference to a card by its number that names no deck.
var briefRef = regexp.MustCompile(`\bcard \d+/\d+`)
