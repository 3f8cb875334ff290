package fow

// A Roll is a test the unit takes at the table and the score it needs,
// with the quick reference's page (QR "Which rating?"): the unit's
// Motivation or Skill, or the task rating that replaces it (F2).
type Roll struct {
	Name  string // "Blitz, Shoot & Scoot"
	By    string // what sets the score: "Motivation", "Skill" or a task rating's name
	Value int    // the "N+" number
	Page  string
	Does  string // what the test decides, a line of our words from the quick reference
}

// OwnRating reports whether the roll's score is the test's own task
// rating (Last Stand's "Last Stand 3+"): its name says what sets it.
func (r Roll) OwnRating() bool { return r.By == r.Name }

// rollTable lists the rolls of the quick reference's "Which rating?" table
// in its order, each with the test that may replace its rating (or none,
// -1), and the teams that take it; then its Roll for Aircraft, which
// needs a score of its own (fixed) whatever the unit's ratings.
var rollTable = [...]struct {
	name  string
	of    RatingKind
	test  Test
	page  string
	takes func(*Team) bool
	fixed int
	does  string
}{
	{"Remount", Motivation, Remount, "61", (*Team).CanBailOut, 0,
		"A Bailed Out tank gets back in."},
	{"Rally", Motivation, Rally, "64", pinnable, 0,
		"No longer Pinned Down."},
	{"Last Stand", Motivation, LastStand, "81", func(t *Team) bool { return lastStand[t.Type].min > 0 }, 0,
		"Fail, and the unit is Destroyed."},
	{"Counterattack", Motivation, Counterattack, "78", ground, 0,
		"Charge back in; fail, and break off."},
	{"Follow Me!", Motivation, -1, "46", ground, 0,
		"Teams follow the leader 4\"/10cm; no shooting."},
	{"Blitz, Shoot & Scoot", Skill, Tactics, "46", ground, 0,
		"Blitz: move 4\"/10cm first; stay and shoot as halted. Shoot & Scoot: unmoved teams move 4\"/10cm after shooting."},
	{"Dig In", Skill, Tactics, "46", func(t *Team) bool { return t.Type == Infantry || t.Type == Gun }, 0,
		"Foxholes; moving ROF, no bombarding."},
	{"Minefields", Skill, Tactics, "112", ground, 0,
		"Fail within 2\"/5cm of one: hit, AT 5, FP 1+."},
	{"Range In, 3 tries", Skill, -1, "68", bombards, 0,
		"Ranged in at the 2nd try, hits need +1; at the 3rd, +2."},
	{"Assault hits", Skill, Assault, "77", ground, 0,
		"Each team in contact hits on this score."},
	{"Roll for Aircraft", Skill, -1, "39", func(t *Team) bool { return t.Type == Aircraft }, 4,
		"The aircraft arrive, until the turn ends."},
}

func ground(t *Team) bool   { return t.Type != Aircraft }
func pinnable(t *Team) bool { return !t.CannotBePinnedDown() }
func bombards(t *Team) bool {
	for _, w := range t.Weapons {
		if w.Bombard != nil {
			return true
		}
	}
	return false
}

// Rolls lists the tests the unit takes, each where one of its teams takes
// it, with the score the unit needs: a unit of aircraft takes only its
// Roll for Aircraft (4+, its own score) and, where it bombards, its Range
// In. Tests on one page that need the same roll share a line, as the
// quick reference's Blitz, Shoot & Scoot and Dig In do. A line leaves
// Does out: EachRoll gives it, a test a line.
func (u *Unit) Rolls() []Roll {
	var out []Roll
	for _, roll := range u.EachRoll() {
		roll.Does = ""
		if n := len(out) - 1; n >= 0 && out[n].By == roll.By && out[n].Value == roll.Value && out[n].Page == roll.Page {
			out[n].Name += ", " + roll.Name // as the quick reference joins them
			continue
		}
		out = append(out, roll)
	}
	return out
}

// EachRoll lists the tests the unit takes as Rolls does, each on a line
// of its own with what it decides (Does).
func (u *Unit) EachRoll() []Roll {
	var out []Roll
	for _, r := range rollTable {
		if !u.anyTeam(r.takes) {
			continue
		}
		roll := Roll{Name: r.name, By: r.of.String(), Page: r.page, Does: r.does}
		if r.of == Skill {
			roll.Value = u.Skill.Value
		} else {
			roll.Value = u.Motivation.Value
		}
		if r.test >= 0 && u.Tests[r.test] != 0 {
			roll.By, roll.Value = r.test.String(), u.Tests[r.test]
		}
		if r.fixed > 0 {
			roll.By, roll.Value = r.name, r.fixed
		}
		out = append(out, roll)
	}
	return out
}

// anyTeam reports whether any of the unit's teams satisfies f.
func (u *Unit) anyTeam(f func(*Team) bool) bool {
	for i := range u.Teams {
		if f(&u.Teams[i]) {
			return true
		}
	}
	return false
}
