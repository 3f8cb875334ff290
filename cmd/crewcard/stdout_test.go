package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// fullWriter fails every write, as /dev/full or a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestStdoutWriteFails: a command that prints a file or a listing fails
// when its standard output cannot be written, and says so; none reports
// success over a file left empty (decode … > crew.toml on a full disk).
func TestStdoutWriteFails(t *testing.T) {
	tiger := filepath.Join(samplesDir, "regular-tiger.toml")
	_, show, _ := runCLI(t, "", "show", "--json", tiger)
	link := show[strings.Index(show, "HTTPS://"):]
	link = link[:strings.IndexByte(link, '"')]
	for _, args := range [][]string{
		{"decode", link},
		{"show", "--json", tiger},
		{"history", tiger},
		{"template", "export", "crew-front"},
		{"deck", "list"},
		{"check", "-v", tiger},
	} {
		var errb bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), fullWriter{}, &errb)
		if code != exitInvalid || !strings.Contains(errb.String(), "writing the standard output: no space left on device") {
			t.Errorf("crewcard %s with a full standard output = exit %d, stderr %q; want 1 and why", strings.Join(args, " "), code, errb.String())
		}
		if code, _, errs := runCLI(t, "", args...); code != exitOK {
			t.Errorf("crewcard %s = exit %d: %s", strings.Join(args, " "), code, errs)
		}
	}
}

// TestDecodeRefusesUnprintable: a code whose file keeps the rules but
// whose card cannot be printed (a name too wide for the card even at its
// smallest type) is refused by decode, as check refuses the file.
func TestDecodeRefusesUnprintable(t *testing.T) {
	src := "[vehicle]\nname = \"" + strings.Repeat("W", 40) + "\"\nnation = \"" + strings.Repeat("W", 32) + "\"\nkind = \"tank\"\npoints = 100\n\n[crew]\nname = \"" + strings.Repeat("W", 60) + "\"\nstart = \"inexperienced\"\n"
	crew, errs := crewexp.Check("wide.toml", []byte(src))
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	code, err := codec.EncodeText(crew.Saved())
	if err != nil {
		t.Fatal(err)
	}
	exit, out, stderr := runCLI(t, "", "decode", code)
	if exit != exitInvalid || out != "" || !strings.Contains(stderr, "cannot be printed on the default card") || !strings.Contains(stderr, "crew.name") {
		t.Errorf("decode of an unprintable crew = exit %d, stdout %q, stderr:\n%s", exit, out, stderr)
	}
}
