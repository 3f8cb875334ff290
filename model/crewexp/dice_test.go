package crewexp_test

import (
	"fmt"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestLevelFor checks the level chart (L) for every skill count a crew can
// hold, including the decision that 5 skills are level 2.
func TestLevelFor(t *testing.T) {
	type row struct {
		level   int
		quality crewexp.Quality
		morale  int
		slots   int
	}
	want := func(n int) row {
		switch {
		case n <= 1:
			return row{1, crewexp.Inexperienced, 8, 3}
		case n <= 5:
			return row{2, crewexp.Regular, 9, 4}
		case n <= 11:
			return row{3, crewexp.Veteran, 10, 5}
		case n <= 19:
			return row{4, crewexp.Veteran, 10, 6}
		case n <= 29:
			return row{5, crewexp.Veteran, 10, 7}
		}
		return row{6, crewexp.Veteran, 10, 8}
	}
	for n := 0; n <= 30; n++ {
		t.Run(fmt.Sprintf("%d_skills", n), func(t *testing.T) {
			got := crewexp.LevelFor(n)
			w := want(n)
			if got.Level != w.level {
				t.Errorf("LevelFor(%d) = %d, want %d", n, got.Level, w.level)
			}
			if got.Quality != w.quality || got.Morale != w.morale || got.Slots != w.slots {
				t.Errorf("LevelFor(%d) = %s, morale %d, %d slots; want %s, morale %d, %d slots",
					n, got.Quality, got.Morale, got.Slots, w.quality, w.morale, w.slots)
			}
			if n < got.MinSkills {
				t.Errorf("LevelFor(%d).MinSkills = %d, more than the skills", n, got.MinSkills)
			}
		})
	}
	if got := crewexp.LevelFor(5).Level; got != 2 {
		t.Errorf("LevelFor(5) = %d, want 2", got)
	}
}

func TestKillXP(t *testing.T) {
	for _, tc := range []struct{ points, want int }{
		{282, 28}, // the rules' Veteran Sherman 76mm (X1)
		{0, 0}, {9, 0}, {10, 1}, {19, 1}, {55, 5}, {300, 30}, {9999, 999},
	} {
		t.Run(fmt.Sprint(tc.points), func(t *testing.T) {
			if got := crewexp.KillXP(tc.points); got != tc.want {
				t.Errorf("KillXP(%d) = %d, want %d", tc.points, got, tc.want)
			}
		})
	}
	if crewexp.SurvivalXP != 20 || crewexp.SkillCost != 30 {
		t.Errorf("SurvivalXP, SkillCost = %d, %d, want 20, 30 (X2, X3)", crewexp.SurvivalXP, crewexp.SkillCost)
	}
}

func TestSurvivalModifier(t *testing.T) {
	md := crewexp.KnockOut{MassiveDamage: true}
	soft := crewexp.KnockOut{SoftSkin: true}
	for _, tc := range []struct {
		name     string
		crewmen  int
		firstAid bool
		ko       crewexp.KnockOut
		want     int
	}{
		{"1_crewman", 1, false, crewexp.KnockOut{}, 0},
		{"3_crewmen", 3, false, crewexp.KnockOut{}, 0},
		{"4_crewmen", 4, false, crewexp.KnockOut{}, 1},
		{"5_crewmen", 5, false, crewexp.KnockOut{}, 2},
		{"6_crewmen", 6, false, crewexp.KnockOut{}, 3},
		{"10_crewmen", 10, false, crewexp.KnockOut{}, 3},
		{"first_aid", 5, true, crewexp.KnockOut{}, 3},
		{"massive_damage", 5, false, md, 1},
		{"soft_skin", 2, false, soft, -1},
		{"all", 4, true, crewexp.KnockOut{MassiveDamage: true, SoftSkin: true}, 0},
		{"first_aid_massive_damage", 6, true, md, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := crewexp.SurvivalModifier(tc.crewmen, tc.firstAid, tc.ko); got != tc.want {
				t.Errorf("SurvivalModifier(%d, %v, %+v) = %+d, want %+d", tc.crewmen, tc.firstAid, tc.ko, got, tc.want)
			}
		})
	}
}

func TestSurvivalDice(t *testing.T) {
	for q, want := range map[crewexp.Quality]int{crewexp.Inexperienced: 2, crewexp.Regular: 1, crewexp.Veteran: 2} {
		if got := crewexp.SurvivalDice(q); got != want {
			t.Errorf("SurvivalDice(%s) = %d, want %d", q, got, want)
		}
	}
}

func TestSurvivorCount(t *testing.T) {
	for _, tc := range []struct {
		q       crewexp.Quality
		dice    []int
		mod     int
		crewmen int
		want    int
	}{
		{crewexp.Inexperienced, []int{1, 3}, 0, 5, 1},
		{crewexp.Inexperienced, []int{3, 1}, 0, 5, 1},
		{crewexp.Inexperienced, []int{3, 2}, 2, 5, 4},
		{crewexp.Inexperienced, []int{2, 2}, 0, 5, 2},
		{crewexp.Regular, []int{2}, 0, 5, 2},
		{crewexp.Regular, []int{3}, 2, 5, 5},
		{crewexp.Veteran, []int{1, 3}, 0, 5, 3},
		{crewexp.Veteran, []int{3, 1}, 0, 5, 3},
		{crewexp.Veteran, []int{2, 1}, 1, 5, 3},
		{crewexp.Veteran, []int{3, 3}, 3, 5, 5}, // 6, clamped to the crewmen
		{crewexp.Regular, []int{1}, -2, 2, 0},   // -1, clamped to 0
		{crewexp.Inexperienced, []int{1, 1}, -1, 2, 0},
		{crewexp.Veteran, []int{3, 2}, 3, 6, 6},
	} {
		t.Run(fmt.Sprintf("%s_%v_%+d_of_%d", tc.q, tc.dice, tc.mod, tc.crewmen), func(t *testing.T) {
			if got := crewexp.SurvivorCount(tc.q, tc.dice, tc.mod, tc.crewmen); got != tc.want {
				t.Errorf("SurvivorCount(%s, %v, %+d, %d) = %d, want %d", tc.q, tc.dice, tc.mod, tc.crewmen, got, tc.want)
			}
		})
	}
}

func TestSurvivorRange(t *testing.T) {
	for _, tc := range []struct{ mod, crewmen, lo, hi int }{
		{2, 5, 3, 5}, // five crewmen not hit by Massive Damage keep at least three (V2)
		{1, 5, 2, 4},
		{3, 6, 4, 6},
		{0, 2, 1, 2},
		{-1, 2, 0, 2},
		{-2, 2, 0, 1},
		{0, 1, 1, 1},
		{3, 3, 3, 3},
		{-4, 3, 0, 0},
	} {
		t.Run(fmt.Sprintf("%+d_of_%d", tc.mod, tc.crewmen), func(t *testing.T) {
			lo, hi := crewexp.SurvivorRange(tc.mod, tc.crewmen)
			if lo != tc.lo || hi != tc.hi {
				t.Errorf("SurvivorRange(%+d, %d) = %d, %d, want %d, %d", tc.mod, tc.crewmen, lo, hi, tc.lo, tc.hi)
			}
		})
	}
}

func TestMemberRoll(t *testing.T) {
	for _, tc := range []struct {
		die    int
		role   crewexp.Role
		choose bool
		ok     bool
	}{
		{1, crewexp.Driver, false, true},
		{2, crewexp.Radio, false, true},
		{3, crewexp.Gunner, false, true},
		{4, crewexp.Loader, false, true},
		{5, crewexp.Commander, false, true},
		{6, 0, true, true},
		{0, 0, false, false},
		{7, 0, false, false},
		{-1, 0, false, false},
	} {
		t.Run(fmt.Sprint(tc.die), func(t *testing.T) {
			r, choose, ok := crewexp.MemberRoll(tc.die)
			if ok != tc.ok || choose != tc.choose || ok && !choose && r != tc.role {
				t.Errorf("MemberRoll(%d) = %v, %v, %v, want %v, %v, %v", tc.die, r, choose, ok, tc.role, tc.choose, tc.ok)
			}
		})
	}
}

// skillTables is the order the rules list each role's skills in (S1).
var skillTables = map[crewexp.Role][6]string{
	crewexp.Driver:    {"Quick Reflexes", "Lead Foot", "Crank Head", "Eye for Terrain", "Push Through", "Bulldozer"},
	crewexp.Radio:     {"Marking the Target", "Signal Enhancement", "Relaying", "Independent MMG Shooter", "Co-Driver", "Call of Revenge"},
	crewexp.Gunner:    {"Deadeye", "Snap Shooter", "Hair Trigger", "Instant Kill", "Skill Shot", "Long Shot"},
	crewexp.Loader:    {"Fast Reload", "Preparatory Loading", "Next Target!", "Adrenalin Rush", "Gunner Support", "Safe Stowage"},
	crewexp.Commander: {"Lucky", "Strict Discipline", "Eagle Eye", "Motivational Leader", "Battle Awareness", "Follow Me!"},
}

func TestSkillRoll(t *testing.T) {
	for _, r := range crewexp.Roles {
		for die := 0; die <= 7; die++ {
			t.Run(fmt.Sprintf("%s_%d", r, die), func(t *testing.T) {
				sk, ok := crewexp.SkillRoll(r, die)
				if die < 1 || die > 6 {
					if ok {
						t.Errorf("SkillRoll(%s, %d) = %q, want none", r, die, sk.Name)
					}
					return
				}
				if want := skillTables[r][die-1]; !ok || sk.Name != want || sk.Role != r || sk.Die != die {
					t.Errorf("SkillRoll(%s, %d) = %q (%s, %d), %v, want %q", r, die, sk.Name, sk.Role, sk.Die, ok, want)
				}
			})
		}
	}
}

// TestSkillTable checks the skill tables (S1, S2) and that every skill can
// print on the card beside its tick box (S7).
func TestSkillTable(t *testing.T) {
	seen := map[crewexp.SkillID]bool{}
	for i, sk := range crewexp.Skills() {
		t.Run(sk.Name, func(t *testing.T) {
			if sk.ID != crewexp.SkillID(i+1) || seen[sk.ID] {
				t.Errorf("%q has registry number %d at place %d", sk.Name, sk.ID, i+1)
			}
			seen[sk.ID] = true
			if sk.Text == "" || sk.Name == "" {
				t.Errorf("skill %d: name %q, card text %q; want both", sk.ID, sk.Name, sk.Text)
			}
			if got, ok := crewexp.SkillByName(sk.Name); !ok || got.ID != sk.ID {
				t.Errorf("SkillByName(%q) = %d, %v, want %d", sk.Name, got.ID, ok, sk.ID)
			}
			if got, ok := crewexp.SkillByID(sk.ID); !ok || got.Name != sk.Name {
				t.Errorf("SkillByID(%d) = %q, %v, want %q", sk.ID, got.Name, ok, sk.Name)
			}
		})
	}
	if n := len(crewexp.Skills()); n != 30 {
		t.Errorf("%d skills, want 30", n)
	}
	for _, r := range crewexp.Roles {
		table := crewexp.TableOf(r)
		if len(table) != 6 {
			t.Errorf("TableOf(%s) has %d skills, want 6", r, len(table))
			continue
		}
		for i, sk := range table {
			if sk.Die != i+1 || sk.Role != r || sk.Name != skillTables[r][i] {
				t.Errorf("TableOf(%s)[%d] = %q (%s, die %d), want %q (die %d)", r, i, sk.Name, sk.Role, sk.Die, skillTables[r][i], i+1)
			}
		}
	}
	for _, name := range []string{"Tiger", "", "Deadeye!!x", "Medic"} {
		if sk, ok := crewexp.SkillByName(name); ok {
			t.Errorf("SkillByName(%q) = %q, want no skill", name, sk.Name)
		}
	}
	for _, name := range []string{"deadeye", "DEAD-EYE", "follow me", "next target", "co driver"} {
		if _, ok := crewexp.SkillByName(name); !ok {
			t.Errorf("SkillByName(%q) found nothing, want a skill", name)
		}
	}
	for _, id := range []crewexp.SkillID{0, 31, 255} {
		if _, ok := crewexp.SkillByID(id); ok {
			t.Errorf("SkillByID(%d) found a skill, want none", id)
		}
	}
	reuses := map[string]crewexp.RoleSet{}
	for _, sk := range crewexp.Skills() {
		if sk.Reuses != 0 {
			reuses[sk.Name] = sk.Reuses
		}
	}
	all := crewexp.AllRoles &^ crewexp.RoleSet(0).With(crewexp.Commander)
	want := map[string]crewexp.RoleSet{
		"Co-Driver":           crewexp.RoleSet(0).With(crewexp.Driver),
		"Gunner Support":      crewexp.RoleSet(0).With(crewexp.Gunner),
		"Motivational Leader": all,
	}
	if fmt.Sprint(reuses) != fmt.Sprint(want) {
		t.Errorf("repeating skills (S6) = %v, want %v", reuses, want)
	}
}

func TestUpgradeCatalogue(t *testing.T) {
	ups := crewexp.Upgrades()
	if len(ups) != 15 {
		t.Fatalf("%d upgrades, want 15", len(ups))
	}
	for i, u := range ups {
		t.Run(u.Name, func(t *testing.T) {
			if u.ID != crewexp.UpgradeID(i+1) {
				t.Errorf("%q has registry number %d at place %d", u.Name, u.ID, i+1)
			}
			if u.Level < 1 || u.Level > 5 || u.Cost != 10*u.Level {
				t.Errorf("%q: level %d, %d pts; want level 1–5 at 10 pts a level", u.Name, u.Level, u.Cost)
			}
			if u.Text == "" || u.Icon == "" {
				t.Errorf("%q: card text %q, icon %q; want both", u.Name, u.Text, u.Icon)
			}
			if got, ok := crewexp.UpgradeByName(u.Name); !ok || got.ID != u.ID {
				t.Errorf("UpgradeByName(%q) = %d, %v", u.Name, got.ID, ok)
			}
			if slow := u.Name == "Extra Armor"; u.Slow != slow {
				t.Errorf("%q: Slow = %v, want %v (U5)", u.Name, u.Slow, slow)
			}
		})
	}
	for name, want := range map[string]struct{ level, cost int }{
		"First Aid Box": {1, 10}, "Toolbox": {1, 10}, "Fire Extinguisher": {1, 10},
		"Multi-Purpose Box": {2, 20}, "Extra Armor": {5, 50}, "Vertical Stabilize": {3, 30},
	} {
		if u, ok := crewexp.UpgradeByName(name); !ok || u.Level != want.level || u.Cost != want.cost {
			t.Errorf("UpgradeByName(%q) = level %d, %d pts, %v; want level %d, %d pts", name, u.Level, u.Cost, ok, want.level, want.cost)
		}
	}
	if _, ok := crewexp.UpgradeByName("Spall Linr"); ok {
		t.Errorf(`UpgradeByName("Spall Linr") found an upgrade`)
	}
}

func TestParseRoleAndKind(t *testing.T) {
	for in, want := range map[string]crewexp.Role{
		"commander": crewexp.Commander, "Gunner": crewexp.Gunner, " loader ": crewexp.Loader,
		"radio": crewexp.Radio, "radio operator": crewexp.Radio, "Radio_Operator": crewexp.Radio,
		"radio-operator": crewexp.Radio, "driver": crewexp.Driver,
	} {
		if r, ok := crewexp.ParseRole(in); !ok || r != want {
			t.Errorf("ParseRole(%q) = %v, %v, want %v", in, r, ok, want)
		}
	}
	for _, in := range []string{"", "pilot", "radio op", "co-driver"} {
		if r, ok := crewexp.ParseRole(in); ok {
			t.Errorf("ParseRole(%q) = %v, want none", in, r)
		}
	}
	kinds := map[string]struct {
		kind      crewexp.Kind
		maxSkills int
		kills     bool
	}{
		"tank": {crewexp.Tank, 30, true}, "transport": {crewexp.Transport, 6, true},
		"at-transport": {crewexp.ATTransport, 18, true}, "unarmed": {crewexp.Unarmed, 6, false},
	}
	for key, want := range kinds {
		k, ok := crewexp.ParseKind(key)
		if !ok || k != want.kind || k.MaxSkills() != want.maxSkills || k.EarnsKills() != want.kills {
			t.Errorf("ParseKind(%q) = %v (%d skills, kills %v), %v; want %v (%d skills, kills %v)",
				key, k, k.MaxSkills(), k.EarnsKills(), ok, want.kind, want.maxSkills, want.kills)
		}
	}
	if _, ok := crewexp.ParseKind("Tank "); ok {
		t.Errorf(`ParseKind("Tank ") accepted`)
	}
}
