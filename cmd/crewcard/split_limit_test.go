package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
)

// pdfPages counts the pages of a PDF that crewcard wrote.
func pdfPages(pdf []byte) int { return bytes.Count(pdf, []byte("/Type /Page ")) }

// TestSplitPartsWithinLimit: no part of a split output holds more pages
// than the limit, the roster summary included, whatever the limit (odd
// ones too, where a front and back pair of sheets would straddle it), the
// backs or the paper; and the parts hold every page of the output in one
// file, no more.
func TestSplitPartsWithinLimit(t *testing.T) {
	crews := generatedCrews(t, 90, 5)
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
		whole, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, tc.paper, tc.backs, 0))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		want := 0
		for _, d := range whole {
			want += pdfPages(d.Data)
		}
		for _, limit := range tc.limits {
			t.Run(fmt.Sprintf("%s %s limit %d", tc.paper, tc.backs, limit), func(t *testing.T) {
				docs, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, tc.paper, tc.backs, limit))
				if len(errs) > 0 {
					t.Fatal(errs)
				}
				if len(docs) <= len(whole) {
					t.Fatalf("%d documents, want a split output", len(docs))
				}
				total := 0
				for i, d := range docs {
					n := pdfPages(d.Data)
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
	crews := generatedCrews(t, 90, 5)
	whole, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, "a4", "separate", 0))
	if len(errs) > 0 || len(whole) != 2 || whole[1].Suffix != "-backs" {
		t.Fatalf("the output in one file: %d documents, errors %v", len(whole), errs)
	}
	sheets := pdfPages(whole[1].Data)
	docs, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, "a4", "separate", sheets))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := strings.Join(outfile.Paths("out.pdf", docs), " ")
	if want := "out-1.pdf out-2.pdf out-backs-1.pdf"; got != want {
		t.Fatalf("files = %q, want %q", got, want)
	}
	if n := pdfPages(docs[1].Data); n != pdfPages(whole[0].Data)-sheets {
		t.Errorf("out-2.pdf holds %d pages, want the roster's %d", n, pdfPages(whole[0].Data)-sheets)
	}
}
