package bsdata

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// clean folds the data's no-break spaces and newlines to spaces, as tidy
// folds a line.
func clean(s string) string { return tidyLine(spaces.Replace(s)) }

// spaces folds the data's no-break spaces and line breaks to spaces
// (clean); brackets drops the space just inside a bracket (tidyLine).
var (
	spaces   = strings.NewReplacer("\u00a0", " ", "\r", " ", "\n", " ", "\t", " ")
	brackets = strings.NewReplacer("( ", "(", " )", ")")
)

// tidy folds the whitespace of a value as the data writes it: each line
// trimmed, its runs of spaces (no-break ones and tabs among them) one
// space, no space just inside a bracket ("(MA 3+ )" is "(MA 3+)"); its
// line breaks, which part a rating's items, kept.
func tidy(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r", ""), "\n")
	for i, l := range lines {
		lines[i] = tidyLine(l)
	}
	return strings.Join(lines, "\n")
}

// tidyLine is tidy of a line.
func tidyLine(s string) string {
	return brackets.Replace(strings.Join(strings.Fields(s), " "))
}

// tidySelection tidies the text of a selection and of those inside it, as
// the import reads it: names, rules and profiles' names and values.
func tidySelection(sel *bs.Selection) {
	sel.Walk(func(s *bs.Selection) {
		s.Name = tidy(s.Name)
		for i, r := range s.Rules {
			s.Rules[i] = tidy(r)
		}
		for _, p := range s.Profiles {
			p.Name = tidy(p.Name)
			for k, v := range p.Chars {
				p.Chars[k] = tidy(v)
			}
		}
	})
}

var distance = regexp.MustCompile(`^(\d{1,3})\s*(?:"|”|″|'')\s*/\s*(\d{1,3}(?:\.5)?)\s*cm[^\d\s"/]?$`)

// dist reads `10"/25cm` (or "-") as written in a unit file; distNote says
// what is wrong with one it reads.
func dist(s string) (string, bool) {
	s = strings.TrimSpace(asideRe.ReplaceAllString(clean(s), ""))
	if s == "-" {
		return s, true
	}
	m := distance.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	return m[1] + `"/` + m[2] + "cm", true
}

const cmMismatch = "its centimetres are not 2.5 times its inches"

// distNote says what the data got wrong in a distance it could read: its
// centimetres not 2.5 times its inches, or a stray letter after them; ""
// when nothing.
func distNote(s string) string {
	s = strings.TrimSpace(asideRe.ReplaceAllString(clean(s), ""))
	m := distance.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	in, _ := strconv.Atoi(m[1])
	cm, _ := strconv.ParseFloat(m[2], 64)
	switch {
	case cm != 2.5*float64(in):
		return cmMismatch
	case !strings.HasSuffix(s, "cm"):
		return fmt.Sprintf("a stray %q after it", s[len(s)-1:])
	}
	return ""
}

var labelled = regexp.MustCompile(`^[A-Za-z][A-Za-z ]*\s`)

// saveOf reads a save, "3+", or one labelled with its team, "Infantry 3+".
func saveOf(s string) (string, bool) {
	return plus(labelled.ReplaceAllString(clean(s), ""), 2)
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

// crossOf reads a Cross rating: "3+", AUTO, or "-" (a team that cannot
// move, such as a bunker).
func crossOf(s string) (string, bool) {
	switch c := clean(s); {
	case strings.EqualFold(c, "AUTO"):
		return "AUTO", true
	case c == "-":
		return c, true
	}
	return plus(s, 2)
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

// dataEmpty says that the data gives a characteristic no value: an error
// of the data, which TestImportCatalogues counts apart.
const dataEmpty = "the data leaves it empty"

func cannotRead(char, v string) string {
	if clean(v) == "" {
		return fmt.Sprintf("characteristic %q: %s", char, dataEmpty)
	}
	return fmt.Sprintf("characteristic %q: cannot read %q", char, v)
}

// TeamCount is a part of a size's name: "7x MG42 team".
type TeamCount struct {
	N    int
	Name string
}

var (
	sizePart  = regexp.MustCompile(`^(\d{1,2})\s*[xX×]\s*(\S.*)$`)
	countHead = regexp.MustCompile(`^\d{1,2}\s*[xX×]\s*\S`)
	partTail  = regexp.MustCompile(`(?i)[\s,;&+]*(?:\band)?[\s,;&+]*$`)
)

// parseSize reads a name that counts teams, "7x MG42 team, 4x Sd Kfz 251
// (MG) half-track (LG112)", "6x PPSh SMG team and 3x M3 Scout", as its
// parts, or returns nil. A part starts at a count outside brackets.
func parseSize(s string) []TeamCount {
	s = strings.TrimSpace(s)
	var starts []int
	depth := 0
	for i, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
		if depth == 0 && r >= '0' && r <= '9' && (i == 0 || strings.ContainsRune(" ,;&+", rune(s[i-1]))) && countHead.MatchString(s[i:]) {
			starts = append(starts, i)
		}
	}
	if len(starts) == 0 || starts[0] != 0 {
		return nil
	}
	var out []TeamCount
	for k, at := range starts {
		end := len(s)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		m := sizePart.FindStringSubmatch(partTail.ReplaceAllString(s[at:end], ""))
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
