package system_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// root is the repository's top folder.
const root = "../../.."

// readmeSection returns the README's text from the line that starts with
// start up to the next line that starts with end.
func readmeSection(t *testing.T, start, end string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "cmd/internal/manual/topics/code.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := "\n" + string(b)
	i := strings.Index(s, "\n"+start)
	if i < 0 {
		t.Fatalf("the README has no line starting %q", start)
	}
	s = s[i+1:]
	if j := strings.Index(s[len(start):], "\n"+end); j >= 0 {
		s = s[:len(start)+j]
	}
	return s
}

// repoPath matches a path of the repository in backquotes: `model/fow/`,
// `cmd/internal/systems/systems.go`.
var repoPath = regexp.MustCompile("`((?:model|layout|cmd|templates|fonts|samples|\\.ci)(?:/[A-Za-z0-9_.-]+)*/?)`")

// TestSystemChecklist holds the README's checklist for adding a game
// system to the repository: every file or folder it names exists, and it
// names the worked example, the interfaces and the registration line.
func TestSystemChecklist(t *testing.T) {
	text := readmeSection(t, "**Adding a game system.**", "**Adding a template.**")
	var named []string
	for _, m := range repoPath.FindAllStringSubmatch(text, -1) {
		named = append(named, m[1])
		if _, err := os.Stat(filepath.Join(root, m[1])); err != nil {
			t.Errorf("the checklist names %s, which does not exist", m[1])
		}
	}
	for _, want := range []string{"cmd/internal/system/toysystem_test.go", "cmd/internal/system/system.go", "cmd/internal/systems/systems.go"} {
		if !slices.Contains(named, want) {
			t.Errorf("the checklist does not name %s", want)
		}
	}
}

// TestCodeLayout holds the README's "Layout of the code" to the packages:
// a row for every folder that holds Go code other than tests, and no row
// for a folder that does not exist.
func TestCodeLayout(t *testing.T) {
	text := readmeSection(t, "# Layout of the code", "`samples/` holds")
	rows := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		if m := regexp.MustCompile("^\\| `([^`]+)/` \\|").FindStringSubmatch(line); m != nil {
			rows[m[1]] = true
			if st, err := os.Stat(filepath.Join(root, m[1])); err != nil || !st.IsDir() {
				t.Errorf("the layout of the code has a row for %s, which is not a folder", m[1])
			}
		}
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" || path != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		if dir = filepath.ToSlash(dir); !rows[dir] {
			rows[dir] = true // once
			t.Errorf("the layout of the code has no row for the package in %s/", dir)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// topFolders are the folders DESIGN §1 allows at the repository's top.
var topFolders = []string{"cmd", "fonts", "layout", "model", "samples", "templates"}

// TestTopFolders holds the repository to DESIGN §1's top level: no folder
// there but topFolders and hidden ones (.ci, .git).
func TestTopFolders(t *testing.T) {
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") && !slices.Contains(topFolders, e.Name()) {
			t.Errorf("top-level folder %s/ is not in DESIGN §1's layout %v: move it under one of those", e.Name(), topFolders)
		}
	}
}
