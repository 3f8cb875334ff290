package press

import (
	"errors"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/check"
	"github.com/crewcard/crewcard/layout/icon"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/templates"
)

// LoadTemplate decodes a card template strictly (an unknown key is an
// error that suggests the nearest known key) and checks it. It returns nil
// and the problems, each at its place in the file and sorted by it, as a
// model.ErrorList: "file:line:col: key.path: message", one problem an entry.
func LoadTemplate(filename string, data []byte) (*layout.Template, error) {
	var t layout.Template
	if err := tmplDecode(filename, data, &t, "a template"); err != nil {
		return nil, err
	}
	var errs model.ErrorList
	locs := model.NewLocator(data)
	check.Template(&t, func(key, msg string) {
		errs = append(errs, &model.Error{Pos: locs.Pos(filename, key), Path: model.DisplayPath(key), Msg: msg})
	})
	errs.Sort()
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return &t, nil
}

// iconFile is the shape of an icon set file such as templates/icons.toml.
type iconFile struct {
	Icon []struct {
		Name   string `toml:"name"`
		Title  string `toml:"title"`
		Fill   string `toml:"fill"`
		Stroke string `toml:"stroke"`
	} `toml:"icon"`
}

// LoadIcons decodes and parses an icon set; data nil means the built-in set.
func LoadIcons(filename string, data []byte) (layout.IconSet, error) {
	if data == nil {
		filename, data = "icons.toml", templates.Icons
	}
	var f iconFile
	if err := tmplDecode(filename, data, &f, "an icon set"); err != nil {
		return nil, err
	}
	set := layout.IconSet{}
	var msgs []string
	for i, ic := range f.Icon {
		if ic.Name == "" {
			msgs = append(msgs, fmt.Sprintf("%s: icon[%d]: missing name", filename, i))
			continue
		}
		if set[ic.Name] != nil {
			msgs = append(msgs, fmt.Sprintf("%s: icon[%d]: duplicate icon %q", filename, i, ic.Name))
			continue
		}
		parsed, err := icon.Parse(ic.Name, ic.Fill, ic.Stroke)
		if err != nil {
			msgs = append(msgs, fmt.Sprintf("%s: icon[%d]: %v", filename, i, err))
			continue
		}
		set[ic.Name] = parsed
	}
	if len(msgs) > 0 {
		return nil, errors.New(strings.Join(msgs, "\n"))
	}
	return set, nil
}

// tmplDecode decodes a template or icon file strictly into v, as every
// system's files are decoded (model.Decode): unknown keys suggest the
// nearest known one, and every problem has its position. It returns the
// problems as a model.ErrorList, or nil. what names the kind of file in
// messages ("a template").
func tmplDecode(filename string, data []byte, v any, what string) error {
	_, errs := model.Decode(filename, data, v, what)
	return errs.Err()
}
