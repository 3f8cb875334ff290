package main

import (
	"path/filepath"
	"testing"
)

// The units' tests are fowcards' (cmd/internal/system/fowcards/render_test.go).

// unitSamples returns the Flames of War unit files among the samples.
func unitSamples(t *testing.T) []string {
	t.Helper()
	paths, _ := filepath.Glob("../../samples/fow-*.toml")
	if len(paths) < 4 {
		t.Fatalf("%d unit samples, want at least 4", len(paths))
	}
	return paths
}
