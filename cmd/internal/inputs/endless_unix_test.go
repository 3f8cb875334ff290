//go:build unix

package inputs_test

import (
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
)

// devNull is the device that reads as empty.
const devNull = "/dev/null"

// TestEndlessInputs: an input that is a device or a named pipe is refused
// before it is opened, and a stream that runs past the size limit while it
// is read, not after: /dev/zero as a template grew to 4 GB.
func TestEndlessInputs(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "template.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	read := func(name, stdin string) error {
		_, err := inputs.Read(context.Background(), name, strings.NewReader(stdin))
		return err
	}
	template := func(name string) error { _, err := inputs.ReadFile(name, "a template"); return err }
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"a device as a crew", read(devNull, ""), devNull + ": is a device, not a regular file; give a TOML file"},
		{"a device as a template", template(devNull), devNull + ": is a device, not a regular file; give a template"},
		{"a pipe as a template", template(fifo), fifo + ": is a named pipe (FIFO), not a regular file; give a template"},
		{"standard input", read("-", strings.Repeat("# comment\n", 200_000)), "<stdin>: more than the 1 MiB a TOML file may have; reading stopped there"},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, tc.err, tc.want)
		}
	}
}
