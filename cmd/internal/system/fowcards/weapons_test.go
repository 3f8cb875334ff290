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

// TestMountsInNotes: a weapon's mount is no column of the weapon table
// (which would set a tank's teams below 8 pt) but a note under it, first,
// by the name its rule on the back is headed with, said once for the
// weapons that share it; an infantry or gun team's mount, which its type
// says, is named nowhere.
func TestMountsInNotes(t *testing.T) {
	turret, _ := fow.MountByName("Tank Turret")
	aa, _ := fow.MountByName("AA MG")
	foot, _ := fow.MountByName("Infantry team")
	smoke, ok := fow.KeywordByName("Smoke", "")
	if !ok {
		t.Fatal("no Smoke keyword")
	}
	tank := fow.Team{Weapons: []fow.Weapon{
		{Name: "7.5cm KwK40 gun", Mount: turret.ID, Keywords: []fow.KeywordUse{{ID: smoke.ID}}},
		{Name: "Co-ax MG"},
		{Name: ".50 cal MG", Mount: aa.ID},
		{Name: ".30 cal MG", Mount: aa.ID},
	}}
	rows, notes := weaponTable(tank)
	if slices.Contains(rows[0], "Mount") || len(rows[0]) != 6 {
		t.Errorf("header %q, want six columns and no Mount", rows[0])
	}
	want := []string{"7.5cm KwK40 gun: Tank Turret, Smoke.", ".50 cal MG and .30 cal MG: AA MG."}
	if !slices.Equal(notes, want) {
		t.Errorf("notes %q, want %q", notes, want)
	}
	if _, notes := weaponTable(fow.Team{Weapons: []fow.Weapon{{Name: "MG42", Mount: foot.ID}}}); len(notes) > 0 {
		t.Errorf("an infantry team's weapon noted %q; its type says its mount", notes)
	}
}
