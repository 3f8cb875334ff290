// Package studio checks and renders files held in memory, as the studio
// page does in the browser: the checks, the layout and the PDF of `crewcard
// check` and `crewcard render`, with no file system.
package studio

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sync"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/studio/page"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/samples"
)

// A File is one file the player opened (page.File).
type File = page.File

// A Problem is one problem of a file, as check prints it (page.Problem).
type Problem = page.Problem

// A Result is what check says of one file.
type Result struct {
	Name     string    `json:"name"`
	Legal    bool      `json:"legal"`
	Summary  string    `json:"summary"` // check -v's line; "" when the file is not legal
	Cards    int       `json:"cards"`   // cards the file prints, its units' with a force's
	Problems []Problem `json:"problems"`
	Reads    []string  `json:"reads"` // the files it names that were read (a force's units), by clean name: a change to one changes this Result
}

// mu holds the open files while a call reads them: inputs.ReadNamed reads a
// force's units through a Reader set for the whole program.
var mu sync.Mutex

// open is a call's set of files.
type open struct {
	files map[string][]byte // by clean name
	read  []string          // the clean names that other files named, in order
}

// with runs f with the files as the ones a force's unit files are read
// from.
func with(files []File, f func(*open)) {
	mu.Lock()
	defer mu.Unlock()
	set := &open{files: map[string][]byte{}}
	for _, file := range files {
		set.files[clean(file.Name)] = file.Bytes()
	}
	defer inputs.SetNamed(set.reader)()
	f(set)
}

// clean is the name by which a file is found among the open files.
func clean(name string) string { return path.Clean(filepath.ToSlash(name)) }

// reader is the Reader of the open files: a file that another names must
// be open too, and is held to the limits of every input.
func (o *open) reader(p, what string) ([]byte, error) {
	o.read = append(o.read, clean(p))
	src, ok := o.files[clean(p)]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: p, Err: errors.New("no such file among the studio's files; open it too")}
	}
	return src, limit(p, src, what)
}

// limit refuses a file over the size limit, as inputs.ReadFile does.
func limit(name string, src []byte, what string) error {
	if len(src) > model.MaxFileSize {
		return fmt.Errorf("%s: file is %d bytes, more than the 1 MiB %s may have", name, len(src), what)
	}
	return nil
}

// Check checks the files named (every file when names is empty) by the
// rules of their systems, reading the units a force names from files, and
// lays out their cards on the default card, as `crewcard check -v` does: a
// Result a file, in the order of files.
func Check(files []File, names ...string) []Result {
	want := map[string]bool{}
	for _, n := range names {
		want[clean(n)] = true
	}
	out := []Result{}
	with(files, func(set *open) {
		for _, f := range files {
			if len(names) == 0 || want[clean(f.Name)] {
				set.read = nil
				r := check(f)
				r.Reads = append([]string{}, set.read...)
				out = append(out, r)
			}
		}
	})
	return out
}

// check is Check of one file.
func check(f File) Result {
	r := Result{Name: f.Name, Problems: []Problem{}}
	doc, errs := parse(f.Name, f.Bytes())
	if errs.Err() == nil && doc != nil {
		errs = append(errs, system.Fit(doc)...)
		errs.Sort()
	}
	r.Problems = problems(f.Name, errs)
	if errs.Err() == nil && doc != nil {
		r.Legal, r.Summary, r.Cards = true, doc.Summary(), doc.Cards()
	}
	return r
}

// parse reads the file name, src, by its system's rules.
func parse(name string, src []byte) (system.Doc, model.ErrorList) {
	if err := limit(name, src, "a TOML file"); err != nil {
		return nil, model.ErrorList{{Pos: model.Pos{File: name}, Msg: err.Error()}}
	}
	return system.Check(name, src)
}

// problems turns errors into Problems; an error that is not a
// *model.Error is a problem of the file name without a line.
func problems(name string, errs []*model.Error) []Problem {
	out := []Problem{}
	for _, e := range errs {
		out = append(out, problem(name, e))
	}
	return out
}

// problem turns err into a Problem of the file name, unless it names its
// own.
func problem(name string, err error) Problem {
	var e *model.Error
	if !errors.As(err, &e) {
		return Problem{File: name, Message: err.Error(), Text: err.Error()}
	}
	p := Problem{File: e.Pos.File, Line: e.Pos.Line, Col: e.Pos.Col, Warning: e.Warn, Text: e.Error()}
	if p.File == "" {
		p.File = name
	}
	bare := *e
	bare.Pos = model.Pos{}
	p.Message = bare.Error()[len(model.Pos{}.String()+": "):]
	return p
}

// Samples are the files to start from: the crews, units and force of the
// samples folder, and the built-in reference decks as `crewcard deck
// export` writes them, by name.
func Samples() []File {
	entries, _ := fs.ReadDir(samples.FS, ".") // embedded: never fails
	var out []File
	for _, e := range entries {
		b, _ := samples.FS.ReadFile(e.Name())
		out = append(out, File{Name: e.Name(), Text: string(b)})
	}
	for _, id := range system.BuiltinIDs() {
		b, _ := system.Builtin(id)
		out = append(out, File{Name: id + ".toml", Text: string(b)})
	}
	return out
}
