package fow

import "github.com/crewcard/crewcard/model"

// MountID is a mount's registry number, which the saved state carries:
// append only, never renumbered.
type MountID uint16

// Mount is where a weapon sits, which sets its field of fire (F8): the
// draft's "Weapon Field of Fire" and "Vehicle MGs" lists.
type Mount struct {
	ID      MountID
	Name    string
	Types   []TeamType // the team types that carry it
	Implied bool       // the team type says it (an infantry or gun team's): the card names it nowhere
	Text    string     // its field of fire, in our words, for the card's back
}

var (
	onFoot   = []TeamType{Infantry}
	onGun    = []TeamType{Gun}
	vehicles = []TeamType{Tank, Transport}
)

// mounts is the mount registry.
var mounts = []Mount{
	{1, "Infantry team", onFoot, true, "Fires all round."},
	{2, "Gun team", onGun, true, "Fires into the half circle ahead of its base."},
	{3, "Tank Turret", vehicles, false, "Fires all round; free of penalty across the half circle it faces."},
	{4, "Hull-mounted", vehicles, false, "Fires only into the half circle ahead of the vehicle."},
	{5, "Turntable", vehicles, false, "Fires all round."},
	{6, "Deck Turret", vehicles, false, "Fires all round except where the vehicle itself is in the way."},
	{7, "Side-mounted", vehicles, false, "Fires into the half circle off the side it is fitted to."},
	{8, "Hull-rear", vehicles, false, "Fires only into the half circle behind the vehicle."},
	{9, "AA MG", vehicles, false, "Fires all round as self-defence anti-aircraft; may fire with the other MGs, not with the main gun."},
	{10, "Co-ax MG", vehicles, false, "Shares the turret gun’s field of fire."},
	{11, "Cupola MG", vehicles, false, "Fires all round; may fire with the other MGs, not with the main gun."},
	{12, "Deck Turret MG", vehicles, false, "Shares a deck turret’s field of fire."},
	{13, "Hull MG", vehicles, false, "Shares a hull-mounted weapon’s field of fire."},
	{14, "Hull-Rear MG", vehicles, false, "Shares a hull-rear weapon’s field of fire."},
	{15, "Side-mounted MG", vehicles, false, "Shares a side-mounted weapon’s field of fire."},
	{16, "Turret-front MG", vehicles, false, "Shares the turret gun’s field of fire; may fire with the other MGs, not with the main gun."},
	{17, "Twin MG Turrets", vehicles, false, "Two deck turret MGs, each firing its full ROF on its own."},
}

// Mounts lists the mount registry in registry order.
func Mounts() []Mount { return mounts }

// MountByID returns the mount with registry number id.
func MountByID(id MountID) (Mount, bool) {
	for _, m := range mounts {
		if m.ID == id {
			return m, true
		}
	}
	return Mount{}, false
}

// MountByName finds a mount by name, ignoring case and punctuation.
func MountByName(name string) (Mount, bool) {
	for _, m := range mounts {
		if model.FoldName(m.Name) == model.FoldName(name) {
			return m, true
		}
	}
	return Mount{}, false
}

func mountNames() []string {
	var names []string
	for _, m := range mounts {
		names = append(names, m.Name)
	}
	return names
}

// suits reports whether a team of type t may carry the mount.
func (m Mount) suits(t TeamType) bool {
	for _, x := range m.Types {
		if x == t {
			return true
		}
	}
	return false
}
