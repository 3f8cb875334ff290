package deck

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const (
	tankDuelDeckPath = "../../templates/decks/tank-duel-actions.toml"
	tankDuelSeedPath = "../../../shared/seeds/tank-duel-tactical-actions.txt"
	tankDuelIndexID  = "index" // the index card's id; every other card is an action
	tankDuelActions  = 10      // actions on the tactical-actions sheet, version 1.1
)

// tankDuelAction is a coverage key: an action's heading and its page.
type tankDuelAction struct{ Heading, Page string }

func (a tankDuelAction) String() string { return fmt.Sprintf("%q (page %s)", a.Heading, a.Page) }

// tankDuelActionLine matches the first cell of an action's row in the seed,
// such as "Pivot Maneuver Page 27" followed by a tab.
var tankDuelActionLine = regexp.MustCompile(`(?m)^(\S[^\t\n]*?) Page (\d+)\t`)

// parseTankDuelSeed returns the seed's actions in order.
func parseTankDuelSeed(src []byte) []tankDuelAction {
	var as []tankDuelAction
	for _, m := range tankDuelActionLine.FindAllSubmatch(src, -1) {
		as = append(as, tankDuelAction{string(m[1]), string(m[2])})
	}
	return as
}

// readTankDuelSeed reads the seed; without it the test is skipped, except
// under CI=true, where it fails.
func readTankDuelSeed(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile(tankDuelSeedPath)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true and the Tank Duel seed is absent: %v", err)
		}
		t.Skipf("the Tank Duel seed is absent: %v", err)
	}
	return src
}

func checkTankDuelDeck(t *testing.T) *Deck {
	t.Helper()
	src, err := os.ReadFile(tankDuelDeckPath)
	if err != nil {
		t.Fatal(err)
	}
	d, errs := Check(tankDuelDeckPath, src)
	if len(errs) > 0 || d == nil {
		t.Fatalf("Check(%s):\n%v", tankDuelDeckPath, strings.Join(errorStrings(errs), "\n"))
	}
	return d
}

func errorStrings[E error](errs []E) []string {
	var s []string
	for _, e := range errs {
		s = append(s, e.Error())
	}
	return s
}

func TestTankDuelDeckChecks(t *testing.T) {
	d := checkTankDuelDeck(t)
	if d.Info.ID != "tank-duel-actions" || d.Info.Game != "tank-duel" || d.Info.Back != "split" {
		t.Errorf("[deck] = %+v, want id tank-duel-actions, game tank-duel, back split", d.Info)
	}
	if n := len(d.File.Cards); n != tankDuelActions+1 {
		t.Errorf("%d cards, want %d: one per action and an index", n, tankDuelActions+1)
	}
}

// tankDuelCoverage compares the deck's cards with the seed's actions. Each
// action is one card whose first section, on the front, is headed with the
// action's name and page; the card also has a section on its back. Only the
// index card is not an action, and its table lists every action and page.
func tankDuelCoverage(seed []tankDuelAction, f *File) []string {
	var problems []string
	inSeed := map[tankDuelAction]bool{}
	for _, a := range seed {
		inSeed[a] = true
	}
	count := map[tankDuelAction]int{} // sections headed with an action, anywhere in the deck
	var extra []string
	index := 0
	for i, k := range f.Cards {
		for _, s := range k.Sections {
			if a := (tankDuelAction{s.Heading, s.Page}); inSeed[a] {
				count[a]++
			}
		}
		if k.ID == tankDuelIndexID {
			index++
			problems = append(problems, tankDuelIndex(seed, k)...)
			continue
		}
		if len(k.Sections) == 0 {
			problems = append(problems, fmt.Sprintf("card %d %q has no sections", i+1, k.Title))
			continue
		}
		first := k.Sections[0]
		if a := (tankDuelAction{first.Heading, first.Page}); !inSeed[a] {
			extra = append(extra, fmt.Sprintf("card %d %q: %v", i+1, k.Title, a))
			continue
		}
		if first.Back {
			problems = append(problems, fmt.Sprintf("card %d %q: the action's section is on the back, want the front", i+1, k.Title))
		}
		if !slices.ContainsFunc(k.Sections, func(s Section) bool { return s.Back }) {
			problems = append(problems, fmt.Sprintf("card %d %q has no section on its back", i+1, k.Title))
		}
	}
	var missing, twice []string
	for _, a := range seed {
		switch n := count[a]; {
		case n == 0:
			missing = append(missing, a.String())
		case n > 1:
			twice = append(twice, fmt.Sprintf("%v %d times", a, n))
		}
	}
	if len(missing) > 0 {
		problems = append(problems, "missing actions: "+strings.Join(missing, ", "))
	}
	if len(twice) > 0 {
		problems = append(problems, "actions headed more than once: "+strings.Join(twice, ", "))
	}
	if len(extra) > 0 {
		problems = append(problems, "cards for actions not in the seed: "+strings.Join(extra, ", "))
	}
	if index != 1 {
		problems = append(problems, fmt.Sprintf("%d cards with id %q, want 1 index card", index, tankDuelIndexID))
	}
	return problems
}

// tankDuelIndex checks that the index card's first table lists the seed's
// actions, name and page, in order.
func tankDuelIndex(seed []tankDuelAction, k Card) []string {
	for _, s := range k.Sections {
		if len(s.Table) == 0 || s.Back {
			continue
		}
		var got []tankDuelAction
		for _, r := range s.Table[1:] {
			if len(r) >= 2 {
				got = append(got, tankDuelAction{r[0], r[1]})
			}
		}
		if !slices.Equal(got, seed) {
			return []string{fmt.Sprintf("index table lists %v, want %v", got, seed)}
		}
		return nil
	}
	return []string{"the index card has no table on its front"}
}

func TestTankDuelDeckCoverage(t *testing.T) {
	seed := parseTankDuelSeed(readTankDuelSeed(t))
	if len(seed) != tankDuelActions {
		t.Fatalf("parsed %d actions from the seed, want %d: %v", len(seed), tankDuelActions, seed)
	}
	d := checkTankDuelDeck(t)
	for _, p := range tankDuelCoverage(seed, d.File) {
		t.Error(p)
	}
}

// TestTankDuelCoverageCatches shows that the coverage check fails on a
// deck that drops, repeats, renames or misplaces an action.
func TestTankDuelCoverageCatches(t *testing.T) {
	seed := parseTankDuelSeed(readTankDuelSeed(t))
	d := checkTankDuelDeck(t)
	card := func(t *testing.T, f *File, heading string) int {
		t.Helper()
		for i, k := range f.Cards {
			if len(k.Sections) > 0 && k.Sections[0].Heading == heading {
				return i
			}
		}
		t.Fatalf("no card headed %q", heading)
		return -1
	}
	for _, tc := range []struct {
		name, want string
		edit       func(t *testing.T, f *File)
	}{
		{"drop a card", `missing actions: "Scoot" (page 27)`, func(t *testing.T, f *File) {
			f.Cards = slices.Delete(f.Cards, card(t, f, "Scoot"), card(t, f, "Scoot")+1)
		}},
		{"repeat a card", `"Pop Smoke" (page 28) 2 times`, func(t *testing.T, f *File) {
			f.Cards = append(f.Cards, f.Cards[card(t, f, "Pop Smoke")])
		}},
		{"wrong page", `"Spot Target" (page 34)`, func(t *testing.T, f *File) {
			f.Cards[card(t, f, "Spot Target")].Sections[0].Page = "34"
		}},
		{"an action not in the seed", `"Ram": "Ram" (page 99)`, func(t *testing.T, f *File) {
			f.Cards = append(f.Cards, Card{Title: "Ram", Sections: []Section{{Heading: "Ram", Page: "99", Text: "x"}}})
		}},
		{"no back", `"Unload Main Gun" has no section on its back`, func(t *testing.T, f *File) {
			i := card(t, f, "Unload Main Gun")
			f.Cards[i].Sections = f.Cards[i].Sections[:1]
		}},
		{"action on the back", `"Scoot": the action's section is on the back`, func(t *testing.T, f *File) {
			f.Cards[card(t, f, "Scoot")].Sections[0].Back = true
		}},
		{"index without an action", `index table lists`, func(t *testing.T, f *File) {
			k := &f.Cards[slices.IndexFunc(f.Cards, func(k Card) bool { return k.ID == tankDuelIndexID })]
			k.Sections[0].Table = k.Sections[0].Table[:len(k.Sections[0].Table)-1]
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := cloneFile(d.File)
			tc.edit(t, f)
			got := strings.Join(tankDuelCoverage(seed, f), "\n")
			if !strings.Contains(got, tc.want) {
				t.Errorf("coverage problems:\n%s\nwant one containing %q", got, tc.want)
			}
		})
	}
}

// cloneFile copies the cards and sections of f, so that an edit leaves f alone.
func cloneFile(f *File) *File {
	g := *f
	g.Cards = slices.Clone(f.Cards)
	for i := range g.Cards {
		g.Cards[i].Sections = slices.Clone(g.Cards[i].Sections)
		for j := range g.Cards[i].Sections {
			g.Cards[i].Sections[j].Table = slices.Clone(g.Cards[i].Sections[j].Table)
		}
	}
	return &g
}

// TestTankDuelPopSmokeReading checks the reading of the sheet's removal roll
// the deck's header settles: a moving command or a Scoot removes the Smoke
// Marker; only a Halt rolls 1D6, the marker going on a 1 or 2.
func TestTankDuelPopSmokeReading(t *testing.T) {
	d := checkTankDuelDeck(t)
	var text []string
	for _, k := range d.File.Cards {
		for _, s := range k.Sections {
			if s.Heading == "Remove Smoke" {
				text = append(append(text, s.Text), s.Bullets...)
			}
		}
	}
	if len(text) == 0 {
		t.Fatal(`no "Remove Smoke" section`)
	}
	all := strings.Join(text, "\n")
	if regexp.MustCompile(`(?i)unless[^.\n]*halt[^.\n]*roll`).MatchString(all) {
		t.Errorf("Remove Smoke rolls for every command but Halt:\n%s", all)
	}
	if !regexp.MustCompile(`(?i)halt\b[^.\n]*roll 1D6[^.\n]*1 or 2`).MatchString(all) {
		t.Errorf("Remove Smoke does not roll 1D6 on a Halt, removing on a 1 or 2:\n%s", all)
	}
	if !regexp.MustCompile(`(?i)(any other|every other|moving|any command but)[^.\n]*remove`).MatchString(all) {
		t.Errorf("Remove Smoke does not say a moving command removes the marker:\n%s", all)
	}
}
