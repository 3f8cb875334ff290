package press_test

import (
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// TestGrownFrontPrintsNoMore holds what withRoom's shortcut (shortens)
// rests on: a front laid out with its code grown into its room prints no
// more characters than on its code's box as the template gives it, for
// every set of slots withRoom tries, over the samples and 300 generated
// crews on each preset. Were it to print more, withRoom would refuse a
// room the card laid out whole takes.
func TestGrownFrontPrintsNoMore(t *testing.T) {
	docs := append(crewDocs(sampleCrews(t)), generatedDocs(t, 300, 3)...)
	tried := 0
	for _, card := range []impose.Size{{W: 69, H: 94}, {W: 63.5, H: 88.9}, {W: 57, H: 89}} {
		o := press.Options{LinkBase: saved.DefaultBase, Card: card}
		kit, err := system.NewKit(docs, nil, &o)
		if err != nil {
			t.Fatal(err)
		}
		n, cardAt := system.Cards(docs, o.LinkBase)
		for i := range n {
			c, err := cardAt(i)
			if err != nil {
				t.Fatal(err)
			}
			base, grown, err := press.FrontRunes(kit, c)
			if err != nil {
				t.Fatal(err)
			}
			for k := range base {
				if base[k] < 0 || grown[k] < 0 {
					continue
				}
				tried++
				if grown[k] > base[k] {
					t.Errorf("%v, card %d, set %d: the front grown for its code prints %d characters, on its box as given %d", card, i+1, k, grown[k], base[k])
				}
			}
		}
	}
	if tried < 300 {
		t.Errorf("%d fronts laid out on one card both ways, want at least 300", tried)
	}
	t.Logf("%d fronts compared", tried)
}
