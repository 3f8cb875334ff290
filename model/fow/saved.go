package fow

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow/codec"
)

// Ruleset is the version of these rules that a saved state records.
const Ruleset = 1

// Saved returns the unit as its card prints it, for the QR payload.
func (u *Unit) Saved() codec.Unit {
	out := codec.Unit{
		Ruleset: Ruleset, Name: u.Name, Nation: u.Nation, Role: uint8(u.Role),
		Motivation: uint8(u.Motivation.Value), Skill: uint8(u.Skill.Value), IsHitOn: uint8(u.IsHitOn.Value),
		Points: uint16(u.Points), Keywords: savedKeywords(u.Keywords),
	}
	for i, t := range u.Tests {
		out.Tests[i] = uint8(t)
	}
	for _, t := range u.Teams {
		st := codec.Team{
			Name: t.Name, Type: uint8(t.Type), Count: uint8(t.Count), Leader: uint8(t.Leader),
			Save: uint8(t.Save), Cross: uint8(t.Cross), Keywords: savedKeywords(t.Keywords), Notes: t.Notes,
		}
		if a := t.Armour; a != nil {
			st.Armoured, st.Front, st.Side, st.Top, st.Save = true, uint8(a.Front), uint8(a.Side), uint8(a.Top), 0
		}
		for i, d := range t.Mobility {
			st.Mobility[i] = uint8(d)
		}
		for _, w := range t.Weapons {
			sw := codec.Weapon{
				Name: w.Name, Mount: uint16(w.Mount), Range: uint8(w.Range),
				Halted: savedROF(w.Halted), Moving: savedROF(w.Moving),
				AntiTank: uint8(w.AntiTank), Firepower: uint8(w.Firepower), Keywords: savedKeywords(w.Keywords),
			}
			if b := w.Bombard; b != nil {
				sw.Bombard = &codec.Bombardment{Range: uint8(b.Range), AntiTank: uint8(b.AntiTank), Firepower: uint8(b.Firepower)}
			}
			st.Weapons = append(st.Weapons, sw)
		}
		out.Teams = append(out.Teams, st)
	}
	return out
}

func savedKeywords(ks []KeywordUse) []codec.Keyword {
	var out []codec.Keyword
	for _, k := range ks {
		out = append(out, codec.Keyword{ID: uint16(k.ID), Param: uint8(k.Param)})
	}
	return out
}

func savedROF(n int) uint8 {
	if n == NoROF {
		return codec.NoROF
	}
	return uint8(n)
}

// UnitFile writes a saved state back as a unit file. When the state came
// from a unit that Check accepted, Check accepts the file and it holds the
// same unit. It fails when the state names a keyword or mount this crewcard
// does not know, which a newer crewcard wrote.
func UnitFile(s codec.Unit) ([]byte, error) {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# Decoded from a crewcard QR code (rules version %d).\nsystem = %q\n\n", s.Ruleset, SystemName)
	if int(s.Role) >= len(roleKeys) {
		return nil, fmt.Errorf("unknown role %d", s.Role)
	}
	p("[unit]\nname = %s\nnation = %s\nrole = %q\n", model.TOMLString(s.Name), model.TOMLString(s.Nation), roleKeys[s.Role])
	for _, r := range []struct {
		k RatingKind
		v uint8
	}{{Motivation, s.Motivation}, {Skill, s.Skill}, {IsHitOn, s.IsHitOn}} {
		p("%s = %q\n", ratingTables[r.k].key, strings.TrimSpace(r.k.NameOf(int(r.v))+" "+Plus(int(r.v))))
	}
	if s.Points > 0 {
		p("points = %d\n", s.Points)
	}
	if err := writeKeywords(&b, "keywords", s.Keywords); err != nil {
		return nil, err
	}
	tests := ""
	for i, t := range s.Tests {
		if t != 0 {
			tests += fmt.Sprintf("%s = %q\n", Test(i).Key(), Plus(int(t)))
		}
	}
	if tests != "" {
		p("\n[unit.tests]\n%s", tests)
	}
	for _, t := range s.Teams {
		if err := writeTeam(&b, t); err != nil {
			return nil, err
		}
	}
	return []byte(b.String()), nil
}

func writeTeam(b *strings.Builder, t codec.Team) error {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	if int(t.Type) >= len(typeKeys) {
		return fmt.Errorf("unknown team type %d", t.Type)
	}
	p("\n[[team]]\nname = %s\ntype = %q\ncount = %d\nleader = %d\n", model.TOMLString(t.Name), typeKeys[t.Type], t.Count, t.Leader)
	if t.Armoured {
		p("armour = { front = %d, side = %d, top = %d }\n", t.Front, t.Side, t.Top)
	} else {
		p("armour = \"-\"\n")
		if t.Save != 0 {
			p("save = %q\n", Plus(int(t.Save)))
		}
	}
	for i, d := range t.Mobility {
		if t.Type == codec.TypeAircraft && d == 0 {
			p("%s = %q\n", mobilityKeys[i], Unlimited)
			continue
		}
		p("%s = %s\n", mobilityKeys[i], quoteDistance(Distance(d)))
	}
	p("cross = %q\n", (&Team{Cross: int(t.Cross)}).CrossString())
	if err := writeKeywords(b, "keywords", t.Keywords); err != nil {
		return err
	}
	if len(t.Notes) > 0 {
		p("notes = %s\n", model.TOMLList(t.Notes))
	}
	for _, w := range t.Weapons {
		p("\n[[team.weapon]]\nname = %s\n", model.TOMLString(w.Name))
		if w.Mount != 0 {
			m, ok := MountByID(MountID(w.Mount))
			if !ok {
				return fmt.Errorf("mount %d is not in this crewcard's registry; a newer crewcard made this code", w.Mount)
			}
			p("mount = %q\n", m.Name)
		}
		p("range = %s\nrof = { halted = %s, moving = %s }\nanti_tank = %d\nfirepower = %q\n",
			quoteDistance(Distance(w.Range)), rofValue(w.Halted), rofValue(w.Moving), w.AntiTank, FirepowerString(int(w.Firepower)))
		if err := writeKeywords(b, "keywords", w.Keywords); err != nil {
			return err
		}
		if bb := w.Bombard; bb != nil {
			p("bombardment = { range = %s, anti_tank = %d, firepower = %q }\n", quoteDistance(Distance(bb.Range)), bb.AntiTank, FirepowerString(int(bb.Firepower)))
		}
	}
	return nil
}

// quoteDistance writes a distance as a TOML literal string: '16"/40cm'.
func quoteDistance(d Distance) string { return model.TOMLLiteral(d.String()) }

func rofValue(n uint8) string {
	if n == codec.NoROF {
		return `"-"`
	}
	return fmt.Sprint(n)
}

func writeKeywords(b *strings.Builder, key string, ks []codec.Keyword) error {
	if len(ks) == 0 {
		return nil
	}
	var names []string
	for _, k := range ks {
		kw, ok := KeywordByID(KeywordID(k.ID))
		if !ok {
			return fmt.Errorf("keyword %d is not in this crewcard's registry; a newer crewcard made this code", k.ID)
		}
		name := kw.Name
		if k.Param != 0 {
			name += fmt.Sprintf(" %d", k.Param)
		}
		names = append(names, name)
	}
	fmt.Fprintf(b, "%s = %s\n", key, model.TOMLList(names))
	return nil
}
