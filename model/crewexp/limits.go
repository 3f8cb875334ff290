package crewexp

import "github.com/crewcard/crewcard/model/saved"

// Limits on what a crew file may hold, checked before any work.
const (
	MaxPoints  = 9999             // points of a vehicle or of a destroyed unit
	MaxCrewmen = 10               // crewmen in one vehicle (C4)
	MaxNameLen = 64               // runes in a name
	MaxVehicle = 40               // runes in a vehicle name: one line of the card's header
	MaxNation  = 32               // runes in a nation: one line of the card's header
	MaxPayload = saved.MaxPayload // bytes of saved state a card prints
	// MaxBackPayload is the most bytes of saved state a crew card with its
	// vehicle's profile or its members' names prints: its code goes to the
	// back, larger, when the state is longer than the front's holds.
	MaxBackPayload = saved.MaxBackPayload
	MaxNoteLen     = 500  // runes in a game record's note
	MaxBattles     = 1000 // game records in one file (K)
	MaxPerGame     = 50   // units destroyed, or skills gained, in one game
	MaxMembers     = NumRoles
	MaxListItems   = 30 // skills listed under one role, or upgrades
	maxTally       = 65535
)
