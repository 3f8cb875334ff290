// Package press is the render pipeline: it loads the card templates, lays
// out cards given as plain values, imposes them on sheets with their backs
// and returns the finished PDFs (split when long) or face files as
// Documents, which the command names and writes. It takes typed Options,
// never flag text, and knows no game system: each card arrives as a
// press.Card.
package press
