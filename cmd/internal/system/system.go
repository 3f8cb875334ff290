// Package system is the registry of game systems: each system joins a
// game's rules (a package below model) to its cards, templates and saved
// state in a package of its own, and adds itself here with one call to
// Register. The generic parts (the pipeline, the roster, serve, the inputs)
// ask a System or a Doc what they need and never name a system.
package system

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/templates"
)

// A System is one game's rules joined to its cards.
type System interface {
	// Info describes the system to the generic parts.
	Info() Info
	// Template returns the TOML of one of the templates that Info.Faces
	// names, as built in.
	Template(name string) ([]byte, bool)
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

// Info is what the generic parts know of a system.
type Info struct {
	// Name is the value of a file's system key, such as "crew-experience".
	Name string
	// Keyless says that a file without a system key is the system's. One
	// system at most may say so.
	Keyless bool
	// Tag is the system's tag in saved states; 0 when its cards carry none.
	Tag saved.System
	// Noun names a file of the system in messages and in the roster's
	// title, singular and plural: {"crew", "crews"}.
	Noun [2]string
	// Faces names the templates of the system's cards, front and back, a
	// pair for each kind of card it prints.
	Faces [][2]string
	// Roster lists the columns of the roster summary that the system's
	// files fill, in order, from NameColumn to PointsColumn; Doc.Roster
	// gives a cell for each.
	Roster []Column
	// Totals says that the roster adds up the points of the system's files.
	// One system at most may say so: points of different games are never
	// summed.
	Totals bool
	// Samples are the names of the system's files in the samples folder,
	// as a glob: "fow-*.toml".
	Samples string
	// Tables are the top-level tables that only the system's files have,
	// such as "unit": a file that names no system but has one is told to
	// name this one, rather than checked as another system's.
	Tables []string
}

// A Doc is one legal file of a system, ready to print and to show.
type Doc interface {
	// Name is the file's name, as messages give it.
	Name() string
	// System is the system the file belongs to.
	System() System
	// Summary is check -v's line for the file.
	Summary() string
	// Cards is the number of cards the file prints.
	Cards() int
	// Card is the file's i-th card, its QR code (if it has one) linking
	// below linkBase.
	Card(i int, linkBase string) (press.Card, error)
	// Explain tells why the file's i-th card, linking below linkBase, does
	// not lay out on kit (err, from kit.Plan or kit.Fits) in terms of the
	// file: the key to shorten, the character to change. The error it
	// returns is a *model.Error.
	Explain(i int, err error, kit *press.Kit, linkBase string) error
	// Link is the link of the QR code on the file's card, below linkBase,
	// and the short code printed under it; both are "" for a file whose
	// cards carry no saved state.
	Link(linkBase string) (link, code string, err error)
	// Roster is the file's row of the roster summary, a cell for each of
	// its system's Info.Roster columns, and its points.
	Roster() (cells []string, points int)
	// Show is the file's derived state: as text, and as a value for JSON
	// whose fields are only ever added.
	Show() (text string, data any)
}

// A Part is the doc of a file that another file prints after its own card,
// such as a force's unit, with the group it belongs to there.
type Part struct {
	Group string // "Panzergrenadier Company (primary formation, 45 points)"
	Doc   Doc
}

// A Parent is a Doc that holds the docs of other files and prints their
// cards after its own (Cards counts them): a force and its units. The
// roster lists each part under it, grouped.
type Parent interface {
	Doc
	Parts() []Part
}

// Once drops from docs the files that a Parent among them holds, each
// file named as key gives it, so that a folder of a force and its unit
// files prints each unit once, with its force.
func Once(docs []Doc, key func(name string) string) []Doc {
	held := map[string]bool{}
	for _, d := range docs {
		if p, ok := d.(Parent); ok {
			for _, part := range p.Parts() {
				held[key(part.Doc.Name())] = true
			}
		}
	}
	if len(held) == 0 {
		return docs
	}
	return slices.DeleteFunc(docs, func(d Doc) bool {
		_, parent := d.(Parent)
		return !parent && held[key(d.Name())]
	})
}

// A Referrer is a System whose files may name other files that Check
// reads beside them, such as a force's unit files.
type Referrer interface {
	System
	// Refers lists the paths of the files that the file name, with the
	// source src, names and Check reads, as Check joins them to name's
	// folder, whether they exist or not.
	Refers(name string, src []byte) []string
}

// Refers lists the paths of the files that the file name with the source
// src names and Check reads with it (Referrer): what a program that shows
// the file watches with it. Most files name none.
func Refers(name string, src []byte) []string {
	key, err := model.SystemOf(name, src)
	if err != nil {
		return nil
	}
	for _, s := range All() {
		if r, ok := s.(Referrer); ok && s.Info().Name == key {
			return r.Refers(name, src)
		}
	}
	return nil
}

// A Historian is a Doc with a campaign history, which `crewcard history`
// and serve print.
type Historian interface {
	Doc
	// History writes the file's career, a game a row, then the totals.
	History() string
}

// A Uniform is a Doc whose cards share one type size: a reference deck,
// read as a set, whose cards would otherwise each take the size that fits
// them.
type Uniform interface {
	Doc
	// Uniform reports whether the file's cards share one type size.
	Uniform() bool
}

// A Builtins is a System that brings files of its own, which every command
// takes by id in place of a file name: the reference decks.
type Builtins interface {
	System
	// Builtins lists the ids of the system's built-in files.
	Builtins() []string
	// Builtin returns the TOML of a built-in file.
	Builtin(id string) ([]byte, bool)
}

var (
	mu      sync.RWMutex
	systems []System // in the order registered: the roster's order
)

// Register adds a system; call it from an init function, before any file
// is read. The order of registration is the order in which the roster and
// the lists name the systems. It panics when the system's name, tag or
// templates clash with one registered before, when two systems claim files
// without a system key or both total their points, or when its roster does
// not run from NameColumn to PointsColumn: a programmer's bug.
func Register(s System) {
	mu.Lock()
	defer mu.Unlock()
	info := s.Info()
	if r := info.Roster; len(r) < 2 || r[0].ID != NameColumn || r[len(r)-1].ID != PointsColumn {
		panic("system: the roster columns of " + info.Name + " must run from NameColumn to PointsColumn")
	}
	for _, o := range systems {
		oi := o.Info()
		switch {
		case oi.Name == info.Name:
			panic("system: two systems named " + info.Name)
		case info.Tag != 0 && oi.Tag == info.Tag:
			panic(fmt.Sprintf("system: %s and %s share the saved-state tag %d", oi.Name, info.Name, info.Tag))
		case oi.Keyless && info.Keyless:
			panic("system: " + oi.Name + " and " + info.Name + " both claim files without a system key")
		case oi.Totals && info.Totals:
			panic("system: " + oi.Name + " and " + info.Name + " both total their points")
		}
		for _, a := range oi.Faces {
			for _, b := range info.Faces {
				for _, name := range b {
					if name == a[0] || name == a[1] {
						panic("system: " + oi.Name + " and " + info.Name + " share the template " + name)
					}
				}
			}
		}
	}
	systems = append(systems, s)
}

// All lists the registered systems, in the order registered.
func All() []System {
	mu.RLock()
	defer mu.RUnlock()
	return append([]System(nil), systems...)
}

// Names lists the systems' names, sorted.
func Names() []string {
	var names []string
	for _, s := range All() {
		names = append(names, s.Info().Name)
	}
	sort.Strings(names)
	return names
}

// Check reads the system key of the file src, then parses and validates
// it by that system's rules. A file without the key belongs to the system
// that claims such files.
func Check(name string, src []byte) (Doc, model.ErrorList) {
	key, err := model.SystemOf(name, src)
	if err != nil {
		return nil, model.ErrorList{err}
	}
	var errs model.ErrorList
	for _, s := range All() {
		switch info := s.Info(); {
		case info.Name == key:
			return s.Check(name, src)
		case key == "" && info.Keyless:
			return checkKeyless(s, name, src)
		}
	}
	if key == "" {
		errs.Add(model.Pos{File: name}, model.SystemKey, "", "the file names no game system; add a system key, one of %s", strings.Join(Names(), ", "))
		return nil, errs
	}
	pos := model.NewLocator(src).Pos(name, model.SystemKey)
	errs.Add(pos, model.SystemKey, "", "unknown game system %s; the systems are %s%s",
		model.Quote(key), strings.Join(Names(), ", "), model.DidYouMean(key, Names()))
	return nil, errs
}

// checkKeyless checks a file that names no system as the key-less system
// s's. Only a file s refuses is looked at again, off the common path: one
// with another system's own tables is told to name that system.
func checkKeyless(s System, name string, src []byte) (Doc, model.ErrorList) {
	doc, errs := s.Check(name, src)
	if errs.Err() == nil {
		return doc, errs
	}
	if sys, table, line := tablesOf(src); sys != nil {
		var hint model.ErrorList
		hint.Add(model.Pos{File: name, Line: line, Col: 1}, model.SystemKey, "",
			"the file names no game system, but its [%s] table is a %s file's; add system = %q as its first line",
			table, sys.Info().Name, sys.Info().Name)
		return nil, hint
	}
	return doc, errs
}

// tablesOf finds the first table header of src, [name] or [[name]], that
// is a system's own (Info.Tables), with its line.
func tablesOf(src []byte) (System, string, int) {
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "[") {
			continue
		}
		head := strings.Trim(strings.SplitN(line, "]", 2)[0], "[ \t")
		head = strings.SplitN(head, ".", 2)[0]
		for _, s := range All() {
			if slices.Contains(s.Info().Tables, head) {
				return s, head, i + 1
			}
		}
	}
	return nil, "", 0
}

// File turns an opened saved state back into a file of its system.
func File(s saved.Sealed) ([]byte, error) {
	for _, sys := range All() {
		if tag := sys.Info().Tag; tag != 0 && tag == s.System {
			return sys.File(s)
		}
	}
	return nil, fmt.Errorf("%w: the code holds a card of game system %d, which this crewcard does not know; a newer crewcard made it", saved.ErrVersion, s.System)
}

// Template returns the TOML of a built-in template of any system.
func Template(name string) ([]byte, error) {
	for _, s := range All() {
		if src, ok := s.Template(name); ok {
			return src, nil
		}
	}
	return nil, fmt.Errorf("no built-in template %q (have %s)", name, strings.Join(TemplateNames(), ", "))
}

// TemplateNames lists the built-in templates of every system, each face's
// compact layout for smaller cards too (crew-front-compact), sorted.
func TemplateNames() []string {
	seen := map[string]bool{}
	var names []string
	for _, p := range Pairs() {
		for _, n := range p {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
				if builtin(n + press.CompactSuffix) {
					names = append(names, n+press.CompactSuffix)
				}
			}
		}
	}
	sort.Strings(names)
	return names
}

// builtin reports whether a system has the built-in template name.
func builtin(name string) bool {
	for _, s := range All() {
		if _, ok := s.Template(name); ok {
			return true
		}
	}
	return false
}

// Pairs lists the front and back templates of every system.
func Pairs() [][2]string {
	var pairs [][2]string
	for _, s := range All() {
		pairs = append(pairs, s.Info().Faces...)
	}
	return pairs
}

// BuiltinIDs lists the ids of every system's built-in files, in the order
// of the systems.
func BuiltinIDs() []string {
	var ids []string
	for _, s := range All() {
		if b, ok := s.(Builtins); ok {
			ids = append(ids, b.Builtins()...)
		}
	}
	return ids
}

// Builtin returns the TOML of a built-in file of any system.
func Builtin(id string) ([]byte, bool) {
	for _, s := range All() {
		if b, ok := s.(Builtins); ok {
			if src, ok := b.Builtin(id); ok {
				return src, true
			}
		}
	}
	return nil, false
}

// Label is what messages and pages call a file of doc's system: "crew
// file", "unit file".
func Label(doc Doc) string { return doc.System().Info().Noun[0] + " file" }

// Kinds puts the kinds of file of the registered systems in place of
// "{and}" and "{or}" in a usage text ("crew, unit and reference deck"),
// and the kind of a file without a system key in place of "{keyless}", so
// that the usage names every system, a new one too.
func Kinds(text string) string {
	var nouns []string
	keyless := ""
	for _, s := range All() {
		nouns = append(nouns, s.Info().Noun[0])
		if s.Info().Keyless {
			keyless = s.Info().Noun[0]
		}
	}
	join := func(conj string) string {
		if len(nouns) < 2 {
			return strings.Join(nouns, "")
		}
		return strings.Join(nouns[:len(nouns)-1], ", ") + " " + conj + " " + nouns[len(nouns)-1]
	}
	return strings.NewReplacer("{and}", join("and"), "{or}", join("or"), "{keyless}", keyless).Replace(text)
}

// FaceTemplate is a System's Template for a system whose faces are built
// into the templates folder: the TOML of name when faces names it, or of
// its compact layout (name-compact) when the folder has one.
func FaceTemplate(faces [][2]string, name string) ([]byte, bool) {
	face := strings.TrimSuffix(name, press.CompactSuffix) // a face's compact layout, if it has one
	for _, f := range faces {
		if face == f[0] || face == f[1] {
			src, err := templates.FS.ReadFile(name + ".toml")
			return src, err == nil
		}
	}
	return nil, false
}
