package cardtest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutput: a program's standard output comes back; a failing one's
// error names its command line and carries what it printed on both
// streams.
func TestOutput(t *testing.T) {
	Tools(t, "sh")
	if out, err := Output("sh", "-c", "echo out"); err != nil || out != "out\n" {
		t.Errorf("Output(echo) = %q, %v; want \"out\\n\"", out, err)
	}
	_, err := Output("sh", "-c", "echo told; echo why >&2; exit 3")
	if err == nil {
		t.Fatal("a program exiting 3 gave no error")
	}
	for _, want := range []string{"sh -c", "exit status 3", "told", "why"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

// TestNoCode: zbarimg finding no code on a blank page is no failure: Run
// gives "" and ReadPage no payloads; an unknown decoder or rasteriser is
// an error.
func TestNoCode(t *testing.T) {
	Tools(t, "zbarimg")
	dir := t.TempDir()
	blank := image.NewGray(image.Rect(0, 0, 64, 64))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	f, err := os.Create(filepath.Join(dir, "pdftoppm-150-page-1.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, blank); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if out := Run(t, "zbarimg", "--quiet", "--raw", f.Name()); out != "" {
		t.Errorf("zbarimg on a blank image printed %q", out)
	}
	// The PNG is there already, so ReadPage reads it without the PDF.
	if got, err := ReadPage("absent.pdf", dir, Reader{"pdftoppm", 150, "zbarimg"}, 1); err != nil || got != nil {
		t.Errorf("ReadPage of a blank page = %q, %v; want nothing", got, err)
	}
	if _, err := ReadPage("absent.pdf", dir, Reader{"pdftoppm", 150, "eyes"}, 1); err == nil {
		t.Error("an unknown decoder gave no error")
	}
	if err := Rasterise("absent.pdf", filepath.Join(dir, "x.png"), "crayon", 150, 1); err == nil {
		t.Error("an unknown rasteriser gave no error")
	}
}
