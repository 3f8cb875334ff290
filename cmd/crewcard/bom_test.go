package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/model/saved"
)

// bom is the byte-order mark (U+FEFF) that Windows Notepad saves at the
// start of a UTF-8 file.
const bom = "\uFEFF"

// TestDecodeBOM: a code or link that starts with a byte-order mark, with
// whitespace around it, decodes as it does without, on standard input or
// as an argument.
func TestDecodeBOM(t *testing.T) {
	link, _ := tigerLink(t)
	_, want, _ := safeRun(t, "", "decode", link)
	code := link[len(saved.DefaultBase):]
	for _, in := range []string{bom + code, bom + code + "\r\n", " " + bom + " " + code + "\n", bom + link + "\r\n"} {
		if got, out, errs := safeRun(t, in, "decode", "-"); got != 0 || errs != "" || out != want {
			t.Errorf("decode - with %q on stdin = exit %d, stderr %q; want the crew file of the link", in, got, errs)
		}
		if got, out, errs := safeRun(t, "", "decode", in); got != 0 || errs != "" || out != want {
			t.Errorf("decode %q = exit %d, stderr %q; want the crew file of the link", in, got, errs)
		}
	}
}

// TestFileBOM: a crew or unit file saved with a byte-order mark is checked,
// shown and rendered as it is without, and a problem on its first line is
// told at the same column.
func TestFileBOM(t *testing.T) {
	dir := t.TempDir()
	crew := append([]byte(bom), btSample(t, "regular-tiger.toml")...)
	tiger := cardtest.WriteFile(t, dir, "tiger.toml", crew)
	unitSrc, err := os.ReadFile("../../samples/fow-tiger-tank-unit.toml")
	if err != nil {
		t.Fatal(err)
	}
	unit := cardtest.WriteFile(t, dir, "unit.toml", append([]byte(bom), unitSrc...))
	if code, out, errs := runCLI(t, "", "check", tiger, unit); code != 0 || out != "" || errs != "" {
		t.Errorf("check = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, out, errs)
	}
	if code, out, errs := runCLI(t, string(crew), "show", "-"); code != 0 || !strings.HasPrefix(out, "Tiger 131") || errs != "" {
		t.Errorf("show - = exit %d, stdout %.40q, stderr %q; want exit 0 and the Tiger", code, out, errs)
	}
	pdf := filepath.Join(dir, "cards.pdf")
	if code, _, errs := runCLI(t, "", "render", "-o", pdf, tiger, unit); code != 0 || errs != "" {
		t.Errorf("render = exit %d, stderr %q; want exit 0", code, errs)
	}
	if b, _ := os.ReadFile(pdf); !strings.HasPrefix(string(b), "%PDF-") {
		t.Errorf("render wrote no PDF")
	}
	bad := cardtest.WriteFile(t, dir, "bad.toml", []byte(bom+"name = \n"))
	want := bad + ":1:8: name: expected value but found '\\n' instead\n"
	if code, _, errs := runCLI(t, "", "check", bad); code != exitInvalid || errs != want {
		t.Errorf("check of a broken first line = exit %d, stderr %q; want exit %d and %q", code, errs, exitInvalid, want)
	}
}
