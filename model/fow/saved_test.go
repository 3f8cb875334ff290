package fow_test

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/fow/codec"
)

// roundTrip encodes the unit's saved state, decodes it, writes it as a unit
// file and checks that file: the unit must come back the same.
func roundTrip(t *testing.T, name string, s codec.Unit) {
	t.Helper()
	payload, err := codec.Encode(s)
	if err != nil {
		t.Fatalf("%s: Encode: %v", name, err)
	}
	back, err := codec.Decode(payload)
	if err != nil {
		t.Fatalf("%s: Decode: %v", name, err)
	}
	src, err := fow.UnitFile(back)
	if err != nil {
		t.Fatalf("%s: UnitFile: %v", name, err)
	}
	u, errs := fow.Check(name+" (decoded)", src)
	if u == nil || len(errs) > 0 {
		t.Fatalf("%s: the decoded file does not check clean:\n%s\n%s", name, list(errs), src)
	}
	if got := u.Saved(); !reflect.DeepEqual(got, s) {
		t.Fatalf("%s: after the round trip\n got %+v\nwant %+v\nfile:\n%s", name, got, s, src)
	}
}

func TestSavedRoundTripSamples(t *testing.T) {
	for path, src := range unitSamples(t) {
		u, errs := fow.Check(path, src)
		if u == nil {
			t.Fatalf("%s: %v", path, errs)
		}
		roundTrip(t, filepath.Base(path), u.Saved())
	}
}

func TestSavedRoundTripRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := range 500 {
		s := randomUnit(r)
		roundTrip(t, fmt.Sprintf("random unit %d", i+1), s)
	}
}

func TestUnitFileRefusesUnknownNumbers(t *testing.T) {
	u, _ := fow.Check("u.toml", []byte(baseUnit))
	for name, edit := range map[string]func(s *codec.Unit){
		"keyword": func(s *codec.Unit) { s.Keywords = []codec.Keyword{{ID: codec.MaxID}} },
		"mount":   func(s *codec.Unit) { s.Teams[0].Weapons[0].Mount = codec.MaxID },
	} {
		s := u.Saved()
		s.Teams[0].Weapons = append([]codec.Weapon(nil), s.Teams[0].Weapons...)
		edit(&s)
		if _, err := fow.UnitFile(s); err == nil {
			t.Errorf("UnitFile with an unknown %s number: no error", name)
		}
	}
}

// Values for randomUnit.
var (
	randomNames   = []string{"A", "Tiger Tank Platoon", "Т-34 рота", "2ème DB \"Leclerc\"", "Sd Kfz 251/1 (MG)", "Groupe\\7", "x y"}
	randomNations = []string{"Germany", "USA", "UK", "Soviet", "Hungary", "Belgium", "Deutsches Afrikakorps", "France libre", "Japan"}
)

// randomUnit returns the saved state of a legal unit, small enough for the
// QR code, drawn at random from the rules' tables.
func randomUnit(r *rand.Rand) codec.Unit {
	for {
		s := drawUnit(r)
		if b, err := codec.Encode(s); err == nil && len(b) <= fow.MaxPayload {
			return s
		}
	}
}

func drawUnit(r *rand.Rand) codec.Unit {
	pick := func(list []string) string { return list[r.Intn(len(list))] }
	nation := pick(randomNations)
	s := codec.Unit{Ruleset: fow.Ruleset, Name: pick(randomNames), Nation: nation, Role: uint8(r.Intn(4)),
		Motivation: uint8(3 + r.Intn(3)), Skill: uint8(3 + r.Intn(3)), IsHitOn: uint8(2 + r.Intn(3))}
	if r.Intn(2) == 0 {
		s.Points = uint16(r.Intn(fow.MaxPoints + 1))
	}
	for i := range s.Tests {
		if r.Intn(4) == 0 {
			s.Tests[i] = uint8(2 + r.Intn(5))
		}
	}
	s.Keywords = drawKeywords(r, fow.OnUnit, nation)
	kinds := 1 + r.Intn(3)
	leader := r.Intn(kinds)
	for range kinds {
		t := codec.Team{Name: pick(randomNames), Type: uint8(r.Intn(5)), Count: uint8(1 + r.Intn(12))}
		tt := fow.TeamType(t.Type)
		switch {
		case tt == fow.Aircraft: // no armour, no save
		case tt.Vehicle() && r.Intn(3) > 0:
			t.Armoured, t.Front, t.Side, t.Top = true, uint8(r.Intn(15)), uint8(r.Intn(10)), uint8(r.Intn(3))
		default:
			t.Save = uint8(2 + r.Intn(5))
		}
		for i := range t.Mobility {
			t.Mobility[i] = uint8(r.Intn(33))
		}
		if !tt.Vehicle() && r.Intn(2) == 0 {
			t.Cross = 0 // AUTO
		} else {
			t.Cross = uint8(2 + r.Intn(5))
		}
		t.Keywords = drawKeywords(r, fow.OnTeam, nation, tt)
		for range r.Intn(2) {
			t.Notes = append(t.Notes, pick(randomNames))
		}
		for range r.Intn(3) {
			t.Weapons = append(t.Weapons, drawWeapon(r, tt, nation))
		}
		s.Teams = append(s.Teams, t)
	}
	// One leader, on a team that may lead: not a transport beside other teams.
	for i := range s.Teams {
		if s.Teams[(leader+i)%kinds].Type != uint8(fow.Transport) {
			leader = (leader + i) % kinds
			break
		}
	}
	s.Teams[leader].Leader = 1
	return s
}

func drawWeapon(r *rand.Rand, tt fow.TeamType, nation string) codec.Weapon {
	rof := func() uint8 {
		if r.Intn(6) == 0 {
			return codec.NoROF
		}
		return uint8(r.Intn(7))
	}
	w := codec.Weapon{Name: randomNames[r.Intn(len(randomNames))], Range: uint8(1 + r.Intn(80)), Halted: rof(), Moving: rof(),
		AntiTank: uint8(r.Intn(20)), Firepower: uint8(r.Intn(7)), Keywords: drawKeywords(r, fow.OnWeapon, nation, tt)} // 0: AUTO
	var fits []fow.MountID
	for _, m := range fow.Mounts() {
		if fow.MountSuits(m, tt) {
			fits = append(fits, m.ID)
		}
	}
	if r.Intn(3) > 0 && len(fits) > 0 { // an aircraft's weapons have none
		w.Mount = uint16(fits[r.Intn(len(fits))])
	}
	if r.Intn(4) == 0 {
		w.Bombard = &codec.Bombardment{Range: uint8(1 + r.Intn(100)), AntiTank: uint8(r.Intn(6)), Firepower: uint8(1 + r.Intn(6))}
	}
	return w
}

// drawKeywords draws up to three distinct keywords that may be listed at
// place by a unit of the nation, without warnings: the national ones only
// when the nation is one the seeds know and uses them.
func drawKeywords(r *rand.Rand, place fow.Place, nation string, on ...fow.TeamType) []codec.Keyword {
	known := fow.NationOf(nation)
	var pool []fow.Keyword
	for _, k := range fow.Keywords() {
		if k.Places&place == 0 || k.Nations != nil && (known == "" || !fow.UsedBy(k, known)) || len(on) > 0 && !k.Suits(on[0]) {
			continue
		}
		pool = append(pool, k)
	}
	var out []codec.Keyword
	seen := map[fow.KeywordID]bool{}
	for range r.Intn(4) {
		k := pool[r.Intn(len(pool))]
		if seen[k.ID] {
			continue
		}
		seen[k.ID] = true
		ck := codec.Keyword{ID: uint16(k.ID)}
		if k.Param {
			ck.Param = uint8(1 + r.Intn(fow.MaxParam))
		}
		out = append(out, ck)
	}
	return out
}

// TestLimitsFitTheCodec checks that every value a unit file may hold, the
// payload can carry: the checks, not Encode, are what refuse a unit.
func TestLimitsFitTheCodec(t *testing.T) {
	for _, l := range []struct {
		name        string
		file, codec int
	}{
		{"runes of a text", max(fow.MaxName, fow.MaxNation, fow.MaxTeamName, fow.MaxWeaponName, fow.MaxNote), codec.MaxRunes},
		{"kinds of team", fow.MaxTeams, codec.MaxTeams},
		{"teams of a kind", fow.MaxCount, codec.MaxCount},
		{"armour", fow.MaxArmour, codec.MaxArmour},
		{"anti-tank", fow.MaxAntiTank, codec.MaxAntiTank},
		{"ROF", fow.MaxROF, codec.MaxROF},
		{"inches", fow.MaxInches, codec.MaxDistance},
		{"points", fow.MaxPoints, codec.MaxPoints},
		{"keywords in a list", fow.MaxKeywords, codec.MaxKeywords},
		{"a keyword's number", fow.MaxParam, codec.MaxParam},
		{"notes", fow.MaxNotes, codec.MaxNotes},
		{"weapons", fow.MaxWeapons, codec.MaxWeapons},
		{"keyword numbers", len(fow.Keywords()), codec.MaxID},
		{"mount numbers", len(fow.Mounts()), codec.MaxID},
	} {
		if l.file > l.codec {
			t.Errorf("%s: a unit file may hold %d, the payload carries %d", l.name, l.file, l.codec)
		}
	}
}
