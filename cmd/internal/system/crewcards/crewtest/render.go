package crewtest

import (
	"path/filepath"
	"testing"
)

// Files returns the paths of the sample crews' files in samplesDir, the
// repository's samples folder as the test reaches it, in the order of
// Samples: the crews that cmd/crewcard's tests render as its samples.
func Files(t testing.TB, samplesDir string) []string {
	t.Helper()
	var paths []string
	for _, s := range Samples(t) {
		paths = append(paths, filepath.Join(samplesDir, s.Name+".toml"))
	}
	return paths
}
