package bsdata

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/fow"
)

var teamTypes = map[string]fow.TeamType{
	"infantry": fow.Infantry, "gun": fow.Gun, "tank": fow.Tank, "transport": fow.Transport, "aircraft": fow.Aircraft,
}

var paramTail = regexp.MustCompile(`^(.*\S)\s+(\d{1,2})\+?$`)

// keyword finds a name of the data in our catalogue, and the text to list:
// the catalogue's name, with its number when it takes one.
func (b *builder) keyword(s string) (fow.Keyword, string, bool) {
	if k, ok := fow.KeywordByName(s, b.nation); ok && !k.Param && b.ours(k) {
		return k, k.Name, true
	}
	if m := paramTail.FindStringSubmatch(s); m != nil {
		if k, ok := fow.KeywordByName(m[1], b.nation); ok && k.Param && b.ours(k) {
			n, _ := strconv.Atoi(m[2])
			return k, k.Name + " " + strconv.Itoa(n), true
		}
	}
	return fow.Keyword{}, "", false
}

// ours reports whether the unit's nation uses the keyword: another
// nation's rule of the same name is not this one (Spearhead).
func (b *builder) ours(k fow.Keyword) bool {
	return k.Nations == nil || slices.Contains(k.Nations, b.nation)
}

// splitNotes splits a Notes characteristic into its items: apart by
// commas, semicolons and lines, or as sentences (sentences).
func splitNotes(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '\n' || r == ';' }) {
		for _, f := range sentences(clean(f)) {
			if f != "" && f != "-" {
				out = append(out, f)
			}
		}
	}
	return out
}

// sentenceEnd ends a sentence within a note, or the note: a word of five
// letters or more and a full stop, then a space or the note's end. A
// shorter word is an abbreviation as often as not ("Mk. IV", "Ausf. H",
// "Pz.Kpfw. IV", "Capt. Smith"): its stop stays, and so does one that a
// number follows ("Kanone. 36" goes on with a name).
var sentenceEnd = regexp.MustCompile(`\p{L}{5,}\.( +|$)`)

// sentences splits s, cleaned, after each sentenceEnd that a capital or
// its end follows, the full stop left out.
func sentences(s string) []string {
	var out []string
	from := 0
	for _, m := range sentenceEnd.FindAllStringIndex(s, -1) {
		if r, _ := utf8.DecodeRuneInString(s[m[1]:]); m[1] == len(s) || unicode.IsUpper(r) {
			out = append(out, strings.TrimRight(s[from:m[1]], ". "))
			from = m[1]
		}
	}
	if from < len(s) {
		out = append(out, s[from:])
	}
	return out
}

func addOnce(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// keywords places the weapons' notes, the teams' notes and the unit's
// rules: a keyword of our catalogue where it belongs, anything else as a
// team's note. The rules of the size chosen go to its transport team where
// it has one (an HQ's "Unit Size" that chooses its half-track). It returns
// the unit's keywords.
func (b *builder) keywords(teams []*team, rules, sizeRules []string) []string {
	var unit []string
	onWeapons := map[string]bool{}
	for _, t := range teams {
		tt := teamTypes[t.typ]
		for _, w := range t.weapons {
			for _, n := range splitNotes(w.prof.Chars["Notes"]) {
				k, name, ok := b.keyword(n)
				switch {
				case ok && k.Places&fow.OnWeapon != 0 && k.Suits(tt):
					w.keywords = addOnce(w.keywords, name)
					onWeapons[name] = true
				case ok && k.Places&fow.OnTeam != 0 && k.Suits(tt):
					t.keywords = addOnce(t.keywords, name)
				case ok && k.Places&fow.OnUnit != 0:
					unit = addOnce(unit, name)
				default:
					t.notes = addOnce(t.notes, n)
				}
			}
		}
		for _, n := range splitNotes(t.prof.Chars["Notes"]) {
			b.place(n, t, &unit, onWeapons)
		}
		if t.attached != nil {
			for _, r := range t.attachedRules {
				if k, name, ok := b.keyword(r); ok && k.Places&fow.OnUnit != 0 && !slices.Contains(unit, name) {
					continue // the transport unit's rule, not this unit's
				}
				b.place(r, t, &unit, onWeapons)
			}
		}
	}
	var first *team
	for _, t := range teams {
		if t.typ != "transport" {
			first = t
			break
		}
	}
	said := map[string]bool{} // what the teams and weapons already list
	for _, t := range teams {
		for _, l := range [][]string{t.keywords, t.notes} {
			for _, x := range l {
				said[fold(x)] = true
			}
		}
		for _, w := range t.weapons {
			for _, x := range append(w.keywords, splitNotes(w.prof.Chars["Notes"])...) {
				said[fold(x)] = true
			}
		}
	}
	sizeTeam := first
	for _, t := range teams {
		if t.typ == "transport" {
			sizeTeam = t
		}
	}
	for i, r := range append(append([]string(nil), rules...), sizeRules...) {
		to := first
		if i >= len(rules) {
			to = sizeTeam
		}
		if to == nil {
			break
		}
		if _, name, ok := b.keyword(r); said[fold(r)] || ok && said[fold(name)] {
			continue
		}
		b.place(r, to, &unit, onWeapons)
	}
	for _, t := range teams {
		b.limit(t)
	}
	if len(unit) > fow.MaxKeywords {
		unit = unit[:fow.MaxKeywords]
		b.note("more than %d unit keywords; the rest left out", fow.MaxKeywords)
	}
	return unit
}

// saidNumbered reports whether r is a rule the data names with its
// number's placeholder ("Passengers #") that the teams already say with
// the number ("Passengers 3").
func saidNumbered(r string, said map[string]bool) bool {
	head, ok := strings.CutSuffix(r, " #")
	if !ok {
		return false
	}
	for x := range said {
		if n, ok := strings.CutPrefix(x, fold(head)); ok && n != "" && strings.Trim(n, "0123456789") == "" { // folded: "passengers3"
			return true
		}
	}
	return false
}

// place lists a team's note or a unit's rule where it belongs.
func (b *builder) place(n string, t *team, unit *[]string, onWeapons map[string]bool) {
	k, name, ok := b.keyword(n)
	tt := teamTypes[t.typ]
	switch {
	case ok && k.Places&fow.OnUnit != 0:
		*unit = addOnce(*unit, name)
	case ok && k.Places&fow.OnTeam != 0 && k.Suits(tt):
		t.keywords = addOnce(t.keywords, name)
	case ok && onWeapons[name]:
		// listed on the weapon that has it
	case ok && k.Places&fow.OnWeapon != 0 && k.Suits(tt) && b.onlyWeapon(t, name) != nil:
		w := b.onlyWeapon(t, name)
		w.keywords = addOnce(w.keywords, name)
	default: // a weapon's keyword no one weapon can take is kept as said

		t.notes = addOnce(t.notes, n)
	}
}

// limit keeps a team's notes within a card's four of 80 characters: the
// fourth gathers the rest, cut at a word; a rule named with its number's
// placeholder ("Passengers #") is left out where the team says its number,
// and named without the placeholder where nothing does: a card never
// prints "#" for a number.
func (b *builder) limit(t *team) {
	said := map[string]bool{}
	for _, x := range slices.Concat(t.notes, t.keywords) {
		said[fold(x)] = true
	}
	t.notes = slices.DeleteFunc(t.notes, func(n string) bool { return saidNumbered(n, said) })
	for i, n := range t.notes {
		t.notes[i] = shorten(strings.TrimSuffix(n, " #"), fow.MaxNote)
	}
	if len(t.notes) > fow.MaxNotes {
		rest := strings.Join(t.notes[fow.MaxNotes-1:], ", ")
		t.notes = append(t.notes[:fow.MaxNotes-1], shorten(rest, fow.MaxNote))
	}
	if len(t.keywords) > fow.MaxKeywords {
		t.keywords = t.keywords[:fow.MaxKeywords]
		b.note("team %q: more than %d keywords; the rest left out", t.name, fow.MaxKeywords)
	}
}

// onlyWeapon returns the one weapon of the team a weapon keyword of the
// unit's rules can be on: the one with a bombardment line for a
// bombardment's keyword, else the team's only weapon; nil when there is no
// one such weapon.
func (b *builder) onlyWeapon(t *team, name string) *weapon {
	var found []*weapon
	for _, w := range t.weapons {
		if !strings.Contains(strings.ToLower(name), "bombardment") || w.bombard != nil {
			found = append(found, w)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found[0]
}
