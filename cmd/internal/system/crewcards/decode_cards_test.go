package crewcards_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// softSkinComment is the line a decoded file offers for a soft-skinned
// vehicle whose code carries no profile (crewexp.CrewFile), and what the
// player makes of it.
const (
	softSkinComment = "# soft_skin = true  #"
	softSkinKept    = "soft_skin = true  #"
)

// TestDecodedCardsMatch: the code of every sample crew and of 200 crewgen
// crews, decoded and rendered again, gives the same card text (pdftotext)
// on both faces: member names included, the code where it was. The one
// difference the code leaves, a soft-skinned vehicle without a profile, is
// the line the decoded file offers for the player to keep: the test keeps
// it. It takes about 2 s (10 s on a loaded 2-core machine), so it runs
// with the other tests, wherever pdftotext is installed.
func TestDecodedCardsMatch(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	crews := crewtest.Generated(t, 200, 32)
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	if len(crews) < 210 {
		t.Fatalf("%d crews, want the samples and 200 generated", len(crews))
	}
	var origDocs, decoded []system.Doc
	named, back := 0, 0
	for _, c := range crews {
		f := c.File.Name()
		origDocs = append(origDocs, crewcards.Doc(c))
		link, payload := crewtest.Link(t, c, saved.DefaultBase)
		if len(payload) > crewexp.MaxPayload {
			back++
		}
		for _, m := range c.State.Members {
			if m.Name != "" {
				named++
				break
			}
		}
		out, err := system.Decode(link)
		if err != nil {
			t.Fatalf("decode of %s's code: %v", f, err)
		}
		text := string(out)
		if c.Profile == nil && c.State.SoftSkin {
			if !strings.Contains(text, softSkinComment) {
				t.Fatalf("%s: soft-skinned without a profile, but the decoded file offers no %q:\n%s", f, softSkinComment, text)
			}
			text = strings.Replace(text, softSkinComment, softSkinKept, 1)
		}
		doc, errs := system.Check(f, []byte(text))
		if errs.Err() != nil {
			t.Fatalf("%s decoded: %v", f, errs.Err())
		}
		decoded = append(decoded, doc)
	}
	t.Logf("%d crews, %d with member names, %d with the code on the back", len(crews), named, back)
	if named < 50 {
		t.Errorf("only %d crews name their members; the test wants many", named)
	}
	want, got := pageTexts(t, origDocs), pageTexts(t, decoded)
	if len(got) != len(want) || len(want) < 2*len(crews) {
		t.Fatalf("the decoded crews render %d pages, the originals %d; want %d cards, both faces", len(got), len(want), len(crews))
	}
	bad := 0
	for i := range want {
		if got[i] != want[i] {
			bad++
			if bad <= 3 {
				t.Errorf("page %d (%s) differs after decode:\n--- original\n%s\n--- decoded\n%s", i+1, filepath.Base(crews[min(i/2, len(crews)-1)].File.Name()), want[i], got[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d pages differ after decode", bad, len(want))
	}
}

// pageTexts renders docs as render --sheet none does, a card a page, and
// returns the text of each page.
func pageTexts(t *testing.T, docs []system.Doc) []string {
	t.Helper()
	out, errs := render(docs, nil, renderOptions(t, "--sheet", "none"))
	if len(errs) > 0 || len(out) != 1 {
		t.Fatalf("render: %d documents, %v", len(out), errs)
	}
	pdf := cardtest.WriteFile(t, t.TempDir(), "cards.pdf", out[0].Data)
	return strings.Split(cardtest.Run(t, "pdftotext", pdf, "-"), "\f")
}
