package main

import (
	"flag"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// updateCardGoldens rewrites the files the command's golden tests compare
// with (the default PDFs' digests, the README's images).
var updateCardGoldens = flag.Bool("update", false, "rewrite the golden files in testdata")

// lineDiff describes the first lines where want and got differ.
var lineDiff = cardtest.LineDiff

// faces holds the planned pages of one crew, for tests that look at them.
type faces struct {
	front, back []layout.Page
}

// plan lays out one crew's card exactly as render does.
func plan(d *press.Kit, c *crewexp.Crew, base string) (faces, error) {
	card, err := crewcards.Doc(c).Card(0, base)
	if err != nil {
		return faces{}, err
	}
	f, err := d.Plan(card)
	return faces{f.Front, f.Back}, err
}
