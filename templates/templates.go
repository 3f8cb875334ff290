// Package templates embeds the built-in card templates (name.toml) and the
// icon set (icons.toml) as TOML data; the command decodes them.
package templates

import "embed"

// FS holds every built-in template, name.toml, and icons.toml.
//
//go:embed *.toml
var FS embed.FS

// Icons is the icon set: simple vector icons drawn for this project.
//
//go:embed icons.toml
var Icons []byte

// Decks holds the built-in reference decks written as data, decks/ID.toml.
//
//go:embed decks
var Decks embed.FS
