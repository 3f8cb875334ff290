package crewexp

import "github.com/crewcard/crewcard/model"

// UpgradeID is an upgrade's registry number. Numbers are append-only and
// never reused: the saved state on every printed card refers to them.
type UpgradeID uint8

// Upgrade is one row of the upgrade catalogue.
type Upgrade struct {
	ID       UpgradeID
	Name     string
	Level    int         // lowest crew level that may take it (U2)
	Cost     int         // points (U4)
	Icon     string      // icon name in the card's icon set
	Contains []UpgradeID // upgrades this one already includes (U3)
	Survival int         // modifier to the crew survival roll (V2)
	Slow     bool        // fitting it makes the vehicle Slow (U5)
	MainGun  bool        // works on the main gun: nothing on a vehicle without armament (U6)
	Text     string      // card text, in our own words
}

// upgradeShort gives the longer upgrade names a shorter form, in our own
// words, for a card front that lists many upgrades in narrow columns; the
// back prints every name in full.
var upgradeShort = map[UpgradeID]string{
	1: "First Aid", 3: "Extinguisher", 4: "Multi-Box", 5: "Gun Laying", 6: "Radio", 7: "Suspension",
	8: "Camo Net", 9: "Stabilizer", 10: "Engine", 11: "Ventilation", 12: "Optics",
}

// Short returns the upgrade's short name, or "" if its name is short
// enough, as Skill.Short does.
func (u Upgrade) Short() string { return upgradeShort[u.ID] }

// upgradeTable is the catalogue of 15 upgrades, in the rules' order.
var upgradeTable = []Upgrade{
	{ID: 1, Name: "First Aid Box", Level: 1, Cost: 10, Icon: "first-aid", Survival: 1,
		Text: "Knocked out: +1 to the crew survival roll. The crew that bails out gains the Medic rule."},
	{ID: 2, Name: "Toolbox", Level: 1, Cost: 10, Icon: "toolbox",
		Text: "Before an order, roll a D6: on 4+ repair one damaged part, such as a jammed turret or broken tracks."},
	{ID: 3, Name: "Fire Extinguisher", Level: 1, Cost: 10, Icon: "extinguisher",
		Text: "When a damage roll sets the vehicle on fire, its morale check ignores the negative modifiers from pin markers."},
	{ID: 4, Name: "Multi-Purpose Box", Level: 2, Cost: 20, Icon: "multi-box", Contains: []UpgradeID{1, 2, 3}, Survival: 1,
		Text: "Holds a First Aid Box, a Toolbox and a Fire Extinguisher, with all their effects."},
	{ID: 5, Name: "Enhanced Gun Laying Drive", MainGun: true, Level: 2, Cost: 20, Icon: "gun-laying",
		Text: "Re-roll to-hit rolls of 1 with the main gun."},
	{ID: 6, Name: "Improved Radio", Level: 2, Cost: 20, Icon: "radio",
		Text: "Morale bonus distance +3\", adding up with friends’ Improved Radio and Signal Enhancement. Also extends Follow Me!"},
	{ID: 7, Name: "Improved Suspension", Level: 3, Cost: 30, Icon: "suspension",
		Text: "May make one extra turn of up to 90° when moving."},
	{ID: 8, Name: "Camouflage Net", Level: 3, Cost: 30, Icon: "camo-net",
		Text: "In cover: enemies take an extra −1 to hit. Shooting, moving or an enemy within 12\" switches it off until next turn."},
	{ID: 9, Name: "Vertical Stabilizer", MainGun: true, Level: 3, Cost: 30, Icon: "stabilizer",
		Text: "The main gun ignores the −1 to hit for moving and shooting."},
	{ID: 10, Name: "Improved Engine", Level: 4, Cost: 40, Icon: "engine",
		Text: "Moves 2\" further when Advancing and 4\" further at the Run."},
	{ID: 11, Name: "Improved Ventilation", Level: 4, Cost: 40, Icon: "ventilation",
		Text: "Before an order: remove D3 pin markers."},
	{ID: 12, Name: "Improved Optics", MainGun: true, Level: 4, Cost: 40, Icon: "optics",
		Text: "+1 to the main gun’s hit modifier."},
	{ID: 13, Name: "APCR/HEAT", MainGun: true, Level: 5, Cost: 50, Icon: "apcr",
		Text: "Against vehicles, the main gun’s Pen rises by 1, HE included."},
	{ID: 14, Name: "Spall Liner", Level: 5, Cost: 50, Icon: "spall-liner",
		Text: "Enemy rolls on the damage chart against this vehicle take −1."},
	{ID: 15, Name: "Extra Armor", Level: 5, Cost: 50, Icon: "extra-armor", Slow: true,
		Text: "+1 damage value. The vehicle becomes Slow; one already Slow moves 3\" Advancing and 6\" at the Run."},
}

// Upgrades returns the upgrade catalogue in registry order.
func Upgrades() []Upgrade { return upgradeTable }

// UpgradeByID returns the upgrade with registry number id.
func UpgradeByID(id UpgradeID) (Upgrade, bool) {
	if id < 1 || int(id) > len(upgradeTable) {
		return Upgrade{}, false
	}
	return upgradeTable[id-1], true
}

// UpgradeByName finds an upgrade by name, ignoring case, spaces and
// punctuation. The rules' spelling "Vertical Stabilize" is accepted.
func UpgradeByName(name string) (Upgrade, bool) {
	k := model.FoldName(name)
	if k == "verticalstabilize" {
		k = "verticalstabilizer"
	}
	u, ok := upgradesByName[k]
	return u, ok
}

// upgradesByName is the upgrade table by folded name.
var upgradesByName = model.ByFoldedName(upgradeTable, func(u Upgrade) string { return u.Name })
