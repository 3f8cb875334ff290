package studio

import (
	"bytes"
	"context"
	"flag"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/flagargs"
	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/printflags"
	"github.com/crewcard/crewcard/cmd/internal/studio/page"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// A Document is one file of a render's output: a PDF, or a card face.
type Document struct {
	Name string `json:"name"` // out, OUT-backs.pdf, OUT-1.pdf, …; a face's tiger-front.svg
	Data []byte `json:"-"`
}

// An Error is a render that wrote nothing: a usage error in its options,
// or the problems of its files (page.Error).
type Error = page.Error

// Render renders files as `crewcard render -o out ARGS...` does, where
// args are render's print flags and --link-base, and the names of the
// files to print, among files (a force's units are read from files too,
// and print once, with their force). The sheets name that command line.
// The output is the PDFs render writes, named after out; the error is an
// *Error when nothing is written.
func Render(ctx context.Context, files []File, args []string, out string) ([]Document, error) {
	o, names, err := options(args)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, &Error{Usage: "give the files to render"}
	}
	if o.Format.Faces() {
		return nil, &Error{Usage: "--format " + o.Format.String() + ": the studio draws card faces in its preview; give pdf"}
	}
	o.Command = outfile.CommandLine(append([]string{"crewcard", "render"}, args...))
	var docs []press.Document
	with(files, func(set *open) {
		var ds []system.Doc
		if ds, err = load(set, names); err != nil {
			return
		}
		var kit *press.Kit
		if kit, err = system.NewKit(ds, nil, o); err != nil {
			err = runError(err)
			return
		}
		var errs []error
		if docs, errs = system.Render(ctx, ds, kit, o); len(errs) > 0 {
			err = runError(errs...)
		}
	})
	if err != nil {
		return nil, err
	}
	var outs []Document
	for _, d := range docs {
		outs = append(outs, Document{Name: outfile.Path(out, d), Data: d.Data})
	}
	return outs, nil
}

// Faces draws the cards of the file name, among files, as `crewcard
// render --format svg` does: a file a face, front then back, at the card
// size, ink and bleed that args give (their sheet flags and files left
// aside).
func Faces(ctx context.Context, files []File, name string, args []string) ([]Document, error) {
	o, _, err := options(args)
	if err != nil {
		return nil, err
	}
	o.Format, o.Sheet, o.Backs = press.SVG, press.NoSheet, press.BacksAfter
	var docs []press.Document
	with(files, func(set *open) {
		var ds []system.Doc
		if ds, err = load(set, []string{name}); err != nil {
			return
		}
		var kit *press.Kit
		if kit, err = system.NewKit(ds, nil, o); err != nil {
			err = runError(err)
			return
		}
		keys := press.FaceKeys([]press.Source{{Name: name, Cards: ds[0].Cards()}})
		var errs []error
		if docs, errs = system.RenderFaces(ctx, ds, kit, keys, o); len(errs) > 0 {
			err = runError(errs...)
		}
	})
	if err != nil {
		return nil, err
	}
	var outs []Document
	for _, d := range docs {
		outs = append(outs, Document{Name: d.Name, Data: d.Data})
	}
	return outs, nil
}

// options parses args as render parses its command line, -o aside: the
// print options, and the names of the files.
func options(args []string) (*press.Options, []string, error) {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	var usage bytes.Buffer
	fs.SetOutput(&usage)
	o := &press.Options{Margin: impose.DefaultMargin, Program: "crewcard " + press.Version}
	raw := printflags.Declare(fs, o)
	fs.StringVar(&o.LinkBase, "link-base", "", "base URL of the QR link")
	names, err := flagargs.Interleaved(fs, args)
	if err != nil {
		return nil, nil, &Error{Usage: strings.TrimSpace(strings.SplitN(usage.String(), "\n", 2)[0])}
	}
	if err := raw.Parse(fs, o); err != nil {
		return nil, nil, &Error{Usage: err.Error()}
	}
	if o.LinkBase == "" {
		o.LinkBase = saved.DefaultBase
	} else if _, err := saved.Link(o.LinkBase, "A"); err != nil {
		return nil, nil, &Error{Usage: "--link-base: " + err.Error()}
	} else {
		o.LinkBaseFrom = "--link-base"
	}
	return o, names, nil
}

// load checks the files named, as render reads its inputs: every problem
// is told, and a force's units print once, with it.
func load(set *open, names []string) ([]system.Doc, error) {
	var docs []system.Doc
	var probs []Problem
	bad := false
	for _, name := range names {
		src, ok := set.files[clean(name)]
		if !ok {
			probs = append(probs, Problem{File: name, Message: "no such file among the studio's files", Text: name + ": no such file among the studio's files"})
			bad = true
			continue
		}
		doc, errs := parse(name, src)
		probs = append(probs, problems(name, errs)...)
		if errs.Err() != nil || doc == nil {
			bad = true
			continue
		}
		docs = append(docs, doc)
	}
	if bad {
		return nil, &Error{Problems: probs}
	}
	return system.Once(docs, clean), nil
}

// runError is the errors of a run that wrote nothing, as Problems.
func runError(errs ...error) error {
	e := &Error{}
	for _, err := range errs {
		for _, one := range model.Split(err) {
			e.Problems = append(e.Problems, problem("", one))
		}
	}
	return e
}
