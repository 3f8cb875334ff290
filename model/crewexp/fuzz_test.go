package crewexp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// FuzzCheck feeds arbitrary crew files to Check: it must never panic, every
// position must lie inside the input, no message may name a Go type, and an
// accepted crew must have a legal state.
func FuzzCheck(f *testing.F) {
	for _, glob := range []string{"../../samples/*.toml", "testdata/invalid/*.toml"} {
		paths, err := filepath.Glob(glob)
		if err != nil {
			f.Fatal(err)
		}
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		crew, errs := crewexp.Check("fuzz.toml", src)
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, e := range errs {
			if e.Pos.Line < 0 || e.Pos.Line > lines || e.Pos.Col < 0 {
				t.Errorf("error at line %d, col %d in an input of %d lines: %s", e.Pos.Line, e.Pos.Col, lines, e)
			}
			// The file's own text, quoted back in a message, may hold anything.
			if goWords.MatchString(quotedValue.ReplaceAllString(e.Msg, `""`)) {
				t.Errorf("a Go type in a message: %s", e)
			}
		}
		if errs.Err() != nil {
			return
		}
		if crew == nil {
			t.Fatalf("Check accepted the crew but returned none")
		}
		s := &crew.State
		if s.XP < 0 || s.Level().Level < 1 || s.Level().Level > 6 {
			t.Errorf("accepted crew with XP %d, level %d", s.XP, s.Level().Level)
		}
		if n := len(s.Skills); n > s.Kind.MaxSkills() {
			t.Errorf("accepted crew holds %d skills, more than the %d of a %s", n, s.Kind.MaxSkills(), s.Kind)
		}
		for i, st := range crew.History {
			if st.State.XP < 0 {
				t.Errorf("XP %d after game %d", st.State.XP, i+1)
			}
		}
	})
}
