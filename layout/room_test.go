package layout_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestMakesRoom: blocks that rise under others and find no room there
// set those others smaller where the view sets the slot they make room
// on (Widget.MakesRoom): a unit's teams from 8 pt down for its tests,
// which then fit under them at no larger a size; without the slot, or
// where even the riser's floor leaves no room, the card is refused as
// before, the riser's error unchanged.
func TestMakesRoom(t *testing.T) {
	teams := layout.Block{Heading: "2× 105mm howitzer"}
	tests := layout.Block{Heading: "This unit's tests", Text: "Rally 4+ (p. 64) · Counterattack 4+ (p. 78) · Follow Me! 4+ (p. 46) · Blitz, Shoot & Scoot, Dig In 3+ (p. 46)"}
	tmpl := &layout.Template{Name: "room", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "teams", X: 3.5, Y: 14, W: 62, H: 30, Size: 8, Min: 6, VAlign: "top"},
		{Kind: layout.KindBlocks, Bind: "tests", Rise: "teams", MakesRoom: "untold", X: 3.5, Y: 14, W: 62, H: 30, Size: 8, Min: 6.5, VAlign: "top"},
	}}
	o := layout.Options{Fonts: testFonts(t)}
	plan := func(n int, untold string, most float64) ([]layout.Page, error) {
		body := teams
		body.Text = strings.Repeat("Gun shield. Brutal. Forward Firing. Slow Firing. ", n)
		return layout.Plan(tmpl, layout.View{Text: map[string]string{"untold": untold}, Blocks: map[string][]layout.Block{"teams": {body}, "tests": {tests}}, BlockSize: most}, o)
	}
	sizeOf := func(pages []layout.Page, text string) float64 {
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && op.Text == text {
				return op.Size
			}
		}
		return 0
	}
	roomy, made, refused := 0, 0, 0
	for n := 1; n <= 14; n++ {
		plain, err := plan(n, "", 0)
		pages, errMade := plan(n, "yes", 0)
		switch {
		case err == nil:
			roomy++ // room enough at their size: making room changes nothing
			if errMade != nil || sizeOf(pages, "2× 105mm howitzer") != sizeOf(plain, "2× 105mm howitzer") {
				t.Errorf("%d lines of rules: with room the teams at %g pt, making room %g pt (%v)", n, sizeOf(plain, "2× 105mm howitzer"), sizeOf(pages, "2× 105mm howitzer"), errMade)
			}
		case errMade == nil:
			made++
			team, test := sizeOf(pages, "2× 105mm howitzer"), sizeOf(pages, "This unit's tests")
			if team >= 8 || team < 6.5 || test == 0 || test > team {
				t.Errorf("%d lines of rules: making room sets the teams at %g pt and the tests at %g pt, want the teams under 8 pt, no smaller than 6.5, the tests no larger", n, team, test)
			}
			if _, err := plan(n, "", team+0.25); err == nil { // the largest size that holds them
				t.Errorf("%d lines of rules: making room sets the teams at %g pt, where %g pt holds the tests too", n, team, team+0.25)
			}
		default:
			refused++
			var we *layout.WidgetError
			if !errors.As(errMade, &we) || we.Index != 1 || errMade.Error() != err.Error() {
				t.Errorf("%d lines of rules: with no room made the error %v, want the riser's own %v", n, errMade, err)
			}
		}
	}
	if roomy == 0 || made == 0 || refused == 0 {
		t.Errorf("of the sweep's cards %d had room, %d made it and %d were refused: the test wants some of each", roomy, made, refused)
	}
}
