// Package importer is the import command: it turns the units of a
// BattleScribe catalogue into Flames of War unit files in a folder.
package importer

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/cmd/internal/flagargs"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/slug"
	boltaction "github.com/crewcard/crewcard/cmd/internal/system/crewcards/bsdata"
	"github.com/crewcard/crewcard/cmd/internal/system/fowcards/bsdata"
	"github.com/crewcard/crewcard/model"
)

// Exit codes, as every command's.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

// Summary is the command's line in crewcard's usage.
const Summary = "turn a BattleScribe catalogue's units into Flames of War unit files or Bolt Action crew files"

const about = `Write a Flames of War unit file into DIR for each UNIT of the BattleScribe
catalogue SOURCE.cat or .catz (its game system .gst or .gstz beside it),
or for every unit when none is named. From a roster (SOURCE.ros or .rosz, its catalogue
beside it), write every unit it selects and a force file of its formations. A UNIT is a unit's name, an unambiguous start of one, or
its id. From a Bolt Action catalogue, write a crew file for each VEHICLE
named, or for every vehicle: its profile, its kind, and the points of the
rating its crew starts at (--start). --list prints every unit with its kind and sizes. The nation is
read from the catalogue's name (a nation, or a book's title); --nation
gives another. A value the data
gives that cannot be read is reported and the unit is not written; nothing
is guessed. A file is never replaced without --force, nor written through a
symbolic link.`

// limits bound what an import reads: each file, and all of its files
// together (battlescribe.Limits.Whole). Tests make them small.
var limits = battlescribe.DefaultLimits

// Run runs "crewcard import" with args, the arguments after its name.
func Run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return (&job{ctx: ctx, stdout: stdout, stderr: stderr}).run(args)
}

// job is one import: what it tells, where it reads and writes, and how.
type job struct {
	ctx            context.Context
	stdout, stderr io.Writer
	dir, nation    string
	force          bool
	mem            *memory // the files in memory, read and written; nil: the disk
}

// fail tells the error that stops the import, or leaves a unit or a
// file out.
func (j *job) fail(err error) {
	fmt.Fprintf(j.stderr, "crewcard import: %v\n", err)
	if j.mem != nil && j.mem.err == nil {
		j.mem.err = err
	}
}

// run runs the job with args.
func (j *job) run(args []string) int {
	stdout, stderr := j.stdout, j.stderr
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: crewcard import -o DIR [flags] SOURCE.cat [UNIT ...]\n       crewcard import -o DIR [--force] SOURCE.ros|SOURCE.rosz\n       crewcard import --list SOURCE.cat\n\n%s\n\nflags:\n", about)
		fs.PrintDefaults()
	}
	out := fs.String("o", "", "folder to write the unit files into (made if it does not exist)")
	list := fs.Bool("list", false, "list the catalogue's units, their kinds and sizes, and write nothing")
	size := fs.String("size", "", "the size to import: its number in --list, or its name (default: the data's default size)")
	force := fs.Bool("force", false, "replace unit files that exist")
	start := fs.String("start", "", "Bolt Action: the start of the crews, inexperienced, regular or legendary (default: inexperienced where the vehicle offers that rating, else regular)")
	nation := fs.String("nation", "", "the nation to write, whatever the catalogue's name gives (default: its name's)")
	rest, err := flagargs.Interleaved(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case err != nil:
		return exitUsage
	}
	if len(rest) == 0 || (!*list && *out == "" && j.mem == nil) {
		fs.Usage()
		return exitUsage
	}
	if err := bsdata.CheckNation(*nation); *nation != "" && err != nil {
		fmt.Fprintf(stderr, "crewcard import: --nation %q: %v\n", *nation, err)
		return exitUsage
	}
	src := rest[0]
	j.dir, j.nation, j.force = *out, *nation, *force
	lim := limits
	if j.mem != nil {
		lim.Files = j.mem.in
	}
	lim = lim.Whole(src) // one budget and one reading of each file for the whole import
	switch strings.ToLower(filepath.Ext(src)) {
	case ".cat", ".catz":
	case ".ros", ".rosz":
		if *list || *size != "" || *start != "" || len(rest) > 1 {
			fmt.Fprintf(stderr, "crewcard import: %s: a roster imports whole, with the sizes and ratings it chose; --list, --size, --start and UNIT are for a catalogue\n", src)
			return exitUsage
		}
		root, _, err := battlescribe.ReadRoster(src, lim)
		if err != nil {
			j.fail(err)
			return exitInvalid
		}
		if boltaction.TakesRoster(root) {
			return j.importArmyRoster(src, lim)
		}
		return j.importRoster(src, lim)
	default:
		fmt.Fprintf(stderr, "crewcard import: %s: not a BattleScribe catalogue (.cat, .catz) or roster (.ros, .rosz)\n", src)
		return exitUsage
	}
	d, err := battlescribe.Load(src, lim)
	if err != nil {
		j.fail(err)
		return exitInvalid
	}
	if boltaction.Takes(d) {
		if *size != "" {
			fmt.Fprintf(stderr, "crewcard import: %s: a Bolt Action vehicle has no sizes; --size is for Flames of War\n", src)
			return exitUsage
		}
		return j.importArmy(d, armyArgs{rest[1:], *start, *list})
	}
	if *start != "" {
		fmt.Fprintf(stderr, "crewcard import: %s: --start is for Bolt Action crews\n", src)
		return exitUsage
	}
	cat, err := bsdata.Read(d, lim)
	if err != nil {
		j.fail(err)
		return exitInvalid
	}
	if len(cat.Units) == 0 {
		fmt.Fprintf(stderr, "crewcard import: %s: the catalogue offers no unit (no entry a force takes holds a team); is it the catalogue of the army, not a library of its parts?\n", src)
		return exitInvalid
	}
	if *nation != "" {
		cat.SetNation(*nation)
	}
	if *list {
		printList(stdout, cat)
		return exitOK
	}
	units, err := choose(cat, rest[1:])
	if err != nil {
		j.fail(err)
		return exitUsage
	}
	return j.write(cat, units, *size)
}

func printList(w io.Writer, cat *bsdata.Catalogue) {
	for _, u := range cat.Units {
		var sizes []string
		for i, s := range u.Sizes {
			name := s.Name
			if name == "" {
				name = "one size"
			}
			sizes = append(sizes, fmt.Sprintf("%d: %s, %s pts", i+1, name, strconv.FormatFloat(s.Points, 'f', -1, 64)))
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", bsdata.ShortName(u.Name), u.Kind, u.ID, strings.Join(sizes, "; "))
	}
}

// choose finds the units named: by id, by name (with or without its
// book code), or by an unambiguous start of a name.
func choose(cat *bsdata.Catalogue, names []string) ([]*bsdata.Unit, error) {
	return pick(cat.Path, "unit", cat.Units, names, func(u *bsdata.Unit) (string, string) {
		return u.Name, bsdata.ShortName(u.Name)
	}, func(u *bsdata.Unit, id string) bool { return u.ID == id || cat.UnitByID(id) == u })
}

// pick finds the items named among all: by id (is), by either of an
// item's names, or by an unambiguous start of one; with no name, all.
func pick[T any](source, what string, all []T, names []string, nameOf func(T) (string, string), is func(T, string) bool) ([]T, error) {
	if len(names) == 0 {
		return all, nil
	}
	var out []T
	var known []string
	for _, x := range all {
		_, short := nameOf(x)
		known = append(known, short)
	}
	for _, n := range names {
		var exact, prefix []T
		f := model.FoldName(n)
		for _, x := range all {
			long, short := nameOf(x)
			uf, sf := model.FoldName(long), model.FoldName(short)
			switch {
			case is(x, n) || uf == f || sf == f:
				exact = append(exact, x)
			case f != "" && (strings.HasPrefix(uf, f) || strings.HasPrefix(sf, f)):
				prefix = append(prefix, x)
			}
		}
		found := exact
		if len(found) == 0 {
			found = prefix
		}
		switch {
		case len(found) == 0:
			return nil, fmt.Errorf("%s: no %s %q%s", source, what, n, model.DidYouMean(n, known))
		case len(found) > 1 && len(exact) == 0:
			return nil, fmt.Errorf("%s: %q starts %d %ss' names (%s); give more of the name", source, n, len(found), what, listed(found, nameOf))
		case len(found) > 1:
			return nil, fmt.Errorf("%s: %d %ss are named %q; give one's id", source, len(found), what, n)
		}
		out = append(out, found[0])
	}
	return out, nil
}

// listed quotes the names of the first three items.
func listed[T any](xs []T, nameOf func(T) (string, string)) string {
	var s []string
	for i, x := range xs {
		if i == 3 {
			s = append(s, "…")
			break
		}
		long, _ := nameOf(x)
		s = append(s, strconv.Quote(long))
	}
	return strings.Join(s, ", ")
}

// sizeOf picks the size named by --size: its number from 1, or its name.
func sizeOf(u *bsdata.Unit, arg string) (int, error) {
	if arg == "" {
		return u.Default, nil
	}
	if n, err := strconv.Atoi(arg); err == nil {
		if n < 1 || n > len(u.Sizes) {
			return 0, fmt.Errorf("unit %q: --size %d: it has sizes 1 to %d", u.Name, n, len(u.Sizes))
		}
		return n - 1, nil
	}
	var names []string
	for i, s := range u.Sizes {
		if model.FoldName(s.Name) == model.FoldName(arg) {
			return i, nil
		}
		names = append(names, s.Name)
	}
	return 0, fmt.Errorf("unit %q: no size %q%s", u.Name, arg, model.DidYouMean(arg, names))
}

// write maps the units and writes their files together, or none.
func (j *job) write(cat *bsdata.Catalogue, units []*bsdata.Unit, size string) int {
	code := exitOK
	out := j.newFiles()
	for _, u := range units {
		i, err := sizeOf(u, size)
		if err != nil {
			j.fail(fmt.Errorf("%s: %w", cat.Path, err))
			code = exitInvalid
			continue
		}
		im := cat.UnitFile(u, i)
		tell(j.stderr, im.Problems)
		if im.File == nil {
			code = exitInvalid
			continue
		}
		out.add(u.Name, im.File)
	}
	return out.write(code)
}

// files are the files an import writes into one folder: their paths, each
// named after what it holds and unique (FileName), and their bytes.
type files struct {
	j     *job
	paths []string
	data  [][]byte
	taken map[string]bool
	own   map[string]bool // the names taken by this import's files alone
	want  []string        // each file's name among own: its name had no other file been there
}

func (j *job) newFiles() *files {
	f := &files{j: j, taken: map[string]bool{}, own: map[string]bool{}}
	if j.mem != nil {
		for _, n := range j.mem.taken {
			f.taken[n] = true
		}
	}
	return f
}

// add adds a file named after name, and returns its name.
func (f *files) add(name string, data []byte) string {
	base := FileName(name, f.taken)
	f.put(base, data, FileName(name, f.own))
	return base
}

// name names a file after name, as add does, for put.
func (f *files) name(name string) (base, want string) {
	return FileName(name, f.taken), FileName(name, f.own)
}

// put adds a file of a name already taken, want its name had no other
// file been there.
func (f *files) put(base string, data []byte, want string) {
	f.paths = append(f.paths, filepath.Join(f.j.dir, base))
	f.data = append(f.data, data)
	f.want = append(f.want, want)
}

// write writes the files, all or none (writeAll), and returns code, the
// exit code so far, or exitInvalid when they cannot be written. In memory,
// they are the import's output.
func (f *files) write(code int) int {
	if len(f.paths) == 0 {
		return code
	}
	if m := f.j.mem; m != nil {
		for i, p := range f.paths {
			m.out = append(m.out, File{Name: p, Want: f.want[i], Data: f.data[i]})
		}
		return code
	}
	if writeAll(f.j.ctx, f.j.stderr, f.j.dir, f.paths, f.data, f.j.force) != exitOK {
		return exitInvalid
	}
	return code
}

// tell prints what a mapping could not read or left out, a line each.
func tell[P interface{ Error() string }](stderr io.Writer, problems []P) {
	for _, p := range problems {
		fmt.Fprintln(stderr, p.Error())
	}
}

// writeAll writes the files into dir, made if need be, all of them or none
// (see prepare), and tells stderr why not. It holds the folder's lock from
// its checks to its renames, so that two imports into one folder write one
// after the other (the second finds the first's files), and removes the
// temporary files a killed import left for these files, naming them.
func writeAll(ctx context.Context, stderr io.Writer, dir string, paths []string, data [][]byte, force bool) int {
	err := makeDir(dir)
	if err == nil {
		var unlock func()
		if unlock, err = safefile.Lock(ctx, dir); err == nil {
			defer unlock()
			for _, p := range paths {
				safefile.TellRemoved(stderr, "import", safefile.RemoveTemps(p))
			}
			err = prepare(paths, force)
		}
	}
	if err == nil {
		err = safefile.ReplaceAll(ctx, paths, data, force)
	}
	if err != nil {
		fmt.Fprintf(stderr, "crewcard import: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

// makeDir makes dir if it does not exist. Another import may make it
// meanwhile: a folder that exists by then is taken.
func makeDir(dir string) error {
	if err := os.Mkdir(dir, 0o777); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%s: cannot make the folder (%v); give a folder inside one that exists", dir, errors.Unwrap(err))
	}
	if info, err := os.Stat(dir); err != nil {
		return err
	} else if !info.IsDir() {
		return fmt.Errorf("%s: is not a folder", dir)
	}
	return nil
}

// prepare checks every path: none is a symbolic link or other than a
// regular file, and none exists unless force.
func prepare(paths []string, force bool) error {
	for _, p := range paths {
		info, err := os.Lstat(p)
		switch {
		case errors.Is(err, os.ErrNotExist):
		case err != nil:
			return err
		case info.Mode()&os.ModeSymlink != 0:
			return fmt.Errorf("%s: is a symbolic link; import never writes through one", p)
		case !info.Mode().IsRegular():
			return fmt.Errorf("%s: is %s, not a regular file", p, safefile.Kind(info.Mode()))
		case !force:
			return fmt.Errorf("%s: exists; give --force to replace it", p)
		}
	}
	return nil
}

// FileName makes a unit's file name from its name: its letters in lower
// case, accents and all ("Huszár Troop" is huszár-troop.toml; any
// script), and its digits, joined by hyphens (slug.Letters), made unique
// among taken.
func FileName(name string, taken map[string]bool) string {
	stem := slug.Letters(bsdata.ShortName(name))
	if stem == "" {
		stem = "unit"
	}
	if r := []rune(stem); len(r) > 60 {
		stem = strings.TrimRight(string(r[:60]), "-")
	}
	n := stem + ".toml"
	for i := 2; taken[n]; i++ {
		n = fmt.Sprintf("%s-%d.toml", stem, i)
	}
	taken[n] = true
	return n
}
