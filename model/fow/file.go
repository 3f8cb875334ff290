// Package fow holds the Flames of War (fourth edition) unit file: its
// schema, its checks F1 to F14 with a keyword and mount catalogue built from
// the seeds, the values the quick reference derives for the card, and the
// unit's saved state.
package fow

import "github.com/crewcard/crewcard/model"

// SystemName is the value of the system key of a unit file.
const SystemName = "fow-v4"

// File is a unit file as written. Field names follow the TOML keys, which
// follow the seeds (research §1.3).
type File struct {
	System string     `toml:"system"` // "fow-v4"
	Unit   UnitSpec   `toml:"unit"`
	Teams  []TeamSpec `toml:"team"`

	name   string
	locs   *model.Locator
	inline string // for a unit written in a force file, the path of its table there
}

// UnitSpec is the [unit] table.
type UnitSpec struct {
	Name       string    `toml:"name"`
	Nation     string    `toml:"nation"`     // selects the national keywords (F7)
	Role       string    `toml:"role"`       // combat, weapons, support or formation-command (F13)
	Motivation string    `toml:"motivation"` // "Confident 4+", "confident" or "4+" (F1)
	Skill      string    `toml:"skill"`
	IsHitOn    string    `toml:"is_hit_on"`
	Points     int64     `toml:"points"`   // optional, printed only: the seeds define no points
	Keywords   []string  `toml:"keywords"` // special rules of the whole unit (F7)
	Tests      TestsSpec `toml:"tests"`    // optional task ratings (F2)
}

// TestsSpec is the [unit.tests] table: task ratings that differ from the
// Motivation or Skill rating, each "N+" (F2).
type TestsSpec struct {
	Remount       string `toml:"remount"`
	Rally         string `toml:"rally"`
	Counterattack string `toml:"counterattack" also:"counter_attack,counter"`
	LastStand     string `toml:"last_stand" also:"morale,unit_morale,last-stand"`
	Tactics       string `toml:"tactics"`
	Assault       string `toml:"assault"`
}

func (t *TestsSpec) list() [NumTests]string {
	return [NumTests]string{t.Remount, t.Rally, t.Counterattack, t.LastStand, t.Tactics, t.Assault}
}

// TeamSpec is one [[team]]: a kind of team, how many, and its weapons.
type TeamSpec struct {
	Name             string       `toml:"name"`
	Count            int64        `toml:"count"`  // teams of this kind, 1 to 99 (F13)
	Leader           int64        `toml:"leader"` // how many of them lead the unit: 1 in one team, else 0 (F9)
	Type             string       `toml:"type"`   // infantry, gun, tank or transport (F13)
	Armour           Value        `toml:"armour"` // { front = 9, side = 8, top = 2 }, or "-" (F3)
	Save             string       `toml:"save"`   // "3+", for a team without armour (F3)
	Tactical         string       `toml:"tactical"`
	TerrainDash      string       `toml:"terrain_dash"`
	CrossCountryDash string       `toml:"cross_country_dash"`
	RoadDash         string       `toml:"road_dash"`
	Cross            string       `toml:"cross"` // "3+" or "AUTO" (F10)
	Keywords         []string     `toml:"keywords"`
	Notes            []string     `toml:"notes"` // not keywords: minor facts, printed as written
	Weapons          []WeaponSpec `toml:"weapon"`
}

// mobility returns the four distances of the team, in card order.
func (t *TeamSpec) mobility() [4]string {
	return [4]string{t.Tactical, t.TerrainDash, t.CrossCountryDash, t.RoadDash}
}

// mobilityKeys are the keys of TeamSpec.mobility, in the same order.
var mobilityKeys = [4]string{"tactical", "terrain_dash", "cross_country_dash", "road_dash"}

// MobilityKeys returns the keys of a team's four movement distances, in
// the order of the saved state.
func MobilityKeys() [4]string { return mobilityKeys }

// WeaponSpec is one [[team.weapon]].
type WeaponSpec struct {
	Name        string           `toml:"name"`
	Mount       string           `toml:"mount"` // optional: a field of fire or vehicle MG mount (F8)
	Range       string           `toml:"range"` // N"/Mcm (F5)
	ROF         ROFSpec          `toml:"rof"`
	AntiTank    Value            `toml:"anti_tank"` // a whole number (F6)
	Firepower   string           `toml:"firepower"` // "1+" .. "5+", "6" (F6)
	Keywords    []string         `toml:"keywords"`
	Bombardment *BombardmentSpec `toml:"bombardment"`
}

// ROFSpec is a weapon's rate of fire: dice when halted and when moving,
// each a whole number or "-" (F4).
type ROFSpec struct {
	Halted Value `toml:"halted"`
	Moving Value `toml:"moving"`
}

// BombardmentSpec is a weapon's artillery line. It has no ROF: the card
// prints "-" (F4).
type BombardmentSpec struct {
	Range     string `toml:"range"`
	AntiTank  Value  `toml:"anti_tank"`
	Firepower string `toml:"firepower"`
	ROF       *Value `toml:"rof"` // never valid: read only to say so (F4)
}

// Value is a TOML value kept as written, so that a value of the wrong kind
// is reported by its rule, with its position, among all the other problems,
// rather than stopping the decoder.
type Value struct {
	Raw any  // string, int64, float64, bool, map[string]any, []any, ...
	Set bool // the key was given
}

// UnmarshalTOML keeps the value as it is.
func (v *Value) UnmarshalTOML(x any) error {
	v.Raw, v.Set = x, true
	return nil
}

// Name returns the file name given to Check.
func (f *File) Name() string { return f.name }

// Pos returns the position of a located path such as "team.1.weapon.0.range".
func (f *File) Pos(path string) model.Pos { return f.locs.Pos(f.name, f.locate(path)) }
