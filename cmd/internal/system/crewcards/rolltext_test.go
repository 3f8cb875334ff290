package crewcards

import (
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestMemberRollWording: on the rules card, a full or absent role lets the
// player choose which other crew member rolls (S5), not a skill; a skill
// already held lets the player choose a skill of that table (S3).
func TestMemberRollWording(t *testing.T) {
	var text string
	for _, c := range rollsCards() {
		for _, s := range c.Sections {
			if s.Heading == "Crew-member roll" {
				text = s.Text
			}
		}
	}
	for _, want := range []struct {
		re  *regexp.Regexp
		why string
	}{
		{regexp.MustCompile(`(?i)(full or absent|absent or full)[^.;]*choose[^.;]*(other|another) (crew )?member`), "a full or absent role lets the player choose another crew member to roll"},
		{regexp.MustCompile(`(?i)already held[^.;]*choose[^.;]*skill`), "a skill already held lets the player choose a skill of the table"},
	} {
		if !want.re.MatchString(text) {
			t.Errorf("crew-member roll %q does not say %s", text, want.why)
		}
	}
}

// TestOneManCrewBack: a crew of one crewman has nobody to find with the
// crew-member roll, so its back does not print it.
func TestOneManCrewBack(t *testing.T) {
	for _, tc := range []struct {
		crewmen string
		want    bool
	}{{"1", false}, {"2", true}} {
		src := `[vehicle]
name = "Kettenkrad"
nation = "Germany"
kind = "unarmed"
points = 10
crewmen = ` + tc.crewmen + `

[crew]
name = "Solo"
start = "inexperienced"
`
		doc, errs := System.Check("solo.toml", []byte(src))
		if doc == nil {
			t.Fatalf("check: %v", errs)
		}
		card, err := doc.Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, it := range card.View.Lists["back_text"] {
			if it.Title == "Crew-member roll" {
				got = true
			}
		}
		if got != tc.want {
			t.Errorf("%s crewmen: crew-member roll printed %v, want %v", tc.crewmen, got, tc.want)
		}
	}
}

// TestDeckMinusSigns: the crew-experience deck signs its numbers with a
// minus sign (U+2212), never a hyphen.
func TestDeckMinusSigns(t *testing.T) {
	hyphen := regexp.MustCompile(`(^|[\s(:])-\d`)
	for _, k := range append(rollsCards(), survivalCard()) {
		for _, s := range k.Sections {
			cells := append([]string{s.Text}, s.Bullets...)
			for _, row := range s.Table {
				cells = append(cells, row...)
			}
			for _, c := range cells {
				if hyphen.MatchString(c) {
					t.Errorf("%s: %q signs a number with a hyphen, want −", k.Title, c)
				}
				if strings.Contains(c, "'") {
					t.Errorf("%s: %q has a straight apostrophe, want ’", k.Title, c)
				}
			}
		}
	}
}

// TestMembersLineTells: the back names the crew where that tells more
// than the front's grid of roles and the survival roll's count of
// crewmen: a member's name, a member holding two roles, crewmen besides
// the members. A crew of five unnamed members, a role each, has no such
// line.
func TestMembersLineTells(t *testing.T) {
	for _, tc := range []struct {
		what, crew string
		want       bool
	}{
		{"five unnamed members", "", false},
		{"a named member", "[[crew.member]]\nname = \"Sgt. Kovacs\"\nroles = [\"commander\"]\n", true},
		{"a member of two roles", "[[crew.member]]\nroles = [\"commander\", \"gunner\"]\n", true},
		{"a crewman besides the members", "", true},
	} {
		crewmen := ""
		if tc.what == "a crewman besides the members" {
			crewmen = "crewmen = 6\n"
		}
		src := "[vehicle]\nname = \"T-34/76\"\nnation = \"USSR\"\nkind = \"tank\"\npoints = 175\n" + crewmen +
			"\n[crew]\nname = \"Zvezda\"\nstart = \"inexperienced\"\n" + tc.crew
		doc, errs := System.Check("crew.toml", []byte(src))
		if doc == nil || errs.Err() != nil {
			t.Fatalf("%s: check: %v", tc.what, errs)
		}
		card, err := doc.Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, it := range card.View.Lists["back_text"] {
			got = got || it.Title == "Crew"
		}
		if got != tc.want {
			t.Errorf("%s: the back names the crew: %v, want %v", tc.what, got, tc.want)
		}
	}
}

// TestSurvivalDiceAsOnBacks: the deck's survival card writes each
// quality's dice as a crew's back does ("2D3, keep the lowest", "a D3"),
// not in words of its own ("2 D3", "one D3").
func TestSurvivalDiceAsOnBacks(t *testing.T) {
	want := map[string]string{"Inexperienced": "2D3, keep the lowest", "Regular": "a D3", "Veteran": "2D3, keep the highest"}
	rows := 0
	for _, s := range survivalCard().Sections {
		if len(s.Table) == 0 || s.Table[0][0] != "Quality" {
			continue
		}
		for _, row := range s.Table[1:] {
			rows++
			if row[1] != want[row[0]] {
				t.Errorf("%s: the deck says %q, want %q", row[0], row[1], want[row[0]])
			}
			v := &CrewView{Quality: row[0], Crewmen: 3}
			if back := v.survivalText(); !strings.HasPrefix(back, "roll "+row[1]+" (") {
				t.Errorf("%s: the deck says %q, the back %q", row[0], row[1], back)
			}
		}
	}
	if rows != 3 {
		t.Errorf("the survival card gives the dice of %d qualities, want 3", rows)
	}
}

// TestMemberRollRuns: the crew-member roll gives each face once, in die
// order, and a run of faces whose roles the crew lacks as one re-roll,
// naming them where they are two ("2–3 re-roll (no radio operator or
// gunner)"), else saying they are absent, as the front's line of absent
// roles names them ("2–5 re-roll (absent)"); a lone such face keeps its
// own.
func TestMemberRollRuns(t *testing.T) {
	for _, tc := range []struct {
		kind, want string
	}{
		{"unarmed", "1 Driver · 2–5 re-roll (absent) · 6 your choice."},
		{"transport", "1 Driver · 2–5 re-roll (absent) · 6 your choice."},
		{"at-transport", "1 Driver · 2 re-roll (no radio operator) · 3 Gunner · 4 Loader · 5 re-roll (no commander) · 6 your choice."},
		{"tank", "1 Driver · 2 Radio operator · 3 Gunner · 4 Loader · 5 Commander · 6 your choice."},
	} {
		src := `[vehicle]
name = "Test"
nation = "Germany"
kind = "` + tc.kind + `"
points = 10
crewmen = 5

[crew]
name = "Runs"
start = "inexperienced"
`
		doc, errs := System.Check("runs.toml", []byte(src))
		if doc == nil {
			t.Fatalf("%s: check: %v", tc.kind, errs)
		}
		card, err := doc.Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		for _, it := range card.View.Lists["back_text"] {
			if it.Title == "Crew-member roll" {
				got = it.Body
			}
		}
		if !strings.HasSuffix(got, "repeats: "+tc.want) {
			t.Errorf("%s: crew-member roll %q, want it to end %q", tc.kind, got, tc.want)
		}
	}
	if got := reroll(4, []string{"loader"}); len(got) != 1 || got[0] != "4 re-roll (no loader)" {
		t.Errorf("reroll(4, loader) = %q, want one face of its own", got)
	}
	if got := reroll(2, []string{"radio operator", "gunner"}); len(got) != 1 || got[0] != "2–3 re-roll (no radio operator or gunner)" {
		t.Errorf("reroll(2, radio operator, gunner) = %q, want the two named", got)
	}
}
