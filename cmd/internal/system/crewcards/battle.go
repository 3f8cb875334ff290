package crewcards

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// MaxRolls is the most skill rolls one game may make.
const MaxRolls = crewexp.MaxPerGame

// A Game is one game as `crewcard battle` describes it, in plain values.
type Game struct {
	Name, Date, Note    string
	Destroyed           []int64     // points of each enemy unit destroyed
	KnockedOut, Massive bool        // knocked out, by a Massive Damage result
	SoftSkin            bool        // the vehicle is soft-skinned
	Survivors           []string    // roles of the members who got out
	Skills              [][2]string // role and skill of each skill gained in the game
	Upgrades            []string    // upgrades for the next game
	SetUpgrades         bool        // Upgrades replaces the last ones, even when empty
	Roll                bool        // roll the survivors and Rolls skill rolls
	Rolls               int
	RerollS6            bool
	Seed                int64 // seed of Roll; 0: the clock
}

// Errors of AppendGame that leave the crew file as it was.
var (
	ErrIllegal = errors.New("the crew file must be legal before a game is added")
	ErrRecord  = errors.New("the record breaks the rules")
)

// An Appended is a crew file with one more game record.
type Appended struct {
	File   []byte     // the whole new file
	Record []byte     // the record as appended, the tail of File
	After  string     // the crew after the game, as `crewcard show` prints it
	Last   string     // the game and the state it left, in two lines, as battle prints them
	Doc    system.Doc // the crew after the game
}

// Refused words why AppendGame, or the outcome's Game, wrote nothing, as
// battle says it of the file the player named name.
func Refused(name string, err error) string {
	switch {
	case errors.Is(err, ErrIllegal):
		return name + " must be legal before a game is added; nothing written"
	case errors.Is(err, ErrRecord):
		return "the record breaks the rules; " + name + " is unchanged"
	}
	return fmt.Sprintf("%v; nothing written", err)
}

// AppendGame appends the game g to the crew file src, named name, rolling
// dice on a copy of the crew's state when g says so and telling each die to
// dice. It checks the old file and the new one as wholes: errs holds their
// problems, and err is ErrIllegal or ErrRecord when one is not legal (then
// the new file, if any, is in the Appended for showing).
func AppendGame(name string, src []byte, g Game, dice io.Writer) (a Appended, errs model.ErrorList, err error) {
	if key, err := model.SystemOf(name, src); err == nil && key != "" && key != crewexp.SystemName {
		return a, nil, fmt.Errorf("%s: a %s file holds no games; only crew files have a campaign history", name, model.Quote(key))
	}
	if _, err := crewexp.AppendRecord(name, src, crewexp.Battle{}); err != nil {
		return a, nil, err // the history key is not an array of tables
	}
	crew, errs := crewexp.Check(name, src)
	if errs.Err() != nil || crew == nil {
		return a, errs, ErrIllegal
	}
	rec, err := g.record(crew.State, dice)
	if err != nil {
		return a, errs, err
	}
	if a.File, err = crewexp.AppendRecord(name, src, rec); err != nil {
		return a, errs, err
	}
	a.Record = a.File[len(src):]
	crew, errs = crewexp.Check(name, a.File)
	if errs.Err() != nil || crew == nil {
		return a, errs, ErrRecord
	}
	a.After, a.Last, a.Doc = text(crew), lastGame(crew), Doc(crew)
	return a, errs, nil
}

// record builds the game record, rolling dice on a copy of the crew's
// current state s when asked to, and telling every die to dice.
func (g *Game) record(s crewexp.State, dice io.Writer) (crewexp.Battle, error) {
	b := crewexp.Battle{Name: g.Name, Date: crewexp.Date(g.Date), Note: g.Note, Destroyed: g.Destroyed,
		KnockedOut: g.KnockedOut, MassiveDamage: g.Massive, Survivors: g.Survivors}
	if g.SoftSkin && !s.SoftSkin { // a vehicle marked soft_skin needs no mark in its records
		soft := true
		b.SoftSkin = &soft
	}
	for _, sk := range g.Skills {
		b.Skills = append(b.Skills, crewexp.SkillGain{Role: sk[0], Skill: sk[1]})
	}
	if g.SetUpgrades {
		ups := append([]string{}, g.Upgrades...)
		b.Upgrades = &ups
	}
	if !g.Roll {
		return b, nil
	}
	seed := g.Seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	fmt.Fprintf(dice, "rolling with --seed %d\n", seed)
	rng := rand.New(rand.NewSource(seed))
	roll := func(sides int) int { return 1 + rng.Intn(sides) }
	return s.Play(b, crewexp.Plan{Rolls: g.Rolls, RerollS6: g.RerollS6}, roll, func(line string) { fmt.Fprintln(dice, line) })
}

// Numbered is the record as appended, with the line numbers it has in the
// whole file, so that the positions of its problems can be read against
// it.
func (a Appended) Numbered() string {
	off := len(a.File) - len(a.Record)
	line := bytes.Count(a.File[:off], []byte("\n")) + 1
	var b strings.Builder
	b.WriteString("the record as it would have been appended (the errors' line numbers count it in):\n")
	for i, l := range strings.Split(strings.TrimRight(string(a.Record), "\r\n"), "\n") {
		if i == 0 && strings.TrimSpace(l) == "" {
			continue // the newline that separates the record
		}
		fmt.Fprintf(&b, "%5d  %s\n", line+i, strings.TrimRight(l, "\r"))
	}
	return b.String()
}
