package bsdata

import (
	"regexp"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// The grammar of a rating characteristic, as the data writes it:
//
//	rating  = [name] score [alt] [aside] { sep item }
//	item    = [label newline] task score [alt] [aside] | score task
//	score   = digit ["+"]                 "4+", "6"
//	alt     = "(" score ")" | "[" score "]"  an alternate (elite, upgraded) set
//	aside   = "(" text ")"                "(MA 4+)", "(LFTF)"
//	sep     = "/" | ";" | "," | newline | space
//
// A task is one of the unit file's tests (aliases and misspellings
// folded), or another the card keeps as a note (Follow Me, Komissar,
// Mounted Assault (1 pass.)). A label line names what the next task's
// rating is for ("For the Motherland", "Transport"): that task is a note.

// tests are the task ratings' keys by folded name, the data's aliases and
// misspellings among them.
var tests = func() map[string]string {
	m := map[string]string{
		"counterattach": "counterattack", "counterattck": "counterattack", "counterattackk": "counterattack",
		"assualt": "assault", "asault": "assault",
	}
	for t := range fow.NumTests {
		m[model.FoldName(t.String())] = t.Key()
	}
	return m
}()

// ratingNames are the names a base score may carry, folded: fow's
// (Fearless 3+, Careful 4+) and the data's Green 5+.
var ratingNames = func() map[string]bool {
	m := map[string]bool{"green": true}
	for _, k := range []fow.RatingKind{fow.Motivation, fow.Skill, fow.IsHitOn} {
		for _, r := range k.Names() {
			m[model.FoldName(r.Name)] = true
		}
	}
	return m
}()

var (
	asideRe   = regexp.MustCompile(`\s*\((?:LFTF)\)`)
	mounted   = regexp.MustCompile(`(?i)mounted\s+assault\s*(?:\(\s*(\d)\+?\s*pass\.?\s*\)|(\d)\+?\s*pass\.?)?\s*([1-6])\+?`)
	ratingTok = regexp.MustCompile(`\n\s*\n|\n|[/;,]|\(\s*[1-6]\+?\s*\)|\[\s*[1-6]\+?\s*\]|\([^()]*(?:\([^()]*\)[^()]*)*\)|[1-6]\+?|[A-Za-z][A-Za-z.'\-]*|\S`)
)

// ratingItem is one score of a rating: the task it is for ("" for the
// base), its label, its alternate and its asides.
type ratingItem struct {
	label, task string
	score, alt  string
	aside       []string
}

// rating reads a rating characteristic, char ("Skill"), as its base score
// "4+", the unit file's task ratings by key, and what else it says, each
// as a note (other tasks, labelled tasks, the alternate set, asides), the
// base's named by char: "Alternate Skill 4+, Assault 3+"; ok is false when
// it is not a rating ("As Per Unit", "-", "").
func rating(char, s string) (base string, tasks map[string]string, other []string, ok bool) {
	items, ok := ratingItems(s)
	if !ok || len(items) == 0 || items[0].task != "" {
		return "", nil, nil, false
	}
	tasks = map[string]string{}
	var alts []string
	for i, it := range items {
		if i == 0 {
			base = it.score
			if it.alt != "" {
				alts = append(alts, char+" "+it.alt)
			}
			for _, a := range it.aside {
				other = append(other, char+" "+a)
			}
			continue
		}
		key, known := tests[model.FoldName(it.task)]
		text := it.task + " " + it.score
		switch {
		case it.label != "":
			other = append(other, it.label+": "+text)
		case known && tasks[key] == "":
			tasks[key] = it.score
		default:
			other = append(other, text)
		}
		if it.alt != "" {
			alts = append(alts, it.task+" "+it.alt)
		}
		for _, a := range it.aside {
			other = append(other, it.task+" "+a)
		}
	}
	if len(alts) > 0 {
		other = append(other, "Alternate "+strings.Join(alts, ", "))
	}
	return base, tasks, other, true
}

// ratingItems tokenises and parses a rating characteristic.
func ratingItems(s string) ([]ratingItem, bool) {
	s = strings.NewReplacer("\u00a0", " ", "\r", "").Replace(asideRe.ReplaceAllString(s, ""))
	var items []ratingItem
	// Mounted Assault ratings name their passengers with a number: read
	// them whole first.
	s = mounted.ReplaceAllStringFunc(s, func(m string) string {
		g := mounted.FindStringSubmatch(m)
		task := "Mounted Assault"
		if p := g[1] + g[2]; p != "" {
			task += " (" + p + " pass.)"
		}
		items = append(items, ratingItem{task: task, score: g[3] + "+"})
		return "\n"
	})
	toks := ratingTok.FindAllString(s, -1)
	var words []string
	var label string
	var parsed []ratingItem
	flushWords := func() {
		if len(words) == 0 {
			return
		}
		phrase := strings.Join(words, " ")
		words = nil
		n := len(parsed)
		if n > 1 && parsed[n-1].task == "" && parsed[n-1].label == "" {
			parsed[n-1].task = phrase // "4+ Assault": the score came first
		} else {
			label = phrase // the line names what the next task is for
		}
	}
	for _, t := range toks {
		switch {
		case strings.HasPrefix(t, "\n") || t == "/" || t == ";" || t == ",":
			flushWords()
		case t[0] >= '1' && t[0] <= '6':
			it := ratingItem{score: t[:1] + "+"}
			if len(words) > 0 {
				phrase := strings.Join(words, " ")
				words = nil
				if len(parsed) == 0 && ratingNames[model.FoldName(phrase)] {
					phrase = ""
				}
				it.task = phrase
			}
			if label != "" && it.task != "" {
				it.label = label
			}
			label = ""
			parsed = append(parsed, it)
		case t[0] == '(' || t[0] == '[':
			if len(parsed) == 0 {
				return nil, false
			}
			inner := strings.TrimSpace(t[1 : len(t)-1])
			if n := strings.TrimSuffix(inner, "+"); len(n) == 1 && n[0] >= '1' && n[0] <= '6' {
				parsed[len(parsed)-1].alt = n + "+"
			} else if inner != "" {
				parsed[len(parsed)-1].aside = append(parsed[len(parsed)-1].aside, strings.Join(strings.Fields(t), " "))
			}
		case t[0] >= 'A' && t[0] <= 'Z' || t[0] >= 'a' && t[0] <= 'z':
			words = append(words, t)
		default:
			return nil, false
		}
	}
	if len(words) > 0 {
		n := len(parsed)
		if n > 1 && parsed[n-1].task == "" {
			parsed[n-1].task = strings.Join(words, " ")
		} else {
			return nil, false // "As Per Unit"
		}
	}
	for i := 1; i < len(parsed); i++ {
		if parsed[i].task == "" {
			return nil, false
		}
	}
	return append(parsed, items...), len(parsed) > 0
}
