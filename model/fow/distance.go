package fow

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// distancePattern matches N"/Mcm, allowing spaces, typographic quotes ” and
// ″, and the apostrophes of the draft's typo 4'/10cm (reported with a hint).
var distancePattern = regexp.MustCompile(`^(\d{1,4})\s*("|”|″|'|’|′)\s*/\s*(\d{1,4}(?:\.\d+)?)\s*cm$`)

// Unlimited is an aircraft's move, which has no limit: a unit file may
// write it for each of an aircraft's four moves; it is held as 0, which
// for an aircraft means unlimited ("-" reads the same).
const Unlimited = "UNLIMITED"

// parseDistance reads a distance written N"/Mcm with M = 2.5 × N (F5), or
// "-" where dash is allowed. It returns the problem, or "".
func parseDistance(s string, dash bool) (Distance, string) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return 0, "give a distance such as 10\"/25cm"
	case s == "-" && dash:
		return 0, ""
	case s == "-":
		return 0, "a weapon's range is a distance, not \"-\""
	}
	m := distancePattern.FindStringSubmatch(s)
	if m == nil {
		return 0, fmt.Sprintf("%q is not a distance: write N\"/Mcm, such as 16\"/40cm", s)
	}
	n, _ := strconv.Atoi(m[1])
	cm, _ := strconv.ParseFloat(m[3], 64)
	if q := m[2]; q != "\"" && q != "”" && q != "″" {
		return 0, fmt.Sprintf("%q: inches take a double quote, not an apostrophe; write %d\"/%scm", s, n, m[3])
	}
	if n < 1 || n > MaxInches {
		return 0, fmt.Sprintf("%q: the inches must be 1 to %d", s, MaxInches)
	}
	if cm != 2.5*float64(n) {
		msg := fmt.Sprintf("%q: %d inches are %s (M = 2.5 × N); write %s", s, n, strings.TrimPrefix(Distance(n).String(), fmt.Sprintf("%d\"/", n)), Distance(n))
		if in := cm / 2.5; in == float64(int(in)) && in >= 1 && in <= MaxInches {
			msg += fmt.Sprintf(" or %s", Distance(int(in)))
		}
		return 0, msg
	}
	return Distance(n), ""
}
