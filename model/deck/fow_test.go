package deck

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

const (
	fowDeck = decksDir + "/fow-v4-quick-reference.toml"
	fowSeed = seedsDir + "/fow-quick-reference.txt"

	// fowSections is the number of sections of the quick-reference sheet:
	// 60 capitalised headings and "...OR BREAK OFF".
	fowSections = 61

	// fowBudget is the most characters of headings, pages, text, steps,
	// bullets and table cells one card of the deck may hold, so that it
	// prints on one 69 × 94 mm face at 6 pt or more.
	fowBudget = 800
)

// fowDerived lists the headings of the "Which rating?" card: an index
// derived from the sheet, not one of its sections, so they carry no page.
var fowDerived = []string{"MOTIVATION AND SKILL TESTS", "OTHER ROLLS", "FIXED SCORES"}

// sectionKey is what identifies a section of the sheet: three headings
// repeat on different pages.
type sectionKey struct{ heading, page string }

func (k sectionKey) String() string {
	if k.page == "" {
		return fmt.Sprintf("%q (no page)", k.heading)
	}
	return fmt.Sprintf("%q (P. %s)", k.heading, k.page)
}

var seedPage = regexp.MustCompile(`^(.+?) \(P\. ([0-9]+(?:, [0-9]+)*)\)$`)

// seedHeadings returns the sections of the quick-reference sheet in order. A
// heading is a line of its own, between blank lines, with capitals and no
// lower-case letter, ending with its page as "(P. 39)" or "(P. 79, 80)", or
// with no page (five of the orders, "NUMBER OF WEAPONS FIRING", "...OR BREAK
// OFF"). A tab marks a table row, such as "NUMBER\tMODIFIER".
func seedHeadings(src []byte) []sectionKey {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	blank := func(i int) bool { return i < 0 || i >= len(lines) || lines[i] == "" }
	var keys []sectionKey
	for i, l := range lines {
		if l == "" || !blank(i-1) || !blank(i+1) || strings.ContainsAny(l, "\t") || strings.HasPrefix(l, "- ") {
			continue
		}
		upper := 0
		for _, r := range l {
			if unicode.IsLower(r) {
				upper = -1
				break
			}
			if unicode.IsUpper(r) {
				upper++
			}
		}
		if upper < 3 {
			continue
		}
		l = strings.ReplaceAll(l, "'", "’") // the cards set apostrophes typographically
		k := sectionKey{heading: l}
		if m := seedPage.FindStringSubmatch(l); m != nil {
			k = sectionKey{m[1], m[2]}
		}
		keys = append(keys, k)
	}
	return keys
}

func readFOWDeck(t *testing.T) *Deck {
	t.Helper()
	src, err := os.ReadFile(fowDeck)
	if err != nil {
		t.Fatal(err)
	}
	d, errs := Check("fow-v4-quick-reference.toml", src)
	if len(errs) > 0 || d == nil {
		t.Fatalf("Check(%s) =\n%v", fowDeck, errs)
	}
	return d
}

func TestFOWDeckChecks(t *testing.T) {
	d := readFOWDeck(t)
	if d.Info.ID != "fow-v4-quick-reference" || d.Info.Game != "fow-v4" || d.Info.Back != "title" {
		t.Errorf("deck = %+v, want id fow-v4-quick-reference, game fow-v4, back title", d.Info)
	}
}

func TestFOWSeedHeadings(t *testing.T) {
	src := []byte("STARTING STEP (P. 39)\n\n- 1 Remount\n\nGONE TO GROUND (P. 40, 56)\n\nText.\n\n" +
		"NUMBER OF WEAPONS FIRING\n\nNUMBER\tMODIFIER\n1 or 2\tRe-roll\n\n...OR BREAK OFF\n\nDefenders retire.")
	want := []sectionKey{{"STARTING STEP", "39"}, {"GONE TO GROUND", "40, 56"}, {"NUMBER OF WEAPONS FIRING", ""}, {"...OR BREAK OFF", ""}}
	if got := seedHeadings(src); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("seedHeadings = %v, want %v", got, want)
	}
}

// TestFOWDeckCoverage checks that every section of the quick-reference sheet
// is on exactly one card, and that the deck has no section the sheet lacks
// but the derived index.
func TestFOWDeckCoverage(t *testing.T) {
	src, err := os.ReadFile(fowSeed)
	if err != nil {
		skipOrFail(t, err)
	}
	seed := seedHeadings(src)
	if len(seed) != fowSections {
		t.Errorf("the sheet has %d sections, want %d:\n%v", len(seed), fowSections, seed)
	}
	inSeed := map[sectionKey]bool{}
	for _, k := range seed {
		if inSeed[k] {
			t.Errorf("the sheet repeats %v", k)
		}
		inSeed[k] = true
	}
	derived := map[sectionKey]int{}
	for _, h := range fowDerived {
		derived[sectionKey{heading: h}] = 0
	}

	d := readFOWDeck(t)
	found := map[sectionKey][]string{}
	var extra []string
	for _, c := range d.File.Cards {
		for _, s := range c.Sections {
			k := sectionKey{s.Heading, s.Page}
			switch n, ok := derived[k]; {
			case inSeed[k]:
				found[k] = append(found[k], c.Title)
			case ok:
				derived[k] = n + 1
			default:
				extra = append(extra, fmt.Sprintf("%v on card %q", k, c.Title))
			}
		}
	}
	var missing, twice []string
	for _, k := range seed {
		switch cards := found[k]; {
		case len(cards) == 0:
			missing = append(missing, k.String())
		case len(cards) > 1:
			twice = append(twice, fmt.Sprintf("%v on cards %q", k, cards))
		}
	}
	for k, n := range derived {
		if n != 1 {
			twice = append(twice, fmt.Sprintf("derived %v %d times, want once", k, n))
		}
	}
	sort.Strings(twice)
	for _, l := range []struct {
		what  string
		items []string
	}{{"missing from the deck", missing}, {"not in the sheet", extra}, {"not exactly once", twice}} {
		if len(l.items) > 0 {
			t.Errorf("%d sections %s:\n\t%s", len(l.items), l.what, strings.Join(l.items, "\n\t"))
		}
	}
}

// cardChars counts the runes a card prints below its title: headings, pages,
// text, steps, bullets and table cells.
func cardChars(c Card) int {
	n := 0
	for _, s := range c.Sections {
		for _, x := range []string{s.Heading, s.Page, s.Text} {
			n += utf8.RuneCountInString(x)
		}
		for _, x := range s.Steps {
			n += utf8.RuneCountInString(x)
		}
		for _, x := range s.Bullets {
			n += utf8.RuneCountInString(x)
		}
		for _, row := range s.Table {
			for _, cell := range row {
				n += utf8.RuneCountInString(cell)
			}
		}
	}
	return n
}

func TestFOWDeckBudget(t *testing.T) {
	d := readFOWDeck(t)
	for i, c := range d.File.Cards {
		n := cardChars(c)
		t.Logf("%2d %-36s %4d", i+1, c.Title, n)
		if n > fowBudget {
			t.Errorf("card %q holds %d characters, more than the %d one face prints at 6 pt", c.Title, n, fowBudget)
		}
	}
}
