package flagargs

import (
	"flag"
	"strings"
	"testing"
)

// TestInterleavedUTF8: a flag's value that is not UTF-8 is refused, with
// the flag named, rather than become U+FFFD in a file.
func TestInterleavedUTF8(t *testing.T) {
	var out strings.Builder
	fs := flag.NewFlagSet("battle", flag.ContinueOnError)
	fs.SetOutput(&out)
	fs.String("name", "", "")
	if _, err := Interleaved(fs, []string{"crew.toml", "--name", "bad\xff"}); err == nil || !strings.Contains(out.String(), `flag -name: "bad\xff" is not UTF-8 text`) {
		t.Errorf("Interleaved = %v, printed %q", err, out.String())
	}
	fs = flag.NewFlagSet("battle", flag.ContinueOnError)
	fs.String("name", "", "")
	if rest, err := Interleaved(fs, []string{"crew.toml", "--name", "Alençon"}); err != nil || len(rest) != 1 {
		t.Errorf("Interleaved of UTF-8 = %v, %v", rest, err)
	}
}
