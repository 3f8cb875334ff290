package bsdata

import (
	"math"
	"strings"
	"testing"
)

// TestPlainHeader: a revision or an id that holds a line break is quoted
// in the file's head, where it would otherwise start a key.
func TestPlainHeader(t *testing.T) {
	for in, want := range map[string]string{"9": "9", "a113-2383-43f3-acab": "a113-2383-43f3-acab", "9\n[unit.tests]\nx = 1\n#": `"9\u000A[unit.tests]\u000Ax = 1\u000A#"`} {
		if got := plain(in); got != want || strings.ContainsAny(got, "\n\r") {
			t.Errorf("plain(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRosterLimit: a roster's points limit that is not a whole number of
// points a force may have (NaN, Inf, 1e308, 0.5, -5) is not written; the
// units' total is, and a comment says why.
func TestRosterLimit(t *testing.T) {
	cat := loadData(t, "LW - D-Day_German.cat")
	for _, limit := range []float64{math.NaN(), math.Inf(1), 1e308, 0.5, -5, 100} {
		r := &Roster{Name: "R", Limit: limit, Cats: []*Catalogue{cat}, Formations: []RosterFormation{{Name: "F"}}}
		src := string(r.ForceFile([][]string{{"a.toml"}}, 41.5, nil))
		want := "points = 42\n"
		if limit == 100 {
			want = "points = 100\n"
		}
		if !strings.Contains(src, want) || limit != 100 && !strings.Contains(src, "is not a whole number") {
			t.Errorf("limit %v: the force file says\n%s\nwant %q", limit, src, want)
		}
	}
}
