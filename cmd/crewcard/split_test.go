package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// splitOptions are the settings of a split test run: sheets of paper and
// a page limit of limit.
func splitOptions(t *testing.T, paper, backs string, limit int) *renderOptions {
	t.Helper()
	sheet, err := press.ParseSheet(paper)
	if err != nil {
		t.Fatal(err)
	}
	b, err := press.ParseBacks(backs)
	if err != nil {
		t.Fatal(err)
	}
	return &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin,
		Command: "crewcard render split test", MaxPages: limit, Program: "crewcard " + version,
		Sheet: sheet, Backs: b, Card: impose.Size{W: 69, H: 94}}}
}

// generatedCrews checks n crewgen crews.
func generatedCrews(t *testing.T, n int, seed int64) []*crewexp.Crew {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(crewtest.WriteGenerated(t, n, seed), "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	return printCrews(t, paths...)
}

var partLabel = regexp.MustCompile(`part (\d+) of (\d+), run ([0-9a-f]{8})`)

// splitTitles writes docs to a new folder as out.pdf and returns the files
// and their titles.
func splitTitles(t *testing.T, docs []press.Document) (dir string, files, titles []string) {
	t.Helper()
	dir = t.TempDir()
	if _, err := outfile.Write(context.Background(), filepath.Join(dir, "out.pdf"), docs, nil, false); err != nil {
		t.Fatal(err)
	}
	files = dirNames(t, dir)
	for _, f := range files {
		info := cardtest.Run(t, "pdfinfo", filepath.Join(dir, f))
		m := regexp.MustCompile(`(?m)^Title: +(.*)$`).FindStringSubmatch(info)
		if m == nil {
			t.Fatalf("%s has no title:\n%s", f, info)
		}
		titles = append(titles, m[1])
	}
	return dir, files, titles
}

// TestSplitPartsNamed: every part of a split output says which part of how
// many it is and carries the run's id, on every sheet, in the roster's
// footer and in its title; the id is the same for equal runs and differs
// for another run. An output that is not split carries none of it.
func TestSplitPartsNamed(t *testing.T) {
	needs.Long(t, "long runs split into parts")
	cardtest.Tools(t, "pdftotext", "pdfinfo")
	crews := generatedCrews(t, 30, 3)
	render := func(crews []*crewexp.Crew, limit int) []press.Document {
		docs, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, "a4", "separate", limit))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return docs
	}
	dir, files, titles := splitTitles(t, render(crews, 2))
	parts := len(files) / 2
	if parts < 2 {
		t.Fatalf("files = %q, want a split output", files)
	}
	id := partLabel.FindStringSubmatch(titles[0])
	if id == nil {
		t.Fatalf("%s: title %q names no part", files[0], titles[0])
	}
	for i, f := range files {
		k := 0
		fmt.Sscanf(strings.TrimPrefix(strings.TrimPrefix(f, "out-"), "backs-"), "%d", &k)
		label := fmt.Sprintf("part %d of %d, run %s", k, parts, id[3])
		want := system.Title(docsOf(crews)) + ", " + label
		if strings.Contains(f, "-backs-") {
			want = system.Title(docsOf(crews)) + " · backs, " + label
		}
		if titles[i] != want {
			t.Errorf("%s: title %q, want %q", f, titles[i], want)
		}
		for p, page := range cardtest.PageTexts(t, filepath.Join(dir, f)) {
			if !strings.Contains(page, label) {
				t.Errorf("%s page %d does not say %q:\n%s", f, p+1, label, page)
			}
		}
	}
	if _, _, again := splitTitles(t, render(crews, 2)); again[0] != titles[0] {
		t.Errorf("the same run again is titled %q, want %q", again[0], titles[0])
	}
	if _, _, other := splitTitles(t, render(crews[1:], 2)); partLabel.FindStringSubmatch(other[0])[3] == id[3] {
		t.Errorf("a run without the first crew has the run id %s of the full run", id[3])
	}
	// On A5 the sheet's label does not fit above the cards; the part still
	// shows at the foot.
	docs, errs := renderDocs(context.Background(), docsOf(crews[:12]), splitOptions(t, "a5", "duplex", 4))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if dir, files, _ = splitTitles(t, docs); len(files) < 2 {
		t.Fatalf("A5 files = %q, want a split output", files)
	}
	for _, f := range files {
		for p, page := range cardtest.PageTexts(t, filepath.Join(dir, f)) {
			if !partLabel.MatchString(page) {
				t.Errorf("A5 %s page %d names no part:\n%s", f, p+1, page)
			}
		}
	}
	// Not split: no part, no run.
	dir, files, titles = splitTitles(t, render(crews, 0))
	for i, f := range files {
		if want := system.Title(docsOf(crews)); titles[i] != want && titles[i] != want+" · backs" {
			t.Errorf("an output in one file is titled %q, want %q", titles[i], want)
		}
		for p, page := range cardtest.PageTexts(t, filepath.Join(dir, f)) {
			if strings.Contains(page, ", run ") {
				t.Errorf("%s page %d names a run:\n%s", f, p+1, page)
			}
		}
	}
}

// TestSplitMiscounted: when the parts of a split output are guessed
// wrong, the run counts them exactly and starts again, and its output is
// the one a run counted right gives. Without probes, every card is guessed
// to take one card: the guess says one file will do (a 2-sheet limit with
// more sheets), or counts its parts from too few cards (a 1-sheet limit).
func TestSplitMiscounted(t *testing.T) {
	crews := generatedCrews(t, 30, 3)
	docs := docsOf(crews)
	cards := len(printCards(t, impose.Size{}, crews))
	if sheetsFor(cards, 8) <= sheetsFor(len(crews), 8) {
		t.Fatalf("%d crews take %d cards; the test needs crews of more than one card", len(crews), cards)
	}
	for _, limit := range []int{2 * sheetsFor(len(crews), 8), 2} {
		o := splitOptions(t, "a4", "duplex", limit)
		want, errs := renderDocs(context.Background(), docs, o)
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		if len(want) < 2 {
			t.Fatalf("limit %d: %d documents, want a split output", limit, len(want))
		}
		d, err := press.NewKit(system.Pairs(), system.Template, nil, &o.Options, nil)
		if err != nil {
			t.Fatal(err)
		}
		card := func(i int) (press.Card, error) { return docs[i].Card(0, o.LinkBase) }
		po := o.Options
		po.Title = system.Title(docs) // as system.Render names the run
		got, errs := press.Render(context.Background(), d, len(docs), card, &po, system.Roster(docs, o.Stamp(o.Command)))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		if len(got) != len(want) {
			t.Fatalf("limit %d, guessed: %d documents, want %d", limit, len(got), len(want))
		}
		for i := range got {
			if !bytes.Equal(got[i].Data, want[i].Data) {
				t.Errorf("limit %d, guessed: document %d differs from the counted run's", limit, i+1)
			}
		}
	}
}

// TestRenderStopsWhenInterrupted: once the run's context ends, no more
// cards are planned and no document is made.
func TestRenderStopsWhenInterrupted(t *testing.T) {
	crews := generatedCrews(t, 20, 3)
	o := splitOptions(t, "a4", "duplex", 0)
	d, err := press.NewKit(system.Pairs(), system.Template, nil, &o.Options, nil)
	if err != nil {
		t.Fatal(err)
	}
	docs := docsOf(crews)
	ctx, cancel := context.WithCancelCause(context.Background())
	planned := make([]bool, len(docs))
	card := func(i int) (press.Card, error) {
		planned[i] = true
		if i == 4 {
			cancel(errors.New("interrupt signal received"))
		}
		return docs[i].Card(0, o.LinkBase)
	}
	got, errs := press.Render(ctx, d, len(docs), card, &o.Options, system.Roster(docs, o.Stamp(o.Command)))
	if len(got) != 0 || len(errs) != 1 || errs[0].Error() != "render stopped: interrupt signal received" {
		t.Errorf("Render after an interrupt = %d documents, errors %v; want none and the interrupt", len(got), errs)
	}
	if planned[len(planned)-1] {
		t.Errorf("the last card was planned after the interrupt")
	}
}

// TestTitleNamesContents: a PDF's title names what it holds, as the
// roster counts it, and the first files by name; the separate backs say
// they are the backs.
func TestTitleNamesContents(t *testing.T) {
	cardtest.Tools(t, "pdfinfo")
	crews := generatedCrews(t, 5, 11)
	_, files, titles := splitTitles(t, func() []press.Document {
		docs, errs := renderDocs(context.Background(), docsOf(crews), splitOptions(t, "a4", "separate", 0))
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return docs
	}())
	if len(files) != 2 {
		t.Fatalf("files = %q, want the cards and their backs", files)
	}
	for i, f := range files {
		for _, want := range []string{"5 crews", crews[0].Name, crews[2].Name, "and 2 more"} {
			if !strings.Contains(titles[i], want) {
				t.Errorf("%s: title %q does not name %q", f, titles[i], want)
			}
		}
		if backs := strings.Contains(f, "backs"); backs != strings.HasSuffix(titles[i], " · backs") {
			t.Errorf("%s: title %q; the backs, and only they, say so", f, titles[i])
		}
	}
}
