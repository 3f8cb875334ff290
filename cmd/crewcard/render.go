package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/printflags"
	"github.com/crewcard/crewcard/cmd/internal/progress"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// version is stamped on sheets and in the PDF's creator field.
const version = press.Version

// linkBaseEnv names the environment variable that sets the QR link's base.
const linkBaseEnv = "CREWCARD_LINK_BASE"

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// renderOptions are the render command's settings: the output, the edited
// templates, and the print run's options.
type renderOptions struct {
	out       string
	force     bool // replace a read-only output file
	templates listFlag
	press.Options
}

func runRender(e *env, args []string) int {
	fs, o, raw := renderFlagSet(e)
	files, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if o.out == "" || len(files) == 0 {
		fmt.Fprintln(e.stderr, "crewcard render: give the files and -o OUT.pdf")
		fs.Usage()
		return exitUsage
	}
	if err := o.settle(e, raw, fs); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitUsage
	}
	o.Command = outfile.CommandLine(append([]string{"crewcard", "render"}, args...))
	return renderFiles(e, files, o)
}

// renderFlagSet declares the render command's flags.
func renderFlagSet(e *env) (*flag.FlagSet, *renderOptions, *printflags.Flags) {
	fs := newFlags(e, "render", "-o OUT.pdf [flags] FILE|DIR|GLOB|- ...",
		system.Kinds(`Render {and} files (or a built-in file's id, such as a reference
deck's) as gaming cards (69 x 94 mm unless --card says otherwise).
Nothing is written unless every file is legal; the PDF is replaced atomically.

Inputs are read in the order given; a folder means its *.toml files and a
glob its matches, each in sorted order. A file named twice is rendered once.

The default, --sheet a4, is for home printing: 8 cards a sheet on A4
landscape (6 on Letter), crop marks, each front sheet followed by its back
sheet for long-edge duplex, and a roster summary page at the end. Print at
actual size (100 %). For a print shop: --sheet none --bleed 3.
Output of more than `+fmt.Sprint(press.MaxFilePages)+` pages is split into OUT-1.pdf, OUT-2.pdf, ….

--format svg or png writes cards only (no sheets, crop marks or roster):
one file a card face into the folder -o names (made if missing), such as
tiger-front.png, tiger-back.png, a deck's fow-v4-quick-reference-01-front.png.
The folder must hold nothing else unless --force; a file there that is not
a card face crewcard wrote is never replaced.`))
	o := &renderOptions{Options: press.Options{Margin: impose.DefaultMargin}}
	raw := printflags.Declare(fs, &o.Options)
	fs.StringVar(&o.out, "o", "", "output PDF file (- for standard output), or the folder of svg or png faces")
	fs.BoolVar(&o.force, "force", false, "replace output files that are read-only; write faces into a folder that holds other files")
	fs.Var(&o.templates, "template", "use an edited template `FILE` (see 'crewcard template export'); repeatable")
	fs.StringVar(&o.LinkBase, "link-base", "", "base URL of the QR link (default $"+linkBaseEnv+", else "+saved.DefaultBase+")")
	return fs, o, raw
}

// settle finishes the options from the raw flags and the environment, and
// checks the output path and the link base before any work.
func (o *renderOptions) settle(e *env, raw *printflags.Flags, fs *flag.FlagSet) error {
	if err := raw.Parse(fs, &o.Options); err != nil {
		return err
	}
	if o.Backs == press.BacksSeparate && o.out == "-" {
		return fmt.Errorf("--backs separate writes a second file; give -o OUT.pdf, not -")
	}
	var err error
	o.LinkBase, o.LinkBaseFrom, err = linkBase(e, o.LinkBase)
	return err
}

// checkOutput checks, before any work, that the run's output may be
// written to -o: PDFs (the output, its separate backs and its parts) none
// of which is or leads to a crew file, or a folder for faces.
func (o *renderOptions) checkOutput(inputs []string) error {
	if o.Format.Faces() {
		return outfile.CheckFolder(o.out, o.Format.String())
	}
	return outfile.CheckRender(o.out, inputs, o.Backs == press.BacksSeparate, o.force)
}

// renderFiles reads, checks and renders the files named, and writes the
// output only if every card renders.
func renderFiles(e *env, files []string, o *renderOptions) int {
	names, dups, errs := inputs.Expand(files)
	if err := o.checkOutput(names); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: -o %v\n", err)
		return exitUsage
	}
	for _, err := range errs {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
	}
	for _, d := range dups {
		fmt.Fprintf(e.stderr, "crewcard render: %s: given more than once; rendered once\n", d)
	}
	docs, ok := inputs.LightDocs(e.ctx, names, e.stdin, e.stderr)
	if !ok || len(errs) > 0 {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
		return exitInvalid
	}
	bar := progress.New(e.stderr, "rendering")
	o.Progress = bar.Update
	o.Spool = outfile.Spool
	if o.Format.Faces() {
		return renderFaces(e, docs, o, bar.Done)
	}
	// Each document goes to its temporary file as soon as it is finished,
	// and all are renamed into place only once the whole run has succeeded.
	fw := outfile.NewWriter(e.ctx, o.out, e.stdout, o.force)
	defer fw.Abort()
	kit, err := newKit(docs, o)
	if err == nil {
		errs = system.Stream(e.ctx, docs, kit, &o.Options, fw)
	} else {
		errs = model.Split(err)
	}
	bar.Done()
	err = nil
	switch {
	case len(errs) == 1 && errs[0] == fw.Failed():
		err = fw.Failed() // writing failed, not a card
	case len(errs) == 0:
		err = fw.Commit()
	}
	fw.Abort()
	safefile.TellRemoved(e.stderr, "render", fw.Removed())
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitInvalid
	}
	if !reported(e, errs) {
		return exitInvalid
	}
	for _, f := range outfile.Stale(o.out, fw.Paths()) {
		fmt.Fprintf(e.stderr, "crewcard render: warning: %s is from an earlier run, not this one; delete it before printing\n", f)
	}
	return exitOK
}

// reported prints the run's errors, if any, and then that nothing was
// written; it reports whether there were none.
func reported(e *env, errs []error) bool {
	for _, err := range errs {
		fmt.Fprintln(e.stderr, err)
	}
	if len(errs) > 0 {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
	}
	return len(errs) == 0
}

// renderDocs lays out the cards of docs into documents: PDFs, or the
// faces of o.Format.
func renderDocs(ctx context.Context, docs []system.Doc, o *renderOptions) ([]press.Document, []error) {
	kit, err := newKit(docs, o)
	if err != nil {
		return nil, model.Split(err)
	}
	if !o.Format.Faces() {
		return system.Render(ctx, docs, kit, &o.Options)
	}
	return system.RenderFaces(ctx, docs, kit, faceKeys(docs), &o.Options)
}

// faceKeys names the face files of docs' cards (press.FaceKeys).
func faceKeys(docs []system.Doc) []string {
	var srcs []press.Source
	for _, doc := range docs {
		srcs = append(srcs, press.Source{Name: strings.TrimSuffix(doc.Name(), inputs.BuiltinSuffix), Cards: doc.Cards()})
	}
	return press.FaceKeys(srcs)
}

// newKit loads the templates of every system, the edited ones in place of
// the built-in ones, and checks them against each system's fullest card.
func newKit(docs []system.Doc, o *renderOptions) (*press.Kit, error) {
	o.Program = "crewcard " + version
	var edited []press.TemplateFile
	for _, path := range o.templates {
		src, err := inputs.ReadFile(path, "a template")
		if err != nil {
			return nil, err
		}
		edited = append(edited, press.TemplateFile{Path: path, Src: src})
	}
	return system.NewKit(docs, edited, &o.Options)
}

// renderFaces draws the face files of docs into the -o folder as they
// are made, and renames them into place once every card is drawn; a
// folder that its rule refuses is a usage error. drawn is called once the
// cards are drawn.
func renderFaces(e *env, docs []system.Doc, o *renderOptions, drawn func()) int {
	keys := faceKeys(docs)
	fw, err := outfile.NewFaceWriter(e.ctx, o.out, press.FaceOf(keys, o.Format.String()), o.force)
	if err != nil {
		return refused(e, err)
	}
	defer fw.Abort()
	kit, err := newKit(docs, o)
	errs := model.Split(err)
	if err == nil {
		errs = system.StreamFaces(e.ctx, docs, kit, keys, &o.Options, fw)
	}
	drawn()
	if len(errs) == 0 {
		err = fw.Commit()
	}
	safefile.TellRemoved(e.stderr, "render", fw.Removed())
	switch {
	case err != nil:
		return refused(e, err)
	case !reported(e, errs):
		return exitInvalid
	}
	return exitOK
}

// refused tells why the face files were not written: a folder that its
// rule refuses is a usage error.
func refused(e *env, err error) int {
	if errors.As(err, new(*outfile.FolderError)) {
		fmt.Fprintf(e.stderr, "crewcard render: -o %v\ncrewcard render: nothing written\n", err)
		return exitUsage
	}
	fmt.Fprintf(e.stderr, "crewcard render: %v\ncrewcard render: nothing written\n", err)
	return exitInvalid
}
