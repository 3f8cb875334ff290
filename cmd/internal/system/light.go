package system

import "github.com/crewcard/crewcard/cmd/internal/press"

// Light returns d as a render of many files holds it: only what the run
// needs before d's card is drawn (its name, system, summary, card count
// and roster row), the rest read again through load when asked for (load
// tells a file that changed since), so
// that a batch of any size holds a few hundred bytes a file. A doc that
// holds others (a Parent), sets its cards at one size (Uniform) or prints
// more than one card is returned as it is: a batch has few of those.
func Light(d Doc, load func() (Doc, error)) Doc {
	if _, ok := d.(Parent); ok || d.Cards() != 1 {
		return d
	}
	if u, ok := d.(Uniform); ok && u.Uniform() {
		return d
	}
	l := &lightDoc{name: d.Name(), system: d.System(), summary: d.Summary(), load: load}
	l.roster, l.points = d.Roster()
	return l
}

// lightDoc is a file's doc reduced by Light.
type lightDoc struct {
	name, summary string
	system        System
	roster        []string
	points        int
	load          func() (Doc, error)
}

func (l *lightDoc) Name() string            { return l.name }
func (l *lightDoc) System() System          { return l.system }
func (l *lightDoc) Summary() string         { return l.summary }
func (l *lightDoc) Cards() int              { return 1 }
func (l *lightDoc) Roster() ([]string, int) { return l.roster, l.points }
func (l *lightDoc) Link(base string) (link, code string, err error) {
	d, err := l.doc()
	if err != nil {
		return "", "", err
	}
	return d.Link(base)
}

// Show reads the file again and shows it; a file that cannot be read
// again shows its summary.
func (l *lightDoc) Show() (string, any) {
	d, err := l.doc()
	if err != nil {
		return l.summary, nil
	}
	return d.Show()
}

// Card reads the file again and gives its card.
func (l *lightDoc) Card(i int, linkBase string) (press.Card, error) {
	d, err := l.doc()
	if err != nil {
		return press.Card{}, err
	}
	return d.Card(i, linkBase)
}

// Explain reads the file again and explains its card's failure.
func (l *lightDoc) Explain(i int, err error, kit *press.Kit, linkBase string) error {
	d, derr := l.doc()
	if derr != nil {
		return derr
	}
	return d.Explain(i, err, kit, linkBase)
}

// doc reads the file again.
func (l *lightDoc) doc() (Doc, error) { return l.load() }
