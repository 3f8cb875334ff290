package bsdata

import (
	"strings"

	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// atGun is the least penetration of an AT gun: a light AT gun's +4. A
// weapon below it (a rifle, a machine gun, an anti-tank rifle) does not
// make a transport an AT-gun transport.
const atGun = codec.PenPlus + 4

// kind reads the vehicle's kind for the supplement (C3), by these rules in
// order: a vehicle with no weapon is unarmed; one that carries men is a
// transport, an AT-gun transport when a weapon is an AT gun (Pen +4 or
// more); any other is a tank. Where the data leaves the kind open, it
// warns which kind was chosen and why.
func (b *builder) kind(p *codec.Profile) string {
	var gun, he bool
	for _, w := range p.Weapons {
		gun = gun || w.Pen >= atGun
		he = he || w.Pen == codec.PenHE
	}
	switch {
	case len(p.Weapons) == 0:
		if p.Transport > 0 {
			b.note("carries %d men and has no weapon: written unarmed (skills from the driver table, no kill XP; C3) rather than transport", p.Transport)
		}
		return "unarmed"
	case p.Transport > 0 && gun:
		return "at-transport"
	case p.Transport > 0:
		if he {
			b.note("carries %d men and fires HE but no AT gun: written transport (a driver alone, C3); make it at-transport if its gun has a gunner and a loader", p.Transport)
		}
		return "transport"
	}
	if c := p.Class; c != "" && !strings.HasSuffix(c, "tank") && c != "armoured car" && c != "tankette" {
		b.note("its Damage Value's class is %s and it carries no one: written tank (every role, C3), as an armed vehicle that is not a transport", c)
	}
	return "tank"
}
