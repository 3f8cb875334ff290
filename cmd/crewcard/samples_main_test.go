package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestMain runs the command itself when CREWCARD_TEST_MAIN is set, so that
// a test can start it as a process and send it signals. Otherwise it runs
// the tests with samplesDir holding a copy of the crew samples: samples/
// also holds Flames of War units, which fow_test.go prints on their own.
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

// printableSamples copies the crew files among the *.toml files of from
// into the new folder to, and returns to.
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
		if key != "" && key != crewexp.SystemName {
			continue // the crew tests take the crews; the units have their own
		}
		if err := os.WriteFile(filepath.Join(to, filepath.Base(p)), src, 0o644); err != nil {
			return "", err
		}
	}
	return to, nil
}
