package main

import (
	"fmt"

	"github.com/crewcard/crewcard/cmd/internal/site"
)

func runSite(e *env, args []string) int {
	fs := newFlags(e, "site", "-o DIR",
		"Write the viewer site into DIR: index.html, a 404.html that answers every\n/<code> path, and their scripts. Published where the cards' --link-base\npoints, it shows the crew of a scanned card, offline, and gives its crew file.\nA file of the site's names that crewcard site did not write, or that was\nedited since, is never replaced, nor is a symbolic link written through.")
	out := fs.String("o", "", "folder to write (new, empty, or a site written before)")
	root := fs.String("root", "/", "URL path the site is served under, in the case the cards' --link-base gives it, such as /viewer/: one / first, a / added at the end")
	force := fs.Bool("force", false, "write into a folder that holds other files, keeping them")
	studio := fs.String("studio", "", "add the studio's WebAssembly from `DIR`, as .ci/studio builds it")
	rest, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if *out == "" || len(rest) > 0 {
		fs.Usage()
		return exitUsage
	}
	base, err := site.ParseRoot(*root)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard site: --root %v\n", err)
		return exitUsage
	}
	if _, err := site.WriteWith(e.ctx, *out, base, *force, *studio); err != nil {
		fmt.Fprintf(e.stderr, "crewcard site: %v\n", err)
		return exitInvalid
	}
	return exitOK
}
