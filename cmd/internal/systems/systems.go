// Package systems registers every game system crewcard knows, one line a
// system, in the order the roster and the lists name them. A command
// imports it for its side effect.
package systems

import (
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/deckcards"
	"github.com/crewcard/crewcard/cmd/internal/system/fowcards"
)

func init() {
	system.Register(crewcards.System) // crew files: a file without a system key
	system.Register(fowcards.System)  // Flames of War v4 unit files
	system.Register(deckcards.System) // reference decks
}
