package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model/crewexp"
)

// fitCrew is a legendary crew with named members, every text of which a
// case may replace: a long back as well as a full front.
func fitCrew(name, vehicle, nation, member string) string {
	return fmt.Sprintf(`upgrades = ["Toolbox", "Improved Radio"]

[vehicle]
name = %s
nation = %s
kind = "tank"
points = 285

[crew]
name = %s
start = "legendary"

[[crew.member]]
name = %s
roles = ["commander"]

[[crew.member]]
name = "Sgt. Ravel"
roles = ["gunner", "loader"]

[[crew.member]]
name = "Pvt. Smith"
roles = ["radio", "driver"]

[crew.basic]
commander = ["Eagle Eye"]
gunner = ["Deadeye", "Long Shot"]
loader = ["Fast Reload"]

[crew.skills]
driver = ["Eye for Terrain"]
radio = ["Marking the Target"]
`, strconv.Quote(vehicle), strconv.Quote(nation), strconv.Quote(name), strconv.Quote(member))
}

// longestLegal returns the most repeats of r, up to limit, that the crew
// rules accept in the text made by make: the card's QR code bounds
// two-byte letters more tightly than the rune limit does.
func longestLegal(t *testing.T, limit int, r rune, make func(string) string) int {
	t.Helper()
	for n := limit; n > 0; n-- {
		if _, errs := crewexp.Check("x.toml", []byte(make(strings.Repeat(string(r), n)))); errs.Err() == nil {
			return n
		}
	}
	t.Fatalf("no crew with %q in it is legal", r)
	return 0
}

// lastAccepted returns the largest n in [0, longest] for which check
// accepts file(n), found by bisection: the invariant is then tested on
// either side of it.
func lastAccepted(t *testing.T, longest int, file func(n int) string) int {
	t.Helper()
	dir := t.TempDir()
	accepts := func(n int) bool {
		path := filepath.Join(dir, "x.toml")
		if err := os.WriteFile(path, []byte(file(n)), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, _ := runCLI(t, "", "check", path)
		return code == exitOK
	}
	if accepts(longest) {
		return longest
	}
	lo, hi := 0, longest // accepts(lo) is assumed, accepts(hi) is not
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; accepts(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// fitCases returns the files of the invariant test, by name: the samples,
// the README's files, generated crews, and crews whose names, vehicles,
// nations and member names run from one letter to the longest the rules
// allow, in Latin, Cyrillic and Greek (on either side of the longest that
// check accepts), or hold a character the card fonts lack.
func fitCases(t *testing.T) map[string]string {
	t.Helper()
	cases := map[string]string{}
	samples, err := filepath.Glob("../../samples/*.toml")
	if err != nil || len(samples) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	for _, p := range samples {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		cases["sample "+filepath.Base(p)] = string(src)
	}
	for i, m := range regexp.MustCompile("(?s)```toml\n(.*?)```").FindAllStringSubmatch(readme(t), -1) {
		cases[fmt.Sprintf("README file %d", i+1)] = m[1]
	}
	crews, err := gen.Crews(40, 13)
	if err != nil {
		t.Fatal(err)
	}
	for i, src := range crews {
		cases[fmt.Sprintf("generated crew %d", i+1)] = string(src)
	}
	const name, vehicle, nation, member = "Fury", "M4A3E8 Sherman", "United States", "S/Sgt. Collier"
	texts := []struct {
		key   string
		limit int
		make  func(string) string
	}{
		{"name", crewexp.MaxNameLen, func(s string) string { return fitCrew(s, vehicle, nation, member) }},
		{"vehicle", crewexp.MaxVehicle, func(s string) string { return fitCrew(name, s, nation, member) }},
		{"nation", crewexp.MaxNation, func(s string) string { return fitCrew(name, vehicle, s, member) }},
		{"member", crewexp.MaxNameLen, func(s string) string { return fitCrew(name, vehicle, nation, s) }},
	}
	for _, tx := range texts {
		for _, r := range "WШЖΩ" {
			longest := longestLegal(t, tx.limit, r, tx.make)
			// Around the longest that check accepts, and at both ends.
			last := lastAccepted(t, longest, func(n int) string { return tx.make(strings.Repeat(string(r), n)) })
			for _, n := range []int{1, last - 1, last, last + 1, last + 2, longest} {
				if n >= 1 && n <= longest {
					cases[fmt.Sprintf("%s of %d %c", tx.key, n, r)] = tx.make(strings.Repeat(string(r), n))
				}
			}
		}
		for _, r := range "\u864e\u2028\uffff" {
			cases[fmt.Sprintf("%s holding %U", tx.key, r)] = tx.make("Tiger " + string(r))
		}
	}
	return cases
}

// TestCheckAcceptsWhatRenders holds the invariant that a file check accepts
// always renders on the default card, and that check refuses every file
// that does not: over the samples, the README's files, generated crews, the
// longest legal names and characters the card fonts lack. Both commands
// run in-process, as a player would run them.
func TestCheckAcceptsWhatRenders(t *testing.T) {
	cases := fitCases(t)
	dir := t.TempDir()
	var mu sync.Mutex
	accepted := map[string]int{} // accepted cases, by kind, so that the test is seen to reach both sides
	refused := map[string]int{}
	i := 0
	for name, src := range cases {
		i++
		path := filepath.Join(dir, fmt.Sprintf("case-%d.toml", i))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkCode, _, checkErr := runCLI(t, "", "check", path)
			renderCode, _, renderErr := runCLI(t, "", "render", "-o", strings.TrimSuffix(path, ".toml")+".pdf", path)
			if (checkCode == exitOK) != (renderCode == exitOK) {
				t.Errorf("check exits %d, render exits %d\ncheck:\n%s\nrender:\n%s", checkCode, renderCode, checkErr, renderErr)
			}
			kind := strings.Fields(name)[0]
			mu.Lock()
			if checkCode == exitOK {
				accepted[kind]++
			} else {
				refused[kind]++
			}
			mu.Unlock()
		})
	}
	t.Cleanup(func() {
		for _, kind := range []string{"name", "vehicle"} {
			if accepted[kind] == 0 || refused[kind] == 0 {
				t.Errorf("%s cases: %d accepted, %d refused; want some of each, or the test proves nothing", kind, accepted[kind], refused[kind])
			}
		}
		t.Logf("accepted %v, refused %v", accepted, refused)
	})
}
