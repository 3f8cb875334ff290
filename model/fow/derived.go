package fow

import "fmt"

// The values the quick reference derives, printed on the card the way the
// crew card prints level and morale.

// CommandDistance is how close a team must end its move to its Unit Leader
// to be In Command: 6"/15cm, or 8"/20cm in a unit of eight or more teams
// (QR "Staying in Command", P. 41).
func (u *Unit) CommandDistance() Distance {
	if u.TeamCount() >= 8 {
		return 8
	}
	return 6
}

// PinHits is the number of hits in one Shooting Step that pins the unit
// down: 5, or 8 for a unit of at least 12 teams (QR "Pinned Down", P. 64).
func (u *Unit) PinHits() int {
	if u.TeamCount() >= 12 {
		return 8
	}
	return 5
}

// lastStand gives, per team type, how many teams of that type keep a unit
// In Good Spirits (QR "Check Unit Last Stand", P. 81). Transports do not
// count towards unit morale (draft "Units", "Transports").
var lastStand = [...]struct {
	min  int
	text string
}{
	Infantry:  {3, "3 or more Infantry Teams"},
	Gun:       {2, "2 or more Gun Teams"},
	Tank:      {2, "2 or more Tanks (not Bailed Out)"},
	Transport: {0, ""},
	Aircraft:  {0, ""},
}

// LastStand returns the ways the unit stays In Good Spirits at the start of
// its turn, for the types of team it holds (QR P. 81): no team Bailed Out
// or Destroyed, or enough teams of a type left. Failing all, it must pass a
// Last Stand test (Test(LastStand)) or be destroyed.
func (u *Unit) LastStand() []string {
	out := []string{"No Teams Bailed Out or Destroyed"}
	seen := map[TeamType]bool{}
	for _, t := range u.Teams {
		if seen[t.Type] || lastStand[t.Type].text == "" {
			continue
		}
		seen[t.Type] = true
		out = append(out, lastStand[t.Type].text)
	}
	return out
}

// CannotBePinnedDown reports whether the team is an armoured tank team or
// an aircraft, which shooting cannot pin down (QR "Pinned Down", P. 64). In the seeds'
// fourth edition a transport is a vehicle team too, so an armoured
// transport counts as well.
func (t *Team) CannotBePinnedDown() bool {
	return t.Type.Vehicle() && t.Armoured() || t.Type == Aircraft
}

// NeverPinnedDown reports whether every team of the unit is an armoured
// tank team: the card then prints "cannot be Pinned Down".
func (u *Unit) NeverPinnedDown() bool {
	for i := range u.Teams {
		if !u.Teams[i].CannotBePinnedDown() {
			return false
		}
	}
	return true
}

// FallBack is the quick reference's rule for armoured tanks assaulted: they
// fall back only if 2 or more are Bailed Out or Destroyed (QR P. 76); "" for
// a unit without armoured tanks.
func (u *Unit) FallBack() string {
	for i := range u.Teams {
		if t := &u.Teams[i]; t.Type == Tank && t.Armoured() {
			return "Armoured Tanks Fall Back only if 2 or more are Bailed Out or Destroyed"
		}
	}
	return ""
}

// BombardmentPins reports whether one hit of an artillery bombardment pins
// the unit down: a unit of infantry, gun or unarmoured tank teams (QR
// "Pinned Down", P. 70).
func (u *Unit) BombardmentPins() bool {
	for i := range u.Teams {
		switch t := &u.Teams[i]; t.Type {
		case Infantry, Gun:
			return true
		case Tank:
			if !t.Armoured() {
				return true
			}
		}
	}
	return false
}

// CanBailOut reports whether the team can be Bailed Out: an armoured
// vehicle; other teams are only ever Destroyed (QR "Remount Bailed Out
// Tanks", P. 61).
func (t *Team) CanBailOut() bool { return t.Type.Vehicle() && t.Armoured() }

// TypeRule is what the quick reference says of a type of team, in our
// words, with its pages: where the type's rules differ from a ground
// team's (QR "Shooting at Aircraft", P. 50; "Other Saves", P. 62).
type TypeRule struct {
	Heading, Text string
}

// typeRules are the types of team whose rules differ, and how.
var typeRules = map[TeamType]TypeRule{
	Aircraft: {"Aircraft", "Nothing blocks line of sight to or from them, and terrain affects them only within 4\"/10cm of ground troops; enemy anti-aircraft weapons shoot at them just before they shoot (p. 50). One that fails its save is Destroyed only if the shooter also scores its Firepower (p. 62)."},
}

// TypeRules returns the rules of the unit's types of team whose rules
// differ from a ground team's, once a type, in the order of its teams.
func (u *Unit) TypeRules() []TypeRule {
	var out []TypeRule
	seen := map[TeamType]bool{}
	for _, t := range u.Teams {
		if r, ok := typeRules[t.Type]; ok && !seen[t.Type] {
			seen[t.Type] = true
			out = append(out, r)
		}
	}
	return out
}

// Summary is a one-line description of the unit for check -v and rosters.
func (u *Unit) Summary() string {
	return fmt.Sprintf("%s (%s): %s, %d teams, %s %s, %s %s, %s %s",
		u.Name, u.Nation, u.Role.Label(), u.TeamCount(),
		Motivation, u.Motivation, Skill, u.Skill, IsHitOn, u.IsHitOn)
}
