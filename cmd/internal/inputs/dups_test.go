package inputs_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
)

// TestDuplicateInputs: a crew named twice, directly or through its
// folder, is told once per repeat, as it was named, and listed once: the
// list is the one of the inputs without the repeats, so the run renders
// what those render. (render's warning for each: cmd/crewcard's
// TestPrintDuplicateInputs.)
func TestDuplicateInputs(t *testing.T) {
	samplesDir := filepath.Join("..", "..", "..", "samples")
	all, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(all) < 2 {
		t.Fatalf("samples: %q, %v", all, err)
	}
	tiger := filepath.Join(samplesDir, "regular-tiger.toml")
	first := all[0]
	var others []string // the samples but the Tiger
	for _, p := range all {
		if p != tiger {
			others = append(others, p)
		}
	}
	respelt := filepath.Join(samplesDir, ".", filepath.Base(tiger))
	if respelt == tiger {
		respelt = samplesDir + "/./" + filepath.Base(tiger)
	}
	tests := []struct {
		name  string
		args  []string
		once  []string // the same inputs without repeats
		warns []string // the repeated names, as told
	}{
		{"file twice", []string{tiger, tiger}, []string{tiger}, []string{tiger}},
		{"file thrice", []string{tiger, tiger, tiger}, []string{tiger}, []string{tiger, tiger}},
		{"folder then file", []string{samplesDir, tiger}, []string{samplesDir}, []string{tiger}},
		{"file then folder", []string{tiger, samplesDir}, append([]string{tiger}, others...), []string{tiger}},
		{"respelt path", []string{tiger, respelt}, []string{tiger}, []string{respelt}},
		{"glob and folder", []string{filepath.Join(samplesDir, "*.toml"), samplesDir}, []string{samplesDir}, all},
		{"first sample twice via folder", []string{first, samplesDir}, []string{samplesDir}, []string{first}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, dups, errs := inputs.Expand(tt.args)
			want, none, quiet := inputs.Expand(tt.once)
			if len(none) > 0 || len(quiet) > 0 || len(errs) > 0 {
				t.Fatalf("Expand without repeats tells %q, %v; with them errors %v", none, quiet, errs)
			}
			if strings.Join(dups, "\n") != strings.Join(tt.warns, "\n") {
				t.Errorf("Expand(%q) tells repeats %q, want %q", tt.args, dups, tt.warns)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("Expand(%q) = %q, want the list of %q: %q", tt.args, got, tt.once, want)
			}
		})
	}
}
