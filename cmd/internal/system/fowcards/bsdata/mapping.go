package bsdata

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model"
)

// team is one kind of team being built.
type team struct {
	name          string
	typ           string
	count         int
	prof          *Profile
	keywords      []string
	notes         []string
	weapons       []*weapon
	home          *bs.Selection     // the selection that counts it
	carrier       *bs.Selection     // the selection that holds its profile
	attached      *Unit             // the transport unit it is, named by its code
	weaponsOf     []*Profile        // the attached unit's weapons
	attachedRules []string          // and rules
	chars         map[string]string // values read per variant or mounted (resolve)
}

type weapon struct {
	prof      *Profile
	name      string
	rng       string
	halted    string // a number or "-"
	moving    string
	at        string
	fp        string
	keywords  []string
	bombard   *weapon // its artillery line
	artillery bool    // this profile is a bombardment line
	salvo     bool
}

// builder maps one unit at one size, collecting the problems.
type builder struct {
	cat    *Catalogue
	u      *Unit
	nation string
	size   Size
	sel    *bs.Selection // the unit at its size
	role   string        // "" for RoleOf
	points float64       // 0 for the size's
	fatal  []Problem
	warn   []Problem
}

func (b *builder) fail(format string, args ...any) {
	b.fatal = append(b.fatal, Problem{b.cat.Path, b.u.Name, fmt.Sprintf(format, args...)})
}

func (b *builder) note(format string, args ...any) {
	b.warn = append(b.warn, Problem{b.cat.Path, b.u.Name, fmt.Sprintf(format, args...)})
}

var (
	// unitCode is a book code in a name, "(LG102)", "[LS195]",
	// "(LFI105)", captured, or the data's "(Looted Tank)".
	unitCode = regexp.MustCompile(`\s*(?:[(\[]([A-Z]{1,4}\d{2,4})[)\]]|\(Looted Tank\))`)
	// sortTag is a tag the data sorts its lists by: "[Artillery] ...".
	sortTag   = regexp.MustCompile(`^\s*\[[^\]]*\]\s*`)
	bracketed = regexp.MustCompile(`\s*\[[^\]]*\]|\s+(?:Direct|Indirect)(?: Fire)?$`)
	trailing  = regexp.MustCompile(`\s*\([^()]*\)\s*$`)
)

// shorten cuts s to max runes at a word boundary where it can, never
// after a word that joins it to what was cut: "MG42 & K98 rifle team
// with Panzerfaust" is "MG42 & K98 rifle team", not "… team with".
func shorten(s string, max int) string {
	s = clean(s)
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max]
	i := strings.LastIndexByte(string(r), ' ')
	if i <= max/2 {
		return string(r)
	}
	cut := strings.TrimRight(string(r)[:i], " ,;-(")
	for {
		j := strings.LastIndexByte(cut, ' ')
		if j <= max/2 || !joining[strings.ToLower(cut[j+1:])] {
			return cut
		}
		cut = strings.TrimRight(cut[:j], " ,;-(")
	}
}

// joining are the words that join a name to the rest of it.
var joining = map[string]bool{"with": true, "and": true, "&": true, "+": true, "of": true, "or": true, "the": true, "for": true, "in": true, "a": true, "to": true, "w/": true}

func fold(s string) string { return model.FoldName(s) }

// plainWord is a revision or an id as the data writes them.
var plainWord = regexp.MustCompile(`^[A-Za-z0-9._:-]+$`)

// plain writes a revision or an id into a comment as it is, or quoted when
// it holds anything else: a line break there would start a key.
func plain(s string) string {
	if plainWord.MatchString(s) {
		return s
	}
	return model.TOMLString(s)
}

func base(s string) string {
	s = bracketed.ReplaceAllString(unitCode.ReplaceAllString(s, ""), "")
	for trailing.MatchString(s) {
		s = trailing.ReplaceAllString(s, "")
	}
	return fold(s)
}

var ratingChars = map[string]bool{"Motivation": true, "Skill": true, "Is Hit On": true}

// alike reports whether the profiles differ only in name, notes and
// ratings, which are the unit's.
func alike(ps []*Profile) bool {
	for _, p := range ps[1:] {
		if p.Type != ps[0].Type || len(p.Chars) != len(ps[0].Chars) {
			return false
		}
		for k, v := range p.Chars {
			if !ratingChars[k] && k != "Notes" && clean(v) != clean(ps[0].Chars[k]) {
				return false
			}
		}
	}
	return len(ps) > 0
}

// ShortName is a unit's name without its book code and sorting tag:
// "Tiger Tank Platoon (LG102)" is "Tiger Tank Platoon", "[Artillery]
// Katyusha Rocket Launcher Battery [LS152]" is "Katyusha Rocket Launcher
// Battery".
func ShortName(name string) string {
	return strings.TrimSpace(sortTag.ReplaceAllString(unitCode.ReplaceAllString(name, ""), ""))
}
