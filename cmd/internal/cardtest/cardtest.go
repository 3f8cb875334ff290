// Package cardtest holds what the tests of the packages that print cards
// share, whatever the game: outside programs run (poppler, zbar, ZXing,
// Ghostscript), a PDF's pages read back as text, grey pixels and decoded
// QR codes. The crews to print are crewtest's. Only tests import it.
package cardtest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// install says how to get every program the helpers run.
const install = "install qpdf, mupdf-tools, poppler-utils, zbar-tools, zxing-cpp-tools and ghostscript"

// Tools returns the paths of the named programs. A missing program skips
// the test, except under CI=true, where it fails it.
func Tools(t testing.TB, names ...string) map[string]string {
	t.Helper()
	return needs.Programs(t, install, names...)
}

// Run runs a program and returns its standard output; it fails the test
// when the program exits non-zero, except zbarimg's exit 4 (no code
// found), which gives "".
func Run(t testing.TB, name string, args ...string) string {
	t.Helper()
	out, err := Output(name, args...)
	if name == "zbarimg" && noCode(err) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Output runs a program and returns its standard output, and an error
// holding its command line and both streams when it exits non-zero.
func Output(name string, args ...string) (string, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.String(), fmt.Errorf("%s %s: %w\n%s%s", name, strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String(), nil
}

// WriteFile writes data to dir/name and returns the path.
func WriteFile(t testing.TB, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// noCode reports whether err is zbarimg's exit 4: no code found.
func noCode(err error) bool {
	var exit *exec.ExitError
	return errors.As(err, &exit) && exit.ExitCode() == 4
}
