// Package templates embeds the built-in card templates and the icon set as
// TOML data; the command decodes them.
package templates

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// FS holds every built-in template (name.toml) and icons.toml.
//
//go:embed *.toml
var FS embed.FS

// Icons is the icon set: simple vector icons drawn for this project.
//
//go:embed icons.toml
var Icons []byte

// Lookup returns the TOML of the built-in template called name, such as
// "crew-front" or "crew-back".
func Lookup(name string) ([]byte, error) {
	if name == "icons" || strings.ContainsAny(name, "/\\.") {
		return nil, fmt.Errorf("no built-in template %q (have %s)", name, strings.Join(Names(), ", "))
	}
	b, err := FS.ReadFile(name + ".toml")
	if err != nil {
		return nil, fmt.Errorf("no built-in template %q (have %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}

// Names lists the built-in templates, sorted.
func Names() []string {
	var names []string
	ents, _ := fs.ReadDir(FS, ".")
	for _, e := range ents {
		n := strings.TrimSuffix(e.Name(), ".toml")
		if n != "icons" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
