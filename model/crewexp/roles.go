// Package crewexp holds the crew-experience rules: roles, skill tables, levels,
// upgrades, experience, survival and campaign replay, and the crew file.
package crewexp

import "strings"

// Role is one of the five core crew roles (C1).
type Role uint8

// The five core roles, in the order the card prints them. The order is also
// the bit order of a member's role set in the saved state.
const (
	Commander Role = iota
	Gunner
	Loader
	Radio
	Driver
	NumRoles = 5
)

// roleRow is one row of the role table.
type roleRow struct {
	Key   string // key in the crew file
	Label string // name on the card
	Die   int    // face of the crew-member roll that picks this role (S5)
}

// roleTable lists the roles (C1) with their crew-member roll faces (S5).
var roleTable = [NumRoles]roleRow{
	Commander: {"commander", "Commander", 5},
	Gunner:    {"gunner", "Gunner", 3},
	Loader:    {"loader", "Loader", 4},
	Radio:     {"radio", "Radio operator", 2},
	Driver:    {"driver", "Driver", 1},
}

// Roles lists every role in card order.
var Roles = [NumRoles]Role{Commander, Gunner, Loader, Radio, Driver}

// String returns the role's key in the crew file, such as "radio".
func (r Role) String() string {
	if int(r) < NumRoles {
		return roleTable[r].Key
	}
	return "role?"
}

// Label returns the role's name as printed on the card, such as "Radio operator".
func (r Role) Label() string { return roleTable[r].Label }

// ParseRole returns the role named by key. It accepts "radio operator" and
// "radio_operator" for the radio operator.
func ParseRole(key string) (Role, bool) {
	k := strings.ToLower(strings.TrimSpace(key))
	k = strings.NewReplacer("_", " ", "-", " ").Replace(k)
	if k == "radio operator" {
		k = "radio"
	}
	for r, row := range roleTable {
		if row.Key == k {
			return Role(r), true
		}
	}
	return 0, false
}

// RoleKeys returns the role keys of the crew file, for suggestions.
func RoleKeys() []string {
	keys := make([]string, NumRoles)
	for i, row := range roleTable {
		keys[i] = row.Key
	}
	return keys
}

// RoleSet is a set of roles, bit r for role r.
type RoleSet uint8

// Has reports whether the set holds r.
func (s RoleSet) Has(r Role) bool { return s&(1<<r) != 0 }

// With returns the set with r added.
func (s RoleSet) With(r Role) RoleSet { return s | 1<<r }

// List returns the roles of the set in card order.
func (s RoleSet) List() []Role {
	var out []Role
	for _, r := range Roles {
		if s.Has(r) {
			out = append(out, r)
		}
	}
	return out
}

// Len returns the number of roles in the set.
func (s RoleSet) Len() int { return len(s.List()) }

// String lists the role keys joined by "+", such as "commander+gunner".
func (s RoleSet) String() string {
	var names []string
	for _, r := range s.List() {
		names = append(names, r.String())
	}
	return strings.Join(names, "+")
}

// AllRoles holds all five roles.
const AllRoles RoleSet = 1<<NumRoles - 1

// MemberRoll returns the role picked by a face of the crew-member roll (S5),
// and choose=true for a 6, when the player chooses.
func MemberRoll(die int) (r Role, choose bool, ok bool) {
	if die == 6 {
		return 0, true, true
	}
	for i, row := range roleTable {
		if row.Die == die {
			return Role(i), false, true
		}
	}
	return 0, false, false
}

// noun returns the role's label in lower case, for messages: "radio operator".
func (r Role) noun() string { return lower(r.Label()) }
