package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
)

// TestMain runs the command itself when CREWCARD_TEST_MAIN is set, so that
// a test can start it as a process and send it signals. Otherwise it runs
// the tests on the samples that the command can print:
// samples/ also holds files of game systems whose cards are not joined to
// the command yet (the fow-v4 units), which render refuses as an unknown
// system. Once a system is registered in cmd/internal/system, its samples
// join the copy by themselves.
func TestMain(m *testing.M) {
	if os.Getenv("CREWCARD_TEST_MAIN") == "1" {
		main()
	}
	dir, err := os.MkdirTemp("", "crewcard-samples-")
	if err == nil {
		samplesDir, err = printableSamples("../../samples", filepath.Join(dir, "samples"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "copying the samples:", err)
		os.Exit(2)
	}
	tigerSample = filepath.Join(samplesDir, "regular-tiger.toml")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// printableSamples copies the *.toml files of from whose game system the
// command knows into the new folder to, and returns to.
func printableSamples(from, to string) (string, error) {
	if err := os.MkdirAll(to, 0o755); err != nil {
		return "", err
	}
	paths, err := filepath.Glob(filepath.Join(from, "*.toml"))
	if err != nil || len(paths) == 0 {
		return "", fmt.Errorf("no samples in %s: %v", from, err)
	}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		key, serr := model.SystemOf(p, src)
		if serr != nil {
			return "", serr
		}
		if key != "" && !slices.Contains(system.Names(), key) {
			continue
		}
		if err := os.WriteFile(filepath.Join(to, filepath.Base(p)), src, 0o644); err != nil {
			return "", err
		}
	}
	return to, nil
}
