package crewexp

import (
	"github.com/crewcard/crewcard/model"
)

// Parse decodes a crew file. name is used in positions ("<stdin>" for
// standard input). The error, if any, is an model.ErrorList holding every problem
// found: syntax, wrong types and unknown keys. After unknown keys alone, the
// file is returned too, so that Validate can report the rest in the same run.
func Parse(name string, src []byte) (*File, error) {
	f := &File{name: name}
	locs, errs := model.Decode(name, src, f, "a crew file")
	if locs == nil {
		return nil, errs
	}
	f.locs = locs
	if len(errs) > 0 {
		return f, errs
	}
	return f, nil
}

// Pos returns the position of a located path such as "crew.name" or
// "battle.2.skills.0" in the file, as far as it can be found.
func (f *File) Pos(path string) model.Pos { return f.locs.Pos(f.name, path) }

// Name returns the file name given to Parse.
func (f *File) Name() string { return f.name }
