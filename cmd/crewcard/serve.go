package main

import (
	"context"
	"fmt"
	"slices"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/serve"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
)

func runServe(e *env, args []string) int {
	fs, o, raw := renderFlagSet(e)
	addr := fs.String("addr", serve.DefaultAddr, "listen on `HOST:PORT`; only loopback, unless --lan")
	lan := fs.Bool("lan", false, "allow an --addr other machines reach (a phone scanning cards); prints a warning")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: crewcard serve [--addr HOST:PORT] [--lan] [render flags] FILE|DIR|GLOB ...\n\n"+
			"Serve the files' crews and cards in a browser, read-only: the page reloads when a file\nis saved; /cards.pdf renders them with the render flags; /<code> opens a scanned card.\n\nflags:\n")
		fs.PrintDefaults()
	}
	files, code, done := parseFlags(fs, args)
	switch {
	case done:
		return code
	case len(files) == 0 || o.out != "" || slices.Contains(files, "-"):
		fmt.Fprintln(e.stderr, "crewcard serve: give crew files, folders or globs (not -, which cannot be read again), and no -o: /cards.pdf is the PDF")
		return exitUsage
	}
	err := o.settle(e, raw, fs)
	if err == nil {
		err = serve.CheckAddr(*addr, *lan)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard serve: %v\n", err)
		return exitUsage
	}
	o.Command = outfile.CommandLine(append([]string{"crewcard", "serve"}, args...))
	var kit *press.Kit
	kit, err = newKit(nil, o)
	if err == nil {
		err = serve.Run(e.ctx, serve.Config{Addr: *addr, LAN: *lan, Args: files, Kit: kit, Options: &o.Options, Log: e.stderr,
			Render: func(ctx context.Context, docs []system.Doc) ([]press.Document, []error) {
				c := *o
				return renderDocs(ctx, docs, &c)
			}})
	}
	if err != nil {
		for _, err := range model.Split(err) {
			fmt.Fprintf(e.stderr, "crewcard serve: %v\n", err)
		}
		return exitInvalid
	}
	return exitOK
}
