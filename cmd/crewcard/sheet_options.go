package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Limits of the print flags, mm.
const (
	maxMargin = 50.0
	maxBleed  = 10.0
	maxOffset = 20.0
)

// parse checks the print flags given as text and fills in o.
func (o *renderOptions) parse(sheet, cut, backs, flip, offset, card, ink string) error {
	o.sheet = strings.ToLower(strings.TrimSpace(sheet))
	if o.sheet != "none" {
		if _, err := impose.ParsePaper(o.sheet); err != nil {
			return fmt.Errorf("--sheet: %v", err)
		}
	}
	if err := inRange("--margin", o.margin, 0, maxMargin); err != nil {
		return err
	}
	if err := inRange("--bleed", o.bleed, 0, maxBleed); err != nil {
		return err
	}
	switch o.cut = strings.ToLower(cut); o.cut {
	case "marks", "lines", "none":
	default:
		return fmt.Errorf("--cut %q: want marks, lines or none", cut)
	}
	switch o.backs = strings.ToLower(backs); o.backs {
	case "duplex", "separate", "none":
	default:
		return fmt.Errorf("--backs %q: want duplex, separate or none", backs)
	}
	if o.backs == "separate" && o.out == "-" {
		return fmt.Errorf("--backs separate writes a second file; give -o OUT.pdf, not -")
	}
	var err error
	if o.flip, err = impose.ParseFlip(flip); err != nil {
		return fmt.Errorf("--flip: %v", err)
	}
	if o.backOffset, err = parseOffset(offset); err != nil {
		return err
	}
	if card != "" {
		if o.card, err = impose.ParseCardSize(card); err != nil {
			return fmt.Errorf("--card: %v", err)
		}
	}
	switch strings.ToLower(ink) {
	case "normal":
	case "low":
		o.lowInk = true
	default:
		return fmt.Errorf("--ink %q: want normal or low", ink)
	}
	return nil
}

func inRange(name string, v, lo, hi float64) error {
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("%s %g: want %g to %g mm", name, v, lo, hi)
	}
	return nil
}

// parseOffset parses "X,Y" in mm.
func parseOffset(s string) ([2]float64, error) {
	var v [2]float64
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return v, fmt.Errorf("--back-offset %q: want X,Y in mm, like 0.5,-1", s)
	}
	for i, p := range []string{xs, ys} {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "mm")), 64)
		if err != nil {
			return v, fmt.Errorf("--back-offset %q: want X,Y in mm, like 0.5,-1", s)
		}
		if err := inRange("--back-offset", f, -maxOffset, maxOffset); err != nil {
			return v, err
		}
		v[i] = f
	}
	return v, nil
}

// commandLine joins args for the sheet stamp, quoting what needs it. The
// output file is left out, so that the same crews give the same PDF
// wherever it is written.
func commandLine(args []string) string {
	var q []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "--o":
			i++
			continue
		case strings.HasPrefix(a, "-o=") || strings.HasPrefix(a, "--o="):
			continue
		case a == "" || strings.ContainsAny(a, " \t\"'\\$*?[]"):
			a = strconv.Quote(a)
		}
		q = append(q, a)
	}
	return strings.Join(q, " ")
}
