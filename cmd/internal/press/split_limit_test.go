package press_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
)

// limitOptions are the settings of a split test run: sheets of paper,
// the backs, and a page limit of limit.
func limitOptions(t *testing.T, paper, backs string, limit int) *press.Options {
	t.Helper()
	sheet, sheetErr := press.ParseSheet(paper)
	b, backsErr := press.ParseBacks(backs)
	if err := errors.Join(sheetErr, backsErr); err != nil {
		t.Fatal(err)
	}
	return printOptions(func(o *press.Options) {
		o.Sheet, o.Backs, o.Card, o.MaxPages, o.Command = sheet, b, crewSz, limit, "crewcard render split test"
	})
}

// TestSplitPartsWithinLimit: no part of a split output holds more pages
// than the limit, the roster summary included, whatever the limit (odd
// ones too, where a front and back pair of sheets would straddle it), the
// backs or the paper; and the parts hold every page of the output in one
// file, no more.
func TestSplitPartsWithinLimit(t *testing.T) {
	docs := generatedDocs(t, 90, 5)
	for _, tc := range []struct {
		paper, backs string
		limits       []int
	}{
		{"a4", "duplex", []int{3, 4, 5, 7}},
		{"a4", "separate", []int{2, 3}},
		{"a4", "none", []int{3}},
		{"none", "duplex", []int{7, 40}},
		{"none", "separate", []int{40}},
	} {
		whole, errs := renderDocs(docs, limitOptions(t, tc.paper, tc.backs, 0))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		want := 0
		for _, d := range whole {
			want += pages(d.Data)
		}
		for _, limit := range tc.limits {
			t.Run(fmt.Sprintf("%s %s limit %d", tc.paper, tc.backs, limit), func(t *testing.T) {
				parts, errs := renderDocs(docs, limitOptions(t, tc.paper, tc.backs, limit))
				if len(errs) > 0 {
					t.Fatal(errs)
				}
				if len(parts) <= len(whole) {
					t.Fatalf("%d documents, want a split output", len(parts))
				}
				total := 0
				for i, d := range parts {
					n := pages(d.Data)
					total += n
					if n > limit {
						t.Errorf("document %d (%q) holds %d pages, over the limit of %d", i+1, d.Suffix, n, limit)
					}
				}
				if total != want {
					t.Errorf("the parts hold %d pages, want the %d of the output in one file", total, want)
				}
			})
		}
	}
}

// TestSplitRosterAlone: when the cards fill the parts exactly, the roster
// summary goes on in a part of its own; with separate backs, that part has
// no backs, and the backs are still numbered as the parts they go with.
func TestSplitRosterAlone(t *testing.T) {
	docs := generatedDocs(t, 90, 5)
	whole, errs := renderDocs(docs, limitOptions(t, "a4", "separate", 0))
	if len(errs) > 0 || len(whole) != 2 || whole[1].Suffix != "-backs" {
		t.Fatalf("the output in one file: %d documents, errors %v", len(whole), errs)
	}
	sheets := pages(whole[1].Data)
	parts, errs := renderDocs(docs, limitOptions(t, "a4", "separate", sheets))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := strings.Join(outfile.Paths("out.pdf", parts), " ")
	if want := "out-1.pdf out-2.pdf out-backs-1.pdf"; got != want {
		t.Fatalf("files = %q, want %q", got, want)
	}
	if n := pages(parts[1].Data); n != pages(whole[0].Data)-sheets {
		t.Errorf("out-2.pdf holds %d pages, want the roster's %d", n, pages(whole[0].Data)-sheets)
	}
}
