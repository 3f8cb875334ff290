package outfile

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
)

type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	return len(p), nil
}

// TestChecked keeps the first failed write's error, and fails every write
// after it.
func TestChecked(t *testing.T) {
	var ok bytes.Buffer
	c := &Checked{W: &ok}
	fmt.Fprint(c, "fine")
	if c.Err != nil || ok.String() != "fine" {
		t.Fatalf("a good write: %v, %q", c.Err, ok.String())
	}
	c = &Checked{W: &failAfter{n: 1}}
	fmt.Fprint(c, "one")
	fmt.Fprint(c, "two")
	if _, err := fmt.Fprint(c, "three"); c.Err == nil || err == nil || c.Err.Error() != "disk full" {
		t.Errorf("after a failed write: %v, %v", c.Err, err)
	}
}
