package bsdata

import (
	"bytes"
	"testing"
	"time"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/fow"
)

// FuzzCatalogue maps every unit of a fuzzed catalogue at every size: it
// never panics, and a file it writes is a unit file fow.Check can read.
func FuzzCatalogue(f *testing.F) {
	f.Add([]byte(`<catalogue id="c" name="LW: German" revision="1"><sharedSelectionEntries>
<selectionEntry id="u" name="Tiger Tank Platoon" type="unit"><profiles><profile id="p" name="Tiger" typeName="Tank Unit"><characteristics>
<characteristic name="Motivation">4+ Last Stand 2+</characteristic><characteristic name="Skill">3+</characteristic><characteristic name="Is Hit On">4+</characteristic>
<characteristic name="Armour Front">9</characteristic><characteristic name="Armour Side &amp; Rear">8</characteristic><characteristic name="Armour Top">2</characteristic>
<characteristic name="Tactical">10"/25cm</characteristic><characteristic name="Terrain Dash">12"/30cm</characteristic><characteristic name="Cross Country Dash">18"/45cm</characteristic>
<characteristic name="Road Dash">20"/50cm</characteristic><characteristic name="Cross">2+</characteristic></characteristics></profile>
<profile id="w" name="Tiger (8.8cm)" typeName="Weapon"><characteristics><characteristic name="Range">40"/100cm</characteristic><characteristic name="Halted ROF">2</characteristic>
<characteristic name="Moving ROF">1</characteristic><characteristic name="Anti-Tank">14</characteristic><characteristic name="Firepower">3+</characteristic></characteristics></profile></profiles>
<selectionEntryGroups><selectionEntryGroup id="g" name="Unit Size:"><selectionEntries><selectionEntry id="s" name="2x Tiger (8.8cm)" type="model"><costs><cost name="pts" value="24"/></costs></selectionEntry>
</selectionEntries></selectionEntryGroup></selectionEntryGroups></selectionEntry></sharedSelectionEntries></catalogue>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		lim := DefaultLimits
		lim.MaxBytes = 1 << 16
		lim.Budget = time.Second
		root, err := bs.Parse("f.cat", bytes.NewReader(src), lim)
		if err != nil {
			return
		}
		c, err := build(bs.New("f.cat", root, &Node{Name: "gameSystem"}), lim)
		if err != nil {
			return
		}
		for _, u := range c.Units {
			for i := range u.Sizes {
				if im := c.UnitFile(u, i); im.File != nil {
					fow.Check("f.toml", im.File)
				}
			}
		}
	})
}
