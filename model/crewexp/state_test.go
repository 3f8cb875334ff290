package crewexp_test

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

func roles(rs ...crewexp.Role) crewexp.RoleSet {
	var s crewexp.RoleSet
	for _, r := range rs {
		s = s.With(r)
	}
	return s
}

// crewOf returns members holding the role sets given.
func crewOf(sets ...crewexp.RoleSet) []crewexp.Member {
	var ms []crewexp.Member
	for _, s := range sets {
		ms = append(ms, crewexp.Member{Roles: s})
	}
	return ms
}

// fiveMen is a tank crew of five, one role each.
func fiveMen() []crewexp.Member {
	var ms []crewexp.Member
	for _, r := range crewexp.Roles {
		ms = append(ms, crewexp.Member{Roles: roles(r)})
	}
	return ms
}

// twoMen is a two-man crew: commander+gunner, and driver.
func twoMen() []crewexp.Member {
	return crewOf(roles(crewexp.Commander, crewexp.Gunner), roles(crewexp.Driver))
}

// held returns the skills named; a name starting with "*" is a legendary basic.
func held(names ...string) []crewexp.Held {
	var hs []crewexp.Held
	for _, n := range names {
		basic := n[0] == '*'
		if basic {
			n = n[1:]
		}
		sk, ok := crewexp.SkillByName(n)
		if !ok {
			panic("no skill " + n)
		}
		hs = append(hs, crewexp.Held{ID: sk.ID, Basic: basic})
	}
	return hs
}

func skill(name string) crewexp.Skill {
	sk, ok := crewexp.SkillByName(name)
	if !ok {
		panic("no skill " + name)
	}
	return sk
}

func problemRules(ps []crewexp.Problem, warn bool) []string {
	var out []string
	for _, p := range ps {
		if p.Warn == warn {
			out = append(out, p.Rule)
		}
	}
	slices.Sort(out)
	return out
}

var gainCases = []struct {
	rule, name string
	s          crewexp.State
	role       crewexp.Role
	skill      string
	cost       int
	want       []string // rules broken; nil: the skill is gained
	warn       []string
	xp         int // XP after
}{
	{"X3", "roll_with_30_xp", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 30}, crewexp.Gunner, "Deadeye", 30, nil, nil, 0},
	{"X3", "roll_with_29_xp", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 29}, crewexp.Gunner, "Deadeye", 30, []string{"X3"}, nil, 29},
	{"P2", "starting_skill_is_free", crewexp.State{Kind: crewexp.Tank, Members: fiveMen()}, crewexp.Gunner, "Deadeye", 0, nil, nil, 0},
	{"C2", "merged_member_gains_for_either_role", crewexp.State{Kind: crewexp.Tank, Members: twoMen(), XP: 40, Skills: held("Lucky")}, crewexp.Gunner, "Deadeye", 30, nil, nil, 10},
	{"C3", "transport_gunner", crewexp.State{Kind: crewexp.Transport, Members: crewOf(roles(crewexp.Driver)), XP: 40}, crewexp.Gunner, "Deadeye", 30, []string{"C3"}, nil, 40},
	{"C3", "unarmed_radio_operator", crewexp.State{Kind: crewexp.Unarmed, Members: crewOf(roles(crewexp.Driver), roles(crewexp.Radio)), XP: 40}, crewexp.Radio, "Relaying", 30, []string{"C3"}, nil, 40},
	{"C3", "unarmed_driver", crewexp.State{Kind: crewexp.Unarmed, Members: crewOf(roles(crewexp.Driver), roles(crewexp.Radio)), XP: 40}, crewexp.Driver, "Bulldozer", 30, nil, nil, 10},
	{"S2", "commander_skill_for_gunner", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40}, crewexp.Gunner, "Lucky", 30, []string{"S2"}, nil, 40},
	{"S2", "wrong_role_and_no_xp", crewexp.State{Kind: crewexp.Tank, Members: fiveMen()}, crewexp.Gunner, "Lucky", 30, []string{"S2", "X3"}, nil, 0},
	{"S3", "held_already", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("Deadeye")}, crewexp.Gunner, "Deadeye", 30, []string{"S3"}, nil, 40},
	{"S3", "basic_held_already", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("*Deadeye")}, crewexp.Gunner, "Deadeye", 30, []string{"S3"}, nil, 40},
	{"S4", "absent_loader", crewexp.State{Kind: crewexp.Tank, Members: twoMen(), XP: 40}, crewexp.Loader, "Fast Reload", 30, []string{"S4"}, nil, 40},
	{"S4", "fifth_of_six", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("Deadeye", "Snap Shooter", "Hair Trigger", "Instant Kill", "Skill Shot")}, crewexp.Gunner, "Long Shot", 30, nil, nil, 10},
	{"S6", "gunner_support_first", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40}, crewexp.Loader, "Gunner Support", 30, nil, []string{"S6"}, 10},
	{"S6", "gunner_support_after_a_gunner_skill", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("Deadeye")}, crewexp.Loader, "Gunner Support", 30, nil, nil, 10},
	{"S6", "motivational_leader_after_a_driver_skill", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("Bulldozer")}, crewexp.Commander, "Motivational Leader", 30, nil, nil, 10},
	{"S6", "motivational_leader_with_commander_skill_only", crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), XP: 40, Skills: held("Lucky")}, crewexp.Commander, "Motivational Leader", 30, nil, []string{"S6"}, 10},
}

func TestGainSkill(t *testing.T) {
	for _, tc := range gainCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			s := tc.s.Clone()
			before := len(s.Skills)
			ps := s.GainSkill(tc.role, skill(tc.skill), tc.cost, false)
			if got := problemRules(ps, false); !slices.Equal(got, tc.want) {
				t.Errorf("GainSkill(%s, %q) breaks %q, want %q: %+v", tc.role, tc.skill, got, tc.want, ps)
			}
			if got := problemRules(ps, true); !slices.Equal(got, tc.warn) {
				t.Errorf("GainSkill(%s, %q) warns %q, want %q", tc.role, tc.skill, got, tc.warn)
			}
			if s.XP != tc.xp {
				t.Errorf("XP after GainSkill = %d, want %d", s.XP, tc.xp)
			}
			gained := tc.want == nil
			if got := len(s.Skills) - before; got != map[bool]int{true: 1, false: 0}[gained] {
				t.Errorf("GainSkill added %d skills, want gained=%v", got, gained)
			}
			if gained && (!s.Has(skill(tc.skill).ID) || s.XPSpent != tc.cost) {
				t.Errorf("after GainSkill: Has = %v, XPSpent = %d, want true, %d", s.Has(skill(tc.skill).ID), s.XPSpent, tc.cost)
			}
		})
	}
}

func TestGainSkillKeepsBasicMark(t *testing.T) {
	s := crewexp.State{Kind: crewexp.Tank, Members: fiveMen()}
	s.GainSkill(crewexp.Commander, skill("Lucky"), 0, true)
	s.GainSkill(crewexp.Gunner, skill("Deadeye"), 0, false)
	if got := s.Skills; len(got) != 2 || !got[0].Basic || got[1].Basic {
		t.Errorf("skills = %+v, want Lucky basic and Deadeye not", got)
	}
	if got := s.Of(crewexp.Gunner); len(got) != 1 || got[0].ID != skill("Deadeye").ID {
		t.Errorf("Of(gunner) = %+v, want Deadeye", got)
	}
}

var bailCases = []struct {
	rule, name string
	s          crewexp.State
	b          crewexp.Bailout
	want       []string // rules broken; nil: the bail-out is legal
	skills     []string // skills after
}{
	{"V4", "dead_gunner_loses_his_skill",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, Skills: held("Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Loader, crewexp.Radio, crewexp.Driver)},
		nil, []string{"Lead Foot"}},
	{"V4", "legendary_basics_survive_the_dead",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, Skills: held("*Deadeye", "*Long Shot", "*Lucky", "*Fast Reload", "Relaying", "Bulldozer")},
		crewexp.Bailout{Survivors: roles(crewexp.Radio, crewexp.Driver, crewexp.Loader)},
		nil, []string{"Deadeye", "Long Shot", "Lucky", "Fast Reload", "Relaying", "Bulldozer"}},
	{"V4", "illegal_bail_out_changes_nothing",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, Skills: held("Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Commander)},
		[]string{"V2"}, []string{"Deadeye", "Lead Foot"}},
	{"C2", "merged_member_dies_losing_both_roles",
		crewexp.State{Kind: crewexp.Tank, Members: twoMen(), Crewmen: 2, Skills: held("Lucky", "Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Driver)},
		nil, []string{"Lead Foot"}},
	{"C2", "merged_member_survives_as_either_role",
		crewexp.State{Kind: crewexp.Tank, Members: twoMen(), Crewmen: 2, Skills: held("Lucky", "Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Gunner)},
		nil, []string{"Lucky", "Deadeye"}},
	{"C4", "roleless_crewman_counts_as_survivor",
		// Regular (2 skills): 1 D3, +3 for six crewmen: 4 to 6. Three members and the roleless sixth.
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 6, Skills: held("Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver)},
		nil, []string{"Deadeye", "Lead Foot"}},
	{"C4", "six_crewmen_keep_four",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 6, Skills: held("Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner)},
		[]string{"V2"}, []string{"Deadeye", "Lead Foot"}},
	{"V1", "inexperienced_dice_keep_lowest",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver, crewexp.Loader), SurvivalDice: []int{3, 2}},
		nil, nil},
	{"V1", "veteran_dice_keep_highest",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, Skills: held("Lucky", "Eagle Eye", "Deadeye", "Long Shot", "Fast Reload", "Relaying")},
		crewexp.Bailout{KnockOut: crewexp.KnockOut{MassiveDamage: true}, Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Loader), SurvivalDice: []int{1, 2}},
		nil, []string{"Lucky", "Eagle Eye", "Deadeye", "Long Shot", "Fast Reload"}},
	{"V1", "regular_rolls_one_die",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, Skills: held("Deadeye", "Lead Foot")},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver, crewexp.Loader), SurvivalDice: []int{2, 2}},
		[]string{"V1"}, []string{"Deadeye", "Lead Foot"}},
	{"V1", "d3_shows_0",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver), SurvivalDice: []int{0, 2}},
		[]string{"V1"}, nil},
	{"V2", "dice_give_fewer_survivors",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver, crewexp.Loader), SurvivalDice: []int{3, 1}},
		[]string{"V2"}, nil},
	{"V2", "soft_skin_lone_driver_may_die",
		crewexp.State{Kind: crewexp.Transport, Members: crewOf(roles(crewexp.Driver)), Crewmen: 1},
		crewexp.Bailout{KnockOut: crewexp.KnockOut{SoftSkin: true}},
		nil, nil},
	{"V2", "lone_driver_always_survives_armoured",
		crewexp.State{Kind: crewexp.Transport, Members: crewOf(roles(crewexp.Driver)), Crewmen: 1},
		crewexp.Bailout{},
		[]string{"V2"}, nil},
	{"V2", "multi_purpose_box_counts_as_first_aid",
		// Two crewmen 0, first aid +1: 2 to 4, clamped to 2: both survive.
		crewexp.State{Kind: crewexp.Tank, Members: twoMen(), Crewmen: 2, Upgrades: []crewexp.UpgradeID{4}},
		crewexp.Bailout{Survivors: roles(crewexp.Driver)},
		[]string{"V2"}, nil},
	{"V3", "member_dice_find_survivors",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver), MemberDice: []int{1, 6, 5}},
		nil, nil},
	{"V3", "survivor_role_absent",
		crewexp.State{Kind: crewexp.Tank, Members: twoMen(), Crewmen: 2},
		crewexp.Bailout{Survivors: roles(crewexp.Driver, crewexp.Loader)},
		[]string{"V3"}, nil},
	{"V3", "member_die_repeated_and_out_of_range",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver), MemberDice: []int{1, 1, 9}},
		[]string{"V3", "V3"}, nil},
	{"V3", "too_few_member_dice",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver), MemberDice: []int{1, 5}},
		[]string{"V3"}, nil},
	{"V3", "member_die_finds_the_dead",
		crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5},
		crewexp.Bailout{Survivors: roles(crewexp.Commander, crewexp.Gunner, crewexp.Driver), MemberDice: []int{1, 5, 4}},
		[]string{"V3"}, nil},
}

func TestBail(t *testing.T) {
	for _, tc := range bailCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			s := tc.s.Clone()
			before := len(s.Skills)
			ps := s.Bail(tc.b)
			if got := problemRules(ps, false); !slices.Equal(got, tc.want) {
				t.Errorf("Bail(%+v) breaks %q, want %q: %+v", tc.b, got, tc.want, ps)
			}
			if got := skillNames(s.Skills); !slices.Equal(got, tc.skills) {
				t.Errorf("skills after Bail = %q, want %q", got, tc.skills)
			}
			if lost := before - len(s.Skills); s.SkillsLost != lost {
				t.Errorf("SkillsLost = %d, want %d", s.SkillsLost, lost)
			}
		})
	}
}

var fitCases = []struct {
	rule, name string
	skills     int // skills held, which set the level
	upgrades   []crewexp.UpgradeID
	want       []string
	items      []int // Item of each problem, in order
}{
	{"U1", "three_at_level_1", 0, []crewexp.UpgradeID{1, 2, 3}, nil, nil},
	{"U1", "eight_at_level_6", 30, []crewexp.UpgradeID{15, 14, 13, 12, 11, 10, 9, 8}, nil, nil},
	{"U1", "four_at_level_1", 1, []crewexp.UpgradeID{1, 2, 3, 3}, []string{"U1", "U3"}, []int{-1, 3}},
	{"U1", "five_at_level_2", 5, []crewexp.UpgradeID{1, 2, 3, 5, 6}, []string{"U1"}, []int{-1}},
	{"U2", "level_2_at_level_2", 2, []crewexp.UpgradeID{4, 5, 6}, nil, nil},
	{"U2", "level_5_at_level_4", 19, []crewexp.UpgradeID{12, 15}, []string{"U2"}, []int{1}},
	{"U2", "level_2_at_level_1", 1, []crewexp.UpgradeID{6}, []string{"U2"}, []int{0}},
	{"U3", "multi_purpose_box_with_its_contents", 2, []crewexp.UpgradeID{4, 1, 3}, []string{"U3", "U3"}, []int{0, 0}},
	{"U3", "twice", 2, []crewexp.UpgradeID{6, 6}, []string{"U3"}, []int{1}},
	{"U3", "multi_purpose_box_alone", 2, []crewexp.UpgradeID{4, 5}, nil, nil},
	{"U5", "extra_armor_at_level_5", 20, []crewexp.UpgradeID{15}, nil, nil},
	{"U5", "extra_armor_at_level_4", 12, []crewexp.UpgradeID{15}, []string{"U2"}, []int{0}},
}

func TestFit(t *testing.T) {
	all := crewexp.Skills()
	for _, tc := range fitCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			s := crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5}
			for _, sk := range all[:tc.skills] {
				s.Skills = append(s.Skills, crewexp.Held{ID: sk.ID})
			}
			ps := s.Fit(tc.upgrades)
			var rules []string
			var items []int
			for _, p := range ps {
				rules = append(rules, p.Rule)
				items = append(items, p.Item)
			}
			if !slices.Equal(rules, tc.want) || !slices.Equal(items, tc.items) {
				t.Errorf("Fit(%v) at level %d = %q at items %v, want %q at %v: %+v",
					tc.upgrades, s.Level().Level, rules, items, tc.want, tc.items, ps)
			}
			if !slices.Equal(s.Upgrades, tc.upgrades) {
				t.Errorf("Upgrades after Fit = %v, want %v, fitted even when illegal", s.Upgrades, tc.upgrades)
			}
		})
	}
}

func TestTotalPointsAndSlow(t *testing.T) {
	for _, tc := range []struct {
		name     string
		points   int
		upgrades []crewexp.UpgradeID
		total    int
		slow     bool
	}{
		{"none", 156, nil, 156, false},
		{"first_aid_box", 156, []crewexp.UpgradeID{1}, 166, false},
		{"multi_purpose_box_and_radio", 156, []crewexp.UpgradeID{4, 6}, 196, false},
		{"extra_armor", 300, []crewexp.UpgradeID{15}, 350, true},
		{"level_5_three", 285, []crewexp.UpgradeID{13, 14, 15, 1}, 445, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := crewexp.State{Points: tc.points, Upgrades: tc.upgrades}
			if got := s.TotalPoints(); got != tc.total {
				t.Errorf("TotalPoints(%d pts, %v) = %d, want %d", tc.points, tc.upgrades, got, tc.total)
			}
			if got := s.Slow(); got != tc.slow {
				t.Errorf("Slow(%v) = %v, want %v", tc.upgrades, got, tc.slow)
			}
		})
	}
}

func TestDestroyAndEndGame(t *testing.T) {
	s := crewexp.State{Kind: crewexp.Tank, Members: fiveMen()}
	if ps := s.Destroy(282); ps != nil {
		t.Errorf("Destroy(282) = %+v, want no problem", ps)
	}
	if ps := s.Destroy(0); len(ps) != 1 || ps[0].Rule != "X1" {
		t.Errorf("Destroy(0) = %+v, want X1", ps)
	}
	s.EndGame(false)
	if s.XP != 48 || s.Kills != 1 || s.Games != 1 || s.XPEarned != 48 {
		t.Errorf("after a kill of 282 and survival: XP %d, kills %d, games %d, earned %d; want 48, 1, 1, 48", s.XP, s.Kills, s.Games, s.XPEarned)
	}
	s.EndGame(true)
	if s.XP != 48 || s.Games != 2 {
		t.Errorf("after a knock-out: XP %d, games %d; want 48, 2", s.XP, s.Games)
	}
	u := crewexp.State{Kind: crewexp.Unarmed, Members: crewOf(roles(crewexp.Driver))}
	if ps := u.Destroy(100); len(ps) != 1 || ps[0].Rule != "C3" || u.XP != 0 || u.Kills != 0 {
		t.Errorf("unarmed Destroy(100) = %+v, XP %d, kills %d; want C3, 0, 0", ps, u.XP, u.Kills)
	}
}
