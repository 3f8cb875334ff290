package release

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// actionlintVersion is the actionlint .ci/run installs:
//
//	go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12
const actionlintVersion = "1.7.12"

// TestWorkflows runs actionlint on the workflow files that publish the site
// and the releases, which run nowhere but on GitHub: a mistake in them
// shows only once a push to main or a tag has gone wrong. It looks for
// actionlint on PATH, then in $(go env GOPATH)/bin; it skips when it is
// missing, and fails then under CI=true.
func TestWorkflows(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(repo, ".github/workflows/*.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"pages.yml", "release.yml"} {
		if _, err := os.Stat(filepath.Join(repo, ".github/workflows", want)); err != nil {
			t.Errorf("no workflow %s: %v", want, err)
		}
	}
	lint := findActionlint()
	if lint == "" {
		needs.Missing(t, "actionlint is missing: go install github.com/rhysd/actionlint/cmd/actionlint@v%s", actionlintVersion)
	}
	if out, err := exec.Command(lint, "-version").Output(); err != nil || !strings.HasPrefix(string(out), "v"+actionlintVersion+"\n") {
		t.Logf("%s is not v%s (%v): %.40q", lint, actionlintVersion, err, out)
	}
	cmd := exec.Command(lint, files...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("actionlint: %v\n%s", err, out)
	}
}

// findActionlint returns actionlint's path, "" when there is none.
func findActionlint() string {
	if p, err := exec.LookPath("actionlint"); err == nil {
		return p
	}
	gopath, err := exec.Command("go", "env", "GOPATH").Output()
	if err != nil {
		return ""
	}
	p := filepath.Join(strings.TrimSpace(string(gopath)), "bin", "actionlint")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}
