// Package fonts embeds the card typefaces: Roboto Condensed Regular and Bold
// (Apache-2.0, from Debian's fonts-roboto-unhinted; see LICENSE-Apache-2.0.txt).
package fonts

import _ "embed"

// Regular is Roboto Condensed Regular, a TrueType font.
//
//go:embed RobotoCondensed-Regular.ttf
var Regular []byte

// Bold is Roboto Condensed Bold, a TrueType font.
//
//go:embed RobotoCondensed-Bold.ttf
var Bold []byte
