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
