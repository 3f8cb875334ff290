package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

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
// crews, decoded by crewcard decode and rendered again, gives the same card
// text (pdftotext) on both faces: member names included, the code where it
// was. The one difference the code leaves, a soft-skinned vehicle without a
// profile, is the line the decoded file offers for the player to keep: the
// test keeps it. It takes about 2 s (10 s on a loaded 2-core machine), so
// it runs with the other tests, wherever pdftotext is installed.
func TestDecodedCardsMatch(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	orig := crewtest.WriteGenerated(t, 200, 32)
	ents, err := os.ReadDir(samplesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		src, err := os.ReadFile(filepath.Join(samplesDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		cardtest.WriteFile(t, orig, "sample-"+e.Name(), src)
	}
	files, err := filepath.Glob(filepath.Join(orig, "*.toml"))
	if err != nil || len(files) < 210 {
		t.Fatalf("%d crew files (%v), want the samples and 200 generated", len(files), err)
	}
	decoded, named, back := t.TempDir(), 0, 0
	for _, f := range files {
		c := checkFile(t, f)
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
		code, stdout, stderr := runCLI(t, "", "decode", link)
		if code != 0 {
			t.Fatalf("decode of %s's code: exit %d\n%s", filepath.Base(f), code, stderr)
		}
		if c.Profile == nil && c.State.SoftSkin {
			if !strings.Contains(stdout, softSkinComment) {
				t.Fatalf("%s: soft-skinned without a profile, but the decoded file offers no %q:\n%s", filepath.Base(f), softSkinComment, stdout)
			}
			stdout = strings.Replace(stdout, softSkinComment, softSkinKept, 1)
		}
		cardtest.WriteFile(t, decoded, filepath.Base(f), []byte(stdout))
	}
	t.Logf("%d crews, %d with member names, %d with the code on the back", len(files), named, back)
	if named < 50 {
		t.Errorf("only %d crews name their members; the test wants many", named)
	}
	pages := func(dir string) []string {
		pdf := filepath.Join(t.TempDir(), "cards.pdf")
		sheetRender(t, "--sheet", "none", "-o", pdf, dir)
		return strings.Split(cardtest.Run(t, "pdftotext", pdf, "-"), "\f")
	}
	want, got := pages(orig), pages(decoded)
	if len(got) != len(want) || len(want) < 2*len(files) {
		t.Fatalf("the decoded crews render %d pages, the originals %d; want %d cards, both faces", len(got), len(want), len(files))
	}
	bad := 0
	for i := range want {
		if got[i] != want[i] {
			bad++
			if bad <= 3 {
				t.Errorf("page %d (%s) differs after decode:\n--- original\n%s\n--- decoded\n%s", i+1, filepath.Base(files[min(i/2, len(files)-1)]), want[i], got[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d pages differ after decode", bad, len(want))
	}
}
