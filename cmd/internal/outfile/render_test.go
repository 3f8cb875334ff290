package outfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
)

// crewFile is a crew file's bytes, to stand for an input.
var crewFile = []byte("[vehicle]\nname = \"Tiger I\"\n")

// TestCheckRenderRefusesItsInputs: an output named like a crew file, or
// that is (or leads to) one of the inputs, or that bears the name of one
// of the output's parts, is refused before any work.
func TestCheckRenderRefusesItsInputs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string // the crew file's name in a fresh folder
		out   string // -o, relative to that folder; "@link" is a link to the input
		want  string
	}{
		{"the input by its .toml name", "tiger.toml", "tiger.toml", "tiger.toml: is the name of a TOML file, as crew and unit files are; give the PDF's name, such as"},
		{"any .toml name", "tiger.toml", "cards.TOML", "is the name of a TOML file"},
		{"an input without .toml", "tiger.crew", "tiger.crew", "is one of the files to render"},
		{"a link to an input", "tiger.crew", "@link", "is one of the files to render"},
		{"an input named like a part", "deck-2.pdf", "deck.pdf", "is one of the files to render ("},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := cardtest.WriteFile(t, dir, tc.input, crewFile)
			out := filepath.Join(dir, tc.out)
			if tc.out == "@link" {
				out = filepath.Join(dir, "cards.pdf")
				if err := os.Symlink(in, out); err != nil {
					t.Skip("no symbolic links here:", err)
				}
			}
			if err := CheckRender(out, []string{in}, false, false); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("render -o %s %s: %v; want %q", tc.out, tc.input, err, tc.want)
			}
		})
	}
}

// newPDF stands for a rendered PDF.
var newPDF = press.Document{Data: []byte("%PDF-1.3 new\n" + strings.Repeat("%\n", 600))}

// TestWriteThroughLinks: an output naming a symbolic link writes the file
// the link leads to (made if it does not exist yet) and leaves the link a
// link; a loop of links is refused with a message that says so.
func TestWriteThroughLinks(t *testing.T) {
	dir := t.TempDir()
	real := cardtest.WriteFile(t, dir, "real.pdf", []byte("%PDF-1.3 old\n"))
	for _, tc := range []struct{ link, target string }{
		{"link.pdf", real},
		{"dangling.pdf", filepath.Join(dir, "made.pdf")},
		{"relative.pdf", "real.pdf"},
	} {
		link := filepath.Join(dir, tc.link)
		if err := os.Symlink(tc.target, link); err != nil {
			t.Skip("no symbolic links here:", err)
		}
		if err := CheckRender(link, nil, false, false); err != nil {
			t.Fatalf("render -o %s: %v", tc.link, err)
		}
		if _, err := Write(t.Context(), link, []press.Document{newPDF}, nil, false); err != nil {
			t.Fatalf("render -o %s: %v", tc.link, err)
		}
		if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a symbolic link", tc.link)
		}
		target := tc.target
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		if got, err := os.ReadFile(target); err != nil || string(got) != string(newPDF.Data) {
			t.Errorf("render -o %s: %s holds %d bytes (%v), want the new PDF", tc.link, target, len(got), err)
		}
	}
	a, b := filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.pdf")
	os.Symlink(b, a)
	os.Symlink(a, b)
	if err := CheckRender(a, nil, false, false); err == nil || !strings.Contains(err.Error(), "symbolic links loop") || strings.Contains(err.Error(), "too many links") {
		t.Errorf("render -o a link loop: %v; want a message about the loop", err)
	}
}

// TestReadOnlyOutputs: a read-only output file, or a read-only part of
// the output, is refused, as an editor refuses it, and left alone; force
// replaces it, keeping it read-only.
func TestReadOnlyOutputs(t *testing.T) {
	const old = "%PDF-1.3 old\n"
	dir := t.TempDir()
	out, backs := cardtest.WriteFile(t, dir, "deck.pdf", []byte(old)), cardtest.WriteFile(t, dir, "deck-backs.pdf", []byte(old))
	os.Chmod(backs, 0o444)
	if err := CheckRender(out, nil, true, false); err == nil || !strings.Contains(err.Error(), out+" also writes "+backs+": is read-only") {
		t.Errorf("render with read-only backs: %v; want it refused, naming %s", err, backs)
	}
	os.Chmod(out, 0o444)
	if err := CheckRender(out, nil, false, false); err == nil || !strings.Contains(err.Error(), out+": is read-only; make it writable (chmod u+w) or give --force") {
		t.Errorf("render over a read-only file: %v; want a read-only message", err)
	}
	if err := CheckRender(out, nil, false, true); err != nil {
		t.Fatalf("render --force: %v", err)
	}
	if _, err := Write(t.Context(), out, []press.Document{newPDF}, nil, true); err != nil {
		t.Fatalf("render --force: %v", err)
	}
	info, _ := os.Stat(out)
	if got, _ := os.ReadFile(out); string(got) != string(newPDF.Data) || info.Mode().Perm() != 0o444 {
		t.Errorf("render --force: %s kept its old bytes or lost its mode (%v)", out, info.Mode())
	}
	if got, _ := os.ReadFile(backs); string(got) != old {
		t.Errorf("the read-only backs were replaced")
	}
}

// TestEveryOutputChecked: every file a command writes passes the checks
// that -o passes, before any work: a separate backs file, a part of a
// split output and the calibration sheet that lead, through a symbolic
// link, to a crew file (an input or any .toml) are refused.
func TestEveryOutputChecked(t *testing.T) {
	tiger, err := os.ReadFile("../../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	const sample = "../../../samples/regular-tiger.toml"
	for _, tc := range []struct {
		name       string
		file, link string // a crew file in a fresh folder, and a link there to it
		out        string // the output in that folder
		inputs     string // "file", the sample, or "generated": 30 crews, file being the first
		separate   bool   // separate backs
		calibrate  bool   // the calibration sheet's output (CheckOut), not a render's
		want       string
	}{
		{"separate backs onto the input", "crew.toml", "cards-backs.pdf", "cards.pdf", "file", true, false, "cards-backs.pdf"},
		{"separate backs onto another crew file", "other.toml", "cards-backs.pdf", "cards.pdf", sample, true, false, "TOML"},
		{"a split part onto an input", "", "out-2.pdf", "out.pdf", "generated", false, false, "out-2.pdf"},
		{"-o onto a crew file not rendered", "other.toml", "cards.pdf", "cards.pdf", sample, false, false, "TOML"},
		{"calibrate onto a crew file", "crew.toml", "cal.pdf", "cal.pdf", "", false, true, "cal.pdf"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			var crew string
			inputs := []string{tc.inputs}
			switch tc.inputs {
			case "generated":
				inputs, _ = filepath.Glob(filepath.Join(crewtest.WriteGenerated(t, 30, 3), "*.toml"))
				crew = inputs[0]
			case "file":
				crew = cardtest.WriteFile(t, dir, tc.file, tiger)
				inputs = []string{crew}
			default:
				crew = cardtest.WriteFile(t, dir, tc.file, tiger)
			}
			target := tc.file // relative, beside the link
			if target == "" {
				target = crew
			}
			if err := os.Symlink(target, filepath.Join(dir, tc.link)); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			out := filepath.Join(dir, tc.out)
			err := CheckRender(out, inputs, tc.separate, false)
			if tc.calibrate {
				err = CheckOut(out, nil, false)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v; want it refused, naming %s", err, tc.want)
			}
			if b, err := os.ReadFile(crew); err != nil || len(b) == 0 {
				t.Errorf("%s: %v", crew, err)
			}
		})
	}
}

// TestKilledRunsTempsRemoved: the temporary files that a render killed
// while writing left beside the files it writes (a hidden
// .out-2.pdf.NNN.tmp of a split output, say) are removed by the next run
// that writes those files, which names each; other files stay.
func TestKilledRunsTempsRemoved(t *testing.T) {
	keep := []string{".out.pdf.notes.tmp", ".other.pdf.123.tmp", "out.pdf.123.tmp", ".cal.pdf.x.tmp"}
	dir := t.TempDir()
	var stale []string
	for _, name := range []string{".out.pdf.123456789.tmp", ".out-2.pdf.42.tmp", ".out-1.pdf.7.tmp"} {
		stale = append(stale, cardtest.WriteFile(t, dir, name, []byte("half a PDF")))
	}
	for _, k := range keep {
		cardtest.WriteFile(t, dir, k, []byte("x"))
	}
	var parts []press.Document // a split output
	for n := 1; n <= 3; n++ {
		parts = append(parts, press.Document{Part: n, Data: []byte("%PDF-1.3 part\n")})
	}
	removed, err := Write(t.Context(), filepath.Join(dir, "out.pdf"), parts, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	var told strings.Builder
	safefile.TellRemoved(&told, "render", removed)
	for _, s := range stale[1:] { // out.pdf itself is not written: the output is split
		if !strings.Contains(told.String(), "crewcard render: removed "+s+", left by a run that was killed") {
			t.Errorf("stderr does not name %s:\n%s", s, told.String())
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
}
