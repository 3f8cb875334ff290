// Package needs lets a test ask for what it needs of the machine: a
// program on the PATH, or any other thing it checks itself. Without it a
// test is skipped locally and fails under CI=true, where .ci/run installs
// everything, so that no check stops running unseen.
package needs

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// Missing ends t for want of something, told by format and args: it
// skips t, or fails it under CI=true.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv("CI") == "true" {
		t.Fatalf("CI=true and %s", msg)
	}
	t.Skip(msg)
}

// Programs returns the paths of the programs names, by name. A missing one
// ends t (Missing), naming every one missing and how to install them.
func Programs(t testing.TB, install string, names ...string) map[string]string {
	t.Helper()
	paths := map[string]string{}
	var missing []string
	for _, name := range names {
		path, err := exec.LookPath(name)
		if err != nil {
			missing = append(missing, name)
			continue
		}
		paths[name] = path
	}
	if len(missing) > 0 {
		Missing(t, "%v missing: %s", missing, install)
	}
	return paths
}

// Program returns the path of the program name, or ends t (Missing).
func Program(t testing.TB, name, install string) string {
	t.Helper()
	return Programs(t, install, name)[name]
}

// LongEnv is the variable that runs the long end-to-end tests outside CI.
const LongEnv = "CREWCARD_LONG"

// LongRun reports whether the long end-to-end tests run: CI=true or
// CREWCARD_LONG=1.
func LongRun() bool { return os.Getenv("CI") == "true" || os.Getenv(LongEnv) == "1" }

// Long skips t, a long end-to-end test (cross-building the release, a
// browser driven through pages, rendering and scanning hundreds of cards),
// unless CI=true or CREWCARD_LONG=1: .ci/run runs them, and a newcomer's
// go test ./... stays within minutes on any machine. why says what the
// test does, for the skip's message.
func Long(t testing.TB, why string) {
	t.Helper()
	if LongRun() {
		return
	}
	t.Skipf("long end-to-end test (%s): .ci/run runs it; %s=1 runs it here", why, LongEnv)
}
