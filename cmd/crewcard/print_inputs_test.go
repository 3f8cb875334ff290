package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestPrintDuplicateInputs: render warns once per repeat of a file, as
// it was named, and renders it once: with --sheet none no command line is
// stamped, so the PDF equals the one of the file named once. Every way of
// naming a file twice is inputs' TestDuplicateInputs.
func TestPrintDuplicateInputs(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	render := func(args ...string) ([]byte, string) {
		t.Helper()
		out := filepath.Join(t.TempDir(), "out.pdf")
		code, stdout, stderr := runCLI(t, "", append([]string{"render", "--sheet", "none", "-o", out}, args...)...)
		if code != 0 || stdout != "" {
			t.Fatalf("render %q = exit %d, stdout %q; stderr:\n%s", args, code, stdout, stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return b, stderr
	}
	got, stderr := render(tigerSample, tigerSample, tigerSample)
	want, quiet := render(tigerSample)
	if quiet != "" {
		t.Fatalf("render without repeats wrote to stderr: %s", quiet)
	}
	warn := "crewcard render: " + tigerSample + ": given more than once; rendered once\n"
	if stderr != warn+warn {
		t.Errorf("stderr = %q, want %q twice", stderr, warn)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("render of the Tiger thrice gives %d bytes, want the %d bytes of the Tiger once", len(got), len(want))
	}
}
