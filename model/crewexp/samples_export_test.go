package crewexp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/model"
)

// CrewSamples lists the crew files among the samples, sorted: samples/
// also holds files of other game systems (Flames of War units), which
// name their system and are none of this package's business.
func CrewSamples(tb testing.TB) []string {
	tb.Helper()
	paths, err := filepath.Glob("../../samples/*.toml")
	if err != nil || len(paths) == 0 {
		tb.Fatalf("no samples: %v", err)
	}
	var crews []string
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		if key, _ := model.SystemOf(p, src); key == "" || key == SystemName {
			crews = append(crews, p)
		}
	}
	return crews
}
