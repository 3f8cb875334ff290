package press

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Sheet is the paper a run imposes its cards on. The zero value, NoSheet,
// is none: each card on a page of its own.
type Sheet struct {
	Paper impose.Size // as impose.ParsePaper gives it, mm; zero for none
}

// NoSheet prints each card on a page of its own.
var NoSheet Sheet

// None reports whether s is NoSheet.
func (s Sheet) None() bool { return s == NoSheet }

// String returns "none", the name of a paper of impose.Papers, or the
// paper's "WxH" in mm.
func (s Sheet) String() string {
	if s.None() {
		return "none"
	}
	for _, p := range impose.Papers {
		if p.Size == s.Paper {
			return p.Name
		}
	}
	return s.Paper.String()
}

// ParseSheet parses "none" or a paper as impose.ParsePaper does: a name of
// impose.Papers or "WxH" in mm.
func ParseSheet(s string) (Sheet, error) {
	if strings.ToLower(strings.TrimSpace(s)) == "none" {
		return NoSheet, nil
	}
	paper, err := impose.ParsePaper(s)
	if err != nil {
		return NoSheet, err
	}
	return Sheet{Paper: paper}, nil
}

// Cut is the cutting guides drawn on sheets.
type Cut int

// The cuts. CutMarks, crop marks around each card, is the default.
const (
	CutMarks Cut = iota // crop marks outside the cards
	CutLines            // thin grey lines shared by neighbouring cards
	CutNone             // no guides
)

var cutNames = []string{"marks", "lines", "none"}

// String returns "marks", "lines" or "none".
func (c Cut) String() string { return name(cutNames, "Cut", int(c)) }

// ParseCut parses "marks", "lines" or "none".
func ParseCut(s string) (Cut, error) {
	i, err := parse(cutNames, s)
	return Cut(i), err
}

// Backs is where the backs of the cards go.
type Backs int

// The backs. The zero value, BacksAfter, keeps each card's fronts and
// then its backs on pages of their own; no flag names it.
const (
	BacksAfter    Backs = iota // each card's fronts, then its backs
	BacksDuplex                // each front sheet, then its back sheet
	BacksSeparate              // the backs in a document of their own
	BacksNone                  // no backs
)

var backsNames = []string{"after", "duplex", "separate", "none"}

// String returns "duplex", "separate", "none", or "after" for BacksAfter.
func (b Backs) String() string { return name(backsNames, "Backs", int(b)) }

// ParseBacks parses "duplex", "separate" or "none".
func ParseBacks(s string) (Backs, error) {
	i, err := parse(backsNames[1:], s)
	if err != nil {
		return BacksAfter, err
	}
	return Backs(i + 1), nil
}

// Ink is how much ink the cards take.
type Ink int

// The inks.
const (
	InkNormal Ink = iota // filled areas as the templates draw them
	InkLow               // outlines instead of filled areas, for test prints
)

var inkNames = []string{"normal", "low"}

// String returns "normal" or "low".
func (k Ink) String() string { return name(inkNames, "Ink", int(k)) }

// ParseInk parses "normal" or "low".
func ParseInk(s string) (Ink, error) {
	i, err := parse(inkNames, s)
	return Ink(i), err
}

// Format is the kind of file a run writes.
type Format int

// The formats. PDF, the default, is documents of sheets or card pages;
// SVG and PNG are a file a card face (see RenderFaces).
const (
	PDF Format = iota
	SVG
	PNG
)

var formatNames = []string{"pdf", "svg", "png"}

// String returns "pdf", "svg" or "png", the files' extension.
func (f Format) String() string { return name(formatNames, "Format", int(f)) }

// ParseFormat parses "pdf", "svg" or "png".
func ParseFormat(s string) (Format, error) {
	i, err := parse(formatNames, s)
	return Format(i), err
}

// Faces reports whether f is a file a card face rather than a PDF.
func (f Format) Faces() bool { return f != PDF }

// name returns names[i], or type(i) for a value out of range.
func name(names []string, typ string, i int) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("%s(%d)", typ, i)
	}
	return names[i]
}

// parse returns the index of s, in any case and spacing, in names; the
// error names the values that are.
func parse(names []string, s string) (int, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	for i, n := range names {
		if key == n {
			return i, nil
		}
	}
	want := names[len(names)-1]
	if len(names) > 1 {
		want = strings.Join(names[:len(names)-1], ", ") + " or " + want
	}
	return 0, fmt.Errorf("%q: want %s", s, want)
}
