package fow_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// weapon returns the first weapon of the first team.
func weapon(u *fow.Unit) fow.Weapon { return u.Teams[0].Weapons[0] }

// bombard is a weapon line with a bombardment, added to the first team.
const bombard = `
[[team.weapon]]
name = "10.5cm howitzer"
mount = "Hull-mounted"
range = '24"/60cm'
rof = { halted = 1, moving = "-" }
anti_tank = 9
firepower = "2+"
bombardment = { range = '72"/180cm', anti_tank = 3, firepower = "4+" }
`

var weaponCases = []fileCase{
	{rule: "F4", accept: true, name: "dice_and_dash", src: baseUnit + bombard,
		check: func(t *testing.T, u *fow.Unit) {
			w := u.Teams[0].Weapons[1]
			if w.Halted != 1 || w.Moving != fow.NoROF || w.Bombard == nil || *w.Bombard != (fow.Bombardment{Range: 72, AntiTank: 3, Firepower: 4}) {
				t.Errorf("weapon = %+v, bombardment %+v", w, w.Bombard)
			}
		}},
	{rule: "F4", accept: true, name: "zero_dice", src: edit(`halted = 2`, `halted = 0`)},
	{rule: "F4", name: "missing", src: edit(`rof = { halted = 2, moving = 1 }`+"\n", ``), want: []string{"F4"},
		msg: "team[1].weapon[1].rof: give the ROF halted and moving"},
	{rule: "F4", name: "one_missing", src: edit(`, moving = 1`, ``), want: []string{"F4"}},
	{rule: "F4", name: "text_and_too_many", src: edit(`halted = 2`, `halted = "2"`, `moving = 1`, `moving = 21`), want: []string{"F4", "F4"},
		msg: `ROF is a whole number of dice from 0 to 20, or "-", not "2"`},
	{rule: "F4", name: "bombardment_rof", src: baseUnit + replaceIn(bombard, `firepower = "4+" }`, `firepower = "4+", rof = 1 }`), want: []string{"F4"},
		msg: "team[1].weapon[2].bombardment.rof: a bombardment line has no ROF (the card prints -); leave rof out (F4)"},

	{rule: "F5", accept: true, name: "typographic_quotes_and_spaces", src: edit(`'10"/25cm'`, `"10”/25 cm"`, `'32"/80cm'`, `'32″ / 80cm'`),
		check: func(t *testing.T, u *fow.Unit) {
			if u.Teams[0].Mobility[0] != 10 || weapon(u).Range != 32 || weapon(u).Range.String() != `32"/80cm` {
				t.Errorf("tactical %v, range %v", u.Teams[0].Mobility[0], weapon(u).Range)
			}
		}},
	{rule: "F5", accept: true, name: "dash_cannot_move", src: edit(`tactical = '10"/25cm'`, `tactical = "-"`),
		check: func(t *testing.T, u *fow.Unit) {
			if d := u.Teams[0].Mobility[0]; d != 0 || d.String() != "-" {
				t.Errorf("tactical = %v, want -", d)
			}
		}},
	{rule: "F5", name: "the_draft's_apostrophe", src: edit(`'12"/30cm'`, `"12'/30cm"`), want: []string{"F5"},
		msg: `team[1].terrain_dash: "12'/30cm": inches take a double quote, not an apostrophe; write 12"/30cm (F5)`},
	{rule: "F5", name: "centimetres_disagree", src: edit(`'18"/45cm'`, `'18"/40cm'`), want: []string{"F5"},
		msg: `"18\"/40cm": 18 inches are 45cm (M = 2.5 × N); write 18"/45cm or 16"/40cm`},
	{rule: "F5", name: "no_inches_and_dash_range", src: edit(`'20"/50cm'`, `"50cm"`, `'32"/80cm'`, `"-"`), want: []string{"F5", "F5"}},
	{rule: "F5", name: "zero", src: edit(`'32"/80cm'`, `'0"/0cm'`), want: []string{"F5"}},

	{rule: "F6", accept: true, name: "six_either_way_and_zero", src: edit(`anti_tank = 11`, `anti_tank = 0`, `firepower = "3+"`, `firepower = "6+"`),
		check: func(t *testing.T, u *fow.Unit) {
			if w := weapon(u); w.AntiTank != 0 || w.Firepower != 6 {
				t.Errorf("AT %d, FP %d; want 0, 6", w.AntiTank, w.Firepower)
			}
		}},
	{rule: "F6", name: "firepower_seven_and_zero", src: edit(`firepower = "3+"`, `firepower = "7"`) + replaceIn(bombard, `firepower = "4+" }`, `firepower = "0+" }`),
		want: []string{"F6", "F6"}, msg: `"7" is not a firepower: write 1+, 2+, 3+, 4+, 5+, 6 or AUTO`},
	{rule: "F6", accept: true, name: "firepower_auto", src: edit(`firepower = "3+"`, `firepower = "auto"`),
		check: func(t *testing.T, u *fow.Unit) {
			if fp := u.Teams[0].Weapons[0].Firepower; fp != fow.FirepowerAuto || fow.FirepowerString(fp) != "AUTO" {
				t.Errorf("firepower %d (%s), want AUTO", fp, fow.FirepowerString(fp))
			}
		}},
	{rule: "F6", name: "anti_tank_text_and_high", src: edit(`anti_tank = 11`, `anti_tank = "11"`) + replaceIn(bombard, `anti_tank = 3`, `anti_tank = 32`),
		want: []string{"F6", "F6"}, msg: `anti-tank is a whole number from 0 to 31, not "11"`},
	{rule: "F6", name: "missing", src: edit(`anti_tank = 11`+"\n", ``, `firepower = "3+"`, ``), want: []string{"F6", "F6"}},

	{rule: "F8", accept: true, name: "any_case_or_none", src: edit(`mount = "Tank Turret"`, `mount = "tank turret"`) + replaceIn(bombard, `mount = "Hull-mounted"`+"\n", ``),
		check: func(t *testing.T, u *fow.Unit) {
			if m, _ := fow.MountByID(weapon(u).Mount); m.Name != "Tank Turret" || u.Teams[0].Weapons[1].Mount != 0 {
				t.Errorf("mounts = %d, %d", weapon(u).Mount, u.Teams[0].Weapons[1].Mount)
			}
		}},
	{rule: "F8", name: "unknown_suggested", src: edit(`"Tank Turret"`, `"Tank Turet"`), want: []string{"F8"},
		msg: `unknown mount "Tank Turet"; did you mean "Tank Turret"?`},
	{rule: "F8", name: "not_for_this_team", src: edit(`"Tank Turret"`, `"Infantry team"`) + replaceIn(infantryTeam, `"Infantry team"`, `"Hull MG"`),
		want: []string{"F8", "F8"}, msg: `"Infantry team" does not suit a tank team; use Tank Turret, Hull-mounted`},
}
