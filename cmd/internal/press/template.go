package press

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/templates"
)

// maxTemplateSize bounds template and icon files, bytes.
const maxTemplateSize = 1 << 20

// LoadTemplate decodes a card template strictly (an unknown key is an
// error that suggests the nearest known key) and checks it. Errors read
// "file:line:col: message" where the decoder knows the position.
func LoadTemplate(filename string, data []byte) (*layout.Template, error) {
	var t layout.Template
	if err := tmplDecode(filename, data, &t); err != nil {
		return nil, err
	}
	if err := t.Check(); err != nil {
		var list layout.TemplateErrors
		if errors.As(err, &list) {
			msgs := make([]string, len(list))
			for i, e := range list {
				msgs[i] = filename + ": " + e.Error()
			}
			return nil, errors.New(strings.Join(msgs, "\n"))
		}
		return nil, fmt.Errorf("%s: %w", filename, err)
	}
	return &t, nil
}

// BuiltinTemplate returns the TOML of a built-in template, such as
// "crew-front".
func BuiltinTemplate(name string) ([]byte, error) {
	b, err := templates.FS.ReadFile(name + ".toml")
	if name == "icons" || strings.ContainsAny(name, "/\\.") || err != nil {
		return nil, fmt.Errorf("no built-in template %q (have %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return b, nil
}

// BuiltinNames lists the built-in templates, sorted.
func BuiltinNames() []string {
	var names []string
	ents, _ := fs.ReadDir(templates.FS, ".")
	for _, e := range ents {
		if n := strings.TrimSuffix(e.Name(), ".toml"); n != "icons" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
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
	if err := tmplDecode(filename, data, &f); err != nil {
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
		parsed, err := layout.ParseIcon(ic.Name, ic.Fill, ic.Stroke)
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

// tmplDecode decodes TOML into v, rejecting unknown keys.
func tmplDecode(filename string, data []byte, v any) error {
	if len(data) > maxTemplateSize {
		return fmt.Errorf("%s: file of %d bytes is larger than %d bytes", filename, len(data), maxTemplateSize)
	}
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(v)
	if err != nil {
		return model.DecodeError(filename, err)
	}
	var msgs []string
	for _, k := range md.Undecoded() {
		msg := fmt.Sprintf("%s: %s: unknown key", filename, k)
		msg += model.DidYouMean(k[len(k)-1], tmplKnownKeys(md, k))
		msgs = append(msgs, msg)
	}
	if len(msgs) > 0 {
		return errors.New(strings.Join(msgs, "\n"))
	}
	return nil
}

// tmplKnownKeys lists the decoded keys that share k's parent: the keys the
// user most likely meant.
func tmplKnownKeys(md toml.MetaData, k toml.Key) []string {
	undecoded := map[string]bool{}
	for _, u := range md.Undecoded() {
		undecoded[u.String()] = true
	}
	parent := k[:len(k)-1].String()
	var out []string
	for _, key := range md.Keys() {
		if len(key) == len(k) && key[:len(key)-1].String() == parent && !undecoded[key.String()] {
			out = append(out, key[len(key)-1])
		}
	}
	out = append(out, tmplFieldNames...)
	return out
}

// tmplFieldNames are every key a template or icon file may use, so a typo
// is matched even when no sibling uses the intended key.
var tmplFieldNames = []string{"name", "width", "height", "bleed", "safe", "widget", "kind", "x", "y", "w", "h",
	"bind", "text", "icon", "font", "size", "min", "align", "valign", "upper", "fill", "stroke", "color",
	"line", "radius", "to_bleed", "low_ink", "cols", "cells", "label_w", "tick", "gap", "icon_size",
	"repeat", "title"}
