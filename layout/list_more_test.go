package layout_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestListMore: a list with a more line that cannot hold its entries
// never continues on another card; its last line says how many are left
// out, and it holds as many entries as fit beside that line. A template's
// more line holds one %d.
func TestListMore(t *testing.T) {
	var items []layout.Item
	for i := range 12 {
		items = append(items, layout.Item{Title: fmt.Sprintf("Upgrade %d", i+1)})
	}
	v := layout.View{Lists: map[string][]layout.Item{"ups": items}}
	tp := &layout.Template{Name: "t", Width: 63, Height: 88, Safe: 3.5, Widgets: []layout.Widget{{
		Kind: layout.KindList, Bind: "ups", X: 3.5, Y: 10, W: 30, H: 8, Size: 6.5, Min: 6, Cols: 2,
		More: "+%d more on the back"}}}
	pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 1 {
		t.Fatalf("the list continues on %d cards, want it on one", len(pages))
	}
	var texts []string
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText {
			texts = append(texts, op.Text)
		}
	}
	shown := pages[0].Listed["ups"]
	if shown == 0 || shown >= len(items) {
		t.Fatalf("%d entries listed of %d, want some and not all", shown, len(items))
	}
	want := fmt.Sprintf("+%d more on the back", len(items)-shown)
	if last := strings.Join(texts[len(texts)-1:], ""); !strings.HasSuffix(strings.Join(texts, " "), want) {
		t.Errorf("the list ends with %q, want %q", last, want)
	}
	for _, bad := range []string{"+ more", "%d of %d", "%s more"} {
		tp.Widgets[0].More = bad
		if p := checkProblems(tp); len(p) == 0 || !strings.Contains(p[0], "more") {
			t.Errorf("more = %q gives problems %q, want one at key more", bad, p)
		}
	}
}

// listText lays items out in a list h mm high, 62 mm wide, at 7 pt down to
// 6, and returns the first card's text, its words one space apart, and
// how many cards the list takes.
func listText(t *testing.T, items []layout.Item, h float64) (string, int) {
	t.Helper()
	tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{{
		Kind: layout.KindList, Bind: "l", X: 3.5, Y: 10, W: 62, H: h, Size: 7, Min: 6}}}
	pages, err := layout.Plan(tp, layout.View{Lists: map[string][]layout.Item{"l": items}}, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, op := range pages[0].Ops {
		b.WriteString(op.Text + " ")
	}
	return strings.Join(strings.Fields(b.String()), " "), len(pages)
}

// TestListBrief: a list whose entries do not all fit with their bodies
// whole sets brief bodies (Item.Brief) where those make them fit: its
// first entries whole, as many as fit, and the rest brief; and keeps the
// whole bodies where those fit.
func TestListBrief(t *testing.T) {
	long := strings.Repeat("A rule told in full words, line after line. ", 4)
	var items []layout.Item
	for i := range 6 {
		items = append(items, layout.Item{Title: fmt.Sprintf("Skill %d", i+1), Body: long, Brief: "Its rule: deck card 1."})
	}
	texts := func(h float64) (string, int) { return listText(t, items, h) }
	if text, n := texts(16); n != 1 || strings.Count(text, "deck card 1.") != 6 {
		t.Errorf("a box for brief bodies alone: %d cards, text %q; want one card of six brief bodies", n, text)
	}
	for _, h := range []float64{20, 30} {
		text, n := texts(h)
		whole := strings.Count(text, "A rule told") / 4
		if n != 1 || whole < 1 || whole > 5 || strings.Count(text, "deck card 1.") != 6-whole || !strings.HasPrefix(text, "Skill 1 A rule told") {
			t.Errorf("a box too small for the whole bodies (%v mm): %d cards, text %q; want one card, its first bodies whole and the rest brief", h, n, text)
		}
		if bigger, _ := texts(h + 10); strings.Count(bigger, "A rule told")/4 <= whole {
			t.Errorf("a box 10 mm taller than %v mm holds no more whole bodies than %d: %q", h, whole, bigger)
		}
	}
	if text, n := texts(80); n != 1 || strings.Contains(text, "deck card") {
		t.Errorf("a box for the whole bodies: %d cards, text %q; want the bodies whole", n, text)
	}
}

// TestListLaterWhole: a list whose first texts whole leave a later one
// brief sets a text after that one whole where it fits so (layout.Later):
// a short rule is never given by its deck card below a long one that is.
func TestListLaterWhole(t *testing.T) {
	long := strings.Repeat("A rule told in full words, line after line. ", 4)
	items := []layout.Item{
		{Title: "Skill 1", Body: long, Brief: "Its rule: deck card 1."},
		{Title: "Skill 2", Body: long, Brief: "Its rule: deck card 1."},
		{Title: "Skill 3", Body: "One short rule.", Brief: "Its rule: deck card 1."},
	}
	tried := 0
	for h := 8.0; h < 40; h += 0.5 {
		text, n := listText(t, items, h)
		if n != 1 || !strings.HasPrefix(text, "Skill 1 A rule told") || !strings.Contains(text, "Skill 2 Its rule") {
			continue // not the first whole and the second brief
		}
		tried++
		if !strings.Contains(text, "Skill 3 One short rule.") {
			t.Errorf("a box of %v mm: %q; want the third rule whole, as short as its brief form", h, text)
		}
	}
	if tried == 0 {
		t.Fatal("no box sets the first rule whole and the second brief")
	}
	if got, want := layout.Later(items, 1), []int{2, 1}; !slices.Equal(got, want) {
		t.Errorf("Later(items, 1) = %v, want %v: the shortest first", got, want)
	}
}

// TestListGroups sets a list too long for its box with brief bodies too
// as one entry a group, whose body names the group's items; an item with
// no group stays whole, and a box that holds the brief bodies keeps them.
func TestListGroups(t *testing.T) {
	long := strings.Repeat("A rule told in full words, line after line. ", 4)
	items := []layout.Item{{Title: "Crew", Body: "Four crewmen in all."}}
	for i := range 12 {
		g := fmt.Sprintf("Role %d skills, deck card %d:", i/6+1, i/6+1)
		items = append(items, layout.Item{Title: fmt.Sprintf("Skill %d", i+1), Body: long,
			Brief: "Its rule: deck card 1.", Group: g, Name: fmt.Sprintf("Skill %d", i+1)})
	}
	texts := func(h float64) (string, int) { return listText(t, items, h) }
	text, n := texts(12)
	if n != 1 || !strings.Contains(text, "Role 1 skills, deck card 1: Skill 1, Skill 2, Skill 3, Skill 4, Skill 5, Skill 6.") ||
		!strings.Contains(text, "Role 2 skills, deck card 2: Skill 7,") || !strings.Contains(text, "Crew Four crewmen in all.") ||
		strings.Contains(text, "Its rule") {
		t.Errorf("a box too small for the brief bodies: %d cards, text %q; want one card, a line a group and the crew whole", n, text)
	}
	if text, n := texts(40); n != 1 || strings.Contains(text, "Role 1 skills") || !strings.Contains(text, "Its rule: deck card 1.") {
		t.Errorf("a box for the brief bodies: %d cards, text %q; want the brief bodies, no group", n, text)
	}
}

// TestRunSize: a list that runs over onto more cards is set at its floor,
// or at Options.RunSize within its size and floor, on every card; and
// RunSizes offers the sizes above the floor, largest first.
func TestRunSize(t *testing.T) {
	var items []layout.Item
	for i := range 40 {
		items = append(items, layout.Item{Title: fmt.Sprintf("Rule %d", i+1), Body: "What the rule does, in a line or two of text."})
	}
	tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{{
		Kind: layout.KindList, Bind: "l", X: 3.5, Y: 10, W: 62, H: 40, Size: 7, Min: 6}}}
	if got, want := fmt.Sprint(tp.RunSizes("l")), "[7 6.75 6.5 6.25]"; got != want {
		t.Errorf("RunSizes = %s, want %s", got, want)
	}
	if got := tp.RunSizes("other"); got != nil {
		t.Errorf("RunSizes of a slot no list binds = %v, want none", got)
	}
	for _, c := range []struct{ run, want float64 }{{0, 6}, {6.5, 6.5}, {9, 7}, {5, 6}} {
		pages, err := layout.Plan(tp, layout.View{Lists: map[string][]layout.Item{"l": items}}, layout.Options{Fonts: testFonts(t), RunSize: c.run})
		if err != nil {
			t.Fatal(err)
		}
		if len(pages) < 2 {
			t.Fatalf("RunSize %v: the list takes %d card, want it to run over", c.run, len(pages))
		}
		for _, pg := range pages {
			for _, op := range pg.Ops {
				if op.Kind == layout.OpText && op.Size != c.want {
					t.Fatalf("RunSize %v: card %d sets %q at %v pt, want %v", c.run, pg.Part, op.Text, op.Size, c.want)
				}
			}
		}
	}
}

// TestBriefFrom keeps the first k items whole, and those after them it is
// given by index, each alone, and gives the rest their shorter forms:
// brief bodies, and neighbours that share a group as one entry; items are
// left as they were.
func TestBriefFrom(t *testing.T) {
	const gunner = "Gunner skills, reference card 2/10:"
	items := []layout.Item{
		{Title: "Deadeye (Gunner)", Body: "Before rolling to hit: +3.", Brief: "Rule: reference card 2/10.", Group: gunner, Name: "Deadeye"},
		{Title: "Snap Shot (Gunner)", Body: "Shoot at once.", Brief: "Rule: reference card 2/10.", Group: gunner, Name: "Snap Shot"},
		{Title: "Long Shot (Gunner)", Body: "Double the range.", Brief: "Rule: reference card 2/10.", Group: gunner, Name: "Long Shot"},
		{Title: "Toolbox (level 1, 10 pts)", Body: "Repair on 4+.", Brief: "Rule: reference card 6/10."},
	}
	for _, c := range []struct {
		k     int
		whole []int
		want  []string // title: body
	}{
		{4, nil, []string{"Deadeye (Gunner): Before rolling to hit: +3.", "Snap Shot (Gunner): Shoot at once.", "Long Shot (Gunner): Double the range.", "Toolbox (level 1, 10 pts): Repair on 4+."}},
		{1, nil, []string{"Deadeye (Gunner): Before rolling to hit: +3.", gunner + ": Snap Shot, Long Shot.", "Toolbox (level 1, 10 pts): Rule: reference card 6/10."}},
		{0, nil, []string{gunner + ": Deadeye, Snap Shot, Long Shot.", "Toolbox (level 1, 10 pts): Rule: reference card 6/10."}},
		{0, []int{3}, []string{gunner + ": Deadeye, Snap Shot, Long Shot.", "Toolbox (level 1, 10 pts): Repair on 4+."}},
		{1, []int{2}, []string{"Deadeye (Gunner): Before rolling to hit: +3.", gunner + ": Snap Shot.", "Long Shot (Gunner): Double the range.", "Toolbox (level 1, 10 pts): Rule: reference card 6/10."}},
	} {
		var got []string
		for _, it := range layout.BriefFrom(items, c.k, c.whole...) {
			got = append(got, it.Title+": "+it.Body)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("BriefFrom(items, %d, %v) = %q, want %q", c.k, c.whole, got, c.want)
		}
	}
	if items[1].Body != "Shoot at once." || len(items) != 4 {
		t.Errorf("BriefFrom changed its argument: %+v", items)
	}
}

// TestListNameUnwrapped: in a narrow list, a name alone that wraps takes
// its short form where that sets on fewer lines; a name that fits keeps
// its full form, and so does a title followed by a body.
func TestListNameUnwrapped(t *testing.T) {
	items := []layout.Item{
		{Title: "Enhanced Gun Laying Drive", Short: "Gun Laying"},
		{Title: "First Aid Box", Short: "First Aid"},
		{Title: "Improved Suspension Unit", Short: "Suspension", Body: "One more turn."},
	}
	tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{{
		Kind: layout.KindList, Bind: "l", X: 3.5, Y: 10, W: 24, H: 30, Size: 7, Min: 6}}}
	pages, err := layout.Plan(tp, layout.View{Lists: map[string][]layout.Item{"l": items}}, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, op := range pages[0].Ops {
		texts = append(texts, op.Text)
	}
	text := strings.Join(texts, " ")
	for _, want := range []string{"Gun Laying", "First Aid Box", "Improved Suspension"} {
		if !strings.Contains(text, want) {
			t.Errorf("the list reads %q, want %q in it", text, want)
		}
	}
	if strings.Contains(text, "Enhanced") {
		t.Errorf("the list reads %q: a name wraps where its short form keeps to one line", text)
	}
}

// TestListMoreIcons: a more line whose left-out entries each have an icon
// draws those icons after its words, on its line and inside the list's
// column, in the entries' order, so that the face shows every entry, as
// a name or an icon; a column too narrow for them, or an entry left out
// without an icon, keeps the line alone.
func TestListMoreIcons(t *testing.T) {
	icons := []string{"radio", "camo-net", "stabilizer", "optics", "toolbox"}
	var items []layout.Item
	for i, ic := range icons {
		items = append(items, layout.Item{Icon: ic, Title: fmt.Sprintf("Upgrade %d", i+1)})
	}
	plan := func(items []layout.Item, w float64) layout.Page {
		tp := &layout.Template{Name: "t", Width: 63, Height: 88, Safe: 3.5, Widgets: []layout.Widget{{
			Kind: layout.KindList, Bind: "ups", X: 3.5, Y: 10, W: w, H: 7, Size: 6.5, Min: 6, IconW: 2.6,
			More: "+%d on the back"}}}
		pages, err := layout.Plan(tp, layout.View{Lists: map[string][]layout.Item{"ups": items}}, layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
		if err != nil {
			t.Fatal(err)
		}
		return pages[0]
	}
	tails := func(pg layout.Page) (names []string, line layout.Op) {
		for _, op := range pg.Ops {
			switch {
			case op.Kind == layout.OpText && strings.HasSuffix(op.Text, "on the back"):
				line = op
			case op.Kind == layout.OpPath && line.Text != "" && !slices.Contains(names, op.Text):
				names = append(names, op.Text)
				if op.X < line.X || op.X+op.W > 3.5+30+1e-9 || op.Y > line.Y || op.Y+op.H < line.Y-1 {
					t.Errorf("icon %s at %.2f,%.2f %.2fx%.2f: not after the line at %.2f,%.2f in its column", op.Text, op.X, op.Y, op.W, op.H, line.X, line.Y)
				}
			}
		}
		return names, line
	}
	pg := plan(items, 30)
	shown := pg.Listed["ups"]
	names, line := tails(pg)
	if line.Text == "" || shown == 0 || shown >= len(items) {
		t.Fatalf("%d of %d entries listed, more line %q: want some left out and said so", shown, len(items), line.Text)
	}
	if !slices.Equal(names, icons[shown:]) {
		t.Errorf("the more line %q draws the icons %q, want those of the entries it leaves out, %q", line.Text, names, icons[shown:])
	}
	if names, _ := tails(plan(items, 14)); len(names) != 0 {
		t.Errorf("a column of 14 mm draws the icons %q after its more line, want none: they do not fit", names)
	}
	items[len(items)-1].Icon = ""
	if names, _ := tails(plan(items, 30)); len(names) != 0 {
		t.Errorf("an entry left out without an icon: the more line draws %q, want none", names)
	}
}
