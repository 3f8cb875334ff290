package fow

// Limits on what a unit file may hold (F13, F14).
const (
	MaxName       = 40   // runes in the unit's name: one line of the card's header
	MaxNation     = 32   // runes in the nation
	MaxTeamName   = 32   // runes in a team's name
	MaxWeaponName = 32   // runes in a weapon's name
	MaxNote       = 80   // runes in a team's note
	MaxNotes      = 4    // notes of one team
	MaxTeams      = 8    // kinds of team in a unit
	MaxCount      = 99   // teams of one kind
	MaxWeapons    = 6    // weapons of one team
	MaxKeywords   = 16   // keywords in one list
	MaxPoints     = 9999 // points printed on the card
	MaxArmour     = 31
	MaxAntiTank   = 31
	MaxROF        = 20
	MaxParam      = 31  // the number a keyword takes, such as Tank Assault 4
	MaxInches     = 200 // the longest distance, 200"/500cm
	MaxPayload    = 120 // bytes of saved state: QR version 8 at level M holds 123 behind the default link
)
