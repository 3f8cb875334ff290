package fow_test

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"testing"
	"unicode"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// TestRegistries checks the keyword and mount registries: numbers from 1
// without gaps (append only), every entry placed and named, names unique
// but where two nations give one name different rules, texts one line.
func TestRegistries(t *testing.T) {
	names := map[string][]fow.Keyword{}
	named := 0
	for i, k := range fow.Keywords() {
		if int(k.ID) != i+1 {
			t.Errorf("keyword %q has number %d, want %d: the registry is append only", k.Name, k.ID, i+1)
		}
		if k.Name == "" || k.Places == 0 || k.Section == "" {
			t.Errorf("keyword %d: name %q, places %d, section %q", k.ID, k.Name, k.Places, k.Section)
		}
		if strings.ContainsAny(k.Text, "\n\t") || len([]rune(k.Text)) > 220 {
			t.Errorf("keyword %q: the text is not one short line: %q", k.Name, k.Text)
		}
		if k.NamedOnly() {
			named++
		}
		for _, n := range append([]string{k.Name}, k.Aliases...) {
			f := model.FoldName(n)
			for _, other := range names[f] {
				if other.ID == k.ID {
					continue
				}
				for _, nat := range k.Nations {
					if k.Nations == nil || other.Nations == nil || fow.UsedBy(other, nat) {
						t.Errorf("keywords %d and %d share the name %q for the same nation %s", other.ID, k.ID, n, nat)
					}
				}
			}
			names[f] = append(names[f], k)
		}
		if got, ok := fow.KeywordByID(k.ID); !ok || got.Name != k.Name {
			t.Errorf("KeywordByID(%d) = %q, %v", k.ID, got.Name, ok)
		}
	}
	t.Logf("%d keywords, %d of them named only in the seeds", len(fow.Keywords()), named)
	if named == 0 || named == len(fow.Keywords()) {
		t.Errorf("%d of %d keywords named only", named, len(fow.Keywords()))
	}
	for i, m := range fow.Mounts() {
		if int(m.ID) != i+1 || m.Text == "" || len(m.Types) == 0 {
			t.Errorf("mount %d: %+v", i+1, m)
		}
		if got, ok := fow.MountByName(strings.ToUpper(m.Name)); !ok || got.ID != m.ID {
			t.Errorf("MountByName(%q) = %d, %v", m.Name, got.ID, ok)
		}
	}
	if len(fow.Mounts()) != 17 {
		t.Errorf("%d mounts, want the draft's 8 fields of fire and 9 vehicle MG mounts", len(fow.Mounts()))
	}
}

// TestNations checks that the national keywords name known nations and that
// the ways of writing a nation find it.
func TestNations(t *testing.T) {
	for in, want := range map[string]string{"Germany": fow.Germany, "deutschland": fow.Germany, "USA": fow.US, "France libre": fow.France,
		"new zealand": fow.NewZealand, "Soviet Union": fow.USSR, "España": fow.Spain, "Afrikakorps": "", "": ""} {
		if got := fow.NationOf(in); got != want {
			t.Errorf("NationOf(%q) = %q, want %q", in, got, want)
		}
	}
	for _, k := range fow.Keywords() {
		for _, n := range k.Nations {
			if fow.NationOf(n) != n {
				t.Errorf("keyword %q names the nation %q, which NationOf does not know", k.Name, n)
			}
		}
	}
}

// copyRun is the length of the shortest run of words that counts as copied
// from a seed: the keyword texts are ours.
const copyRun = 8

// TestKeywordTextsAreOurs fails if a keyword, mount or team type's text repeats a run of
// copyRun words of a seed. The seeds sit beside the repository; without
// them the test is skipped, except under CI=true.
func TestKeywordTextsAreOurs(t *testing.T) {
	seen := map[string]string{}
	for _, seed := range []string{"fow-community-rules-draft.md", "fow-quick-reference.txt"} {
		b, err := os.ReadFile("../../../shared/seeds/" + seed)
		if errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
			t.Skipf("seeds not present: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		w := seedWords(string(b))
		for i := 0; i+copyRun <= len(w); i++ {
			seen[strings.Join(w[i:i+copyRun], " ")] = seed
		}
	}
	texts := map[string]string{}
	for _, k := range fow.Keywords() {
		texts["keyword "+k.Name] = k.Text
	}
	for _, m := range fow.Mounts() {
		texts["mount "+m.Name] = m.Text
	}
	for _, r := range typeRules() {
		texts["team type "+r.Heading] = r.Text
	}
	for _, r := range everyRoll() {
		texts["test "+r.Name] = r.Does
	}
	for what, text := range texts {
		w := seedWords(text)
		for i := 0; i+copyRun <= len(w); i++ {
			if seed, ok := seen[strings.Join(w[i:i+copyRun], " ")]; ok {
				t.Errorf("%s repeats %q of %s", what, strings.Join(w[i:i+copyRun], " "), seed)
			}
		}
	}
}

// typeRules are the rules of every type of team whose rules differ, as
// a unit of one team of each type gives them.
func typeRules() []fow.TypeRule {
	u := fow.Unit{Teams: []fow.Team{{Type: fow.Infantry}, {Type: fow.Gun}, {Type: fow.Tank}, {Type: fow.Transport}, {Type: fow.Aircraft}}}
	return u.TypeRules()
}

// everyRoll is every test of the quick reference's "Which rating?"
// table, as a unit of a team of each type, one of them bombarding, takes
// them.
func everyRoll() []fow.Roll {
	bombard := []fow.Weapon{{Bombard: &fow.Bombardment{}}}
	u := fow.Unit{Teams: []fow.Team{{Type: fow.Infantry, Weapons: bombard}, {Type: fow.Gun}, {Type: fow.Tank, Armour: &fow.Armour{Front: 1}}, {Type: fow.Aircraft}}}
	return u.EachRoll()
}

// seedWords splits s into lower-case words of letters and digits.
func seedWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// TestCardTexts: the rule texts of the keyword catalogue and of the
// mounts, as the cards print them, use the typographic apostrophe (’),
// not the straight one, and write page references "p. N", as the rest of
// the cards do.
func TestCardTexts(t *testing.T) {
	texts := map[string]string{}
	for _, k := range fow.Keywords() {
		texts[k.Name] = k.Text
	}
	for _, m := range fow.Mounts() {
		texts[m.Name] = m.Text
	}
	for _, r := range typeRules() {
		texts[r.Heading] = r.Text
	}
	for name, text := range texts {
		if strings.Contains(text, "'") {
			t.Errorf("%s: %q has a straight apostrophe", name, text)
		}
		if strings.Contains(text, "P. ") {
			t.Errorf("%s: %q writes a page \"P. N\", not \"p. N\"", name, text)
		}
	}
}
