package crewcards

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// sharedNote is the note under a role's label when one member holds it
// with other roles: "+ Gnr." under the commander of a two-man crew.
func (v *CrewView) sharedNote(role crewexp.Role) string {
	for _, m := range v.members {
		if m.Roles.Len() < 2 || !m.Roles.Has(role) {
			continue
		}
		var others []crewexp.Role
		for _, r := range m.Roles.List() {
			if r != role {
				others = append(others, r)
			}
		}
		if len(others) > 1 {
			// One member holds three roles or more (a one-man turret): the
			// label column holds no list of them at 5 pt on the smaller
			// cards; the back's crew line names who holds what.
			return "shared"
		}
		return "+\u00a0" + noteLabel(others[0]) // the sign stays with its role
	}
	return ""
}

// noteLabels shorten the labels of the grid's notes further than the
// grid's own labels (gridLabels) do.
var noteLabels = map[crewexp.Role]string{crewexp.Commander: "Cdr.", crewexp.Gunner: "Gnr."}

// noteLabel returns the label of the role r in a grid note.
func noteLabel(r crewexp.Role) string {
	return cmp.Or(noteLabels[r], gridLabels[r], r.Label())
}

// crewLine is what the back tells about who is aboard, before the
// crew's own survival roll and the texts of its skills and upgrades: the
// members' line, where it tells what the front's grid and the roll do
// not (membersTell).
func (v *CrewView) crewLine() []layout.Item {
	if !v.membersTell() {
		return nil
	}
	return []layout.Item{v.membersItem()}
}

// rollText is the crew-member roll, worked out, that finds the survivors
// of a crew of more than one crewman. It goes last on the back, after the
// skills and upgrades: read only once the vehicle is knocked out, it is
// the first text to give way, to the deck's card of the rolls, whose
// "Crew-member roll" gives the die's table.
func (v *CrewView) rollText() []layout.Item {
	if v.Crewmen < 2 {
		return nil
	}
	return []layout.Item{{Title: "Crew-member roll", Body: v.memberRollText(), Brief: seeDeck(rollsCard)}}
}

// membersItem names the crew's members with their roles, and the crewmen.
func (v *CrewView) membersItem() layout.Item {
	return layout.Item{Title: "Crew", Body: v.membersText()}
}

// survivalItem is the crew's survival roll, worked out.
func (v *CrewView) survivalItem() layout.Item {
	return layout.Item{Title: "If knocked out", Body: v.survivalText()}
}

// membersTell reports whether the members' line tells what the front's
// grid and the survival roll do not: a member's name, a member who holds
// two roles or more, or crewmen besides the members.
func (v *CrewView) membersTell() bool {
	for _, m := range v.members {
		if m.Name != "" || m.Roles.Len() > 1 {
			return true
		}
	}
	return v.Crewmen != len(v.members)
}

// membersText lists the members with their roles, and the crewmen.
func (v *CrewView) membersText() string {
	var parts []string
	for _, m := range v.members {
		var roles []string
		for _, r := range m.Roles.List() {
			roles = append(roles, r.Label())
		}
		who := strings.Join(roles, " and ")
		if m.Name != "" {
			who = m.Name + " (" + strings.ToLower(who) + ")"
		}
		parts = append(parts, who)
	}
	s := strings.Join(parts, " · ")
	if extra := v.Crewmen - len(v.Members); extra > 0 {
		s += fmt.Sprintf(" · %d more crewm%s", extra, plural(extra, "an", "en"))
	}
	return s + fmt.Sprintf(". %d crewm%s in all.", v.Crewmen, plural(v.Crewmen, "an", "en"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// survivalText works the crew's survival roll out (V1, V2): the dice its
// quality rolls, its modifiers and the survivors they can give.
func (v *CrewView) survivalText() string {
	dice := "roll " + survivalDice(crewexp.Quality(v.Quality))
	var mods []string
	if m := crewexp.SurvivalModifier(v.Crewmen, false, crewexp.KnockOut{}); m != 0 {
		mods = append(mods, fmt.Sprintf("%s for %d crewmen", signed(m), v.Crewmen))
	}
	if v.firstAid {
		mods = append(mods, "+1 First\u00a0Aid\u00a0Box") // the name whole
	}
	if v.SoftSkin {
		mods = append(mods, "−1 soft-skin")
	}
	mod := crewexp.SurvivalModifier(v.Crewmen, v.firstAid, crewexp.KnockOut{SoftSkin: v.SoftSkin})
	lo, hi := crewexp.SurvivorRange(mod, v.Crewmen)
	s := fmt.Sprintf("%s (%s)", dice, v.Quality)
	if len(mods) > 0 {
		s += "; " + strings.Join(mods, ", ")
	}
	if lo == 1 && v.Crewmen == 1 {
		s += ": 1 survives." // not "1 of 1 survive"
	} else {
		s += fmt.Sprintf(": %s of %d survive.", span(lo, hi), v.Crewmen)
	}
	if !v.SoftSkin {
		lo, hi = crewexp.SurvivorRange(mod-1, v.Crewmen)
		s += fmt.Sprintf(" After Massive Damage\u00a0−1: %s.", span(lo, hi)) // the modifier stays with its result
	}
	return s
}

// survivalDice is the dice a crew of quality q rolls for its survivors,
// as the back and the deck's card write them: "a D3", "2D3, keep the
// lowest".
func survivalDice(q crewexp.Quality) string {
	n := crewexp.SurvivalDice(q)
	if n < 2 {
		return "a D3"
	}
	keep := "lowest"
	if crewexp.SurvivalKeepsHighest(q) {
		keep = "highest"
	}
	return fmt.Sprintf("%dD3, keep the %s", n, keep)
}

// signed returns n with its sign, a minus sign (U+2212) for a negative n,
// as card text writes it.
func signed(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

func span(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

// memberRollText gives the faces of the crew-member roll that finds each
// survivor (V3) for this crew: which member each face finds; a face of a
// role the crew lacks is re-rolled, as a repeat is (the rule replay and
// battle --roll apply; S5's free choice is for skill rolls).
func (v *CrewView) memberRollText() string {
	var faces, absent []string // absent: the roles of a run of faces to re-roll
	first := 0                 // the run's first face
	for die := 1; die <= 6; die++ {
		r, choose, _ := crewexp.MemberRoll(die)
		if !choose && !v.present.Has(r) {
			if len(absent) == 0 {
				first = die
			}
			absent = append(absent, strings.ToLower(r.Label()))
			continue
		}
		faces = append(faces, reroll(first, absent)...)
		absent = nil
		if choose {
			faces = append(faces, fmt.Sprintf("%d your choice", die))
		} else {
			faces = append(faces, fmt.Sprintf("%d %s", die, r.Label()))
		}
	}
	faces = append(faces, reroll(first, absent)...)
	return "A D6 for each survivor, re-rolling repeats: " + strings.Join(faces, " · ") + "."
}

// reroll is the face, or run of faces from first, of the crew-member roll
// whose roles are absent: "2 re-roll (no gunner)", "2–3 re-roll (no
// radio operator or gunner)", or, for a run of more, which the front's
// line of absent roles names already, "2–5 re-roll (absent)"; none for
// no roles.
func reroll(first int, roles []string) []string {
	switch n := len(roles); n {
	case 0:
		return nil
	case 1:
		return []string{fmt.Sprintf("%d re-roll (no %s)", first, roles[0])}
	case 2:
		return []string{fmt.Sprintf("%d–%d re-roll (no %s or %s)", first, first+1, roles[0], roles[1])}
	default:
		return []string{fmt.Sprintf("%d–%d re-roll (absent)", first, first+n-1)}
	}
}
