package site

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// unitStates returns the saved states of the Flames of War samples.
func unitStates(t *testing.T) []fcodec.Unit {
	t.Helper()
	names, err := filepath.Glob("../../../samples/fow-*.toml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no Flames of War samples: %v", err)
	}
	var units []fcodec.Unit
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if fow.IsForce(src) {
			continue // its units are samples of their own
		}
		u, errs := fow.Check(name, src)
		if errs.Err() != nil {
			t.Fatalf("%s: %v", name, errs)
		}
		units = append(units, u.Saved())
	}
	return units
}

// unitMutations change one thing of a unit's state; some keep it legal,
// some name a keyword or mount a newer crewcard would know.
var unitMutations = []func(u *fcodec.Unit, r *rand.Rand){
	func(u *fcodec.Unit, r *rand.Rand) {},
	func(u *fcodec.Unit, r *rand.Rand) { u.Name = "Kampfgruppe Ærø 7" },
	func(u *fcodec.Unit, r *rand.Rand) { u.Motivation = uint8(2 + r.Intn(5)) },
	func(u *fcodec.Unit, r *rand.Rand) { u.Tests[r.Intn(6)] = uint8(2 + r.Intn(5)) },
	func(u *fcodec.Unit, r *rand.Rand) { u.Points = uint16(r.Intn(300)) },
	func(u *fcodec.Unit, r *rand.Rand) {
		u.Keywords = append(u.Keywords, fcodec.Keyword{ID: uint16(1 + r.Intn(150))})
	},
	func(u *fcodec.Unit, r *rand.Rand) {
		u.Keywords = append(u.Keywords, fcodec.Keyword{ID: 4000, Param: 3})
	},
	func(u *fcodec.Unit, r *rand.Rand) { u.Teams[0].Cross = uint8([]int{0, 2, 3, 6}[r.Intn(4)]) },
	func(u *fcodec.Unit, r *rand.Rand) { u.Teams[0].Mobility[r.Intn(4)] = uint8(r.Intn(40)) },
	func(u *fcodec.Unit, r *rand.Rand) { u.Teams[0].Notes = append(u.Teams[0].Notes, "Hält (50%) \"gut\"") },
	func(u *fcodec.Unit, r *rand.Rand) {
		if len(u.Teams[0].Weapons) > 0 {
			u.Teams[0].Weapons[0].Mount = uint16(r.Intn(20))
		}
	},
	func(u *fcodec.Unit, r *rand.Rand) {
		if len(u.Teams[0].Weapons) > 0 {
			u.Teams[0].Weapons[0].Halted = fcodec.NoROF
			u.Teams[0].Weapons[0].Bombard = &fcodec.Bombardment{Range: uint8(1 + r.Intn(80)), AntiTank: 3, Firepower: 6}
		}
	},
	func(u *fcodec.Unit, r *rand.Rand) { // body version 2: an aircraft, firepower AUTO
		u.Teams = append(u.Teams, fcodec.Team{Name: "Typhoon", Type: fcodec.TypeAircraft, Count: 2, Weapons: []fcodec.Weapon{
			{Name: "RP-3 rockets", Range: 8, Halted: 1, Moving: 1, AntiTank: 6, Firepower: fcodec.FirepowerAuto}}})
	},
	func(u *fcodec.Unit, r *rand.Rand) { // body version 3: a bunker never crosses
		u.Teams = append(u.Teams, fcodec.Team{Name: "Gun Bunker", Type: fcodec.TypeGun, Count: 1, Save: 2, Cross: fcodec.CrossNone,
			Weapons: []fcodec.Weapon{{Name: "37mm gun", Range: 24, Halted: 2, Moving: 1, AntiTank: 6, Firepower: 4}}})
	},
	func(u *fcodec.Unit, r *rand.Rand) { // body version 3: an aircraft with a save
		u.Teams = append(u.Teams, fcodec.Team{Name: "P-47 Thunderbolt", Type: fcodec.TypeAircraft, Count: 2, Save: uint8(2 + r.Intn(5)),
			Weapons: []fcodec.Weapon{{Name: ".50 cal MGs", Range: 8, Halted: fcodec.NoROF, Moving: 4, AntiTank: 5, Firepower: 5}}})
	},
}

// TestBrowserDecodesUnits decodes Flames of War unit codes in the page:
// the samples and changes of them give decode's unit file, or decode's
// message when the code names what this crewcard does not know. The page
// does not check the unit rules, which decode checks before it writes:
// codes that break them are counted, not compared.
func TestBrowserDecodesUnits(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	r := rand.New(rand.NewSource(5))
	var codes []string
	for _, u := range unitStates(t) {
		for _, mutate := range unitMutations {
			for range 4 {
				m := u
				m.Keywords = append([]fcodec.Keyword(nil), u.Keywords...)
				m.Teams = append([]fcodec.Team(nil), u.Teams...)
				m.Teams[0].Notes = append([]string(nil), u.Teams[0].Notes...)
				m.Teams[0].Weapons = append([]fcodec.Weapon(nil), u.Teams[0].Weapons...)
				mutate(&m, r)
				b, err := fcodec.Encode(m)
				if err != nil {
					continue
				}
				code := saved.Text(b)
				codes = append(codes, code, code[:len(code)/2], code[:5]+"A"+code[6:])
			}
		}
	}
	got := decodeAll(t, ctx, codes)
	files, rules := 0, 0
	for i, code := range codes {
		file, msg := goDecode(code)
		g := got[i]
		if strings.HasPrefix(msg, "the code decodes, but") {
			rules++
			continue
		}
		if file != "" {
			files++
			if str(g.Other) != fow.SystemName {
				t.Errorf("%s: the page names the system %q, want %q", code, str(g.Other), fow.SystemName)
			}
		}
		if str(g.File) != orNull(file) || str(g.Error) != orNull(msg) {
			t.Errorf("%s:\npage:   file %q\n        error %q\ndecode: file %q\n        error %q", code, str(g.File), str(g.Error), file, msg)
		}
	}
	t.Logf("%d unit codes: %d decoded to decode's file, %d refused with decode's message, %d break the unit rules (not compared)",
		len(codes), files, len(codes)-files-rules, rules)
	if files < 40 || rules > len(codes)/4 {
		t.Errorf("only %d unit files compared (%d codes break the rules); the test wants more", files, rules)
	}
}

// TestBrowserShowsUnit opens a unit's link: the page shows the unit and
// offers its file.
func TestBrowserShowsUnit(t *testing.T) {
	ctx := newTab(t)
	u := unitStates(t)[0]
	b, err := fcodec.Encode(u)
	if err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "/"+saved.Text(b))
	other := shown(t, ctx, "other")
	if !strings.Contains(other, u.Name) || !strings.Contains(other, u.Teams[0].Name) || !strings.Contains(other, "Download unit file") {
		t.Errorf("the unit's page shows %q; want the unit %q, its team %q and its file", other, u.Name, u.Teams[0].Name)
	}
	if got := shown(t, ctx, "result"); got != "" {
		t.Errorf("the crew view shows for a unit: %.80q", got)
	}
}

// TestBrowserShowsUnitBack opens each sample unit's link: the page shows
// the card's back, the rule of every keyword the unit carries (or that the
// sources only name it) and the field of fire of every mount its weapons
// table names, each once, as the card prints them.
func TestBrowserShowsUnitBack(t *testing.T) {
	ctx := newTab(t)
	backs := 0
	for _, s := range sampleUnits(t) {
		name, u := s.file, s.u
		var want []string
		for _, k := range u.KeywordUses() {
			text := k.Text
			if k.NamedOnly() {
				text = fow.NamedOnlyText
			}
			want = append(want, k.Name+"\n"+text)
		}
		seen := map[fow.MountID]bool{}
		for _, tm := range u.Teams {
			for _, w := range tm.Weapons {
				if m, ok := fow.MountByID(w.Mount); ok && !m.Implied && !seen[m.ID] {
					seen[m.ID] = true
					want = append(want, m.Name+"\n"+m.Text)
				}
			}
		}
		b, err := fcodec.Encode(u.Saved())
		if err != nil {
			t.Fatal(err)
		}
		open(t, ctx, "/"+saved.Text(b))
		got := eval[string](t, ctx, `[...document.querySelectorAll("#other .rules-list > *")].map((e) => e.textContent).join("\n")`)
		if w := strings.Join(want, "\n"); got != w {
			t.Errorf("%s: the page's back reads\n%s\nwant\n%s", filepath.Base(name), got, w)
		}
		if len(want) > 0 {
			backs++
		}
	}
	if backs < 5 {
		t.Errorf("only %d samples have a back to compare", backs)
	}
}

// TestBrowserNamesMountsAsTheCard opens each sample unit's link: a
// weapon's notes name its mount only where the card does, where the back
// explains its field of fire; an infantry or gun team's mount, which its
// type says, they leave out.
func TestBrowserNamesMountsAsTheCard(t *testing.T) {
	ctx := newTab(t)
	named, implied := 0, 0
	for _, s := range sampleUnits(t) {
		name, u := s.file, s.u
		b, err := fcodec.Encode(u.Saved())
		if err != nil {
			t.Fatal(err)
		}
		open(t, ctx, "/"+saved.Text(b))
		cells := eval[[]string](t, ctx, `[...document.querySelectorAll("#other table.weapons tbody td[data-label=Notes]")].map((e) => e.textContent)`)
		i := 0
		for _, tm := range u.Teams {
			for _, w := range tm.Weapons {
				if i >= len(cells) {
					t.Fatalf("%s: the page shows %d weapons; the unit has more", filepath.Base(name), len(cells))
				}
				cell := cells[i]
				i++
				m, ok := fow.MountByID(w.Mount)
				if !ok {
					continue
				}
				says := cell == m.Name || strings.HasPrefix(cell, m.Name+"; ")
				switch {
				case m.Implied && strings.Contains(cell, m.Name):
					t.Errorf("%s: %s of the %s: the notes %q name the mount its team's type says", filepath.Base(name), w.Name, tm.Name, cell)
				case !m.Implied && !says:
					t.Errorf("%s: %s of the %s: the notes %q do not open with its mount, %s", filepath.Base(name), w.Name, tm.Name, cell, m.Name)
				}
				if m.Implied {
					implied++
				} else {
					named++
				}
			}
		}
		if i != len(cells) {
			t.Errorf("%s: the page shows %d weapons; the unit has %d", filepath.Base(name), len(cells), i)
		}
	}
	if named == 0 || implied == 0 {
		t.Errorf("the samples' weapons have %d mounts the card names and %d it leaves to the type; the test wants both", named, implied)
	}
}

// sampleUnit is a Flames of War sample unit, checked, and its file.
type sampleUnit struct {
	file string
	u    *fow.Unit
}

// sampleUnits returns the Flames of War samples' units, forces left out.
func sampleUnits(t *testing.T) []sampleUnit {
	t.Helper()
	names, _ := filepath.Glob("../../../samples/fow-*.toml")
	var out []sampleUnit
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if fow.IsForce(src) {
			continue
		}
		u, errs := fow.Check(name, src)
		if errs.Err() != nil {
			t.Fatalf("%s: %v", name, errs)
		}
		out = append(out, sampleUnit{name, u})
	}
	if len(out) == 0 {
		t.Fatal("no Flames of War sample units")
	}
	return out
}
