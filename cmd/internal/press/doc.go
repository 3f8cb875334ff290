// Package press is the render pipeline: it loads the card templates, lays
// out cards given as plain values, imposes them on sheets with their backs,
// splits long runs into several documents and names the output files. It
// knows no game system: each card arrives as a press.Card.
package press
