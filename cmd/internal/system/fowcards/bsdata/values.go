package bsdata

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// clean folds the data's no-break spaces and newlines to spaces.
func clean(s string) string {
	s = strings.NewReplacer("\u00a0", " ", "\r", " ", "\n", " ", "\t", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// tests are the task ratings' keys by folded name, the data's misspelling
// among them.
var tests = func() map[string]string {
	m := map[string]string{"counterattach": "counterattack"}
	for t := range fow.NumTests {
		m[model.FoldName(t.String())] = t.Key()
	}
	return m
}()

var (
	ratingHead = regexp.MustCompile(`^([2-6])\+?(?:[\s,A-Za-z]|$)`)
	ratingTask = regexp.MustCompile(`^([A-Za-z][A-Za-z \-]*?)\s*([1-6])\+?(?:\s|,|$)`)
	lftf       = regexp.MustCompile(`\s*\((?:LFTF)\)`)
)

// rating reads "4+ Counterattack 6 Last Stand 3+" as "4+" and its task
// ratings, each "N+" by key; a task the unit file has no key for ("Ranging
// 3+") comes back in other, as written; ok is false when any part cannot be
// read.
func rating(s string) (base string, tasks map[string]string, other []string, ok bool) {
	s = strings.TrimSpace(lftf.ReplaceAllString(clean(s), ""))
	m := ratingHead.FindStringSubmatch(s)
	if m == nil {
		return "", nil, nil, false
	}
	base = m[1] + "+"
	rest := strings.TrimLeft(s[len(m[1]):], "+ ,")
	if m[0] != "" && m[0][len(m[0])-1] >= 'A' { // "4+Remount 3+"
		rest = strings.TrimLeft(s[len(m[1]):], "+")
	}
	tasks = map[string]string{}
	for rest != "" {
		t := ratingTask.FindStringSubmatch(rest)
		if t == nil {
			return "", nil, nil, false
		}
		if key, known := tests[model.FoldName(t[1])]; known {
			tasks[key] = t[2] + "+"
		} else {
			other = append(other, strings.TrimSpace(t[0]))
		}
		rest = strings.TrimLeft(rest[len(t[0]):], " ,")
	}
	return base, tasks, other, true
}

var distance = regexp.MustCompile(`^(\d{1,3})\s*(?:"|”|″|'')\s*/\s*(\d{1,3}(?:\.5)?)\s*cm$`)

// dist reads `10"/25cm` (or "-") as written in a unit file.
func dist(s string) (string, bool) {
	s = clean(s)
	if s == "-" {
		return s, true
	}
	m := distance.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	return m[1] + `"/` + m[2] + "cm", true
}

// plus reads "3+" (and "6", a score of 6); lo is the least score.
func plus(s string, lo int) (string, bool) {
	s = strings.TrimSpace(clean(s))
	n, err := strconv.Atoi(strings.TrimSuffix(s, "+"))
	if err != nil || n < lo || n > 6 {
		return "", false
	}
	return strconv.Itoa(n) + "+", true
}

// whole reads a whole number from 0 to max.
func whole(s string, max int) (int, bool) {
	n, err := strconv.Atoi(clean(s))
	return n, err == nil && n >= 0 && n <= max
}

// Problem is a value that cannot be read, or a part of a unit left out.
type Problem struct {
	Source, Unit string
	Msg          string
}

func (p Problem) Error() string {
	return fmt.Sprintf("%s: unit %q: %s", p.Source, p.Unit, p.Msg)
}

func cannotRead(char, v string) string {
	return fmt.Sprintf("characteristic %q: cannot read %q", char, v)
}

// TeamCount is a part of a size's name: "7x MG42 team".
type TeamCount struct {
	N    int
	Name string
}

var sizePart = regexp.MustCompile(`^(\d{1,2})\s*[xX×]\s*(\S.*)$`)

// parseSize reads a name that counts teams, "7x MG42 team, 4x Sd Kfz 251
// (MG) half-track (LG112)", as its parts, or returns nil.
func parseSize(s string) []TeamCount {
	var parts []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',', ';', '&', '+':
			if depth == 0 && (r == ',' || r == ';' || sizePart.MatchString(strings.TrimSpace(s[i+1:]))) {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	parts = append(parts, s[start:])
	var out []TeamCount
	for _, p := range parts {
		m := sizePart.FindStringSubmatch(strings.TrimSpace(p))
		if m == nil {
			return nil
		}
		n, _ := strconv.Atoi(m[1])
		if n == 0 {
			return nil
		}
		out = append(out, TeamCount{N: n, Name: strings.TrimSpace(m[2])})
	}
	return out
}
