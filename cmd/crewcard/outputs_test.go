package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// runRenderLimited runs the render command as the CLI does, with a page
// limit of limit, so that a few crews split the output.
func runRenderLimited(t *testing.T, limit int, args ...string) (int, string) {
	t.Helper()
	var errb bytes.Buffer
	e := &env{ctx: context.Background(), stdin: strings.NewReader(""), stdout: io.Discard, stderr: &errb, getenv: func(string) string { return "" }}
	fs, o, raw := renderFlagSet(e)
	files, code, done := parseFlags(fs, args)
	if done {
		return code, errb.String()
	}
	if err := o.settle(e, raw, fs); err != nil {
		t.Fatal(err)
	}
	o.MaxPages = limit
	return renderFiles(e, files, o), errb.String()
}

// TestEveryOutputChecked: a separate backs file and the calibration sheet
// that lead, through a symbolic link, to a crew file are refused as usage
// errors, and the crew file keeps its bytes. Every output checked (parts,
// crew files not rendered) is outfile's TestEveryOutputChecked.
func TestEveryOutputChecked(t *testing.T) {
	tiger := btSample(t, "regular-tiger.toml")
	link := func(t *testing.T, to, at string) {
		t.Helper()
		if err := os.Symlink(to, at); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	t.Run("separate backs onto the input", func(t *testing.T) {
		dir := t.TempDir()
		crew := cardtest.WriteFile(t, dir, "crew.toml", tiger)
		link(t, "crew.toml", filepath.Join(dir, "cards-backs.pdf"))
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "render", "--backs", "separate", "-o", filepath.Join(dir, "cards.pdf"), crew)
		if code != exitUsage || !strings.Contains(errs, "cards-backs.pdf") {
			t.Errorf("render --backs separate = exit %d, stderr %q; want %d and cards-backs.pdf named", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, crew, tiger)
	})
	t.Run("calibrate onto a crew file", func(t *testing.T) {
		dir := t.TempDir()
		crew := cardtest.WriteFile(t, dir, "crew.toml", tiger)
		link(t, "crew.toml", filepath.Join(dir, "cal.pdf"))
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "calibrate", "-o", filepath.Join(dir, "cal.pdf"))
		if code != exitUsage || !strings.Contains(errs, "cal.pdf") {
			t.Errorf("calibrate -o a link to a crew file = exit %d, stderr %q; want %d", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, crew, tiger)
	})
}

// TestKilledRunsTempsRemoved: the temporary file that a calibrate killed
// while writing left beside its sheet is removed by the next calibrate,
// which names it on stderr; other files stay. A render's are outfile's
// TestKilledRunsTempsRemoved.
func TestKilledRunsTempsRemoved(t *testing.T) {
	keep := []string{".out.pdf.notes.tmp", ".other.pdf.123.tmp", "out.pdf.123.tmp", ".cal.pdf.x.tmp"}
	t.Run("calibrate", func(t *testing.T) {
		dir := t.TempDir()
		stale := cardtest.WriteFile(t, dir, ".cal.pdf.99.tmp", []byte("half a PDF"))
		for _, k := range keep {
			cardtest.WriteFile(t, dir, k, []byte("x"))
		}
		code, _, errs := runCLI(t, "", "calibrate", "-o", filepath.Join(dir, "cal.pdf"))
		if code != exitOK || !strings.Contains(errs, "crewcard calibrate: removed "+stale+", left by a run that was killed") {
			t.Errorf("calibrate = exit %d, stderr %q; want 0 and %s named", code, errs, stale)
		}
		if got, want := dirNames(t, dir), append(keep, "cal.pdf"); !sameSet(got, want) {
			t.Errorf("files after calibrate = %q, want %q", got, want)
		}
	})
}

// TestStreamedPartsDropped: the parts of a split output go to temporary
// files as they are finished, so a card that fails after some parts were
// written (the last file's, too long to lay out) must leave the older part
// byte for byte, make no new one and leave no temporary file.
func TestStreamedPartsDropped(t *testing.T) {
	long := strings.Repeat("A section that goes on and on about the rules of the game. ", 24)
	in := crewtest.WriteGenerated(t, 30, 3)
	cardtest.WriteFile(t, in, "zz-long.toml", []byte("system = \"deck\"\n[deck]\nid = \"long\"\ntitle = \"Long\"\ngame = \"tank-duel\"\nsource = \"a test\"\n\n"+
		"[[card]]\ntitle = \"Too long\"\n[[card.section]]\nheading = \"FIRST\"\ntext = \""+long+"\"\n"+
		"[[card.section]]\nheading = \"SECOND\"\ntext = \""+long+"\"\n"))
	dir := t.TempDir()
	old := []byte("%PDF-1.3 old part\n")
	part1 := cardtest.WriteFile(t, dir, "out-1.pdf", old)
	before := dirNames(t, dir)
	code, errs := runRenderLimited(t, 2, "-o", filepath.Join(dir, "out.pdf"), in)
	if code != exitInvalid || !strings.Contains(errs, "does not fit") || !strings.Contains(errs, "nothing written") {
		t.Errorf("render = exit %d, stderr %q; want %d, the card that does not fit and \"nothing written\"", code, errs, exitInvalid)
	}
	assertUntouched(t, dir, before, part1, old)
}
