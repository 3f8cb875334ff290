package model

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in an input file. Line and Col start at 1; zero means unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

func (p Pos) String() string {
	s := p.File
	if s == "" {
		s = "<input>"
	}
	if p.Line > 0 {
		s += fmt.Sprintf(":%d", p.Line)
		if p.Col > 0 {
			s += fmt.Sprintf(":%d", p.Col)
		}
	}
	return s
}

// Error is one problem found in an input file, in the manner of go/scanner:
// file:line:col: key.path: message (RULE).
type Error struct {
	Pos  Pos
	Path string // dotted key path, e.g. crew.skills.gunner; may be empty
	Msg  string
	Rule string // rule ID such as S2; empty for syntax and schema errors
	Warn bool   // a warning: printed, but the file is still legal
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	if e.Warn {
		b.WriteString("warning: ")
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if e.Rule != "" {
		b.WriteString(" (")
		b.WriteString(e.Rule)
		b.WriteString(")")
	}
	return b.String()
}

// ErrorList is a list of problems. The zero value is an empty list ready to use.
type ErrorList []*Error

// Add appends a problem to the list.
func (l *ErrorList) Add(pos Pos, path, rule, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Path: path, Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// Sort orders the list by file, line and column, keeping the order of equal positions.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Errors returns the entries that are not warnings.
func (l ErrorList) Errors() ErrorList { return l.filter(false) }

// Warnings returns the entries that are warnings.
func (l ErrorList) Warnings() ErrorList { return l.filter(true) }

func (l ErrorList) filter(warn bool) ErrorList {
	var out ErrorList
	for _, e := range l {
		if e.Warn == warn {
			out = append(out, e)
		}
	}
	return out
}

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns nil if the list holds no errors (warnings do not count), and
// the list of errors otherwise.
func (l ErrorList) Err() error {
	errs := l.Errors()
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// Split returns the problems err holds, one an entry, so that each is
// printed on its own line: every entry of an ErrorList (a template's
// problems, say), or else err itself.
func Split(err error) []error {
	var list ErrorList
	if !errors.As(err, &list) {
		return []error{err}
	}
	out := make([]error, len(list))
	for i, e := range list {
		out[i] = e
	}
	return out
}

// MaxAlike is how many problems of one kind a file's list tells one by one
// (Capped).
const MaxAlike = 10

// Capped returns the list as a file's problems are told: the first max of
// each kind one by one, and for the rest of that kind one entry, after the
// last one told, that says how many are left out and where they begin:
// "crew.toml:5:123: … and 95302 more like it from here on (U3)". Problems
// are alike when they break the same rule at the same key, whatever its
// indices (upgrades[2] and upgrades[3]), or, without a rule, say the same.
// The entries keep their order; a list with no kind past max is returned
// as it is.
func (l ErrorList) Capped(max int) ErrorList {
	count := map[string]int{}
	over := false
	for _, e := range l {
		k := e.kind()
		count[k]++
		over = over || count[k] > max
	}
	if !over {
		return l
	}
	out := make(ErrorList, 0, len(count)*(max+1))
	told := map[string]int{}
	for i, e := range l {
		k := e.kind()
		told[k]++
		switch n := told[k]; {
		case n <= max:
			out = append(out, e)
		case n == max+1:
			out = append(out, &Error{Pos: l[i].Pos, Msg: fmt.Sprintf("… and %d more like it from here on", count[k]-max), Rule: e.Rule, Warn: e.Warn})
		}
	}
	return out
}

// kind is what problems alike share (Capped).
func (e *Error) kind() string {
	what := e.Msg
	if e.Rule != "" {
		var b strings.Builder
		digits := false
		for _, r := range e.Path {
			d := r >= '0' && r <= '9'
			if !d {
				b.WriteRune(r)
			} else if !digits {
				b.WriteByte('#') // an index, whatever its length
			}
			digits = d
		}
		what = b.String()
	}
	return fmt.Sprint(e.Warn, "\x00", e.Rule, "\x00", what)
}
