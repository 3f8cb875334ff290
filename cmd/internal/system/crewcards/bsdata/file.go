package bsdata

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// Problem is a value of the data that could not be read, or a part left
// out: where, and why.
type Problem struct {
	Source, Vehicle string
	Msg             string
}

func (p Problem) Error() string { return fmt.Sprintf("%s: vehicle %q: %s", p.Source, p.Vehicle, p.Msg) }

// Import is one vehicle mapped to a crew file.
type Import struct {
	Vehicle  *Vehicle
	Kind     string
	Points   int
	File     []byte    // nil when the vehicle could not be read
	Problems []Problem // why File is nil, and what was left out or chosen
}

// builder gathers one vehicle's values and problems.
type builder struct {
	a           *Army
	v           *Vehicle
	fatal, warn []Problem
}

func (b *builder) fail(format string, args ...any) {
	b.fatal = append(b.fatal, Problem{b.a.Path, b.v.Name, fmt.Sprintf(format, args...)})
}

func (b *builder) note(format string, args ...any) {
	b.warn = append(b.warn, Problem{b.a.Path, b.v.Name, fmt.Sprintf(format, args...)})
}

// VehicleFile maps the vehicle to a crew file whose crew starts at start
// (inexperienced, regular or legendary), bought at that rating. A value
// that cannot be read is a problem and no file is written.
func (a *Army) VehicleFile(v *Vehicle, start string) Import {
	ratings := a.ratings(v)
	r, ok := ratings[starts[start]]
	b := &builder{a: a, v: v}
	if !ok {
		b.fail("the data offers no %s rating (it offers %s), which a %s crew is bought at; give another --start", starts[start], offered(ratings), start)
		return Import{Vehicle: v, Problems: b.fatal}
	}
	root := a.selection(v, r)
	return a.SelectionFile(v, root, start)
}

// SelectionFile maps a selection of the entry a force takes (the
// catalogue's, or a roster's with the options it chose) to a crew file.
func (a *Army) SelectionFile(v *Vehicle, root *bs.Selection, start string) Import {
	b := &builder{a: a, v: v}
	im := Import{Vehicle: v}
	sel := vehicleIn(root, v.ID)
	if sel == nil {
		b.fail("the selection holds no vehicle")
		im.Problems = b.fatal
		return im
	}
	p := b.profile(sel)
	pts := root.Total(a.cost) / float64(max(root.Number, 1)) // one vehicle's, of a roster's several
	im.Points = int(math.Round(pts))
	switch {
	case pts == 0:
		b.fail("the data prices it at 0 %s: a vehicle whose points the player sets (a placeholder for any captured vehicle, say); write its crew file by hand", a.cost)
	case float64(im.Points) != pts || im.Points < 1 || im.Points > crewexp.MaxPoints:
		b.fail("costs %v %s, which a crew file cannot hold (1 to %d)", pts, a.cost, crewexp.MaxPoints)
	}
	im.Kind = b.kind(p)
	var file []byte
	if len(b.fatal) == 0 {
		file = b.write(p, im.Kind, im.Points, start) // may fail to roll the start's skills
	}
	im.Problems = append(b.fatal, b.warn...)
	if len(b.fatal) > 0 {
		return im
	}
	if _, errs := crewexp.Check(v.Name+".toml", file); errs.Err() != nil {
		for _, e := range errs {
			if !e.Warn {
				im.Problems = append(im.Problems, Problem{a.Path, v.Name, "the crew file written would not pass check: " + e.Msg})
			}
		}
		return im
	}
	im.File = file
	return im
}

func offered(ratings map[string]rating) string {
	var out []string
	for _, q := range Qualities {
		if _, ok := ratings[q]; ok {
			out = append(out, q)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// write writes the crew file.
func (b *builder) write(p *codec.Profile, kind string, points int, start string) []byte {
	var s strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&s, format, args...) }
	w("# Imported from BattleScribe data: vehicle %s of %s (%s, revision %s), entry %s.\n", model.TOMLString(b.v.Name),
		model.TOMLString(b.a.Root.Get("name")), model.TOMLString(baseName(b.a.Path)), model.TOMLString(b.a.Root.Get("revision")), model.TOMLString(b.v.ID))
	w("# The card calls the crew by its vehicle until you name it: name = \"…\" under [crew]; its members go under [[crew.member]].\n\n")
	w("[vehicle]\nname = %s\nnation = %s\nkind = %q\npoints = %d\n", model.TOMLString(fit(clean(b.v.Name), crewexp.MaxVehicle)),
		model.TOMLString(fit(b.a.Nation(), crewexp.MaxNation)), kind, points)
	if soft(p.Class) {
		w("soft_skin = true\n")
	}
	s.WriteString(crewexp.ProfileTOML(p))
	w("\n[crew]\nstart = %q\n", start)
	skills, basics := b.roll(kind, start)
	for _, t := range []struct {
		table string
		rs    crewexp.RoleSkills
	}{{"crew.basic", basics}, {"crew.skills", skills}} {
		by := t.rs.ByRole()
		if len(slices.Concat(by[:]...)) == 0 {
			continue
		}
		w("\n# Rolled by the import, as the rules roll a %s crew's starting skills (P2, P3); write your own roll here if you made one.\n[%s]\n", start, t.table)
		for _, r := range crewexp.Roles {
			if names := by[r]; len(names) > 0 {
				w("%s = %s\n", r, model.TOMLList(names))
			}
		}
	}
	return []byte(s.String())
}

// roll rolls a regular or legendary crew's starting skills, with dice
// seeded by the vehicle's id, so that an import gives the same file again.
func (b *builder) roll(kind, start string) (skills, basics crewexp.RoleSkills) {
	k, _ := crewexp.ParseKind(kind)
	st, _ := crewexp.ParseStart(start)
	h := fnv.New64a()
	h.Write([]byte(b.v.ID))
	r := rand.New(rand.NewPCG(h.Sum64(), 0))
	skills, basics, err := crewexp.RollStart(k, st, func(sides int) int { return r.IntN(sides) + 1 })
	if err != nil {
		b.fail("cannot roll its starting skills: %v", err)
	}
	return skills, basics
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// fit shortens s to n runes, as the card's header prints it: at a word's
// end where one stands in the second half, the cut marked "…"
// ("Armoured Railroad Car (Type 91 So-Mo…", not "… So-Mo, T…").
func fit(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := r[:n-1]
	if r[n-1] != ' ' { // the cut falls inside a word: back to the space before it
		for j := len(cut) - 1; j >= len(cut)/2; j-- {
			if cut[j] == ' ' {
				cut = cut[:j]
				break
			}
		}
	}
	return strings.TrimRight(string(cut), " ,;:-(") + "…"
}

// Kind returns the vehicle's kind for the supplement, as its crew file
// would have it, or "?" when its profile cannot be read.
func (a *Army) Kind(v *Vehicle) string {
	b := &builder{a: a, v: v}
	sel := vehicleIn(a.selection(v, rating{}), v.ID)
	if sel == nil {
		return "?"
	}
	p := b.profile(sel)
	if len(b.fatal) > 0 {
		return "?"
	}
	return b.kind(p)
}
