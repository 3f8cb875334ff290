package crewcards_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/manual"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model/crewexp"
)

// tomlBlock matches a TOML file shown in the README or the manual.
var tomlBlock = regexp.MustCompile("(?s)```toml\n(.*?)```")

// readmeFiles returns the TOML files that the README and then the
// manual's topics show, in the order a player reads them.
func readmeFiles(t *testing.T) []string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{string(readme)}
	for _, topic := range manual.Topics {
		body, _ := manual.Text(topic.Name)
		texts = append(texts, body)
	}
	var files []string
	for _, m := range tomlBlock.FindAllStringSubmatch(strings.Join(texts, "\n"), -1) {
		files = append(files, m[1])
	}
	return files
}

// renders reports what render says of the file src read from path, with
// the options o: nothing when it renders.
func renders(path string, src []byte, o press.Options) error {
	doc, errs := system.Check(path, src)
	if err := errs.Err(); err != nil {
		return err
	}
	_, rerrs := render([]system.Doc{doc}, nil, o)
	return errors.Join(rerrs...)
}

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
	accepts := func(n int) bool {
		_, err := check("x.toml", []byte(file(n)))
		return err == nil
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
	samples, err := filepath.Glob(samplePath("*.toml"))
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
	for i, src := range readmeFiles(t) {
		cases[fmt.Sprintf("README file %d", i+1)] = src
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
// longest legal names and characters the card fonts lack. Check is
// system.Check and system.Fit; render, system.Check, then system.Render
// with render's defaults.
func TestCheckAcceptsWhatRenders(t *testing.T) {
	cases := fitCases(t)
	o := renderOptions(t) // every default
	var mu sync.Mutex
	accepted := map[string]int{} // accepted cases, by kind, so that the test is seen to reach both sides
	refused := map[string]int{}
	i := 0
	for name, src := range cases {
		i++
		path := fmt.Sprintf("case-%d.toml", i)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, checkErr := check(path, []byte(src))
			renderErr := renders(path, []byte(src), o)
			if (checkErr == nil) != (renderErr == nil) {
				t.Errorf("check says %v, render says %v", checkErr, renderErr)
			}
			kind := strings.Fields(name)[0]
			mu.Lock()
			if checkErr == nil {
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
