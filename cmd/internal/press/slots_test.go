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
