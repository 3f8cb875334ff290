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

// TestLong skips without CI=true or CREWCARD_LONG=1, and runs with either.
func TestLong(t *testing.T) {
	for _, c := range []struct {
		ci, long string
		skip     bool
	}{{"", "", true}, {"true", "", false}, {"", "1", false}, {"false", "0", true}} {
		t.Setenv("CI", c.ci)
		t.Setenv(LongEnv, c.long)
		var skipped bool
		t.Run("case", func(t *testing.T) {
			defer func() { skipped = t.Skipped() }()
			Long(t, "a test")
		})
		if skipped != c.skip {
			t.Errorf("CI=%q %s=%q: skipped %v, want %v", c.ci, LongEnv, c.long, skipped, c.skip)
		}
	}
}
