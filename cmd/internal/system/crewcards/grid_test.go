package crewcards

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestCrewGridSkillRoles: a jeep may carry a radio operator, but an unarmed
// vehicle gains skills from the driver's table only (C3): the radio
// operator's row names no skills to roll, and says so.
func TestCrewGridSkillRoles(t *testing.T) {
	src := `[vehicle]
name = "Willys MB Jeep"
nation = "USA"
kind = "unarmed"
points = 21
crewmen = 2

[crew]
name = "Dusty"
start = "inexperienced"

[[crew.member]]
name = "Pvt. Hale"
roles = ["driver"]

[[crew.member]]
name = "Pvt. Ross"
roles = ["radio"]
`
	doc, errs := System.Check("jeep.toml", []byte(src))
	if doc == nil {
		t.Fatalf("check: %v", errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]int{}
	notes := map[string]string{}
	for _, r := range card.View.Grids["crew"] {
		if !r.Absent {
			rows[r.Label] = len(r.Cells)
			notes[r.Label] = r.Note
		}
	}
	if rows["Driver"] != 6 {
		t.Errorf("the driver's row has %d skills, want the six of its table", rows["Driver"])
	}
	if n, ok := rows["Radio op."]; !ok || n != 0 || !strings.Contains(notes["Radio op."], "no skills") {
		t.Errorf("the radio operator's row: present %v, %d skills, note %q; want a row with no skills that says so", ok, n, notes["Radio op."])
	}
}
