package deck

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// Paths from this package's directory: the built-in decks, and the seeds
// they summarise, which sit beside the repository.
const (
	decksDir = "../../templates/decks"
	seedsDir = "../../../shared/seeds"
)

// copyRun is the length of the shortest run of words that counts as copied.
const copyRun = 8

// skipOrFail skips a test whose seeds are absent, except under CI=true,
// where the seeds must be present and the test fails.
func skipOrFail(t *testing.T, err error) {
	t.Helper()
	if errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("seeds not present: %v", err)
	}
	t.Fatal(err)
}

// words splits s into lower-case words of letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// shingles maps every run of copyRun words of a seed to the seed's name.
type shingles map[string]string

func (sh shingles) add(name, text string) {
	w := words(text)
	for i := 0; i+copyRun <= len(w); i++ {
		k := strings.Join(w[i:i+copyRun], " ")
		if _, ok := sh[k]; !ok {
			sh[k] = name
		}
	}
}

// copied returns the runs of text, joined where they overlap, that repeat
// copyRun or more consecutive words of a seed, each with the seed's name.
func (sh shingles) copied(text string) []string {
	w := words(text)
	var out []string
	for i := 0; i+copyRun <= len(w); {
		seed, ok := sh[strings.Join(w[i:i+copyRun], " ")]
		if !ok {
			i++
			continue
		}
		end := i + copyRun
		for end < len(w) {
			if _, ok := sh[strings.Join(w[end+1-copyRun:end+1], " ")]; !ok {
				break
			}
			end++
		}
		out = append(out, fmt.Sprintf("%q (%s)", strings.Join(w[i:end], " "), seed))
		i = end
	}
	return out
}

// prose returns the deck's own words, one string for each title and one for
// each section's text, steps, bullets and table cells in print order.
// Headings are left out: they are kept as the source prints them.
func prose(f *File) (where, texts []string) {
	where = append(where, "deck title", "deck source")
	texts = append(texts, f.Deck.Title, f.Deck.Source)
	for _, c := range f.Cards {
		where = append(where, fmt.Sprintf("card %q title", c.Title))
		texts = append(texts, c.Title)
		for _, s := range c.Sections {
			parts := []string{s.Text}
			parts = append(parts, s.Steps...)
			parts = append(parts, s.Bullets...)
			for _, row := range s.Table {
				parts = append(parts, row...)
			}
			where = append(where, fmt.Sprintf("card %q section %q", c.Title, s.Heading))
			texts = append(texts, strings.Join(parts, " "))
		}
	}
	return where, texts
}

func TestCopiedFindsRuns(t *testing.T) {
	sh := shingles{}
	sh.add("seed.txt", "Roll one die per point of ROF. Halted ROF if did not Move.")
	for _, tc := range []struct {
		text string
		want int
	}{
		{"First: roll one die per point of ROF, halted ROF if you stayed put.", 1},
		{"Roll a die for each point of ROF; Halted ROF if the team stayed put.", 0},
		{"roll one die per point of rof", 0}, // seven words
	} {
		if got := sh.copied(tc.text); len(got) != tc.want {
			t.Errorf("copied(%q) = %q, want %d runs", tc.text, got, tc.want)
		}
	}
}

// TestDecksNoCopiedRuns checks that no built-in deck repeats a run of
// copyRun words of any seed: deck text is written in our own words.
func TestDecksNoCopiedRuns(t *testing.T) {
	seeds, err := os.ReadDir(seedsDir)
	if err != nil {
		skipOrFail(t, err)
	}
	sh := shingles{}
	for _, e := range seeds {
		if e.IsDir() {
			continue
		}
		src, err := os.ReadFile(filepath.Join(seedsDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		sh.add(e.Name(), string(src))
	}
	if len(sh) == 0 {
		t.Fatalf("no seed text in %s", seedsDir)
	}
	decks, err := filepath.Glob(filepath.Join(decksDir, "*.toml"))
	if err != nil || len(decks) == 0 {
		t.Fatalf("no decks in %s (%v)", decksDir, err)
	}
	for _, name := range decks {
		t.Run(filepath.Base(name), func(t *testing.T) {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			d, errs := Check(filepath.Base(name), src)
			if d == nil {
				t.Fatalf("Check: %v", errs)
			}
			where, texts := prose(d.File)
			for i, text := range texts {
				for _, run := range sh.copied(text) {
					t.Errorf("%s repeats %d or more words of a seed: %s", where[i], copyRun, run)
				}
			}
		})
	}
}
