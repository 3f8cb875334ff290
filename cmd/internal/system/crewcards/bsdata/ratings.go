package bsdata

import (
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// qualities name Bolt Action's unit ratings as both editions write them;
// the third edition's "Experienced" is the second's "Regular".
var qualities = map[string]string{
	"inexperienced": "inexperienced",
	"regular":       "regular",
	"experienced":   "regular",
	"veteran":       "veteran",
}

// Qualities are the ratings a vehicle is bought at, in order.
var Qualities = []string{"inexperienced", "regular", "veteran"}

// starts gives the rating a crew's start is bought at: a legendary crew
// drives a veteran vehicle.
var starts = map[string]string{
	"inexperienced": "inexperienced",
	"regular":       "regular",
	"legendary":     "veteran",
}

// Starts are the starts a crew file takes, in order.
var Starts = []string{"inexperienced", "regular", "legendary"}

// rating is one of a vehicle's ratings: the alternative of its rating
// group that buys it.
type rating struct {
	group, alt string // ids
}

// ratings finds the vehicle's rating group: a group of the vehicle's entry
// (or of the entry a force takes) whose alternatives are named by the
// qualities, and returns them by quality.
func (a *Army) ratings(v *Vehicle) map[string]rating {
	e, ok := a.EntryByID(v.ID)
	if !ok {
		return nil
	}
	for _, holder := range []bs.Entry{e, v.Root} {
		if out := a.ratingGroup(holder, 0); len(out) > 0 {
			return out
		}
	}
	return nil
}

// quality reads the rating an alternative buys: by its name, else by the
// Unit Quality profile it links (the second edition's, which names a
// rating where the name does not: "Inexperienced(set points)"). The name
// comes first: the data has an "Inexperienced" that links "Regular".
func (a *Army) quality(alt bs.Entry) (string, bool) {
	if q, ok := qualities[strings.ToLower(alt.Name())]; ok {
		return q, true
	}
	for _, holder := range []*bs.Node{alt.Node, alt.Link} {
		if holder == nil {
			continue
		}
		for _, l := range holder.Kids("infoLinks", "infoLink") {
			t := a.ByID(l.Get("targetId"))
			if l.Get("type") == "profile" && t != nil && strings.EqualFold(strings.TrimSpace(t.Get("typeName")), qualityType) {
				q, ok := qualities[strings.ToLower(strings.TrimSpace(t.Get("name")))]
				return q, ok
			}
		}
	}
	return "", false
}

// qualityType is the profile type of the second edition's ratings.
const qualityType = "unit quality"

func (a *Army) ratingGroup(e bs.Entry, depth int) map[string]rating {
	_, groups := a.Children(e)
	for _, g := range groups {
		alts, subs := a.Children(g)
		out := map[string]rating{}
		for _, alt := range alts {
			if q, ok := a.quality(alt); ok {
				out[q] = rating{g.ID(), alt.ID()}
			}
		}
		if len(out) > 0 {
			return out
		}
		if depth < 2 {
			for _, sub := range subs {
				if out := a.ratingGroup(sub, depth+1); len(out) > 0 {
					return out
				}
			}
		}
	}
	return nil
}

// Points returns what the vehicle costs at each rating the data offers, by
// quality, as BattleScribe adds it up: the entry a force takes, with its
// compulsory selections.
func (a *Army) Points(v *Vehicle) map[string]float64 {
	out := map[string]float64{}
	for q, r := range a.ratings(v) {
		out[q] = a.selection(v, r).Total(a.cost)
	}
	return out
}

// selection selects the entry a force takes, reaching the vehicle, at a
// rating (none when r is the zero rating).
func (a *Army) selection(v *Vehicle, r rating) *bs.Selection {
	ch := bs.Choices{Pick: map[string]string{}}
	for g, alt := range v.ch.Pick {
		ch.Pick[g] = alt
	}
	if r.group != "" {
		ch.Pick[r.group] = r.alt
	}
	return a.Select(v.Root, nil, ch)
}

// vehicleIn returns the vehicle's selection inside the root's.
func vehicleIn(root *bs.Selection, id string) *bs.Selection {
	var found *bs.Selection
	root.Walk(func(s *bs.Selection) {
		if found == nil && s.Entry.Is(id) {
			found = s
		}
	})
	return found
}

// DefaultStart is the start a crew takes when none is given: inexperienced
// where the data offers that rating, else regular, else legendary.
func (a *Army) DefaultStart(v *Vehicle) string {
	r := a.ratings(v)
	for _, s := range Starts {
		if _, ok := r[starts[s]]; ok {
			return s
		}
	}
	return Starts[0]
}
