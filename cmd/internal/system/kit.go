package system

import (
	"errors"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model"
)

// NewKit loads the templates of every system, the edited ones in place of
// the built-in ones, and checks them against the fullest card of each
// system that docs use (of every system, when docs is empty), so that one
// system's card never limits another's.
func NewKit(docs []Doc, edited []press.TemplateFile, o *press.Options) (*press.Kit, error) {
	used := map[string]bool{}
	for _, d := range docs {
		used[d.System().Info().Name] = true
	}
	var probes []press.Probe
	for _, s := range All() {
		if len(docs) > 0 && !used[s.Info().Name] {
			continue
		}
		p, err := s.Probe(o.LinkBase)
		if err != nil {
			return nil, err
		}
		probes = append(probes, p)
	}
	return press.NewKit(Pairs(), Template, edited, o, probes)
}

// cardRef is one card of a run: the file and the card's index in it.
type cardRef struct {
	doc Doc
	i   int
}

// refs lists every card of docs, in order.
func refs(docs []Doc) []cardRef {
	var cards []cardRef
	for _, doc := range docs {
		for i := range doc.Cards() {
			cards = append(cards, cardRef{doc, i})
		}
	}
	return cards
}

// Cards lists every card of docs, in order: it returns their number and
// the function that gives the i-th, its QR code linking below linkBase.
func Cards(docs []Doc, linkBase string) (int, func(i int) (press.Card, error)) {
	cards := refs(docs)
	return len(cards), func(i int) (press.Card, error) { return cards[i].doc.Card(cards[i].i, linkBase) }
}

// UniformCards is Cards on kit, with the cards of each Uniform doc set at
// one type size: the largest that its fullest card takes (as kit lays it
// out). A card that does not lay out is left as Cards gives it, for the
// run to report.
func UniformCards(docs []Doc, kit *press.Kit, linkBase string) (int, func(i int) (press.Card, error)) {
	cards := refs(docs)
	size := map[Doc]float64{}
	for _, doc := range docs {
		if u, ok := doc.(Uniform); !ok || !u.Uniform() || doc.Cards() < 2 {
			continue
		}
		least := 0.0
		for i := range doc.Cards() {
			c, err := doc.Card(i, linkBase)
			if err != nil {
				least = 0
				break
			}
			f, err := kit.Plan(c)
			if err != nil {
				least = 0
				break
			}
			for _, pg := range append(f.Front, f.Back...) {
				if pg.BlockSize > 0 && (least == 0 || pg.BlockSize < least) {
					least = pg.BlockSize
				}
			}
		}
		if least > 0 {
			size[doc] = least
		}
	}
	return len(cards), func(i int) (press.Card, error) {
		c, err := cards[i].doc.Card(cards[i].i, linkBase)
		c.View.BlockSize = size[cards[i].doc]
		return c, err
	}
}

// Explain tells each failure of a run of docs' cards on kit (a
// *press.CardError) in the terms of the file the card came from; other
// errors are returned as they are.
func Explain(docs []Doc, errs []error, kit *press.Kit, linkBase string) []error {
	var cards []cardRef
	out := make([]error, len(errs))
	for j, err := range errs {
		out[j] = err
		var ce *press.CardError
		if !errors.As(err, &ce) {
			continue
		}
		if cards == nil {
			cards = refs(docs)
		}
		if ce.Card >= 0 && ce.Card < len(cards) {
			r := cards[ce.Card]
			out[j] = ExplainCard(r.doc, r.i, ce.Err, kit, linkBase)
		}
	}
	return out
}

// ExplainCard is doc.Explain as a *model.Error, never nil: a failure the
// system leaves unexplained is told as it is, against the file.
func ExplainCard(doc Doc, i int, err error, kit *press.Kit, linkBase string) *model.Error {
	if e := doc.Explain(i, err, kit, linkBase); e != nil {
		return asError(doc.Name(), e)
	}
	return asError(doc.Name(), err)
}
