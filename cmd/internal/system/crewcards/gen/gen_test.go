package gen

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestCrewsValidAndVaried: every generated crew checks without a problem,
// the same seed gives the same files, and the workload covers every kind,
// every start, the levels and the names it promises.
func TestCrewsValidAndVaried(t *testing.T) {
	const n = 120
	crews, err := Crews(n, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(crews) != n {
		t.Fatalf("%d crews, want %d", len(crews), n)
	}
	again, err := Crews(n, 5)
	if err != nil {
		t.Fatal(err)
	}
	kinds, starts, levels := map[string]bool{}, map[string]bool{}, map[int]bool{}
	nonASCII := 0
	for i, src := range crews {
		if !bytes.Equal(src, again[i]) {
			t.Errorf("crew %d differs between two runs of seed 5", i)
		}
		c, errs := crewexp.Check(fmt.Sprintf("crew-%d.toml", i), src)
		if c == nil || len(errs) > 0 {
			t.Fatalf("crew %d does not check:\n%v\n%s", i, errs, src)
		}
		kinds[fmt.Sprint(c.State.Kind)] = true
		starts[fmt.Sprint(c.State.Start)] = true
		levels[c.State.Level().Level] = true
		if name := c.Name; len([]rune(name)) > maxName {
			t.Errorf("crew %d: name %q is longer than %d characters", i, name, maxName)
		}
		if bytes.ContainsFunc(src, func(r rune) bool { return r > 0x7f }) {
			nonASCII++
		}
	}
	if len(kinds) != len(crewexp.KindKeys()) || len(starts) != len(crewexp.StartKeys()) {
		t.Errorf("kinds %v and starts %v, want all %d and %d", kinds, starts, len(crewexp.KindKeys()), len(crewexp.StartKeys()))
	}
	if len(levels) < 4 {
		t.Errorf("levels %v, want at least four", levels)
	}
	if nonASCII < n/4 {
		t.Errorf("%d of %d crews have a non-ASCII name, want many", nonASCII, n)
	}
	if other, _ := Crews(n, 6); bytes.Equal(bytes.Join(other, nil), bytes.Join(crews, nil)) {
		t.Error("seeds 5 and 6 give the same crews")
	}
}

// TestRepeated: the file fills the size limit, is well formed, and breaks
// one rule once for each listing but the first.
func TestRepeated(t *testing.T) {
	src, n := Repeated()
	if len(src) > model.MaxFileSize || len(src) < model.MaxFileSize-100 {
		t.Errorf("%d bytes, want just under the %d limit", len(src), model.MaxFileSize)
	}
	if got := strings.Count(string(src), `"Toolbox"`); got != n {
		t.Errorf("lists Toolbox %d times, says %d", got, n)
	}
	_, errs := crewexp.Check("repeated.toml", src)
	u3 := 0
	for _, e := range errs {
		if e.Rule == "U3" {
			u3++
		}
	}
	if u3 != n-1 {
		t.Errorf("%d U3 problems, want %d (one for each listing but the first); all: %d", u3, n-1, len(errs))
	}
}
