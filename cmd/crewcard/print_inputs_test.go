package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestPrintDuplicateInputs: a crew named twice, directly or through its
// folder, is warned about once per repeat and rendered once. With --sheet
// none no command line is stamped, so the PDF must equal the one of the
// inputs without the repeats.
func TestPrintDuplicateInputs(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	render := func(args ...string) ([]byte, string) {
		t.Helper()
		out := filepath.Join(dir, "out.pdf")
		os.Remove(out)
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
	first := printSamples(t)[0]
	var others []string // the samples but the Tiger
	for _, p := range printSamples(t) {
		if filepath.Base(p) != filepath.Base(tigerSample) {
			others = append(others, p)
		}
	}
	respelt := filepath.Join(samplesDir, ".", filepath.Base(tigerSample))
	tests := []struct {
		name  string
		args  []string
		once  []string // the same inputs without repeats
		warns []string // the repeated names, as warned about
	}{
		{"file twice", []string{tigerSample, tigerSample}, []string{tigerSample}, []string{tigerSample}},
		{"file thrice", []string{tigerSample, tigerSample, tigerSample}, []string{tigerSample}, []string{tigerSample, tigerSample}},
		{"folder then file", []string{samplesDir, tigerSample}, []string{samplesDir}, []string{tigerSample}},
		{"file then folder", []string{tigerSample, samplesDir}, append([]string{tigerSample}, others...), []string{filepath.Join(samplesDir, filepath.Base(tigerSample))}},
		{"respelt path", []string{tigerSample, respelt}, []string{tigerSample}, []string{respelt}},
		{"glob and folder", []string{filepath.Join(samplesDir, "*.toml"), samplesDir}, []string{samplesDir}, printSamples(t)},
		{"first sample twice via folder", []string{first, samplesDir}, []string{samplesDir}, []string{first}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, stderr := render(tt.args...)
			want, quiet := render(tt.once...)
			if quiet != "" {
				t.Fatalf("render without repeats wrote to stderr: %s", quiet)
			}
			var wantErr string
			for _, w := range tt.warns {
				wantErr += "crewcard render: " + w + ": given more than once; rendered once\n"
			}
			if stderr != wantErr {
				t.Errorf("stderr = %q, want %q", stderr, wantErr)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("render %q gives %d bytes, want the %d bytes of render %q", tt.args, len(got), len(want), tt.once)
			}
		})
	}
}
