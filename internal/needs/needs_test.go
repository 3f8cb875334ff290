package needs

import (
	"os"
	"testing"
)

// TestProgram finds a program every machine has, and skips for one none has.
func TestProgram(t *testing.T) {
	if p := Program(t, "sh", "apt-get install dash"); p == "" {
		t.Error("no path for sh")
	}
	if os.Getenv("CI") == "true" {
		return // a missing program would fail the test, as it must
	}
	var skipped bool
	t.Run("missing", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Program(t, "no-such-program-anywhere", "nothing installs it")
	})
	if !skipped {
		t.Error("a missing program did not skip the test")
	}
}
