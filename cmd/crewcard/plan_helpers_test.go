package main

import (
	"flag"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// updateCardGoldens rewrites the files the command's golden tests compare
// with (the default PDFs' digests, the README's images).
var updateCardGoldens = flag.Bool("update", false, "rewrite the golden files in testdata")

// lineDiff describes the first lines where want and got differ.
var lineDiff = cardtest.LineDiff
