package system

import "github.com/crewcard/crewcard/cmd/internal/press"

// Light returns d as a render of many files holds it: only what the run
// needs before d's card is drawn (its name, system, card count
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
	l := &lightDoc{name: d.Name(), system: d.System(), load: load}
	cells, points := d.Roster()
	l.points = points
	for _, c := range cells {
		l.cells += c // one string of its own: a cell may be part of the file's whole text
		l.ends = append(l.ends, int32(len(l.cells)))
	}
	return l
}

// lightDoc is a file's doc reduced by Light.
type lightDoc struct {
	name   string
	system System
	cells  string  // the roster row's cells, end to end
	ends   []int32 // where each cell ends in cells
	points int
	load   func() (Doc, error)
}

func (l *lightDoc) Name() string   { return l.name }
func (l *lightDoc) System() System { return l.system }
func (l *lightDoc) Cards() int     { return 1 }
func (l *lightDoc) Link(base string) (link, code string, err error) {
	d, err := l.doc()
	if err != nil {
		return "", "", err
	}
	return d.Link(base)
}

// Roster gives the row it was made with.
func (l *lightDoc) Roster() ([]string, int) {
	row, start := make([]string, len(l.ends)), int32(0)
	for i, end := range l.ends {
		row[i], start = l.cells[start:end], end
	}
	return row, l.points
}

// Summary reads the file again and sums it up; a file that cannot be read
// again gives why.
func (l *lightDoc) Summary() string {
	d, err := l.doc()
	if err != nil {
		return err.Error()
	}
	return d.Summary()
}

// Show reads the file again and shows it; a file that cannot be read
// again gives why.
func (l *lightDoc) Show() (string, any) {
	d, err := l.doc()
	if err != nil {
		return err.Error(), nil
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
