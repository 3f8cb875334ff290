package press

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestWithSlotsGiven: an item given where a slot is set (layout.Item.If)
// is in its list only where a set sets that slot; its twin on the other
// face, left out on the same slot (Unless), goes where it is set, given
// by the first list's widget drawn on the view, and not where no widget
// draws that list: the item would be lost, and the card is not set so.
func TestWithSlotsGiven(t *testing.T) {
	front := &layout.Template{Name: "f", Widgets: []layout.Widget{{Kind: layout.KindList, Bind: "front_text", If: "text_front"}}}
	back := &layout.Template{Name: "b", Widgets: []layout.Widget{{Kind: layout.KindList, Bind: "back_text"}}}
	d := &Kit{faces: map[string]*layout.Template{"f": front, "b": back}}
	c := Card{Front: "f", Back: "b", View: layout.View{Text: map[string]string{}, Lists: map[string][]layout.Item{
		"front_text": {{Title: "A", If: "a_front"}, {Title: "B", If: "b_front"}},
		"back_text":  {{Title: "A", Unless: "a_front"}, {Title: "B", Unless: "b_front"}, {Title: "C"}},
	}}}
	titles := func(items []layout.Item) []string {
		var out []string
		for _, it := range items {
			out = append(out, it.Title)
		}
		return out
	}
	for _, tc := range []struct {
		set         map[string]string
		ok          bool
		front, back []string
	}{
		{map[string]string{}, true, nil, []string{"A", "B", "C"}},
		{map[string]string{"text_front": "yes", "a_front": "yes"}, true, []string{"A"}, []string{"B", "C"}},
		{map[string]string{"text_front": "yes", "a_front": "yes", "b_front": "yes"}, true, []string{"A", "B"}, []string{"C"}},
		{map[string]string{"a_front": "yes"}, false, nil, nil}, // no widget draws front_text: A would be lost
	} {
		got, ok := d.withSlots(c, tc.set)
		if ok != tc.ok {
			t.Errorf("%v: ok %v, want %v", tc.set, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if f, b := titles(got.View.Lists["front_text"]), titles(got.View.Lists["back_text"]); !slices.Equal(f, tc.front) || !slices.Equal(b, tc.back) {
			t.Errorf("%v: front %v and back %v, want %v and %v", tc.set, f, b, tc.front, tc.back)
		}
	}
	if len(c.View.Lists["back_text"]) != 3 {
		t.Error("withSlots changed the card's own lists")
	}
}

// TestDrawsOnlyWhatItsSlotsAllow: a set of slots changes what a card
// draws only where a widget it turns on is drawn once it is set: every
// slot that widget is drawn if set by the card or by the set, and not on
// continuation cards only where the card is one. A set that cannot is
// not laid out (free).
func TestDrawsOnlyWhatItsSlotsAllow(t *testing.T) {
	back := &layout.Template{Name: "b", Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "said", If: "said_here front_gives"},
		{Kind: layout.KindBlocks, Bind: "more", If: "more_here", Continued: true},
	}}
	d := &Kit{faces: map[string]*layout.Template{"f": {Name: "f"}, "b": back}}
	for _, tc := range []struct {
		card map[string]string
		set  map[string]string
		n    int
		want bool
	}{
		{map[string]string{"front_gives": "yes"}, map[string]string{"said_here": "yes"}, 1, true},
		{map[string]string{}, map[string]string{"said_here": "yes"}, 1, false},                                        // front_gives unset
		{map[string]string{}, map[string]string{"said_here": "yes", "front_gives": "yes"}, 1, true},                   // the set gives both
		{map[string]string{"front_gives": "yes"}, map[string]string{"said_here": "yes", "front_gives": ""}, 1, false}, // the set clears one
		{map[string]string{}, map[string]string{"more_here": "yes"}, 1, false},                                        // continuation cards only
		{map[string]string{}, map[string]string{"more_here": "yes"}, 2, true},
		{map[string]string{"said_here": "yes", "front_gives": "yes"}, map[string]string{"other": "yes"}, 1, false}, // turns nothing on
	} {
		c := Card{Front: "f", Back: "b", View: layout.View{Text: tc.card}}
		if got := d.draws(c, tc.set, tc.n); got != tc.want {
			t.Errorf("card %v, set %v, %d cards: draws %v, want %v", tc.card, tc.set, tc.n, got, tc.want)
		}
	}
}
