package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestIsTerminalNot: the bar stays off on everything that is not a
// terminal, the null device (a character device) included.
func TestIsTerminalNot(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	file, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var nilFile *os.File
	for _, tt := range []struct {
		name string
		w    io.Writer
	}{
		{"null device", null},
		{"pipe", w},
		{"regular file", file},
		{"bytes.Buffer", &bytes.Buffer{}},
		{"nil *os.File", nilFile},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if isTerminal(tt.w) {
				t.Errorf("isTerminal(%s) = true, want false", tt.name)
			}
		})
	}
}
