package press

import (
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestPrintsMore: a layout that sets the more line, whole or wrapped after
// its first words, is told from one that does not; a widget without a
// more line never sets it.
func TestPrintsMore(t *testing.T) {
	const more = "More teams on the back (+%d)"
	page := func(texts ...string) []layout.Page {
		var ops []layout.Op
		for _, s := range texts {
			ops = append(ops, layout.Op{Kind: layout.OpText, Text: s})
		}
		return []layout.Page{{Ops: ops}}
	}
	for _, tc := range []struct {
		pages []layout.Page
		more  string
		want  bool
	}{
		{page("Command 8″/20cm (p. 41)", "More teams on the back (+2)"), more, true},
		{page("More teams on", "the back (+2)"), more, true},
		{page("Command 8″/20cm (p. 41)", "Last Stand 3+"), more, false},
		{page("More teams on the back (+2)"), "", false},
	} {
		if got := printsMore(tc.pages, tc.more); got != tc.want {
			t.Errorf("printsMore(%v, %q) = %v, want %v", tc.pages[0].Ops, tc.more, got, tc.want)
		}
	}
}
