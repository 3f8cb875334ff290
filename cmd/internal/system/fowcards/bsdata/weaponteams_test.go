package bsdata

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// teamLines are a unit file's teams, one line each: count, type, name,
// armour and each weapon with its range, rates of fire, anti-tank and
// firepower.
func teamLines(t *testing.T, name string, file []byte) []string {
	t.Helper()
	got, errs := fow.Check(name, file)
	if errs.Err() != nil {
		t.Fatalf("%v\n%s", errs, file)
	}
	var out []string
	for _, tm := range got.Teams {
		line := fmt.Sprintf("%d %s %s", tm.Count, tm.Type, tm.Name)
		if tm.Armour != nil {
			line += fmt.Sprintf(" %d/%d/%d", tm.Armour.Front, tm.Armour.Side, tm.Armour.Top)
		}
		for _, w := range tm.Weapons {
			line += fmt.Sprintf(" [%s %s %d/%d AT%d FP%d]", w.Name, w.Range, w.Halted, w.Moving, w.AntiTank, w.Firepower)
		}
		out = append(out, line)
	}
	return out
}

// leftOut returns the import's problems that leave a team or weapon out.
func leftOut(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		if strings.Contains(p.Msg, "left out") {
			out = append(out, p.Msg)
		}
	}
	return out
}

// TestTeamOfItsWeapon imports the Fortress Europe Armoured Rifle Platoons,
// whose entry "2x M3 half-track (.50 cal MG)" holds its weapon's profile
// and no team profile: they are two half-tracks of the team profile the
// catalogue holds beside that weapon (the M3 half-track's: armour 1/0/0),
// carrying the .50 cal MG, which the .30 cal half-tracks do not.
func TestTeamOfItsWeapon(t *testing.T) {
	c := loadData(t, "LW - Fortress Europe_America.cat")
	found := 0
	for _, u := range c.Units {
		if u.Name != "Armoured Rifle Platoon" {
			continue
		}
		for i, s := range u.Sizes {
			found++
			im := c.UnitFile(u, i)
			lines := teamLines(t, u.Name, im.File)
			var fifty, thirty string
			for _, l := range lines {
				switch {
				case strings.Contains(l, "M3 half-track (.50 cal MG)"):
					fifty = l
				case strings.Contains(l, "M3 half-track (.30 cal MG)"):
					thirty = l
				}
			}
			const mg50 = `[.50 cal MG 20"/50cm 3/2 AT4 FP5]`
			if want := "2 transport M3 half-track (.50 cal MG) 1/0/0 " + mg50; !strings.HasPrefix(fifty, want) {
				t.Errorf("%s, size %q: the .50 cal half-tracks are\n%q\nwant them to start\n%q\nteams:\n%s", u.Name, s.Name, fifty, want, strings.Join(lines, "\n"))
			}
			if thirty == "" || strings.Contains(thirty, ".50 cal MG") {
				t.Errorf("%s, size %q: the .30 cal half-tracks are %q, want them without the .50 cal MG", u.Name, s.Name, thirty)
			}
			for _, m := range leftOut(im.Problems) {
				if strings.Contains(m, "(.50 cal MG)") {
					t.Errorf("%s, size %q: %s", u.Name, s.Name, m)
				}
			}
		}
	}
	if found < 4 {
		t.Errorf("%d sizes of units named \"Armoured Rifle Platoon\", want 4 (two units of two sizes)", found)
	}
}

// TestUnnamedCountsTakeTheUnnamedProfile imports the D-Day Veteran
// Armoured Rifle Platoon, whose entries that count its teams hold no
// profile and whose unit holds two team profiles, "Veteran Armoured
// Rifleman" and "Veteran M3 half-track": the half-tracks, which name the
// second, are of it, and the infantry teams, which name neither, of the
// one no count names.
func TestUnnamedCountsTakeTheUnnamedProfile(t *testing.T) {
	c := loadData(t, "LW - D-Day_American.cat")
	for _, u := range c.Units {
		if u.Name != "Veteran Armoured Rifle Platoon" {
			continue
		}
		im := c.UnitFile(u, u.Default)
		var got []string
		for _, l := range teamLines(t, u.Name, im.File) {
			got = append(got, strings.SplitN(l, " [", 2)[0])
		}
		want := []string{"4 infantry M1 Garand rifle team", "4 infantry M1 Bazooka team", "2 infantry M1919 LMG",
			"1 infantry 60mm mortar", "2 transport M3 half-track (.50 cal MG) 1/0/0", "2 transport M3 half-track (.30 cal MG) 1/0/0"}
		if strings.Join(got, "; ") != strings.Join(want, "; ") {
			t.Errorf("teams:\n%s\nwant\n%s\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), im.File)
		}
		if m := leftOut(im.Problems); len(m) > 0 {
			t.Errorf("left out: %q", m)
		}
		// At every size, no infantry team is made of a count that names a
		// half-track loosely ("3x M3 .30" in a size's title, whose
		// half-tracks the entries under it count): it shares a word with
		// the half-track's profile, so it is not unnamed.
		for i := range u.Sizes {
			im := c.UnitFile(u, i)
			if im.File == nil {
				continue
			}
			for _, l := range teamLines(t, u.Name, im.File) {
				if strings.Contains(l, "infantry M3") {
					t.Errorf("size %q: %s: a half-track's count made an infantry team", u.Sizes[i].Name, l)
				}
			}
		}
		return
	}
	t.Fatal("no Veteran Armoured Rifle Platoon")
}
