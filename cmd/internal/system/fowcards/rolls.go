package fowcards

import (
	"regexp"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/wrap"
	"github.com/crewcard/crewcard/model/fow"
)

// The tests a unit takes at the table (fow.Unit.Rolls), as its back
// gives them: a table where the back has the room, briefer where its
// code may grow into it.

// rolls is the table of the tests the unit takes, for a back without
// keyword rules or under short ones: the score it needs for each, with
// the rating that sets it, and the quick reference's page.
func rolls(rs []fow.Roll) []layout.Block {
	if len(rs) == 0 {
		return nil
	}
	table := [][]string{{"This unit’s tests", "Roll", "Page"}}
	for _, r := range rs {
		roll := r.By + " " + fow.Plus(r.Value)
		if r.OwnRating() {
			roll = fow.Plus(r.Value)
		}
		table = append(table, []string{r.Name, roll, r.Page})
	}
	return []layout.Block{{Table: table, Wide: true}}
}

// rollsByScore gives the same tests more briefly, for a back whose code
// may grow into the room a table would take: a line for each score, the
// tests that need it after it with their pages ("Tests: Motivation 4+
// Rally (p. 64) · Counterattack (p. 78)", "Last Stand 3+ (p. 81)"), the
// first saying what they are, in the order the table gives them; or,
// where the scores are many, rollsBrief.
func rollsByScore(rs []fow.Roll) []layout.Block {
	var out []layout.Block
	at := map[string]int{} // a score's block in out
	for _, r := range rs {
		score := scoreOf(r)
		k, ok := at[score]
		if !ok {
			k, at[score] = len(out), len(out)
			out = append(out, layout.Block{Heading: score, Inline: true})
		}
		if out[k].Text != "" {
			out[k].Text += " · "
		}
		if !r.OwnRating() {
			out[k].Text += testName(r) + "\u00a0"
		}
		out[k].Text += "(p.\u00a0" + r.Page + ")"
	}
	if len(out) > maxScoreLines {
		return rollsBrief(rs)
	}
	if len(out) > 0 {
		out[0].Heading = "Tests: " + out[0].Heading
	}
	return out
}

// scoreOf is the score a roll needs, as rollsByScore heads its line:
// "Motivation 4+".
func scoreOf(r fow.Roll) string { return r.By + "\u00a0" + fow.Plus(r.Value) }

// scores counts the scores the tests need: the lines rollsByScore gives
// them where they are no more than maxScoreLines.
func scores(rs []fow.Roll) int {
	seen := map[string]bool{}
	for _, r := range rs {
		seen[scoreOf(r)] = true
	}
	return len(seen)
}

// maxScoreLines is the most scores rollsByScore gives a line each; a unit
// whose task ratings make more gets the one paragraph of rollsBrief,
// which fits its back on every card size.
const maxScoreLines = 3

// rollsBrief gives the tests as one paragraph, each with its score and
// page, for a second card's back, which has the least room.
func rollsBrief(rs []fow.Roll) []layout.Block {
	var out []string
	for _, r := range rs {
		out = append(out, testName(r)+"\u00a0"+fow.Plus(r.Value)+"\u00a0(p.\u00a0"+r.Page+")")
	}
	if len(out) == 0 {
		return nil
	}
	return []layout.Block{{Heading: "This unit’s tests", Text: strings.Join(out, " · "), Inline: true}}
}

// rollsExplained says what each test the unit takes decides, a
// paragraph a test headed by its name and score, its page after ("Rally
// 4+ (p. 64) No longer Pinned Down."), for a back whose front gives the
// tests.
func rollsExplained(rs []fow.Roll) []layout.Block {
	var out []layout.Block
	for _, r := range rs {
		does := statValue.ReplaceAllString(r.Does, "$1\u00a0$2")
		out = append(out, layout.Block{Heading: testName(r) + "\u00a0" + fow.Plus(r.Value), Ref: "p.\u00a0" + r.Page, Text: does, Inline: true})
	}
	return out
}

// statValue matches a weapon's rating written before its value ("AT 5"),
// which no line break parts.
var statValue = regexp.MustCompile(`\b(AT|FP|ROF) (\d)`)

// testName is a test's name as a brief list prints it: it breaks only
// after a comma ("Blitz, Shoot & Scoot, / Dig In"), and the score and page
// after it stay with its last words.
func testName(r fow.Roll) string {
	parts := strings.Split(r.Name, ", ")
	for i, p := range parts {
		parts[i] = wrap.Whole(p)
	}
	return strings.Join(parts, ", ")
}
