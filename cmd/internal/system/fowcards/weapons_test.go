package fowcards

import (
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// TestBombardmentOnly: a weapon that fires only as artillery (ROF "-"
// halted and moving, as imports of the 15cm Nebelwerfer give it) is one
// row, named after the weapon and holding its bombardment, with a note
// that says so; a gun that fires both ways keeps its direct row and a
// bombardment row under it, marked as the row of the weapon above ("›
// bombardment").
func TestBombardmentOnly(t *testing.T) {
	barrage := &fow.Bombardment{Range: fow.Distance(64), AntiTank: 2, Firepower: 4}
	team := fow.Team{Weapons: []fow.Weapon{
		{Name: "15cm Nebelwerfer", Range: barrage.Range, Halted: fow.NoROF, Moving: fow.NoROF, AntiTank: 2, Firepower: 4, Bombard: barrage},
		{Name: "10.5cm leFH18", Range: fow.Distance(24), Halted: 1, Moving: fow.NoROF, AntiTank: 9, Firepower: 2,
			Bombard: &fow.Bombardment{Range: fow.Distance(72), AntiTank: 3, Firepower: 6}},
	}}
	rows, notes := weaponTable(team)
	var names []string
	for _, r := range rows[1:] {
		names = append(names, r[0])
	}
	if want := []string{"15cm Nebelwerfer", "10.5cm leFH18", "› bombardment"}; !slices.Equal(names, want) {
		t.Fatalf("rows %q, want %q", names, want)
	}
	if got := strings.Join(rows[1], " "); !strings.Contains(got, "64\"") || !strings.Contains(got, "4+") {
		t.Errorf("the Nebelwerfer's row %q lacks its bombardment's range and firepower", got)
	}
	if !slices.ContainsFunc(notes, func(n string) bool { return strings.HasPrefix(n, "15cm Nebelwerfer: bombardment only") }) {
		t.Errorf("notes %q do not say the Nebelwerfer fires as artillery only", notes)
	}
}
