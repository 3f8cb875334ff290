package crewexp_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// TestReleaseCodes decodes the codes that an earlier release printed on the
// sample cards: each still decodes, to the crew that the sample holds today,
// and its decoded crew file checks and encodes back to the same code.
func TestReleaseCodes(t *testing.T) {
	f, err := os.Open("testdata/release-0.3.0.codes")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		code, sample, _ := strings.Cut(line, " ")
		n++
		t.Run(sample, func(t *testing.T) {
			s, err := codec.DecodeText(code)
			if err != nil {
				t.Fatalf("DecodeText: %v", err)
			}
			src, err := os.ReadFile(filepath.Join("../../samples", sample))
			if err != nil {
				t.Fatal(err)
			}
			c, errs := crewexp.Check(sample, src)
			if errs.Err() != nil {
				t.Fatal(errs)
			}
			if s.Name != c.Name || int(s.XP) != c.State.XP || int(s.Games) != c.State.Games {
				t.Errorf("decoded %q, XP %d, %d games; the sample is %q, XP %d, %d games", s.Name, s.XP, s.Games, c.Name, c.State.XP, c.State.Games)
			}
			file, err := crewexp.CrewFile(s)
			if err != nil {
				t.Fatalf("CrewFile: %v", err)
			}
			back, errs := crewexp.Check("decoded.toml", file)
			if errs.Err() != nil {
				t.Fatalf("the decoded crew file does not check: %v\n%s", errs, file)
			}
			if again, err := codec.EncodeText(back.Saved()); err != nil || again != code {
				t.Errorf("the decoded crew file encodes to %q, %v; want %q", again, err, code)
			}
		})
	}
	if n != 8 {
		t.Errorf("%d release codes read, want 8", n)
	}
}
