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

// TestEveryOutputChecked: every file a command writes passes the checks
// that -o passes, before any work: a separate backs file, a part of a
// split output and the calibration sheet that lead, through a symbolic
// link, to a crew file (an input or any .toml) are refused, and the crew
// file keeps its bytes.
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
	t.Run("separate backs onto another crew file", func(t *testing.T) {
		dir := t.TempDir()
		other := cardtest.WriteFile(t, dir, "other.toml", tiger)
		link(t, "other.toml", filepath.Join(dir, "cards-backs.pdf"))
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "render", "--backs", "separate", "-o", filepath.Join(dir, "cards.pdf"), tigerSample)
		if code != exitUsage || !strings.Contains(errs, "TOML") {
			t.Errorf("render --backs separate = exit %d, stderr %q; want %d and a TOML file named", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, other, tiger)
	})
	t.Run("a split part onto an input", func(t *testing.T) {
		dir := t.TempDir()
		in := crewtest.WriteGenerated(t, 30, 3)
		crew := filepath.Join(in, "crew-001.toml")
		old, err := os.ReadFile(crew)
		if err != nil {
			t.Fatal(err)
		}
		link(t, crew, filepath.Join(dir, "out-2.pdf"))
		before := dirNames(t, dir)
		code, errs := runRenderLimited(t, 2, "-o", filepath.Join(dir, "out.pdf"), in)
		if code != exitUsage || !strings.Contains(errs, "out-2.pdf") {
			t.Errorf("render of a split output = exit %d, stderr %q; want %d and out-2.pdf named", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, crew, old)
	})
	t.Run("-o onto a crew file not rendered", func(t *testing.T) {
		dir := t.TempDir()
		other := cardtest.WriteFile(t, dir, "other.toml", tiger)
		link(t, "other.toml", filepath.Join(dir, "cards.pdf"))
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "render", "-o", filepath.Join(dir, "cards.pdf"), tigerSample)
		if code != exitUsage || !strings.Contains(errs, "TOML") {
			t.Errorf("render -o a link to a TOML file = exit %d, stderr %q; want %d", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, other, tiger)
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

// TestKilledRunsTempsRemoved: the temporary files that a render or a
// calibrate killed while writing left beside the files it writes (a hidden
// .out-2.pdf.NNN.tmp of a split output, say) are removed by the next run
// that writes those files, which names each on stderr; other files stay.
func TestKilledRunsTempsRemoved(t *testing.T) {
	keep := []string{".out.pdf.notes.tmp", ".other.pdf.123.tmp", "out.pdf.123.tmp", ".cal.pdf.x.tmp"}
	t.Run("render", func(t *testing.T) {
		dir := t.TempDir()
		var stale []string
		for _, name := range []string{".out.pdf.123456789.tmp", ".out-2.pdf.42.tmp", ".out-1.pdf.7.tmp"} {
			stale = append(stale, cardtest.WriteFile(t, dir, name, []byte("half a PDF")))
		}
		for _, k := range keep {
			cardtest.WriteFile(t, dir, k, []byte("x"))
		}
		code, errs := runRenderLimited(t, 2, "-o", filepath.Join(dir, "out.pdf"), crewtest.WriteGenerated(t, 12, 3))
		if code != exitOK {
			t.Fatalf("render: exit %d\n%s", code, errs)
		}
		for _, s := range stale[1:] { // out.pdf itself is not written: the output is split
			if !strings.Contains(errs, "crewcard render: removed "+s+", left by a run that was killed") {
				t.Errorf("stderr does not name %s:\n%s", s, errs)
			}
			if _, err := os.Lstat(s); err == nil {
				t.Errorf("%s is still there", s)
			}
		}
		for _, k := range append(keep, filepath.Base(stale[0])) {
			if _, err := os.Lstat(filepath.Join(dir, k)); err != nil {
				t.Errorf("%s, which this run does not write, was removed", k)
			}
		}
	})
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
