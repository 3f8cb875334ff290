// Package pdftest holds a PDF file to two validators written by others,
// for the tests of every package that writes PDF: qpdf, which checks the
// file's structure, cross-reference table and streams, and MuPDF's mutool,
// which reads every object and decompresses every stream and says what it
// had to repair. A file either one complains of fails the test. Only tests
// import it.
package pdftest

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// install says how to get both validators.
const install = "apt-get install qpdf mupdf-tools"

// validators run one validator on a file and return what it complains of,
// "" for a file it finds valid. scratch is a folder for what they write.
var validators = []struct {
	name  string
	check func(path, scratch string) string
}{
	{"qpdf", func(path, _ string) string {
		// qpdf --check exits 2 on errors and 3 on warnings, and prints
		// both on standard output.
		out, err := exec.Command("qpdf", "--check", path).CombinedOutput()
		if err != nil {
			return fmt.Sprintf("qpdf --check: %v\n%s", err, out)
		}
		return ""
	}},
	{"mutool", func(path, scratch string) string {
		// mutool clean exits 0 on a file it repairs; what it repaired is
		// on its standard error. It needs a file to write (on /dev/null
		// it never ends).
		var stderr bytes.Buffer
		cmd := exec.Command("mutool", "clean", "-d", path, filepath.Join(scratch, "clean.pdf"))
		cmd.Stderr = &stderr
		err := cmd.Run()
		if err != nil || stderr.Len() > 0 {
			return fmt.Sprintf("mutool clean -d: %v\n%s", err, stderr.String())
		}
		return ""
	}},
}

// Valid fails t when qpdf or mutool finds fault with the PDF file at
// path, quoting what it said. Without both programs it skips t, or fails
// it under CI=true.
func Valid(t testing.TB, path string) {
	t.Helper()
	if msg := Complaints(t, path); msg != "" {
		t.Errorf("%s is not a valid PDF:\n%s", path, msg)
	}
}

// Complaints returns what qpdf and mutool say is wrong with the PDF file
// at path, "" for none.
func Complaints(t testing.TB, path string) string {
	t.Helper()
	var names []string
	for _, v := range validators {
		names = append(names, v.name)
	}
	needs.Programs(t, install, names...)
	scratch := t.TempDir()
	var msgs []string
	for _, v := range validators {
		if msg := v.check(path, scratch); msg != "" {
			msgs = append(msgs, msg)
		}
	}
	return strings.Join(msgs, "\n")
}
