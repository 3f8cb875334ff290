package crewexp

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/crewcard/crewcard/model"
)

// SystemName is the value of the system key that names these rules; a file
// without the key is a crew file too, so every crew file already written
// stays valid.
const SystemName = "crew-experience"

// File is a crew file as written by the player. Parse fills it in; Validate
// judges it. Field names follow the TOML keys.
type File struct {
	System   string      `toml:"system"` // optional: "crew-experience", the system a file without the key has
	Vehicle  VehicleSpec `toml:"vehicle"`
	Crew     CrewSpec    `toml:"crew"`
	Upgrades []string    `toml:"upgrades"` // fitted for the first game (U5)
	Carried  *Carried    `toml:"carried"`  // a career carried over from a card or a paper roster (K)
	Battles  []Battle    `toml:"battle"`   // the campaign history, one record per game (K)

	name string         // file name, for positions
	locs *model.Locator // key positions in the source
}

// VehicleSpec is the [vehicle] table.
type VehicleSpec struct {
	Name    string `toml:"name"`
	Nation  string `toml:"nation"`
	Kind    string `toml:"kind"`    // tank, transport, at-transport or unarmed (C3)
	Points  int64  `toml:"points"`  // points paid for the vehicle, without upgrades (U4)
	Crewmen int64  `toml:"crewmen"` // number of crewmen; 0 means one per member (C4)
	// SoftSkin marks a soft-skinned vehicle, which costs 1 on the survival
	// roll of every knock-out (V2); nil when the file does not say.
	SoftSkin *bool `toml:"soft_skin"`

	// The vehicle's profile (profile.go), all optional.
	DamageValue string       `toml:"damage_value"` // "9+"
	Class       string       `toml:"class"`        // "medium tank", as the Damage Value names it
	Type        string       `toml:"type"`         // tracked, wheeled or half-tracked
	Transport   *int64       `toml:"transport"`    // men it carries
	Tow         []string     `toml:"tow"`          // the heaviest gun of each kind it tows: "medium AT gun"
	Rules       []string     `toml:"rules"`        // its special rules
	Weapons     []WeaponSpec `toml:"weapon"`
}

// CrewSpec is the [crew] table.
type CrewSpec struct {
	Name    string       `toml:"name"`   // empty: the crew is called by its vehicle
	Start   string       `toml:"start"`  // inexperienced, regular or legendary (P1–P3)
	Members []MemberSpec `toml:"member"` // empty means one member per role of the vehicle kind
	Skills  RoleSkills   `toml:"skills"` // skills held at the start (P2, P3)
	Basic   RoleSkills   `toml:"basic"`  // a legendary crew's four basic skills (P3)
}

// Carried is the [carried] table: the tallies of a career played before
// this file's history, as a decoded card or a paper roster gives them. With
// it, [crew.skills] lists every skill the crew holds at that point rather
// than its starting skills.
type Carried struct {
	XP       int64 `toml:"xp"`        // unspent XP
	XPEarned int64 `toml:"xp_earned"` // all XP ever earned; what was not spent on 30 XP rolls is still unspent
	Games    int64 `toml:"games"`
	Kills    int64 `toml:"kills"`
}

// MemberSpec is one [[crew.member]]: a crewman and the roles they hold (C2).
type MemberSpec struct {
	Name  string   `toml:"name"`
	Roles []string `toml:"roles"`
}

// RoleSkills lists skill names per role.
type RoleSkills struct {
	Commander []string `toml:"commander"`
	Gunner    []string `toml:"gunner"`
	Loader    []string `toml:"loader"`
	Radio     []string `toml:"radio"`
	Driver    []string `toml:"driver"`
}

// ByRole returns the lists indexed by role.
func (r *RoleSkills) ByRole() [NumRoles][]string {
	return [NumRoles][]string{
		Commander: r.Commander, Gunner: r.Gunner, Loader: r.Loader, Radio: r.Radio, Driver: r.Driver,
	}
}

// Battle is one [[battle]] record: what happened to the crew in one game (K).
type Battle struct {
	Name          string      `toml:"name"`
	Date          Date        `toml:"date"`
	Note          string      `toml:"note"`
	Destroyed     []int64     `toml:"destroyed"`      // points of each enemy unit destroyed (X1)
	KnockedOut    bool        `toml:"knocked_out"`    // the vehicle was knocked out (X2, V)
	MassiveDamage bool        `toml:"massive_damage"` // knocked out by Massive Damage, armoured (V2)
	SoftSkin      *bool       `toml:"soft_skin"`      // the vehicle is soft-skinned (V2); files written before vehicle.soft_skin say it here
	Survivors     []string    `toml:"survivors"`      // roles of the members who got out (V3)
	SurvivalDice  []int64     `toml:"survival_dice"`  // the D3s of the survival roll, if known (V1)
	MemberDice    []int64     `toml:"member_dice"`    // the crew-member dice for the survivors, if known (V3)
	Skills        []SkillGain `toml:"skills"`         // skills gained during the game (X3, S)
	Upgrades      *[]string   `toml:"upgrades"`       // upgrades for the next game; absent keeps the last ones (U5)
}

// SkillGain is one skill gained in a game.
type SkillGain struct {
	Role  string  `toml:"role"`
	Skill string  `toml:"skill"`
	Dice  []int64 `toml:"dice"` // the crew-member die and the skill die, if known (S5, S1)
}

// Date is a calendar date, written in TOML as 1944-06-13 or "1944-06-13".
// Decoding keeps whatever scalar the file holds, as text, so that a time, a
// date-time or a number is reported by Validate at its record (Problem),
// with every other problem of the file.
type Date string

// UnmarshalTOML accepts any TOML scalar: a local date becomes YYYY-MM-DD, a
// time, a date-time, a string or a number its text, judged later by Problem.
// An array or a table is refused at once.
func (d *Date) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case time.Time:
		switch v.Location().String() {
		case "date-local":
			*d = Date(v.Format(time.DateOnly))
		case "time-local":
			*d = Date(v.Format("15:04:05.999999999"))
		case "datetime-local":
			*d = Date(v.Format("2006-01-02T15:04:05.999999999"))
		default:
			*d = Date(v.Format(time.RFC3339Nano))
		}
	case string:
		*d = Date(v)
	case int64, float64, bool:
		*d = Date(fmt.Sprint(v))
	case []any, []map[string]any:
		return fmt.Errorf("want a date such as 1944-06-13, not a list")
	default:
		return fmt.Errorf("want a date such as 1944-06-13, not a table")
	}
	return nil
}

// timeOfDay matches a TOML local time, such as 10:00:00 or 10:00.
var timeOfDay = regexp.MustCompile(`^\d\d:\d\d(:\d\d(\.\d+)?)?$`)

// Problem returns what is wrong with the date, or "" for a date in the form
// YYYY-MM-DD (or no date at all).
func (d Date) Problem() string {
	s := string(d)
	if s == "" {
		return ""
	}
	if _, err := time.Parse(time.DateOnly, s); err == nil {
		return ""
	}
	const how = "write the date as YYYY-MM-DD, such as 1944-06-13"
	switch _, err := time.Parse(time.DateOnly, s[:min(len(s), len(time.DateOnly))]); {
	case timeOfDay.MatchString(s):
		return fmt.Sprintf("%s is a time, not a date; %s", s, how)
	case err == nil && len(s) > len(time.DateOnly) && strings.ContainsAny(s[len(time.DateOnly):len(time.DateOnly)+1], "Tt "):
		return fmt.Sprintf("%s is a date and a time; write the date alone, as YYYY-MM-DD: %s", s, s[:len(time.DateOnly)])
	}
	return fmt.Sprintf("date %s is not a date; %s", model.Quote(s), how)
}
