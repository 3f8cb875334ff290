package fow_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

func TestRolls(t *testing.T) {
	armoured := &fow.Armour{Front: 1}
	mortar := fow.Weapon{Bombard: &fow.Bombardment{}}
	tests := []struct {
		name  string
		teams []fow.Team
		tests map[fow.Test]int
		want  []string
	}{
		{"armoured tanks", []fow.Team{{Type: fow.Tank, Armour: armoured}}, nil, []string{
			"Remount Motivation 4+ p. 61", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
			"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot Skill 3+ p. 46", "Minefields Skill 3+ p. 112",
			"Assault hits Skill 3+ p. 77"}},
		{"infantry with mortars and task ratings", []fow.Team{{Type: fow.Infantry, Save: 3}, {Type: fow.Infantry, Weapons: []fow.Weapon{mortar}}},
			map[fow.Test]int{fow.Rally: 3, fow.Tactics: 5, fow.Assault: 4}, []string{
				"Rally Rally 3+ p. 64", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
				"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot, Dig In Tactics 5+ p. 46",
				"Minefields Tactics 5+ p. 112", "Range In, 3 tries Skill 3+ p. 68", "Assault hits Assault 4+ p. 77"}},
		{"unarmoured tanks", []fow.Team{{Type: fow.Tank, Save: 5}}, nil, []string{
			"Rally Motivation 4+ p. 64", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
			"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot Skill 3+ p. 46", "Minefields Skill 3+ p. 112",
			"Assault hits Skill 3+ p. 77"}},
		{"aircraft", []fow.Team{{Type: fow.Aircraft}}, nil, []string{"Roll for Aircraft Roll for Aircraft 4+ p. 39"}},
		{"bombing aircraft", []fow.Team{{Type: fow.Aircraft, Weapons: []fow.Weapon{mortar}}}, nil, []string{
			"Range In, 3 tries Skill 3+ p. 68", "Roll for Aircraft Roll for Aircraft 4+ p. 39"}},
	}
	for _, tt := range tests {
		u := &fow.Unit{Teams: tt.teams, Motivation: fow.Rating{Name: "Confident", Value: 4}, Skill: fow.Rating{Name: "Veteran", Value: 3}}
		for k, v := range tt.tests {
			u.Tests[k] = v
		}
		var got []string
		for _, r := range u.Rolls() {
			got = append(got, fmt.Sprintf("%s %s %s p. %s", r.Name, r.By, fow.Plus(r.Value), r.Page))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: Rolls =\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}

// TestEachRoll: every test of the table says what a pass does, on a line
// of its own, where Rolls joins tests of one page and score and says it
// of none.
func TestEachRoll(t *testing.T) {
	each := everyRoll()
	if len(each) != 11 {
		t.Fatalf("a team of every type takes %d tests, want the 11 of the quick reference's table", len(each))
	}
	for _, r := range each {
		if r.Does == "" || !strings.HasSuffix(r.Does, ".") {
			t.Errorf("%s: says %q of what a pass does, want a sentence", r.Name, r.Does)
		}
	}
	u := &fow.Unit{Teams: []fow.Team{{Type: fow.Infantry}}, Motivation: fow.Rating{Value: 4}, Skill: fow.Rating{Value: 4}}
	var names []string
	for _, r := range u.EachRoll() {
		names = append(names, r.Name)
	}
	if want := []string{"Rally", "Last Stand", "Counterattack", "Follow Me!", "Blitz, Shoot & Scoot", "Dig In", "Minefields", "Assault hits"}; !slices.Equal(names, want) {
		t.Errorf("infantry's EachRoll = %q, want %q", names, want)
	}
	for _, r := range u.Rolls() {
		if r.Does != "" {
			t.Errorf("Rolls: %s says %q, want nothing: its tests may be several", r.Name, r.Does)
		}
	}
}

// TestRollTextsKeepTheSeedsNumbers checks each distance, Anti-tank,
// Firepower and modifier a test's text gives against its page of the
// quick reference: each must stand in a section of the seed whose
// heading gives that page (or a page alsoOn names), from the heading to
// the next heading that gives a page.
func TestRollTextsKeepTheSeedsNumbers(t *testing.T) {
	b, err := os.ReadFile("../../../shared/seeds/fow-quick-reference.txt")
	if errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("seeds not present: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	// alsoOn are the pages a test's text draws on besides its own: the
	// hits of a bombardment ranged in late are the next page's.
	alsoOn := map[string][]string{"Range In, 3 tries": {"69"}}
	numbers := regexp.MustCompile(`\d+"/\d+cm|AT \d+|FP \d\+|[+−-]\d\b`)
	seedForm := strings.NewReplacer("AT ", "Anti-tank ", "FP ", "Firepower ")
	for _, r := range everyRoll() {
		section := pageText(string(b), append([]string{r.Page}, alsoOn[r.Name]...)...)
		if section == "" {
			t.Errorf("%s: the seed has no heading for page %s", r.Name, r.Page)
			continue
		}
		for _, n := range numbers.FindAllString(r.Does, -1) {
			if !strings.Contains(section, seedForm.Replace(n)) {
				t.Errorf("%s: %s is not on page %s of the quick reference", r.Name, n, r.Page)
			}
		}
	}
}

// heading matches a heading's page or pages in the quick reference:
// "(P. 46)", "(P. 79, 80)".
var heading = regexp.MustCompile(`\(P\. ([\d, ]+)\)`)

// pageText is the text of every section of the quick reference whose
// heading gives one of pages, each from its heading to the next heading
// that gives a page.
func pageText(seed string, pages ...string) string {
	var b strings.Builder
	at := heading.FindAllStringSubmatchIndex(seed, -1)
	for i, m := range at {
		end := len(seed)
		if i+1 < len(at) {
			end = at[i+1][0]
		}
		for _, p := range strings.Split(seed[m[2]:m[3]], ",") {
			if slices.Contains(pages, strings.TrimSpace(p)) {
				b.WriteString(seed[m[1]:end])
				break
			}
		}
	}
	return b.String()
}
