// Package system joins each game system's rules (a package below model) to
// its cards, templates and saved state, behind one small interface. Adding
// a system means adding its model package, its templates and one entry in
// the systems table here.
package system

import (
	"fmt"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// A System is one game's rules joined to its cards.
type System interface {
	// Name is the value of the file's system key, such as "crew-experience".
	Name() string
	// Tag is the system's tag in saved states.
	Tag() saved.System
	// Faces names the templates of the system's cards, front and back, a
	// pair for each kind of card it prints.
	Faces() [][2]string
	// Check parses and validates a file of the system. The Doc is nil when
	// the file is not legal; the list holds every problem, warnings too.
	Check(name string, src []byte) (Doc, model.ErrorList)
	// Probe is the fullest card the system prints, laid out once before a
	// run so that a template too small for it is found at once.
	Probe(linkBase string) (press.Probe, error)
	// File turns an opened saved state of the system back into a file
	// that Check accepts and that prints the same card.
	File(s saved.Sealed) ([]byte, error)
}

// A Doc is one legal file of a system, ready to print and to show.
type Doc interface {
	// Name is the file's name, as messages give it.
	Name() string
	// Summary is check -v's line for the file.
	Summary() string
	// Cards is the number of cards the file prints.
	Cards() int
	// Card is the file's i-th card, its QR code (if it has one) linking
	// below linkBase.
	Card(i int, linkBase string) (press.Card, error)
	// Link is the link of the QR code on the file's card, below linkBase,
	// and the short code printed under it; both are "" for a file whose
	// cards carry no saved state.
	Link(linkBase string) (link, code string, err error)
	// Roster is the file's row of the roster summary, and its points.
	Roster() (row RosterRow, points int)
	// Show is the file's derived state: as text, and as a value for JSON
	// whose fields are only ever added.
	Show() (text string, data any)
	// system is the system the file belongs to.
	system() System
}

// systems lists every system; the first is the one a file without a
// system key belongs to.
var systems = []System{crewExperience{}, deckSystem{}, flamesOfWar{}}

// Names lists the systems' names, sorted.
func Names() []string {
	var names []string
	for _, s := range systems {
		names = append(names, s.Name())
	}
	sort.Strings(names)
	return names
}

// Pairs lists the front and back templates of every system.
func Pairs() [][2]string {
	var pairs [][2]string
	for _, s := range systems {
		pairs = append(pairs, s.Faces()...)
	}
	return pairs
}

// Cards lists every card of docs, in order: it returns their number and
// the function that gives the i-th, its QR code linking below linkBase.
func Cards(docs []Doc, linkBase string) (int, func(i int) (press.Card, error)) {
	type ref struct {
		doc Doc
		i   int
	}
	var cards []ref
	for _, doc := range docs {
		for i := range doc.Cards() {
			cards = append(cards, ref{doc, i})
		}
	}
	return len(cards), func(i int) (press.Card, error) { return cards[i].doc.Card(cards[i].i, linkBase) }
}

// NewKit loads the templates of every system, the edited ones in place of
// the built-in ones, and checks them against the fullest card of each
// system that docs use (of every system, when docs is empty), so that one
// system's card never limits another's.
func NewKit(docs []Doc, edited []press.TemplateFile, o *press.Options) (*press.Kit, error) {
	used := map[System]bool{}
	for _, d := range docs {
		used[d.system()] = true
	}
	probes, err := probesOf(o.LinkBase, func(s System) bool { return len(docs) == 0 || used[s] })
	if err != nil {
		return nil, err
	}
	return press.NewKit(Pairs(), edited, o, probes)
}

// probesOf returns the fullest card of every system that keep accepts.
func probesOf(linkBase string, keep func(System) bool) ([]press.Probe, error) {
	var probes []press.Probe
	for _, s := range systems {
		if !keep(s) {
			continue
		}
		p, err := s.Probe(linkBase)
		if err != nil {
			return nil, err
		}
		probes = append(probes, p)
	}
	return probes, nil
}

// Check reads the system key of the file src, then parses and validates
// it by that system's rules. A file without the key is a crew file.
func Check(name string, src []byte) (Doc, model.ErrorList) {
	key, err := model.SystemOf(name, src)
	if err != nil {
		return nil, model.ErrorList{err}
	}
	sys := systems[0]
	if key != "" {
		if sys = byName(key); sys == nil {
			pos := model.NewLocator(src).Pos(name, model.SystemKey)
			var errs model.ErrorList
			errs.Add(pos, model.SystemKey, "", "unknown game system %s; the systems are %s%s",
				model.Quote(key), strings.Join(Names(), ", "), model.DidYouMean(key, Names()))
			return nil, errs
		}
	}
	return sys.Check(name, src)
}

func byName(name string) System {
	for _, s := range systems {
		if s.Name() == name {
			return s
		}
	}
	return nil
}

// File turns an opened saved state back into a file of its system.
func File(s saved.Sealed) ([]byte, error) {
	for _, sys := range systems {
		if sys.Tag() == s.System {
			return sys.File(s)
		}
	}
	return nil, fmt.Errorf("%w: the code holds a card of game system %d, which this crewcard does not know; a newer crewcard made it", saved.ErrVersion, s.System)
}
