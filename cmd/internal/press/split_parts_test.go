package press_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/model/crewexp"
)

// splitOptions are the settings of a split test run: sheets of paper
// (A4 or A5), backs as given, 69 x 94 mm cards and a page limit of limit.
func splitOptions(paper impose.Size, backs press.Backs, limit int) *press.Options {
	return printOptions(func(o *press.Options) {
		o.Command, o.MaxPages = "crewcard render split test", limit
		o.Sheet, o.Backs, o.Card = press.Sheet{Paper: paper}, backs, crewSz
	})
}

// splitFiles renders crews as o says into a new folder as out.pdf and
// returns the folder and the files written.
func splitFiles(t *testing.T, crews []*crewexp.Crew, o *press.Options) (dir string, files []string) {
	t.Helper()
	dir = t.TempDir()
	writeDocs(t, filepath.Join(dir, "out.pdf"), rendered(t, crews, o))
	return dir, dirNames(t, dir)
}

// TestPrintSplit: past the page limit the output splits into OUT-1.pdf,
// OUT-2.pdf, …, each valid, each holding whole front and back pairs in
// order, the roster last; separate backs split alongside their fronts.
func TestPrintSplit(t *testing.T) {
	cardtest.Tools(t, "pdftotext", "qpdf")
	crews := crewtest.Generated(t, 30, 3)
	sheets := sheetsFor(len(printCards(t, impose.Size{}, crews)), 8)
	if sheets < 3 {
		t.Fatalf("30 generated crews fill %d sheets; the test needs at least 3", sheets)
	}

	t.Run("duplex", func(t *testing.T) {
		const limit = 4 // two sheets, fronts and backs
		out, files := splitFiles(t, crews, splitOptions(a4, press.BacksDuplex, limit))
		parts := sheetsFor(2*sheets+1, limit) // the roster's page too: a part of its own when the last is full
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i))
		}
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		s := 0
		for i, f := range files {
			pdf := filepath.Join(out, f)
			pdftest.Valid(t, pdf)
			var kinds []string
			for k := 0; k < 2 && s < sheets; k++ {
				s++
				kinds = append(kinds, "fronts "+strconv.Itoa(s), "backs "+strconv.Itoa(s))
			}
			if i == len(files)-1 {
				kinds = append(kinds, "summary")
			}
			if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(kinds, ", ") {
				t.Errorf("%s pages = %q, want %q", f, got, kinds)
			}
		}
	})

	t.Run("separate", func(t *testing.T) {
		const limit = 2 // two front sheets
		out, files := splitFiles(t, crews, splitOptions(a4, press.BacksSeparate, limit))
		parts, backParts := sheetsFor(sheets+1, limit), sheetsFor(sheets, limit) // the roster's page ends the fronts
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i))
			if i <= backParts {
				want = append(want, fmt.Sprintf("out-backs-%d.pdf", i))
			}
		}
		sort.Strings(want)
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		for i := 1; i <= parts; i++ {
			var fk, bk []string
			for s := 2*i - 1; s <= min(2*i, sheets); s++ {
				fk = append(fk, "fronts "+strconv.Itoa(s))
				bk = append(bk, "backs "+strconv.Itoa(s))
			}
			if i == parts {
				fk = append(fk, "summary")
			}
			files := []struct {
				name  string
				kinds []string
			}{{fmt.Sprintf("out-%d.pdf", i), fk}, {fmt.Sprintf("out-backs-%d.pdf", i), bk}}
			if i > backParts {
				files = files[:1]
			}
			for _, c := range files {
				pdf := filepath.Join(out, c.name)
				pdftest.Valid(t, pdf)
				if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(c.kinds, ", ") {
					t.Errorf("%s pages = %q, want %q", c.name, got, c.kinds)
				}
			}
		}
	})

	t.Run("under the limit", func(t *testing.T) {
		_, files := splitFiles(t, crews, splitOptions(a4, press.BacksSeparate, 0))
		if want := "out-backs.pdf out.pdf"; strings.Join(files, " ") != want {
			t.Errorf("files = %q, want %q", files, want)
		}
	})

	t.Run("a failing crew gives no documents", func(t *testing.T) {
		o := splitOptions(a4, press.BacksSeparate, 2)
		docs, errs := renderDocs(crewDocs(append(append([]*crewexp.Crew(nil), crews...), glyphCrew(t))), o)
		if len(errs) != 1 || len(docs) != 0 {
			t.Errorf("Render with an unprintable last crew = %d documents, errors %v; want none and one error", len(docs), errs)
		}
	})
}

var partLabel = regexp.MustCompile(`part (\d+) of (\d+), run ([0-9a-f]{8})`)

// splitTitles writes docs to a new folder as out.pdf and returns the files
// and their titles.
func splitTitles(t *testing.T, docs []press.Document) (dir string, files, titles []string) {
	t.Helper()
	dir = t.TempDir()
	writeDocs(t, filepath.Join(dir, "out.pdf"), docs)
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
	crews := crewtest.Generated(t, 30, 3)
	docs := crewDocs(crews)
	render := func(crews []*crewexp.Crew, limit int) []press.Document {
		return rendered(t, crews, splitOptions(a4, press.BacksSeparate, limit))
	}
	dir, files, titles := splitTitles(t, render(crews, 2))
	parts := 0 // files of fronts; the backs have as many, or one fewer when the roster takes a part of its own
	for _, f := range files {
		if !strings.Contains(f, "-backs-") {
			parts++
		}
	}
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
		want := system.Title(docs) + ", " + label
		if strings.Contains(f, "-backs-") {
			want = system.Title(docs) + " · backs, " + label
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
	a5, err := press.ParseSheet("a5")
	if err != nil {
		t.Fatal(err)
	}
	if dir, files, _ = splitTitles(t, rendered(t, crews[:12], splitOptions(a5.Paper, press.BacksDuplex, 4))); len(files) < 2 {
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
		if want := system.Title(docs); titles[i] != want && titles[i] != want+" · backs" {
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
	crews := crewtest.Generated(t, 30, 6)
	docs := crewDocs(crews)
	cards := len(printCards(t, impose.Size{}, crews))
	if sheetsFor(cards, 8) <= sheetsFor(len(crews), 8) {
		t.Fatalf("%d crews take %d cards; the test needs crews of more than one card", len(crews), cards)
	}
	for _, limit := range []int{2 * sheetsFor(len(crews), 8), 2} {
		o := splitOptions(a4, press.BacksDuplex, limit)
		want, errs := renderDocs(docs, o)
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		if len(want) < 2 {
			t.Fatalf("limit %d: %d documents, want a split output", limit, len(want))
		}
		d, err := press.NewKit(system.Pairs(), system.Template, nil, o, nil)
		if err != nil {
			t.Fatal(err)
		}
		card := func(i int) (press.Card, error) { return docs[i].Card(0, o.LinkBase) }
		po := *o
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
	crews := crewtest.Generated(t, 20, 3)
	o := splitOptions(a4, press.BacksDuplex, 0)
	d, err := press.NewKit(system.Pairs(), system.Template, nil, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	docs := crewDocs(crews)
	ctx, cancel := context.WithCancelCause(context.Background())
	planned := make([]bool, len(docs))
	card := func(i int) (press.Card, error) {
		planned[i] = true
		if i == 4 {
			cancel(errors.New("interrupt signal received"))
		}
		return docs[i].Card(0, o.LinkBase)
	}
	got, errs := press.Render(ctx, d, len(docs), card, o, system.Roster(docs, o.Stamp(o.Command)))
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
	crews := crewtest.Generated(t, 5, 11)
	_, files, titles := splitTitles(t, rendered(t, crews, splitOptions(a4, press.BacksSeparate, 0)))
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
