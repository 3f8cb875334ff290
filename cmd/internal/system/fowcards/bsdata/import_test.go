package bsdata

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// minShare is the least share of a catalogue's units that the import
// reads and check accepts, as the issue asks.
const minShare = 0.95

// TestImportCatalogues imports every unit of every catalogue of the test
// data at its default size and prints a table: units listed, read (with
// and without data warnings), refused, and the first reason of each
// refusal. Each catalogue must reach minShare of its units, less those
// refused for an error in the data that cannot be read either way (a
// distance whose centimetres are not 2.5 times its inches, a value the
// data leaves empty).
func TestImportCatalogues(t *testing.T) {
	paths := dataCatalogues(t)
	var table strings.Builder
	fmt.Fprintf(&table, "%-34s %5s %5s %6s %7s %8s %6s\n", "catalogue", "units", "read", "warned", "refused", "data err", "share")
	all, read, errs := 0, 0, 0
	for _, path := range paths {
		name := filepath.Base(path)
		c, err := Load(path, DefaultLimits)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		ok, warned, dataErr := 0, 0, 0
		for _, u := range c.Units {
			im := c.UnitFile(u, u.Default)
			if im.File == nil {
				t.Logf("%s: refused: %v", name, im.Problems[0])
				if msg := im.Problems[0].Msg; strings.Contains(msg, cmMismatch) || strings.Contains(msg, dataEmpty) {
					dataErr++
				}
				continue
			}
			if !strings.HasPrefix(string(im.File), "# Imported from BattleScribe data: \""+c.Name+"\" (revision "+c.Revision+"), unit "+u.ID+".\n") {
				t.Errorf("%s: %s: the file does not start with its source:\n%s", name, u.Name, im.File)
			}
			unit, errs := fow.Check(u.Name+".toml", im.File)
			if errs.Err() != nil {
				t.Errorf("%s: %s: written, but check refuses it: %v", name, u.Name, errs)
				continue
			}
			if twice := saidTwice(unit); twice != "" {
				t.Errorf("%s: %s: a team names %q twice in its keywords and notes", name, u.Name, twice)
			}
			if line := untidy(im.File); line != "" {
				t.Errorf("%s: %s: written with stray spaces: %s", name, u.Name, line)
			}
			ok++
			if len(im.Problems) > 0 {
				warned++
			}
		}
		share := float64(ok) / float64(max(len(c.Units)-dataErr, 1))
		fmt.Fprintf(&table, "%-34s %5d %5d %6d %7d %8d %5.1f%%\n", name, len(c.Units), ok, warned, len(c.Units)-ok, dataErr, 100*share)
		all, read, errs = all+len(c.Units), read+ok, errs+dataErr
		if len(c.Units) == 0 || share < minShare {
			t.Errorf("%s: %d of %d units read, want %.0f %%", name, ok, len(c.Units), 100*minShare)
		}
	}
	fmt.Fprintf(&table, "%-34s %5d %5d %6s %7d %8d %5.1f%%\n", "all", all, read, "", all-read, errs, 100*float64(read)/float64(max(all-errs, 1)))
	t.Logf("\n%s", table.String())
}

// saidTwice returns a rule a team of u names twice among its keywords
// and its notes, each note split at its commas and after its full stops
// (noteParts), letter case aside; "" where none is. Parts with a digit
// are left out: a team may give a rating and its alternate ("Assault
// 5+"), or two vehicles of one make.
func saidTwice(u *fow.Unit) string {
	for _, t := range u.Teams {
		names := slices.Clone(t.Notes)
		for _, k := range t.Keywords {
			names = append(names, k.Keyword().Name)
		}
		said := map[string]bool{}
		for _, n := range names {
			for _, part := range noteParts.Split(n, -1) {
				part = strings.TrimSpace(part)
				key := strings.ToLower(part)
				if strings.ContainsAny(key, "0123456789") {
					continue
				}
				if said[key] {
					return part
				}
				said[key] = true
			}
		}
	}
	return ""
}

// noteParts splits a note at its commas and semicolons, and after a full
// stop and a space: a second path to what splitNotes keeps apart.
var noteParts = regexp.MustCompile(`[,;]|\.\s`)

// quoted matches a unit file's strings, basic and literal.
var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'[^']*'`)

// untidy returns the first string of a unit file (outside its comments)
// with a space just inside a bracket or its quotes, or two spaces
// running; "" when none has.
func untidy(file []byte) string {
	for _, l := range strings.Split(string(file), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		for _, q := range quoted.FindAllString(l, -1) {
			v := q[1 : len(q)-1]
			for _, bad := range []string{"( ", " )", "  "} {
				if strings.Contains(v, bad) || strings.TrimSpace(v) != v {
					return fmt.Sprintf("%s in %q", q, l)
				}
			}
		}
	}
	return ""
}

// TestKnownUnits compares imported units with the published figures of
// well-known teams (armour, tactical move and the main gun) as the
// repository's samples carry them, written by hand from the books, and the
// well-known Sherman's.
func TestKnownUnits(t *testing.T) {
	type gun struct {
		rng       string
		at, fp    int
		halted, m int
	}
	for _, tc := range []struct {
		cat, unit, weapon string
		armour            *fow.Armour // nil: no armour
		tactical          string
		gun               gun
	}{
		{catalogues[0], "Tiger Tank Platoon", "8.8cm", &fow.Armour{Front: 9, Side: 8, Top: 2}, `10"/25cm`, gun{`40"/100cm`, 14, 3, 2, 1}},
		{catalogues[0], "Tiger Tank Company HQ", "8.8cm", &fow.Armour{Front: 9, Side: 8, Top: 2}, `10"/25cm`, gun{`40"/100cm`, 14, 3, 2, 1}},
		{catalogues[0], "Panzer IV Tank Platoon", "7.5cm", &fow.Armour{Front: 6, Side: 3, Top: 1}, `10"/25cm`, gun{`32"/80cm`, 11, 3, 2, 1}},
		{catalogues[0], "7.5cm Tank-Hunter Platoon", "7.5cm gun", nil, `2"/5cm`, gun{`32"/80cm`, 12, 3, 2, 1}},
		{catalogues[2], "Sherman Armoured Squadron HQ", "75mm", &fow.Armour{Front: 6, Side: 4, Top: 1}, `10"/25cm`, gun{`28"/70cm`, 10, 3, 2, 1}},
	} {
		t.Run(tc.unit, func(t *testing.T) {
			c := loadData(t, tc.cat)
			var u *Unit
			for _, x := range c.Units {
				if strings.HasPrefix(x.Name, tc.unit) {
					u = x
					break
				}
			}
			if u == nil {
				t.Fatalf("no unit %q", tc.unit)
			}
			im := c.UnitFile(u, u.Default)
			got, errs := fow.Check(u.Name, im.File)
			if errs.Err() != nil {
				t.Fatalf("%v\n%s", errs, im.File)
			}
			tm := got.Teams[0]
			if (tm.Armour == nil) != (tc.armour == nil) || tm.Armour != nil && *tm.Armour != *tc.armour {
				t.Errorf("armour = %v, want %v", tm.Armour, tc.armour)
			}
			if s := tm.Mobility[0].String(); s != tc.tactical {
				t.Errorf("tactical = %s, want %s", s, tc.tactical)
			}
			var w *fow.Weapon
			for i := range tm.Weapons {
				if fold(tm.Weapons[i].Name) == fold(tc.weapon) {
					w = &tm.Weapons[i]
				}
			}
			if w == nil {
				t.Fatalf("no weapon %q in %s", tc.weapon, im.File)
			}
			g := gun{w.Range.String(), w.AntiTank, w.Firepower, w.Halted, w.Moving}
			if g != tc.gun {
				t.Errorf("%s = %s, want %s", tc.weapon, fmt.Sprint(g), fmt.Sprint(tc.gun))
			}
		})
	}
}

// TestHQTransportChoice imports an HQ whose "Unit Size" chooses its
// transport: its own teams at every size, the vehicle chosen as a transport
// team with its weapon and the size's rules, and no weapon of the other
// choice.
func TestHQTransportChoice(t *testing.T) {
	c := loadData(t, catalogues[1])
	for _, u := range c.Units {
		if u.Name != "Veteran Armoured Rifle Company HQ" {
			continue
		}
		im := c.UnitFile(u, 1)
		got, errs := fow.Check(u.Name, im.File)
		if errs.Err() != nil {
			t.Fatalf("%v\n%s", errs, im.File)
		}
		var teams []string
		for _, tm := range got.Teams {
			var ws []string
			for _, w := range tm.Weapons {
				ws = append(ws, w.Name)
			}
			teams = append(teams, fmt.Sprintf("%d %s %s %q %q", tm.Count, tm.Type, tm.Name, ws, tm.Notes))
		}
		want := `2 infantry Thompson SMG Team ["Thompson SMG team"] ["Pinned ROF 1" "HQ Transport"]; ` +
			`1 transport M3 half-track (.50 cal MG) [".50 cal MG"] ["Passengers" "Tractor"]`
		if g := strings.Join(teams, "; "); g != want {
			t.Errorf("teams:\n%s\nwant\n%s", g, want)
		}
		return
	}
	t.Fatal("no Veteran Armoured Rifle Company HQ")
}

// TestSizeTeamEntries imports a platoon whose size's teams are entries of
// their own, each with its profile and weapon.
func TestSizeTeamEntries(t *testing.T) {
	c := loadData(t, catalogues[2])
	for _, u := range c.Units {
		if u.Name != "Rifle Platoon" {
			continue
		}
		for i, s := range u.Sizes {
			if !strings.HasPrefix(s.Name, "7x") {
				continue
			}
			im := c.UnitFile(u, i)
			got, errs := fow.Check(u.Name, im.File)
			if errs.Err() != nil {
				t.Fatalf("%v\n%s", errs, im.File)
			}
			var teams []string
			for _, tm := range got.Teams {
				var ws []string
				for _, w := range tm.Weapons {
					ws = append(ws, fmt.Sprintf("%s %s AT%d", w.Name, w.Range, w.AntiTank))
				}
				teams = append(teams, fmt.Sprintf("%d %s %q", tm.Count, tm.Name, ws))
			}
			want := `7 Brengun & SMLE rifle team ["Bren gun & SMLE team 16\"/40cm AT2"]; ` +
				`1 PIAT anti-tank team ["PIAT anti-tank team 8\"/20cm AT10"]; ` +
				`1 2-inch mortar team ["2-inch mortar 16\"/40cm AT2"]`
			if g := strings.Join(teams, "; "); g != want {
				t.Errorf("teams:\n%s\nwant\n%s", g, want)
			}
			return
		}
	}
	t.Fatal("no Rifle Platoon of 7 rifle teams")
}

// TestAttachedTransport imports a platoon whose size names its half-tracks
// by the book code of their transport attachment unit: they are its
// transport team, with that unit's profile and weapons.
func TestAttachedTransport(t *testing.T) {
	c := loadData(t, catalogues[0])
	for _, u := range c.Units {
		if !strings.HasPrefix(u.Name, "Armoured Panzergrenadier Platoon") {
			continue
		}
		for i, s := range u.Sizes {
			im := c.UnitFile(u, i)
			got, errs := fow.Check(u.Name, im.File)
			if errs.Err() != nil {
				t.Fatalf("%s: %v\n%s", s.Name, errs, im.File)
			}
			if len(got.Teams) != 2 || got.Teams[1].Type != fow.Transport || got.Teams[1].Armour == nil || len(got.Teams[1].Weapons) == 0 ||
				fmt.Sprintf("%dx %s, %dx %s", got.Teams[0].Count, got.Teams[0].Name, got.Teams[1].Count, got.Teams[1].Name)+" (LG112)" != s.Name {
				t.Errorf("size %q:\n%s", s.Name, im.File)
			}
		}
		return
	}
	t.Fatal("no Armoured Panzergrenadier Platoon")
}

// TestRoles reads a unit's role from where the catalogue offers it: an HQ
// commands its formation, a unit only the Support Units category reaches
// (through a choice of two, as the Wespe is) is support, and one that a
// formation holds is combat, even where another formation may take it as
// support (the Tiger and Sherman platoons).
func TestRoles(t *testing.T) {
	for _, tc := range []struct{ cat, unit, role string }{
		{catalogues[0], "Tiger Tank Company HQ", "formation-command"},
		{catalogues[0], "Tiger Tank Platoon", "combat"},
		{catalogues[0], "Wespe Artillery Battery", "support"},
		{catalogues[0], "8.8cm Heavy AA Platoon", "support"},
		{catalogues[1], "M4 Sherman Tank Platoon", "combat"},
		{catalogues[1], "P-47 Thunderbolt Fighter Flight", "support"},
		{catalogues[2], "Sexton Field Troop", "support"},
		{catalogues[2], "Sherman Armoured Troop", "combat"},
	} {
		t.Run(tc.unit, func(t *testing.T) {
			c := loadData(t, tc.cat)
			for _, u := range c.Units {
				if strings.HasPrefix(u.Name, tc.unit) {
					if got := RoleOf(u); got != tc.role {
						t.Errorf("role = %s, want %s", got, tc.role)
					}
					return
				}
			}
			t.Fatalf("no unit %q", tc.unit)
		})
	}
}

// BenchmarkImportCatalogues loads every catalogue of the test data and
// maps each unit at its default size: the work of importing them all.
func BenchmarkImportCatalogues(b *testing.B) {
	paths := dataCatalogues(b)
	for b.Loop() {
		for _, path := range paths {
			c, err := Load(path, DefaultLimits)
			if err != nil {
				b.Fatal(err)
			}
			for _, u := range c.Units {
				c.UnitFile(u, u.Default)
			}
		}
	}
}

// TestPlaceholderRuleSaidOnce: a rule the data names with its number's
// placeholder ("Passengers #") is left out of a team's notes that already
// say it with the number: the Leviathan Armoured Rifle Platoon's M3
// half-track carries "Passengers 3" alone. Where the team does not say
// the number, the data's name is kept as it is: nothing is guessed.
func TestPlaceholderRuleSaidOnce(t *testing.T) {
	c := loadData(t, "LWL - American Force.cat")
	for _, u := range c.Units {
		if u.Name != "Leviathan Armoured Rifle Platoon" {
			continue
		}
		got, errs := fow.Check(u.Name, c.UnitFile(u, u.Default).File)
		if errs.Err() != nil {
			t.Fatal(errs)
		}
		found := false
		for _, tm := range got.Teams {
			notes := strings.Join(tm.Notes, ", ")
			if strings.Contains(notes, "Passengers #") {
				t.Errorf("%s: notes %q say Passengers twice, once with the data's placeholder", tm.Name, tm.Notes)
			}
			found = found || strings.Contains(notes, "Passengers 3")
		}
		if !found {
			t.Error("no team says Passengers 3: the test measures nothing")
		}
		return
	}
	t.Fatal("no Leviathan Armoured Rifle Platoon")
}

// TestPlaceholderRuleNamed: where no team gives the number of a rule the
// data names with a placeholder ("Passengers #"), the note names the rule
// without it.
func TestPlaceholderRuleNamed(t *testing.T) {
	c := loadData(t, "LW - D-Day_American.cat")
	named := 0
	for _, u := range c.Units {
		got, errs := fow.Check(u.Name, c.UnitFile(u, u.Default).File)
		if errs.Err() != nil {
			continue
		}
		for _, tm := range got.Teams {
			for _, n := range tm.Notes {
				if strings.Contains(n, "#") {
					t.Errorf("%s, %s: note %q prints the data's placeholder", u.Name, tm.Name, n)
				}
				if n == "Passengers" {
					named++
				}
			}
		}
	}
	if named == 0 {
		t.Error("no team's note is Passengers: the test measures nothing")
	}
}
