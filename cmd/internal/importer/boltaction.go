package importer

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	boltaction "github.com/crewcard/crewcard/cmd/internal/system/crewcards/bsdata"
)

// armyArgs are what import was given for a Bolt Action catalogue.
type armyArgs struct {
	vehicles []string
	start    string
	list     bool
}

// importArmy lists a Bolt Action army's vehicles, or writes a crew file for
// each vehicle named (every one when none is), all together or none.
func (j *job) importArmy(d *bs.Data, args armyArgs) int {
	if args.start != "" && !slices.Contains(boltaction.Starts, args.start) {
		fmt.Fprintf(j.stderr, "crewcard import: --start %q: use one of %s\n", args.start, strings.Join(boltaction.Starts, ", "))
		return exitUsage
	}
	a, err := boltaction.Read(d, limits)
	if err != nil {
		j.fail(err)
		return exitInvalid
	}
	if len(a.Vehicles) == 0 {
		j.fail(fmt.Errorf("%s: the catalogue offers no vehicle (no entry holds a Vehicle profile)", a.Path))
		return exitInvalid
	}
	if j.nation != "" {
		a.SetNation(j.nation)
	}
	if args.list {
		printVehicles(j.stdout, a)
		return exitOK
	}
	vs, err := pick(a.Path, "vehicle", a.Vehicles, args.vehicles, func(v *boltaction.Vehicle) (string, string) { return v.Name, v.Name },
		func(v *boltaction.Vehicle, id string) bool { return v.ID == id })
	if err != nil {
		j.fail(err)
		return exitUsage
	}
	code := exitOK
	out := j.newFiles()
	for _, v := range vs {
		start := args.start
		if start == "" {
			start = a.DefaultStart(v)
		}
		im := a.VehicleFile(v, start)
		tell(j.stderr, im.Problems)
		if im.File == nil {
			code = exitInvalid
			continue
		}
		out.add(v.Name, im.File)
	}
	return out.write(code)
}

// printVehicles lists each vehicle: its name, its kind for the supplement,
// its id, and its points at each rating the data offers.
func printVehicles(w io.Writer, a *boltaction.Army) {
	for _, v := range a.Vehicles {
		pts := a.Points(v)
		var ratings []string
		for _, q := range boltaction.Qualities {
			if p, ok := pts[q]; ok {
				ratings = append(ratings, fmt.Sprintf("%s %s pts", q, strconv.FormatFloat(p, 'f', -1, 64)))
			}
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", v.Name, a.Kind(v), v.ID, strings.Join(ratings, "; "))
	}
}

// importArmyRoster writes a crew file for each vehicle a Bolt Action roster
// holds (one for each copy of a selection of several), at the start its
// rating gives, with the options and points the roster chose. A vehicle
// that cannot be read is left out, the others are written, and the
// command exits 1.
func (j *job) importArmyRoster(path string, lim bs.Limits) int {
	r, err := boltaction.ReadRoster(path, lim)
	if err != nil {
		j.fail(err)
		return exitInvalid
	}
	if len(r.Vehicles) == 0 {
		j.fail(fmt.Errorf("%s: the roster holds no vehicle", path))
		return exitInvalid
	}
	out := j.newFiles()
	refused := 0
	for _, rv := range r.Vehicles {
		if j.nation != "" {
			rv.Army.SetNation(j.nation)
		}
		im := rv.File()
		tell(j.stderr, im.Problems)
		if im.File == nil {
			refused++
			continue
		}
		for range rv.Copies {
			out.add(rv.V.Name, im.File)
		}
	}
	if code := out.write(exitOK); code != exitOK {
		return code
	}
	if refused > 0 {
		fmt.Fprintf(j.stderr, "crewcard import: %s: %d of its vehicles could not be read; the others are written\n", path, refused)
		return exitInvalid
	}
	return exitOK
}
