// Package samples embeds the sample files, for the studio to start from.
package samples

import "embed"

// FS holds the sample files, *.toml, at its root.
//
//go:embed *.toml
var FS embed.FS
