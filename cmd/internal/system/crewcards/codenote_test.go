package crewcards

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// TestCodeNoteNames: a crew whose members' names send its code to the
// back says so on the front, and prints the code on the back; the same
// crew unnamed keeps its code on the front.
func TestCodeNoteNames(t *testing.T) {
	crew := func(named bool) string {
		var b strings.Builder
		b.WriteString("[vehicle]\nname = \"M4 Sherman\"\nnation = \"USA\"\nkind = \"tank\"\npoints = 120\n\n[crew]\nname = \"Cobra King\"\nstart = \"inexperienced\"\n")
		for i, r := range crewexp.RoleKeys() {
			fmt.Fprintf(&b, "\n[[crew.member]]\nroles = [%q]\n", r)
			if named {
				fmt.Fprintf(&b, "name = \"Staff Sergeant Bartholomew Jones %d\"\n", i)
			}
		}
		return b.String()
	}
	for _, tt := range []struct {
		named         bool
		front, back   string
		noteBeginning string
	}{
		{true, "", "yes", "Larger there, to hold the members’ names"},
		{false, "yes", "", ""},
	} {
		c, errs := crewexp.Check("crew.toml", []byte(crew(tt.named)))
		if errs.Err() != nil {
			t.Fatal(errs)
		}
		card, err := Doc(c).Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		v := card.View.Text
		if v["code_front"] != tt.front || v["code_back"] != tt.back || !strings.HasPrefix(v["code_note"], tt.noteBeginning) {
			t.Errorf("named %v: code on the front %q, on the back %q, note %q; want %q, %q and a note beginning %q",
				tt.named, v["code_front"], v["code_back"], v["code_note"], tt.front, tt.back, tt.noteBeginning)
		}
	}
}
