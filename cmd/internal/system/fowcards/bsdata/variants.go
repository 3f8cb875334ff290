package bsdata

import (
	"regexp"
	"strings"
)

// A value given per variant of a team, a line each with the variant it is
// for in brackets: "1 (Toldi II)\n3 (Toldi IIa)".
var variantLine = regexp.MustCompile(`^(.+?)\s*\(([^()]+)\)$`)

// byVariant reads a value given per variant: the line whose variant the
// team's name names, as whole words (the longest, so that "Toldi IIa"
// is not "Toldi II"). ok is false when v is not given per variant or the
// name names none of them.
func byVariant(v, team string) (string, bool) {
	lines := strings.Split(strings.TrimSpace(v), "\n")
	if len(lines) < 2 {
		return "", false
	}
	best, label := "", ""
	for _, l := range lines {
		m := variantLine.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			return "", false
		}
		if names(team, m[2]) && len(m[2]) > len(label) {
			best, label = m[1], m[2]
		}
	}
	return best, label != ""
}

// names reports whether s holds the words of label, not inside a word.
func names(s, label string) bool {
	re := regexp.MustCompile(`(?i)(^|[^\pL\pN])` + regexp.QuoteMeta(strings.TrimSpace(label)) + `($|[^\pL\pN])`)
	return re.MatchString(s)
}

// A cavalry team's value, mounted and dismounted: "Mounted: 8"/20cm\n
// Dismounted: 8"/20cm".
var mountLine = regexp.MustCompile(`(?i)^(mounted|dismounted)\s*:\s*(.+)$`)

// mountedAndNot reads a value given mounted and dismounted.
func mountedAndNot(v string) (on, off string, ok bool) {
	lines := strings.Split(strings.TrimSpace(v), "\n")
	if len(lines) != 2 {
		return "", "", false
	}
	for _, l := range lines {
		m := mountLine.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			return "", "", false
		}
		if strings.EqualFold(m[1], "mounted") {
			on = m[2]
		} else {
			off = m[2]
		}
	}
	return on, off, on != "" && off != ""
}

// resolvedChars are the characteristics of a team's profile that may be
// given per variant or mounted and dismounted, and the words a note uses
// for them.
var resolvedChars = []struct{ name, word string }{
	{"Armour Front", ""}, {"Armour Side & Rear", ""}, {"Armour Top", ""}, {"Save", ""},
	{"Tactical", "Tactical"}, {"Terrain Dash", "Terrain"}, {"Cross Country Dash", "Cross Country"}, {"Road Dash", "Road"},
	{"Cross", "Cross"},
}

// resolve reads the team's values given per variant (the variant its name
// names) and mounted and dismounted (the mounted ones, the team's moves;
// the dismounted ones a note of the team, in inches). char then gives
// them in place of the profile's.
func (b *builder) resolve(t *team) {
	t.chars = map[string]string{}
	var off []string
	for _, c := range resolvedChars {
		v := t.prof.Chars[c.name]
		if x, ok := byVariant(v, t.name); ok {
			t.chars[c.name] = x
			b.note("characteristic %q: %q given per variant: written %s, the %s's", c.name, clean(v), clean(x), t.name)
			continue
		}
		if on, d, ok := mountedAndNot(v); ok && c.word != "" {
			t.chars[c.name] = on
			if dd, ok := dist(d); ok && dd != "-" {
				d = strings.SplitN(dd, "/", 2)[0]
			}
			off = append(off, c.word+" "+clean(d))
		}
	}
	if len(off) > 0 {
		t.notes = addOnce(t.notes, "Dismounted: "+strings.Join(off, ", "))
	}
}

// char returns a characteristic of the team's profile, as resolve read it.
func (t *team) char(name string) string {
	if v, ok := t.chars[name]; ok {
		return v
	}
	return t.prof.Chars[name]
}
