package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"
)

// TestPrintCalibrate: calibrate writes its sheet silently and exits 0; -h
// is help; a bad offset or no paper is a usage error that writes nothing.
// The sheet itself is press's TestPrintCalibrate, the flags' values
// printflags' TestCalibrationBackOffsets.
func TestPrintCalibrate(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cal.pdf")
	if code, stdout, stderr := runCLI(t, "", "calibrate", "-o", out, "--sheet", "letter", "--flip", "short"); code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("calibrate = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, stdout, stderr)
	}
	pdftest.Valid(t, out)
	code, stdout, stderr := runCLI(t, "", "calibrate", "-h")
	if code != 0 || stdout != "" || !strings.Contains(stderr, "usage: crewcard calibrate") {
		t.Errorf("calibrate -h = exit %d, stdout %q, stderr %q; want exit 0 and the usage", code, stdout, stderr)
	}
	bad := filepath.Join(dir, "bad.pdf")
	for _, args := range [][]string{{"--back-offset", "25,0"}, {"--sheet", "none"}} {
		code, _, stderr := runCLI(t, "", append([]string{"calibrate", "-o", bad}, args...)...)
		if code != exitUsage || !strings.Contains(stderr, args[0]) {
			t.Errorf("calibrate %q = exit %d, stderr %q; want exit %d naming %s", args, code, stderr, exitUsage, args[0])
		}
		if _, err := os.Stat(bad); err == nil {
			t.Fatalf("calibrate %q wrote %s", args, bad)
		}
	}
}
