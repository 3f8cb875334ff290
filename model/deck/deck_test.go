package deck

import (
	"strings"
	"testing"
)

const good = `system = "deck"

[deck]
id = "test-deck"
title = "Test deck"
game = "tank-duel"
source = "a test"
back = "split"

[[card]]
title = "First"

  [[card.section]]
  heading = "ONE"
  page = "12"
  text = "Some text."
  steps = ["a", "b"]

  [[card.section]]
  heading = "TWO"
  back = true
  table = [["Roll", "Result"], ["1-2", "Miss"]]
`

func TestCheckGood(t *testing.T) {
	d, errs := Check("d.toml", []byte(good))
	if len(errs) > 0 || d == nil {
		t.Fatalf("Check(good) = %v", errs)
	}
	if d.Info.ID != "test-deck" || len(d.File.Cards) != 1 || len(d.File.Cards[0].Sections) != 2 {
		t.Errorf("Check(good) = %+v", d.Info)
	}
}

func TestCheckRejects(t *testing.T) {
	for _, tc := range []struct {
		rule, old, new, want string
	}{
		{"D1", `id = "test-deck"`, `id = "Test Deck"`, `d.toml:4:1: deck.id: "Test Deck" is not a deck id: lower-case letters, digits and single hyphens, at most 40 characters (D1)`},
		{"D1", `title = "Test deck"`, `title = ""`, `d.toml:5:1: deck.title: must not be empty (D1)`},
		{"D2", `game = "tank-duel"`, `game = "tank-duell"`, `d.toml:6:1: deck.game: unknown game "tank-duell"; the games are crew-experience, fow-v4, tank-duel; did you mean "tank-duel"? (D2)`},
		{"D2", `back = "split"`, `back = "next"`, `d.toml:8:1: deck.back: unknown back "next"; use title or split (D2)`},
		{"D3", `title = "First"`, `title = "First card with a title far too long for any card header"`, `d.toml:11:1: card[1].title: is 56 characters long, more than the 48 the card prints (D3)`},
		{"D4", `text = "Some text."
  steps = ["a", "b"]`, ``, `d.toml:13:3: card[1].section[1]: section "ONE" is empty: give text, steps, bullets or a table (D4)`},
		{"D5", `["1-2", "Miss"]`, `["1-2"]`, `d.toml:22:32: card[1].section[2].table[2]: 1 cells, but the header has 2 (D5)`},
		{"D6", `back = "split"`, `back = "title"`, `d.toml:21:3: card[1].section[2].back: back = true needs back = "split" in [deck]; with back = "title" every back shows the deck's title (D6)`},
		{"", `system = "deck"`, `system = "deck"
colour = "red"`, `d.toml:2:1: colour: unknown key`},
	} {
		t.Run(tc.rule+" "+tc.new, func(t *testing.T) {
			src := strings.Replace(good, tc.old, tc.new, 1)
			if src == good {
				t.Fatalf("%q not found", tc.old)
			}
			_, errs := Check("d.toml", []byte(src))
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if len(got) != 1 || got[0] != tc.want {
				t.Errorf("Check = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCheckWrongTypes checks that every value of the wrong type in a deck
// is reported in one run, in file order, each at its key or element.
func TestCheckWrongTypes(t *testing.T) {
	src := strings.NewReplacer(`title = "Test deck"`, `title = 7`, `page = "12"`, `page = 12`,
		`steps = ["a", "b"]`, `steps = ["a", 2]`, `back = true`, `back = "yes"`).Replace(good)
	want := []string{
		`d.toml:5:1: deck.title: want text in quotes, not a whole number`,
		`d.toml:15:3: card[1].section[1].page: want text in quotes, not a whole number`,
		`d.toml:17:17: card[1].section[1].steps[2]: want text in quotes, not a whole number`,
		`d.toml:21:3: card[1].section[2].back: want true or false, not text in quotes`,
	}
	_, errs := Check("d.toml", []byte(src))
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Check errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestInvisibleTitles checks that a deck or card title made only of
// invisible characters (as TOML escapes) is refused at its key.
func TestInvisibleTitles(t *testing.T) {
	for _, tc := range []struct{ path, old string }{
		{"deck.title", `title = "Test deck"`},
		{"card[1].title", `title = "First"`},
	} {
		for _, inv := range []string{`\u00AD`, `\u200B`, `\uFEFF`, ` \u2060 `} {
			t.Run(tc.path+" "+inv, func(t *testing.T) {
				_, errs := Check("d.toml", []byte(strings.Replace(good, tc.old, `title = "`+inv+`"`, 1)))
				for _, e := range errs.Errors() {
					if e.Path == tc.path && strings.Contains(e.Msg, "visible") {
						return
					}
				}
				t.Errorf("%s = \"%s\": errors %v, want one at %s saying it has no visible character", tc.path, inv, errs, tc.path)
			})
		}
	}
}
