package importer

import (
	"fmt"

	"github.com/crewcard/crewcard/cmd/internal/system/fowcards/bsdata"
)

// importRoster writes a unit file for every unit of the roster and a force
// file that names them, formation by formation: the first formation is the
// primary, the others support formations, and the units chosen outside a
// formation are support units of the primary. A nation given is every
// catalogue's. A unit that cannot be read is left out and listed at the
// head of the force file, and the command exits 1.
func (j *job) importRoster(path string, lim bsdata.Limits) int {
	r, err := bsdata.ReadRoster(path, lim)
	if err != nil {
		j.fail(err)
		return exitInvalid
	}
	if j.nation != "" {
		for _, c := range r.Cats {
			c.SetNation(j.nation)
		}
	}
	if len(r.Formations) == 0 {
		j.fail(fmt.Errorf("%s: no formation in the roster", path))
		return exitInvalid
	}
	out := j.newFiles()
	forceName, forceWant := out.name(r.Name) // taken first: the force file's name is the roster's
	names := make([][]string, len(r.Formations))
	var refused []string
	total := 0.0
	for i, fm := range r.Formations {
		units := fm.Units
		if i == 0 {
			units = append(append([]bsdata.RosterUnit(nil), units...), r.Support...)
		}
		for k, ru := range units {
			role := bsdata.FormationRole(ru.Unit)
			if k >= len(fm.Units) {
				role = "support"
			}
			total += ru.Points
			im := ru.File(role)
			tell(j.stderr, im.Problems)
			if im.File == nil {
				refused = append(refused, bsdata.ShortName(ru.Unit.Name)+": "+im.Problems[0].Msg)
				continue
			}
			names[i] = append(names[i], out.add(ru.Unit.Name, im.File))
		}
	}
	out.put(forceName, r.ForceFile(names, total, refused), forceWant)
	code := out.write(exitOK)
	if code == exitOK && len(refused) > 0 {
		fmt.Fprintf(j.stderr, "crewcard import: %s: %d of its units could not be read; the others are written, and the force file lists these at its head\n", path, len(refused))
		return exitInvalid
	}
	return code
}
