package fow

import (
	"github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// Limits on what a unit file may hold (F13, F14). Those the saved state
// also bounds are the codec's own, so a file that checks always encodes.
const (
	MaxName        = 40                // runes in the unit's name: one line of the card's header
	MaxNation      = 32                // runes in the nation
	MaxTeamName    = 32                // runes in a team's name
	MaxWeaponName  = 32                // runes in a weapon's name
	MaxNote        = 80                // runes in a team's note
	MaxNotes       = codec.MaxNotes    // notes of one team
	MaxTeams       = codec.MaxTeams    // kinds of team in a unit
	MaxCount       = codec.MaxCount    // teams of one kind
	MaxWeapons     = codec.MaxWeapons  // weapons of one team
	MaxKeywords    = codec.MaxKeywords // keywords in one list
	MaxPoints      = codec.MaxPoints   // points printed on the card
	MaxArmour      = codec.MaxArmour
	MaxAntiTank    = codec.MaxAntiTank
	MaxROF         = codec.MaxROF
	MaxParam       = codec.MaxParam       // the number a keyword takes, such as Tank Assault 4
	MaxInches      = codec.MaxDistance    // the longest distance, 200"/500cm
	MaxPayload     = saved.MaxPayload     // bytes of saved state the front's code prints
	MaxBackPayload = saved.MaxBackPayload // bytes of saved state the back's larger code prints
)
